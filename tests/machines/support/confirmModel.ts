import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ConfirmMachine } from '@/machines/confirmMachine';
import { failure, success } from '../../views/support/fixtures';
import { createModel } from './modelTest';

/**
 * The model of a confirm-then-act machine: request, confirm or cancel, and its app actor (the one
 * the machine names) succeeding, failing with `failureMessage`, or throwing.
 */
export function createConfirmModel<TTarget>(machine: ConfirmMachine<TTarget>, { id, failureMessage }: { id: TTarget; failureMessage: string }) {
  const done = `xstate.done.actor.${machine.appActor}`;
  const error = `xstate.error.actor.${machine.appActor}`;
  return createModel(machine, {
    input: { id },
    events: {
      'delete.request': [{ type: 'delete.request' }],
      'delete.confirm': [{ type: 'delete.confirm' }],
      'delete.cancel': [{ type: 'delete.cancel' }],
      [done]: [{ type: done, output: success({}) }, { type: done, output: failure(failureMessage) }],
      [error]: [{ type: error, error: new Error('Network down') }],
    },
  });
}

/** MUI's dialog leaves with a transition (hidden meanwhile); waitFor moves the fake clock along. */
export const waitForDialogToClose = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
