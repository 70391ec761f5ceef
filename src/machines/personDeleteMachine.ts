import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { REDIRECT_DELAY_MS } from '@/domain/constants';

/**
 * Deleting a person from their page (SPEC.md sections 4 and 5): confirm, delete, then 'Poof…'
 * and /network after the redirect delay.
 */
export interface PersonDeleteContext {
  personId: string;
  errorMessage: string | null;
}

export interface PersonDeleteInput {
  personId: string;
}

export type PersonDeleteEvent =
  | { type: 'person.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const PERSON_DELETED = 'Poof, this person is gone! Redirecting to network page ...';

export const personDeleteMachine = setup({
  types: {
    context: {} as PersonDeleteContext,
    events: {} as PersonDeleteEvent,
    input: {} as PersonDeleteInput,
  },
  actors: {
    deletePerson: fromPromise<Result<unknown>, string>(async () => {
      throw new Error('deletePerson is provided by the app');
    }),
  },
  actions: {
    goToNetwork: () => {},
  },
  guards: {
    isSuccess,
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'personDelete',
  context: ({ input }) => ({ personId: input.personId, errorMessage: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'person.delete': 'confirming' },
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
        id: 'deletePerson',
        src: 'deletePerson',
        input: ({ context }) => context.personId,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'redirecting',
          },
          {
            target: 'idle',
            actions: assign({ errorMessage: ({ event }) => `Error deleting person: ${errorMessageOf(event.output)}` }),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({ errorMessage: 'Unknown error deleting person' }),
        },
      },
    },
    redirecting: {
      after: { redirectDelay: 'done' },
    },
    done: {
      type: 'final',
      entry: 'goToNetwork',
    },
  },
});

type PersonDeleteSnapshot = SnapshotFrom<typeof personDeleteMachine>;

export const selectCanDelete = (snapshot: PersonDeleteSnapshot) => snapshot.can({ type: 'person.delete' });
export const selectCanConfirm = (snapshot: PersonDeleteSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectCanCancel = (snapshot: PersonDeleteSnapshot) => snapshot.can({ type: 'delete.cancel' });
export const selectIsConfirming = (snapshot: PersonDeleteSnapshot) => snapshot.matches('confirming');
export const selectIsDeleting = (snapshot: PersonDeleteSnapshot) => snapshot.matches('deleting');
export const selectErrorMessage = (snapshot: PersonDeleteSnapshot) => snapshot.context.errorMessage;
export const selectSuccessMessage = (snapshot: PersonDeleteSnapshot) =>
  snapshot.matches('redirecting') || snapshot.matches('done') ? PERSON_DELETED : null;
