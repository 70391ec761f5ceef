import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userSoftDeleteMachine } from '@/machines/userSoftDeleteMachine';
import { failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { ROOT, adminDetail, adminUser } from '../views/admin/adminFixtures';
import { createModel, useFakeClock } from './support/modelTest';

const GRACE = adminUser();

const model = createModel(userSoftDeleteMachine, {
  input: { id: GRACE.userId },
  events: {
    'delete.start': [{ type: 'delete.start' }],
    'delete.confirm': [{ type: 'delete.confirm' }],
    'delete.cancel': [{ type: 'delete.cancel' }],
    'xstate.done.actor.softDeleteUser': [
      { type: 'xstate.done.actor.softDeleteUser', output: success({ userId: GRACE.userId }) },
      { type: 'xstate.done.actor.softDeleteUser', output: failure('User not found') },
    ],
    'xstate.error.actor.softDeleteUser': [{ type: 'xstate.error.actor.softDeleteUser', error: new Error('Network down') }],
  },
});

const dialog = () => screen.queryByRole('dialog', { name: 'Delete Grace Murray?' });
const waitForDialogToClose = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

describe('userSoftDelete machine, on an admin user page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each([...model.paths, ...model.transitionPaths()].map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/admin/users/${GRACE.userId}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUser', { output: success(adminDetail()) });
    await screen.findByRole('heading', { name: 'Grace Murray' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'delete.start': async () => app.user.click(screen.getByRole('button', { name: 'Delete user' })),
        'delete.confirm': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })),
        'delete.cancel': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        idle: async ({ context }) => {
          await waitForDialogToClose();
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(context.errorMessage ? [context.errorMessage] : []);
          if (context.errorMessage) expect(context.errorMessage).toMatch(/^Error deleting user: (User not found|Network down)$/);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(app.fakes.isRunning('softDeleteUser')).toBe(false);
        },
        deleting: async () => {
          expect(app.fakes.isRunning('softDeleteUser')).toBe(true);
          expect(app.fakes.inputsOf('softDeleteUser').at(-1)).toBe(GRACE.userId);
        },
        deleted: async () => {
          // The page loads the user again and shows them deleted, without a delete action.
          await app.fakes.settle('fetchAdminUser', {
            output: success(adminDetail({ deleted_at: '2026-11-22T10:00:00.000Z', deletedByAdminUserId: ROOT.userId })),
          });
          await screen.findByRole('heading', { name: 'Grace Murray [DELETED]' });
          await waitForDialogToClose();
          expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
        },
      },
    });
  });
});
