import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type LoginEvent, loginMachine } from '@/machines/loginMachine';
import { shown } from '../views/support/language';
import { LOGGED_IN, PASSWORD, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { field, fill } from '../views/support/forms';
import { createModel, useFakeClock } from './support/modelTest';

const model = createModel(loginMachine, {
  input: { redirect: '/network' },
  events: {
    'field.change': [
      { type: 'field.change', field: 'email', value: 'ada@example.com' },
      { type: 'field.change', field: 'password', value: PASSWORD },
      { type: 'field.change', field: 'rememberMe', value: true },
    ] satisfies LoginEvent[],
    'form.submit': [{ type: 'form.submit' }],
    'xstate.done.actor.logIn': [
      { type: 'xstate.done.actor.logIn', output: success(LOGGED_IN) },
      { type: 'xstate.done.actor.logIn', output: failure('Wrong email or password') },
    ],
    'xstate.error.actor.logIn': [{ type: 'xstate.error.actor.logIn', error: new Error('Network down') }],
  },
});

const emailField = () => field('Email');
const passwordField = () => field('Password');
const logInButton = () => screen.getByRole('button', { name: 'Log In' });

describe('login machine, on the /login page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp('/login?redirect=/network');
    await screen.findByRole('heading', { name: 'Web Sign in' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'field.change': async (event) => {
          const { field: name, value } = event as Extract<LoginEvent, { type: 'field.change' }>;
          if (typeof value === 'boolean') await app.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
          else await fill(app.user, name === 'email' ? 'Email' : 'Password', value);
        },
        'form.submit': async () => app.user.click(logInButton()),
      },
      states: {
        editing: async (snapshot) => {
          const { draft, errorMessage } = snapshot.context;
          expect(emailField()).toHaveProperty('value', draft.email);
          expect(passwordField()).toHaveProperty('value', draft.password);
          expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', draft.rememberMe);
          expect(logInButton()).toHaveProperty('disabled', !snapshot.can({ type: 'form.submit' }));
          if (errorMessage) expect(screen.getByRole('alert').textContent).toBe(shown(errorMessage));
          else expect(screen.queryByRole('alert')).toBeNull();
        },
        submitting: async (snapshot) => {
          expect(logInButton()).toHaveProperty('disabled', true);
          expect(emailField()).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning('logIn')).toBe(true);
          expect(app.fakes.inputsOf('logIn').at(-1)).toEqual(snapshot.context.draft);
        },
        redirecting: async () => {
          expect(screen.getByRole('alert').textContent).toBe('User Logged in successfully. Redirecting to app...');
          expect(app.location().pathname).toBe('/login');
          expect(emailField()).toHaveProperty('disabled', true);
          expect(logInButton()).toHaveProperty('disabled', true);
          // the session was asked at once to load the now signed-in user
          expect(app.fakes.inputsOf('fetchCurrentUser')).toHaveLength(2);
        },
        done: async () => {
          expect(app.location().pathname).toBe('/network');
          await screen.findByText('Loading ...');
        },
      },
    });
  });
});
