import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userRestoreMachine } from '@/machines/userRestoreMachine';
import { success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { ROOT, adminDetail, adminUser } from '../views/admin/adminFixtures';
import { useFakeClock } from './support/modelTest';
import { createDeleteModel, waitForDialogToClose } from './support/deleteModel';

const GRACE = adminUser();
const DELETED = { deleted_at: '2026-11-20T10:00:00.000Z', deletedByAdminUserId: ROOT.userId };

const model = createDeleteModel(userRestoreMachine, {
  id: GRACE.userId, actor: 'restoreUser', deleted: { userId: GRACE.userId }, failureMessage: 'This user is not deleted', start: 'delete.start',
});

const DELETED_NOTE = 'This user is deleted: they can no longer log in until restored.';
const dialog = () => screen.queryByRole('dialog', { name: 'Restore Grace Murray?' });

describe('userRestore machine, on the admin page of a deleted user', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each([...model.paths, ...model.transitionPaths()].map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/admin/users/${GRACE.userId}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUser', { output: success(adminDetail(DELETED)) });
    await screen.findByRole('heading', { name: 'Grace Murray [DELETED]' });
    // A deleted user's plan stays as it is until they are restored.
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'delete.start': async () => app.user.click(screen.getByRole('button', { name: 'Restore user' })),
        'delete.confirm': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Restore' })),
        'delete.cancel': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        idle: async ({ context }) => {
          await waitForDialogToClose();
          const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
          expect(alerts).toEqual([...(context.errorMessage ? [context.errorMessage] : []), DELETED_NOTE]);
          if (context.errorMessage) expect(context.errorMessage).toMatch(/^Error restoring user: (This user is not deleted|Network down)$/);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(app.fakes.isRunning('restoreUser')).toBe(false);
        },
        deleting: async () => {
          expect(app.fakes.isRunning('restoreUser')).toBe(true);
          expect(app.fakes.inputsOf('restoreUser').at(-1)).toBe(GRACE.userId);
        },
        deleted: async () => {
          // The page loads the user again and shows them live, with the delete action back.
          await app.fakes.settle('fetchAdminUser', { output: success(adminDetail()) });
          await screen.findByRole('heading', { name: 'Grace Murray' });
          await waitForDialogToClose();
          expect(screen.queryByRole('button', { name: 'Restore user' })).toBeNull();
          expect(screen.getByRole('button', { name: 'Delete user' })).toHaveProperty('disabled', false);
          expect(screen.getByRole('button', { name: 'Switch to STANDARD' })).toBeDefined();
        },
      },
    });
  });
});
