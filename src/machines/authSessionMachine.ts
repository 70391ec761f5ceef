import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { User } from '@/domain/contract/auth';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess, isUnauthorized, isError, isUnreachable } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The signed-in user of the whole app: loads `/auth/me`, and logs out.
 * The session itself is the HttpOnly cookie the server sets; this machine only knows its outcome.
 * A browser without the server's signed-in hint cookie has no session to load: the app starts
 * signed out without asking, so a visitor's first page makes no failing request.
 * When the server cannot be reached (the browser is offline, as the service worker opens the app
 * then, or the probe gets no answer), the session is `offline`: the shell says 'You are offline'
 * with a Retry, and tries again when the browser is back online and every `retryDelay`.
 */
export interface AuthSessionInput {
  /** Whether the browser held the signed-in hint cookie when the app started. */
  sessionHint: boolean;
  /** `navigator.onLine` when the app started; false skips a probe that cannot succeed. */
  online?: boolean;
  /** The user, when the page came with the session's answer (src/views/firstScreen.ts): no probe is needed. */
  user?: User;
}

export interface AuthSessionContext {
  user: User | null;
  /** Why the last logout failed. */
  errorMessage: Text | null;
  sessionHint: boolean;
  /** The last probe got no answer (or the browser started offline); cleared by the next answer. */
  unreachable: boolean;
}

const logoutError = (message: string) => msg`Error logging out: ${message}`;

export type AuthSessionEvent =
  /** Load the current user again, e.g. after logging in. */
  | { type: 'session.refresh' }
  /** Some call found the session gone: check it, and send the user to log in if so. */
  | { type: 'session.expired' }
  | { type: 'session.logout' }
  /** The user asks to try the server again while offline. */
  | { type: 'session.retry' }
  /** The browser says it is online again. */
  | { type: 'network.online' };


export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actors: {
    fetchCurrentUser: appActorPlaceholder<Result<User>>('fetchCurrentUser'),
    logOut: appActorPlaceholder<Result<unknown>>('logOut'),
  },
  actions: {
    goToLogin: () => {},
  },
  guards: {
    hasSessionHint: ({ context }) => context.sessionHint,
    isKnownUser: ({ context }) => context.user !== null,
    isKnownOffline: ({ context }) => context.unreachable,
    isSuccess,
    isUnauthorized,
    isError,
    isUnreachable,
  },
  delays: {
    /** While `/auth/me` fails or gets no answer (other than INVALID_TOKEN), try again this often. */
    retryDelay: 5000,
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    user: input.user ?? null, errorMessage: null, sessionHint: input.sessionHint, unreachable: input.sessionHint && input.online === false,
  }),
  initial: 'starting',
  on: {
    'session.refresh': { target: '.loading', reenter: true, actions: assign({ errorMessage: null }) },
  },
  states: {
    starting: {
      always: [
        { guard: 'isKnownUser', target: 'signedIn' },
        { guard: 'isKnownOffline', target: 'offline' },
        { guard: 'hasSessionHint', target: 'loading' },
        { target: 'signedOut' },
      ],
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
              unreachable: false,
            }),
          },
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ result: event.output }) },
            target: 'signedOut',
            actions: assign({ user: null, unreachable: false }),
          },
          {
            guard: { type: 'isUnreachable', params: ({ event }) => ({ result: event.output }) },
            target: 'offline',
            actions: assign({ unreachable: true }),
          },
          { target: 'failed', actions: assign({ unreachable: false }) },
        ],
        onError: { target: 'failed', actions: assign({ unreachable: false }) },
      },
    },
    /** The user is unknown for now; the shell keeps showing 'Loading ...' and tries again. */
    failed: {
      after: { retryDelay: 'loading' },
    },
    /** The server cannot be reached: 'You are offline', until it answers again. */
    offline: {
      on: {
        'session.retry': 'loading',
        'network.online': 'loading',
      },
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
            actions: assign({ errorMessage: ({ event }) => logoutError(errorMessageOf(event.output)) }),
          },
          { target: 'loggedOut' },
        ],
        onError: {
          target: 'signedIn',
          actions: assign({ errorMessage: ({ event }) => logoutError(messageOfThrown(event.error)) }),
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

export type SessionStatus = 'loading' | 'offline' | 'signedIn' | 'signedOut' | 'loggedOut';

/**
 * What the shell shows. Until a user is known, a load (or a failed one) shows 'Loading ...', and
 * 'You are offline' once the server could not be reached (also while it is tried again); reloading
 * a known user keeps showing them.
 */
export function selectSessionStatus(snapshot: AuthSessionSnapshot): SessionStatus {
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  if (snapshot.context.user) return 'signedIn';
  return snapshot.context.unreachable ? 'offline' : 'loading';
}

/** The server could not be reached the last time it was asked (a known user's pages stay, with a notice). */
export const selectIsOffline = (snapshot: AuthSessionSnapshot) => snapshot.context.unreachable;
export const selectCanRetry = (snapshot: AuthSessionSnapshot) => snapshot.can({ type: 'session.retry' });

export const selectUser = (snapshot: AuthSessionSnapshot) => snapshot.context.user;
export const selectLogoutError = (snapshot: AuthSessionSnapshot) => snapshot.context.errorMessage;
export const selectIsLoggingOut = (snapshot: AuthSessionSnapshot) => snapshot.matches('loggingOut');
export const selectCanLogOut = (snapshot: AuthSessionSnapshot) => snapshot.can({ type: 'session.logout' });
