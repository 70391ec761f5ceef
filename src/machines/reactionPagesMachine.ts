import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Reaction, ReactionsPage, ReactionsPageRequest } from '@/domain/contract/proposedPlans';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The older answers of a plan on its owner's page, a page at a time ('Show more answers'): the
 * plan comes with its newest page and the `before` of the next; each page loaded is appended, until
 * the server says there is none left. A plan takes at most MAX_ANSWERS_PER_PLAN answers, which
 * bounds what this holds.
 */
export interface ReactionPagesContext {
  proposedPlanId: string;
  /** The oldest answer shown so far, for the next page; null once every answer is shown. */
  before: string | null;
  /** The answers of the pages loaded here, newest first, after those the plan came with. */
  reactions: Reaction[];
  errorMessage: Text | null;
}

export interface ReactionPagesInput {
  proposedPlanId: string;
  before: string | null;
}

export type ReactionPagesEvent = { type: 'reactions.more' };

const LOAD_ERROR = msg`Error fetching answers`;
const loadError = (message: string) => msg`Error fetching answers: ${message}`;

export const reactionPagesMachine = setup({
  types: {
    context: {} as ReactionPagesContext,
    events: {} as ReactionPagesEvent,
    input: {} as ReactionPagesInput,
  },
  actors: {
    fetchReactionsPage: appActorPlaceholder<Result<ReactionsPage>, ReactionsPageRequest>('fetchReactionsPage'),
  },
  guards: {
    isSuccess,
    isComplete: ({ context }) => context.before === null,
  },
}).createMachine({
  id: 'reactionPages',
  context: ({ input }) => ({ proposedPlanId: input.proposedPlanId, before: input.before, reactions: [], errorMessage: null }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'isComplete', target: 'complete' },
      on: { 'reactions.more': 'loading' },
    },
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchReactionsPage',
        src: 'fetchReactionsPage',
        input: ({ context }) => ({ proposedPlanId: context.proposedPlanId, before: context.before ?? '' }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: assign(({ context, event }) => (event.output.status === 'success'
              ? { reactions: [...context.reactions, ...event.output.data.reactions], before: event.output.data.nextReactionsBefore }
              : {})),
          },
          { target: 'idle', actions: assign({ errorMessage: ({ event }) => loadError(errorMessageOf(event.output)) }) },
        ],
        onError: { target: 'idle', actions: assign({ errorMessage: LOAD_ERROR }) },
      },
    },
    /** Every answer is shown. */
    complete: {},
  },
});

type ReactionPagesSnapshot = SnapshotFrom<typeof reactionPagesMachine>;

export const selectMoreReactions = (snapshot: ReactionPagesSnapshot) => snapshot.context.reactions;
export const selectCanLoadMore = (snapshot: ReactionPagesSnapshot) => snapshot.can({ type: 'reactions.more' });
export const selectHasMore = (snapshot: ReactionPagesSnapshot) => !snapshot.matches('complete');
export const selectIsLoading = (snapshot: ReactionPagesSnapshot) => snapshot.matches('loading');
export const selectErrorMessage = (snapshot: ReactionPagesSnapshot) => snapshot.context.errorMessage;
