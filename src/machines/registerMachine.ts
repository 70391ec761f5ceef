import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LIMITS, REDIRECT_DELAY_MS } from '@/domain/constants';
import { safeRedirect } from '@/machines/redirect';
import type { RegisterForm } from '@/domain/contract/auth';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/** The /register form. The human check (7+9) travels as `inviteCode`; the server judges it. */
export interface RegisterDraft {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  humanCheck: string;
}

export interface RegisterContext {
  draft: RegisterDraft;
  /** Carried to /login so the user still ends up where they wanted to go. */
  redirect: string | null;
  errorMessage: string | null;
}

export interface RegisterInput {
  redirect: string | null;
}

export type RegisterEvent =
  | { type: 'field.change'; field: keyof RegisterDraft; value: string }
  | { type: 'form.submit' };

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actors: {
    register: fromPromise<Result<unknown>, RegisterForm>(async () => {
      throw new Error('register is provided by the app');
    }),
  },
  actions: {
    goToLogin: (_, _params: { redirect: string | null }) => {},
  },
  guards: {
    isComplete: ({ context: { draft } }) =>
      [draft.firstName, draft.lastName, draft.email, draft.humanCheck].every((value) => value.trim() !== '')
      && draft.password.length >= LIMITS.passwordMin,
    isSuccess,
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    draft: { firstName: '', lastName: '', email: '', password: '', humanCheck: '' },
    redirect: safeRedirect(input.redirect),
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
        id: 'register',
        src: 'register',
        input: ({ context: { draft } }) => ({
          inviteCode: draft.humanCheck.trim(),
          firstName: draft.firstName.trim(),
          lastName: draft.lastName.trim(),
          email: draft.email.trim(),
          password: draft.password,
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
      entry: { type: 'goToLogin', params: ({ context }) => ({ redirect: context.redirect }) },
    },
  },
});

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export const selectDraft = (snapshot: RegisterSnapshot) => snapshot.context.draft;
export const selectErrorMessage = (snapshot: RegisterSnapshot) => snapshot.context.errorMessage;
export const selectIsSubmitting = (snapshot: RegisterSnapshot) => snapshot.matches('submitting');
export const selectCanSubmit = (snapshot: RegisterSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectSuccessMessage = (snapshot: RegisterSnapshot) =>
  snapshot.matches('editing') || snapshot.matches('submitting')
    ? null
    : 'User created successfully! Redirecting to login ...';
export const selectRedirect = (snapshot: RegisterSnapshot) => snapshot.context.redirect;
