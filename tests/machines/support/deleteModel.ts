import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { createDeleteThenRedirectMachine } from '@/machines/deleteThenRedirectMachine';
import { failure, success } from '../../views/support/fixtures';
import { createModel } from './modelTest';

type DeleteMachine = ReturnType<typeof createDeleteThenRedirectMachine>;

/**
 * The model of a delete-then-redirect machine (person, event, integration): request, confirm or
 * cancel, and the delete actor answering `deleted`, failing with `failureMessage`, or throwing.
 */
export function createDeleteModel(
  machine: DeleteMachine,
  { id, actor, deleted, failureMessage }: { id: string; actor: string; deleted: unknown; failureMessage: string },
) {
  return createModel(machine, {
    input: { id },
    events: {
      'delete.request': [{ type: 'delete.request' }],
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
