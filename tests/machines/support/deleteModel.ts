import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { InputFrom } from 'xstate';
import type { createConfirmedDeleteMachine } from '@/machines/confirmedDelete';
import type { createDeleteThenRedirectMachine } from '@/machines/deleteThenRedirectMachine';
import { failure, success } from '../../views/support/fixtures';
import { createModel } from './modelTest';

type DeleteMachine = ReturnType<typeof createDeleteThenRedirectMachine> | ReturnType<typeof createConfirmedDeleteMachine>;

/**
 * The model of a delete-then-redirect machine (person, event, integration) or a confirmed-delete one
 * (connection, restore; `start: 'delete.start'`): start, confirm or cancel, and the actor answering
 * `deleted`, failing with `failureMessage`, or throwing.
 */
export function createDeleteModel<TMachine extends DeleteMachine>(
  machine: TMachine,
  { id, actor, deleted, failureMessage, start = 'delete.request' }:
    { id: string; actor: string; deleted: unknown; failureMessage: string; start?: 'delete.request' | 'delete.start' },
) {
  return createModel(machine, {
    input: { id } as InputFrom<TMachine>,
    events: {
      [start]: [{ type: start }],
      'delete.confirm': [{ type: 'delete.confirm' }],
      'delete.cancel': [{ type: 'delete.cancel' }],
      [`xstate.done.actor.${actor}`]: [
        { type: `xstate.done.actor.${actor}`, output: success(deleted) },
        { type: `xstate.done.actor.${actor}`, output: failure(failureMessage) },
      ],
      [`xstate.error.actor.${actor}`]: [{ type: `xstate.error.actor.${actor}`, error: new Error('Network down') }],
    },
  });
}

/** MUI's dialog leaves with a transition (hidden meanwhile); waitFor moves the fake clock along. */
export const waitForDialogToClose = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

/** Back to idle: the dialog is gone and the page shows the machine's error, if any, as its only alert. */
export async function expectIdleAlert(errorMessage: string | null) {
  await waitForDialogToClose();
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(errorMessage ? [errorMessage] : []);
}
