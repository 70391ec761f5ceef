import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LIMITS, REDIRECT_DELAY_MS } from '@/domain/constants';
import type { AppUserForm } from '@/domain/contract/auth';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/**
 * /appuserregister/{username}?claim={secret}: gives an account made in the mobile app an email and
 * password; the link's one-time claim proves the account is the visitor's.
 */
export interface AppUserDraft {
  email: string;
  password: string;
}

export interface AppUserRegisterContext {
  username: string;
  claimToken: string;
  draft: AppUserDraft;
  errorMessage: string | null;
}

export interface AppUserRegisterInput {
  username: string;
  claimToken: string;
}

export type AppUserRegisterEvent =
  | { type: 'field.change'; field: keyof AppUserDraft; value: string }
  | { type: 'form.submit' };

export const appUserRegisterMachine = setup({
  types: {
    context: {} as AppUserRegisterContext,
    events: {} as AppUserRegisterEvent,
    input: {} as AppUserRegisterInput,
  },
  actors: {
    registerAppUser: fromPromise<Result<unknown>, AppUserForm>(async () => {
      throw new Error('registerAppUser is provided by the app');
    }),
  },
  actions: {
    goToLogin: () => {},
  },
  guards: {
    isComplete: ({ context: { draft } }) => draft.email.trim() !== '' && draft.password.length >= LIMITS.passwordMin,
    isSuccess,
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'appUserRegister',
  context: ({ input }) => ({
    username: input.username,
    claimToken: input.claimToken,
    draft: { email: '', password: '' },
    errorMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
        },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'registerAppUser',
        src: 'registerAppUser',
        input: ({ context }) => ({
          username: context.username,
          email: context.draft.email.trim(),
          password: context.draft.password,
          claimToken: context.claimToken,
        }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'redirecting',
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => `Some error occured: ${errorMessageOf(event.output)}` }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: ({ event }) => `Some error occured: ${messageOfThrown(event.error)}` }),
        },
      },
    },
    redirecting: {
      after: { redirectDelay: 'done' },
    },
    done: {
      type: 'final',
      entry: 'goToLogin',
    },
  },
});

type AppUserRegisterSnapshot = SnapshotFrom<typeof appUserRegisterMachine>;

export const selectUsername = (snapshot: AppUserRegisterSnapshot) => snapshot.context.username;
export const selectDraft = (snapshot: AppUserRegisterSnapshot) => snapshot.context.draft;
export const selectErrorMessage = (snapshot: AppUserRegisterSnapshot) => snapshot.context.errorMessage;
export const selectIsSubmitting = (snapshot: AppUserRegisterSnapshot) => snapshot.matches('submitting');
export const selectCanSubmit = (snapshot: AppUserRegisterSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectSuccessMessage = (snapshot: AppUserRegisterSnapshot) =>
  snapshot.matches('editing') || snapshot.matches('submitting')
    ? null
    : 'Web account connected! Redirecting to login ...';
