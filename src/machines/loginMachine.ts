import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LoggedIn, LoginBody } from '@/domain/contract/auth';
import { LOGIN_REDIRECT_DELAY_MS } from '@/domain/constants';
import { safeRedirect } from '@/domain/redirect';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';

/**
 * The /login form: email and password required; on success the session starts at once and, after
 * the success message had a second to be read, the app opens at `redirect`.
 */
export interface LoginDraft {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginContext {
  draft: LoginDraft;
  /** Where to go after logging in: a path inside the app, '/' unless a safe one was asked for. */
  redirect: string;
  errorMessage: Text | null;
}

export interface LoginInput {
  redirect: string | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: 'email' | 'password'; value: string }
  | { type: 'rememberMe.change'; checked: boolean }
  | { type: 'form.submit' };

const loginError = (message: string) => msg`Error trying to log in: ${message}`;
const LOGGED_IN = msg`User Logged in successfully. Redirecting to app...`;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    logIn: fromPromise<Result<LoggedIn>, LoginBody>(async () => {
      throw new Error('logIn is provided by the app');
    }),
  },
  actions: {
    /** Tells the app-wide session that a session cookie now exists. */
    startSession: () => {},
    goToApp: (_, _params: { path: string }) => {},
  },
  guards: {
    isComplete: ({ context }) => context.draft.email.trim() !== '' && context.draft.password !== '',
    isSuccess,
  },
  delays: {
    redirectDelay: LOGIN_REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    draft: { email: '', password: '', rememberMe: false },
    redirect: safeRedirect(input.redirect) ?? '/',
    errorMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
        },
        'rememberMe.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, rememberMe: event.checked }) }),
        },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => context.draft,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'redirecting',
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => loginError(errorMessageOf(event.output)) }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: ({ event }) => loginError(messageOfThrown(event.error)) }),
        },
      },
    },
    redirecting: {
      entry: 'startSession',
      after: { redirectDelay: 'done' },
    },
    done: {
      type: 'final',
      entry: { type: 'goToApp', params: ({ context }) => ({ path: context.redirect }) },
    },
  },
});

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectDraft = (snapshot: LoginSnapshot) => snapshot.context.draft;
export const selectErrorMessage = (snapshot: LoginSnapshot) => snapshot.context.errorMessage;
export const selectIsSubmitting = (snapshot: LoginSnapshot) => snapshot.matches('submitting');
export const selectCanSubmit = (snapshot: LoginSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectSuccessMessage = (snapshot: LoginSnapshot) =>
  snapshot.matches('editing') || snapshot.matches('submitting') ? null : LOGGED_IN;
export const selectRedirect = (snapshot: LoginSnapshot) => snapshot.context.redirect;
