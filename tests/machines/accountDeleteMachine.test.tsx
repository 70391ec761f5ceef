import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED, accountDeleteMachine } from '@/machines/accountDeleteMachine';
import { ADA, UNAUTHORIZED, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { createModel, useFakeClock } from './support/modelTest';

const model = createModel(accountDeleteMachine, {
  input: { id: ADA.userId },
  events: {
    'delete.start': [{ type: 'delete.start' }],
    'delete.confirm': [{ type: 'delete.confirm' }],
    'delete.cancel': [{ type: 'delete.cancel' }],
    'xstate.done.actor.deleteAccount': [
      { type: 'xstate.done.actor.deleteAccount', output: success({ userId: ADA.userId }) },
      { type: 'xstate.done.actor.deleteAccount', output: failure('Database down') },
    ],
    'xstate.error.actor.deleteAccount': [{ type: 'xstate.error.actor.deleteAccount', error: new Error('Network down') }],
  },
});

const dialog = () => screen.queryByRole('dialog', { name: 'Delete your account?' });
const waitForDialogToClose = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

describe('accountDelete machine, on /settings', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each([...model.paths, ...model.transitionPaths()].map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp('/settings');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Settings' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'delete.start': async () => app.user.click(screen.getByRole('button', { name: 'Delete account' })),
        'delete.confirm': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })),
        'delete.cancel': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        idle: async ({ context }) => {
          await waitForDialogToClose();
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(context.errorMessage ? [context.errorMessage] : []);
          if (context.errorMessage) expect(context.errorMessage).toMatch(/^Error deleting account: (Database down|Network down)$/);
          expect(screen.getByRole('button', { name: 'Delete account' })).toHaveProperty('disabled', false);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(app.fakes.isRunning('deleteAccount')).toBe(false);
        },
        deleting: async () => {
          expect(app.fakes.isRunning('deleteAccount')).toBe(true);
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
        },
        deleted: async () => {
          await screen.findByText(ACCOUNT_DELETED);
          // The session finds itself gone, and the page stays to say so.
          await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
          await screen.findByText('Not logged in');
          expect(screen.getByText(ACCOUNT_DELETED)).toBeTruthy();
          expect(app.location().pathname).toBe('/settings');
          expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
        },
      },
    });
  });
});
