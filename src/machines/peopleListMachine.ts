import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Person } from '@/domain/contract/people';
import type { Result } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The /network list (SPEC.md section 4): idle → loading → succeeded | failed. Loading starts only
 * from idle, so a second `people.load` (React starting the page twice) sends no second request;
 * the people that arrive are appended. Given the people as it starts (the answer the server put
 * into the page, src/views/firstScreen.ts), it starts succeeded.
 */
export interface PeopleListContext {
  people: Person[];
  errorMessage: MessageDescriptor | null;
  /** It started with the people given. */
  given: boolean;
}

export interface PeopleListInput {
  people?: Person[];
}

export type PeopleListEvent = { type: 'people.load' };

const PEOPLE_LOAD_ERROR = msg`Error loading people!`;

export const peopleListMachine = setup({
  types: {
    context: {} as PeopleListContext,
    events: {} as PeopleListEvent,
    input: {} as PeopleListInput,
  },
  actors: {
    fetchPeople: appActorPlaceholder<Result<Person[]>>('fetchPeople'),
  },
  guards: {
    isSuccess,
    isGiven: ({ context }) => context.given,
  },
}).createMachine({
  id: 'peopleList',
  context: ({ input }) => ({ people: input.people ?? [], errorMessage: null, given: input.people !== undefined }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isGiven', target: 'succeeded' }, { target: 'idle' }],
    },
    idle: {
      on: { 'people.load': 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchPeople',
        src: 'fetchPeople',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'succeeded',
            actions: assign({
              people: ({ context, event }) => (event.output.status === 'success' ? [...context.people, ...event.output.data] : context.people),
            }),
          },
          { target: 'failed', actions: assign({ errorMessage: PEOPLE_LOAD_ERROR }) },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: PEOPLE_LOAD_ERROR }) },
      },
    },
    succeeded: {},
    failed: {},
  },
});

type PeopleListSnapshot = SnapshotFrom<typeof peopleListMachine>;

export type PeopleListStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export const selectStatus = (snapshot: PeopleListSnapshot) => snapshot.value as PeopleListStatus;
export const selectPeople = (snapshot: PeopleListSnapshot) => snapshot.context.people;
export const selectErrorMessage = (snapshot: PeopleListSnapshot) => snapshot.context.errorMessage;
