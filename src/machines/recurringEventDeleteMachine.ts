import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/**
 * Deleting a user's yearly event after a confirmation, from a person's list of them or from the
 * event's own page; the page decides what happens next.
 */
export interface RecurringEventDeleteContext {
  /** The event asked about, while confirming and deleting. */
  target: { recurringEventId: string; recurringEventName: string } | null;
  errorMessage: string | null;
}

export type RecurringEventDeleteEvent =
  | { type: 'recurringEvent.delete'; recurringEventId: string; recurringEventName: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export const recurringEventDeleteMachine = setup({
  types: {
    context: {} as RecurringEventDeleteContext,
    events: {} as RecurringEventDeleteEvent,
  },
  actors: {
    deleteRecurringEvent: fromPromise<Result<unknown>, string>(async () => {
      throw new Error('deleteRecurringEvent is provided by the app');
    }),
  },
  actions: {
    reportDeleted: (_, _params: { recurringEventId: string }) => {},
  },
  guards: {
    isSuccess,
  },
}).createMachine({
  id: 'recurringEventDelete',
  context: { target: null, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'recurringEvent.delete': {
          target: 'confirming',
          actions: assign({
            target: ({ event }) => ({ recurringEventId: event.recurringEventId, recurringEventName: event.recurringEventName }),
          }),
        },
      },
    },
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    deleting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'deleteRecurringEvent',
        src: 'deleteRecurringEvent',
        input: ({ context }) => context.target?.recurringEventId as string,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [
              { type: 'reportDeleted', params: ({ context }) => ({ recurringEventId: context.target?.recurringEventId as string }) },
              assign({ target: null }),
            ],
          },
          {
            target: 'idle',
            actions: assign({
              target: null,
              errorMessage: ({ event }) => `Error deleting recurring event: ${errorMessageOf(event.output)}`,
            }),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({
            target: null,
            errorMessage: ({ event }) => `Error deleting recurring event: ${messageOfThrown(event.error)}`,
          }),
        },
      },
    },
  },
});

type RecurringEventDeleteSnapshot = SnapshotFrom<typeof recurringEventDeleteMachine>;

/** The event in the confirmation dialog, or null when it is closed. */
export const selectAsked = (snapshot: RecurringEventDeleteSnapshot) =>
  snapshot.matches('idle') ? null : snapshot.context.target;
export const selectCanDelete = (snapshot: RecurringEventDeleteSnapshot) =>
  snapshot.can({ type: 'recurringEvent.delete', recurringEventId: '', recurringEventName: '' });
export const selectCanConfirm = (snapshot: RecurringEventDeleteSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectCanCancel = (snapshot: RecurringEventDeleteSnapshot) => snapshot.can({ type: 'delete.cancel' });
export const selectIsDeleting = (snapshot: RecurringEventDeleteSnapshot) => snapshot.matches('deleting');
export const selectErrorMessage = (snapshot: RecurringEventDeleteSnapshot) => snapshot.context.errorMessage;
