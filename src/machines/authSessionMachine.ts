import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { User } from '@/domain/contract/auth';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess, isUnauthorized, isError } from '@/machines/resultGuards';

/**
 * The signed-in user of the whole app: loads `/auth/me`, and logs out.
 * The session itself is the HttpOnly cookie the server sets; this machine only knows its outcome.
 * A browser without the server's signed-in hint cookie has no session to load: the app starts
 * signed out without asking, so a visitor's first page makes no failing request.
 */
export interface AuthSessionInput {
  /** Whether the browser held the signed-in hint cookie when the app started. */
  sessionHint: boolean;
}

export interface AuthSessionContext {
  user: User | null;
  /** Why the last logout failed. */
  errorMessage: string | null;
  sessionHint: boolean;
}

export type AuthSessionEvent =
  /** Load the current user again, e.g. after logging in. */
  | { type: 'session.refresh' }
  /** Some call found the session gone: check it, and send the user to log in if so. */
  | { type: 'session.expired' }
  | { type: 'session.logout' };


export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actors: {
    fetchCurrentUser: fromPromise<Result<User>>(async () => {
      throw new Error('fetchCurrentUser is provided by the app');
    }),
    logOut: fromPromise<Result<unknown>>(async () => {
      throw new Error('logOut is provided by the app');
    }),
  },
  actions: {
    goToLogin: () => {},
  },
  guards: {
    hasSessionHint: ({ context }) => context.sessionHint,
    isSuccess,
    isUnauthorized,
    isError,
  },
  delays: {
    /** While `/auth/me` fails for another reason than INVALID_TOKEN, try again this often. */
    retryDelay: 5000,
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({ user: null, errorMessage: null, sessionHint: input.sessionHint }),
  initial: 'starting',
  on: {
    'session.refresh': { target: '.loading', reenter: true, actions: assign({ errorMessage: null }) },
  },
  states: {
    starting: {
      always: [{ guard: 'hasSessionHint', target: 'loading' }, { target: 'signedOut' }],
    },
    loading: {
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            actions: assign({
              user: ({ event }) => (event.output.status === 'success' ? event.output.data : null),
              errorMessage: null,
            }),
          },
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ result: event.output }) },
            target: 'signedOut',
            actions: assign({ user: null }),
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    /** The user is unknown for now; the shell keeps showing 'Loading ...' and tries again. */
    failed: {
      after: { retryDelay: 'loading' },
    },
    signedIn: {
      on: {
        'session.expired': { target: 'loading' },
        'session.logout': { target: 'loggingOut', actions: assign({ errorMessage: null }) },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: [
          {
            guard: { type: 'isError', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            actions: assign({ errorMessage: ({ event }) => `Error logging out: ${errorMessageOf(event.output)}` }),
          },
          { target: 'loggedOut' },
        ],
        onError: {
          target: 'signedIn',
          actions: assign({ errorMessage: ({ event }) => `Error logging out: ${messageOfThrown(event.error)}` }),
        },
      },
    },
    /** No valid session: private pages send the user to log in, and back afterwards. */
    signedOut: {},
    /** The user logged out on purpose. */
    loggedOut: {
      entry: [assign({ user: null }), 'goToLogin'],
    },
  },
});

type AuthSessionSnapshot = SnapshotFrom<typeof authSessionMachine>;

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'loggedOut';

/**
 * What the shell shows. Until a user is known, a load (or a failed one) shows 'Loading ...';
 * reloading a known user keeps showing them.
 */
export function selectSessionStatus(snapshot: AuthSessionSnapshot): SessionStatus {
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  return snapshot.context.user ? 'signedIn' : 'loading';
}

export const selectUser = (snapshot: AuthSessionSnapshot) => snapshot.context.user;
export const selectLogoutError = (snapshot: AuthSessionSnapshot) => snapshot.context.errorMessage;
export const selectIsLoggingOut = (snapshot: AuthSessionSnapshot) => snapshot.matches('loggingOut');
export const selectCanLogOut = (snapshot: AuthSessionSnapshot) => snapshot.can({ type: 'session.logout' });
