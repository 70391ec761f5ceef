import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import { connectionDisconnectMachine } from '@/machines/connectionDisconnectMachine';
import { ADA, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { connection } from '../views/network/peopleFixtures';
import { useFakeClock } from './support/modelTest';
import { createDeleteModel, expectIdleAlert, waitForDialogToClose } from './support/deleteModel';

const GRACE: UserConnectionDetail = { ...connection(), userSince: '2025-06-01T10:00:00.000Z' };
const URL = `/connections/${GRACE.userConnectionId}`;

const model = createDeleteModel(connectionDisconnectMachine, {
  id: GRACE.userConnectionId, actor: 'disconnectUser', deleted: { userConnectionId: GRACE.userConnectionId },
  failureMessage: 'Connection not found', start: 'delete.start',
});

const dialog = () => screen.queryByRole('dialog', { name: 'Disconnect from Grace Murray?' });

describe('connectionDisconnect machine, on a connection page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each([...model.paths, ...model.transitionPaths()].map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(URL);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchConnection', { output: success(GRACE) });
    await screen.findByRole('heading', { name: 'Grace Murray' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'delete.start': async () => app.user.click(screen.getByRole('button', { name: 'Disconnect' })),
        'delete.confirm': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Disconnect' })),
        'delete.cancel': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        idle: async ({ context }) => {
          await expectIdleAlert(context.errorMessage);
          if (context.errorMessage) expect(context.errorMessage).toMatch(/^Error disconnecting: (Connection not found|Network down)$/);
          expect(app.location().pathname).toBe(URL);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(app.fakes.isRunning('disconnectUser')).toBe(false);
        },
        deleting: async () => {
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning('disconnectUser')).toBe(true);
          expect(app.fakes.inputsOf('disconnectUser').at(-1)).toBe(GRACE.userConnectionId);
        },
        deleted: async () => {
          await waitForDialogToClose();
          expect(app.location().pathname).toBe('/connections');
          await screen.findByRole('heading', { name: 'Connections' });
        },
      },
    });
  });
});
