import { assign, fromPromise, setup } from 'xstate';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/**
 * Deleting something after a confirmation (SPEC.md section 5): idle → confirming → deleting →
 * deleted, or back to idle with why it failed. What follows a delete is the page's `reportDeleted`.
 * Ending a connection and undoing an admin's delete (restoring a user) take the same steps, so they
 * are machines of this factory too, with their own actor and error message.
 */
export interface ConfirmedDeleteContext {
  id: string;
  errorMessage: string | null;
}

export interface ConfirmedDeleteInput {
  id: string;
}

export type ConfirmedDeleteEvent =
  | { type: 'delete.start' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** The app's promise actors that delete (or restore) by id; a confirmed-delete machine uses one of them. */
type DeleteActor = 'deleteAccount' | 'softDeleteUser' | 'restoreUser' | 'deleteIgnoreRule' | 'disconnectUser';

interface ConfirmedDeleteOptions {
  id: string;
  actor: DeleteActor;
  /** 'Error deleting account': followed by ': {message}'. */
  errorMessage: string;
}

export function createConfirmedDeleteMachine(options: ConfirmedDeleteOptions) {
  const deleteById = fromPromise<Result<unknown>, string>(async () => {
    throw new Error(`${options.actor} is provided by the app`);
  });
  return setup({
    types: {
      context: {} as ConfirmedDeleteContext,
      events: {} as ConfirmedDeleteEvent,
      input: {} as ConfirmedDeleteInput,
    },
    actors: {
      deleteAccount: deleteById, softDeleteUser: deleteById, restoreUser: deleteById, deleteIgnoreRule: deleteById, disconnectUser: deleteById,
    },
    actions: {
      reportDeleted: () => {},
    },
    guards: {
      isSuccess,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id, errorMessage: null }),
    initial: 'idle',
    states: {
      idle: {
        on: { 'delete.start': 'confirming' },
      },
      confirming: {
        on: {
          'delete.confirm': 'deleting',
          'delete.cancel': 'idle',
        },
      },
      deleting: {
        entry: assign({ errorMessage: null }),
        invoke: {
          id: options.actor,
          src: options.actor as 'deleteAccount',
          input: ({ context }) => context.id,
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
              target: 'deleted',
            },
            {
              target: 'idle',
              actions: assign({ errorMessage: ({ event }) => `${options.errorMessage}: ${errorMessageOf(event.output)}` }),
            },
          ],
          onError: {
            target: 'idle',
            actions: assign({ errorMessage: ({ event }) => `${options.errorMessage}: ${messageOfThrown(event.error)}` }),
          },
        },
      },
      deleted: {
        type: 'final',
        entry: 'reportDeleted',
      },
    },
  });
}

interface ConfirmedDeleteSnapshot {
  context: ConfirmedDeleteContext;
  matches(state: 'idle' | 'confirming' | 'deleting' | 'deleted'): boolean;
  can(event: ConfirmedDeleteEvent): boolean;
}

export const selectCanStart = (snapshot: ConfirmedDeleteSnapshot) => snapshot.can({ type: 'delete.start' });
export const selectCanConfirm = (snapshot: ConfirmedDeleteSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectCanCancel = (snapshot: ConfirmedDeleteSnapshot) => snapshot.can({ type: 'delete.cancel' });
export const selectIsConfirming = (snapshot: ConfirmedDeleteSnapshot) => snapshot.matches('confirming');
export const selectIsDeleting = (snapshot: ConfirmedDeleteSnapshot) => snapshot.matches('deleting');
export const selectIsDeleted = (snapshot: ConfirmedDeleteSnapshot) => snapshot.matches('deleted');
export const selectErrorMessage = (snapshot: ConfirmedDeleteSnapshot) => snapshot.context.errorMessage;
