import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { REDIRECT_DELAY_MS } from '@/domain/constants';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/**
 * Deleting the thing a page is about (SPEC.md sections 4 and 5): confirm, delete, then the page
 * shows its 'Poof…' message (`selectIsDeleted`) and, after the redirect delay, leaves.
 */
export interface DeleteContext {
  id: string;
  errorMessage: string | null;
}

export interface DeleteInput {
  id: string;
}

export type DeleteEvent =
  | { type: 'delete.request' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** The app's promise actors that delete one thing by id. */
type DeleteActor = 'deletePerson' | 'deleteEvent' | 'deleteIntegration';

interface DeleteMachineOptions {
  id: string;
  actor: DeleteActor;
  /** 'person' for 'Error deleting person: {message}' and 'Unknown error deleting person'. */
  subject: string;
}

export function createDeleteThenRedirectMachine(options: DeleteMachineOptions) {
  const deleteIt = fromPromise<Result<unknown>, string>(async () => {
    throw new Error(`${options.actor} is provided by the app`);
  });
  return setup({
    types: {
      context: {} as DeleteContext,
      events: {} as DeleteEvent,
      input: {} as DeleteInput,
    },
    // Both names are declared so that the invoke's id and src can be the app actor's own name.
    actors: { deletePerson: deleteIt, deleteEvent: deleteIt, deleteIntegration: deleteIt },
    actions: {
      /** Leaves for the page the deleted message names. */
      redirect: () => {},
    },
    guards: {
      isSuccess,
    },
    delays: {
      redirectDelay: REDIRECT_DELAY_MS,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id, errorMessage: null }),
    initial: 'idle',
    states: {
      idle: {
        on: { 'delete.request': 'confirming' },
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
          src: options.actor,
          input: ({ context }) => context.id,
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
              target: 'redirecting',
            },
            {
              target: 'idle',
              actions: assign({ errorMessage: ({ event }) => `Error deleting ${options.subject}: ${errorMessageOf(event.output)}` }),
            },
          ],
          onError: {
            target: 'idle',
            actions: assign({ errorMessage: `Unknown error deleting ${options.subject}` }),
          },
        },
      },
      redirecting: {
        after: { redirectDelay: 'done' },
      },
      done: {
        type: 'final',
        entry: 'redirect',
      },
    },
  });
}

type DeleteSnapshot = SnapshotFrom<ReturnType<typeof createDeleteThenRedirectMachine>>;

export const selectCanDelete = (snapshot: DeleteSnapshot) => snapshot.can({ type: 'delete.request' });
export const selectCanConfirm = (snapshot: DeleteSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectCanCancel = (snapshot: DeleteSnapshot) => snapshot.can({ type: 'delete.cancel' });
export const selectIsConfirming = (snapshot: DeleteSnapshot) => snapshot.matches('confirming');
export const selectIsDeleting = (snapshot: DeleteSnapshot) => snapshot.matches('deleting');
export const selectErrorMessage = (snapshot: DeleteSnapshot) => snapshot.context.errorMessage;
export const selectIsDeleted = (snapshot: DeleteSnapshot) => snapshot.matches('redirecting') || snapshot.matches('done');
