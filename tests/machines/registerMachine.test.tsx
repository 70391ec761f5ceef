import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type RegisterDraft, type RegisterEvent, registerMachine } from '@/machines/registerMachine';
import { shown } from '../views/support/language';
import { PASSWORD, failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { renderApp } from '../views/support/renderApp';
import { createModel, useFakeClock } from './support/modelTest';

const VALUES: RegisterDraft = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: PASSWORD,
  humanCheck: '16',
};

const LABELS: Record<keyof RegisterDraft, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  humanCheck: 'What is 7+9?',
};

const model = createModel(registerMachine, {
  input: { redirect: '/network' },
  events: {
    'field.change': Object.entries(VALUES).map(([name, value]) => ({ type: 'field.change', field: name, value })) as RegisterEvent[],
    'form.submit': [{ type: 'form.submit' }],
    'xstate.done.actor.register': [
      { type: 'xstate.done.actor.register', output: success({ userId: 'u1', message: 'User created successfully' }) },
      { type: 'xstate.done.actor.register', output: failure('This email is already registered') },
    ],
    'xstate.error.actor.register': [{ type: 'xstate.error.actor.register', error: new Error('Network down') }],
  },
  // The order fields are filled in does not matter, only how many are.
  serializeState: ({ value, context }) => ({
    value,
    filled: Object.values(context.draft).filter(Boolean).length,
    errorMessage: context.errorMessage,
  }),
});

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });
const SUCCESS = 'User created successfully! Redirecting to login ...';

describe('register machine, on the /register page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp('/register?redirect=/network');
    await screen.findByRole('heading', { name: 'Register' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'field.change': async (event) => {
          const { field: name, value } = event as Extract<RegisterEvent, { type: 'field.change' }>;
          await fill(app.user, LABELS[name], value);
        },
        'form.submit': async () => app.user.click(signUpButton()),
      },
      states: {
        editing: async (snapshot) => {
          const { draft, errorMessage } = snapshot.context;
          for (const [name, label] of Object.entries(LABELS)) {
            expect(field(label)).toHaveProperty('value', draft[name as keyof RegisterDraft]);
            expect(field(label)).toHaveProperty('disabled', false);
          }
          expect(signUpButton()).toHaveProperty('disabled', !snapshot.can({ type: 'form.submit' }));
          if (errorMessage) expect(screen.getByRole('alert').textContent).toBe(shown(errorMessage));
          else expect(screen.queryByRole('alert')).toBeNull();
        },
        submitting: async () => {
          expect(signUpButton()).toHaveProperty('disabled', true);
          expect(field('Email')).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning('register')).toBe(true);
          expect(app.fakes.inputsOf('register').at(-1)).toEqual({
            inviteCode: '16',
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            password: PASSWORD,
          });
        },
        redirecting: async () => {
          expect(screen.getByRole('alert').textContent).toBe(SUCCESS);
          expect(app.location().pathname).toBe('/register');
        },
        done: async () => {
          await screen.findByRole('heading', { name: 'Web Sign in' });
          expect(app.location()).toMatchObject({ pathname: '/login', search: '?redirect=%2Fnetwork' });
        },
      },
    });
  });
});
