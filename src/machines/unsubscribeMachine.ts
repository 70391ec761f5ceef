import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { UnsubscribeState } from '@/domain/contract/notifications';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess, isUnreachable } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The page an email's unsubscribe link opens (/unsubscribe/{token}): it asks what the link stops
 * and stops it only when the person presses the button, never on opening, so a mail scanner that
 * follows links stops nothing. A link the server does not know (altered, cut off, or its user
 * gone) is `invalid`; a server that cannot be reached can be tried again.
 */
export interface UnsubscribeContext {
  token: string;
  /** What the link stops, once the server said. */
  stops: UnsubscribeState | null;
  errorMessage: Text | null;
}

export type UnsubscribeEvent = { type: 'unsubscribe.confirm' } | { type: 'unsubscribe.retry' };

export const CHECK_ERROR = msg`Could not check this unsubscribe link`;
export const UNSUBSCRIBE_ERROR = msg`Could not stop these notifications`;
const unsubscribeError = (message: string) => msg`Could not stop these notifications: ${message}`;

const stateOf = (result: Result<UnsubscribeState>, current: UnsubscribeState | null) =>
  (result.status === 'success' ? result.data : current);

export const unsubscribeMachine = setup({
  types: {
    context: {} as UnsubscribeContext,
    events: {} as UnsubscribeEvent,
    input: {} as { token: string },
  },
  actors: {
    fetchUnsubscribeState: appActorPlaceholder<Result<UnsubscribeState>, string>('fetchUnsubscribeState'),
    unsubscribe: appActorPlaceholder<Result<UnsubscribeState>, string>('unsubscribe'),
  },
  guards: {
    isSuccess,
    isUnreachable,
    isStopped: (_, { result }: { result: Result<UnsubscribeState> }) => result.status === 'success' && result.data.unsubscribed,
  },
}).createMachine({
  id: 'unsubscribe',
  context: ({ input }) => ({ token: input.token, stops: null, errorMessage: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchUnsubscribeState',
        src: 'fetchUnsubscribeState',
        input: ({ context }) => context.token,
        onDone: [
          {
            guard: { type: 'isStopped', params: ({ event }) => ({ result: event.output }) },
            target: 'alreadyStopped',
            actions: assign({ stops: ({ context, event }) => stateOf(event.output, context.stops) }),
          },
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'asking',
            actions: assign({ stops: ({ context, event }) => stateOf(event.output, context.stops) }),
          },
          {
            guard: { type: 'isUnreachable', params: ({ event }) => ({ result: event.output }) },
            target: 'unreachable',
            actions: assign({ errorMessage: ({ event }) => errorMessageOf(event.output) }),
          },
          { target: 'invalid', actions: assign({ errorMessage: ({ event }) => errorMessageOf(event.output) }) },
        ],
        onError: { target: 'unreachable', actions: assign({ errorMessage: CHECK_ERROR }) },
      },
    },
    unreachable: {
      on: { 'unsubscribe.retry': 'loading' },
    },
    invalid: {},
    asking: {
      on: { 'unsubscribe.confirm': 'stopping' },
    },
    stopping: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => context.token,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'stopped',
            actions: assign({ stops: ({ context, event }) => stateOf(event.output, context.stops) }),
          },
          { target: 'asking', actions: assign({ errorMessage: ({ event }) => unsubscribeError(errorMessageOf(event.output)) }) },
        ],
        onError: { target: 'asking', actions: assign({ errorMessage: UNSUBSCRIBE_ERROR }) },
      },
    },
    stopped: {},
    alreadyStopped: {},
  },
});

type UnsubscribeSnapshot = SnapshotFrom<typeof unsubscribeMachine>;

export type UnsubscribeStep = 'loading' | 'unreachable' | 'invalid' | 'asking' | 'stopping' | 'stopped' | 'alreadyStopped';
export const selectStep = (snapshot: UnsubscribeSnapshot) => snapshot.value as UnsubscribeStep;
export const selectStops = (snapshot: UnsubscribeSnapshot) => snapshot.context.stops;
export const selectErrorMessage = (snapshot: UnsubscribeSnapshot) => snapshot.context.errorMessage;
export const selectCanConfirm = (snapshot: UnsubscribeSnapshot) => snapshot.can({ type: 'unsubscribe.confirm' });
