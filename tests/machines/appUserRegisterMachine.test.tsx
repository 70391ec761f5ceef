import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AppUserRegisterEvent, appUserRegisterMachine } from '@/machines/appUserRegisterMachine';
import { shown } from '../views/support/language';
import { PASSWORD, UNAUTHORIZED, failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { renderApp } from '../views/support/renderApp';
import { createModel, useFakeClock } from './support/modelTest';

const model = createModel(appUserRegisterMachine, {
  input: { username: 'ada_app', claimToken: 'one-time-secret' },
  events: {
    'field.change': [
      { type: 'field.change', field: 'email', value: 'ada@example.com' },
      { type: 'field.change', field: 'password', value: PASSWORD },
    ] satisfies AppUserRegisterEvent[],
    'form.submit': [{ type: 'form.submit' }],
    'xstate.done.actor.registerAppUser': [
      { type: 'xstate.done.actor.registerAppUser', output: success({ userId: 'u1', message: 'Web account connected' }) },
      { type: 'xstate.done.actor.registerAppUser', output: failure('This link is not valid or has expired. Get a new one from the mobile app.') },
    ],
    'xstate.error.actor.registerAppUser': [{ type: 'xstate.error.actor.registerAppUser', error: new Error('Network down') }],
  },
});

const connectButton = () => screen.getByRole('button', { name: 'Connect' });

describe('appUserRegister machine, on /appuserregister/{username}?claim={secret} when not logged in', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp('/appuserregister/ada_app?claim=one-time-secret');
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await screen.findByRole('button', { name: 'Connect' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'field.change': async (event) => {
          const { field: name, value } = event as Extract<AppUserRegisterEvent, { type: 'field.change' }>;
          await fill(app.user, name === 'email' ? 'Email' : 'Password', value);
        },
        'form.submit': async () => app.user.click(connectButton()),
      },
      states: {
        editing: async (snapshot) => {
          const { draft, errorMessage, fixed: { username } } = snapshot.context;
          expect(screen.getByText(username).tagName).toBe('STRONG');
          expect(field('Email')).toHaveProperty('value', draft.email);
          expect(field('Password')).toHaveProperty('value', draft.password);
          expect(connectButton()).toHaveProperty('disabled', !snapshot.can({ type: 'form.submit' }));
          if (errorMessage) expect(screen.getByRole('alert').textContent).toBe(shown(errorMessage));
          else expect(screen.queryByRole('alert')).toBeNull();
        },
        submitting: async () => {
          expect(connectButton()).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning('registerAppUser')).toBe(true);
          expect(app.fakes.inputsOf('registerAppUser').at(-1)).toEqual({
            username: 'ada_app',
            email: 'ada@example.com',
            password: PASSWORD,
            claimToken: 'one-time-secret',
          });
        },
        redirecting: async () => {
          expect(screen.getByRole('alert').textContent).toBe('Web account connected! Redirecting to login ...');
        },
        done: async () => {
          await screen.findByRole('heading', { name: 'Web Sign in' });
          expect(app.location()).toMatchObject({ pathname: '/login', search: '' });
        },
      },
    });
  });
});
