import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { appActorPlaceholder, forAppActor } from '@/machines/appActor';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';

/**
 * A public form about the visitor's account, sent once (SPEC.md sections 2 and 5: /login,
 * /register, and /appuserregister for an account made in the mobile app): editing the draft until
 * it is complete, submitting it, then its success message for the redirect delay before the page
 * leaves (`leave`), or back to editing with why it failed.
 */
export interface AccountFormContext<TDraft, TFixed> {
  /** What the form keeps from its input: where to go afterwards, the account and its claim. */
  fixed: TFixed;
  draft: TDraft;
  errorMessage: Text | null;
  /** Shown once the request succeeded, until the page leaves. */
  successMessage: Text | null;
}

/** A draft's fields: texts, and flags such as 'Remember me'. */
export type AccountDraft<TDraft> = { [Field in keyof TDraft]: string | boolean };

export type AccountFormEvent<TDraft> =
  | { type: 'field.change'; field: keyof TDraft; value: TDraft[keyof TDraft] }
  | { type: 'form.submit' };

interface AccountFormOptions<TDraft, TInput, TFixed, TBody> {
  id: string;
  /** The app's actor that sends the form. */
  actor: string;
  /** The empty form. */
  draft: TDraft;
  fixed(input: TInput): TFixed;
  isComplete(draft: TDraft): boolean;
  /** The request's body. */
  body(form: { fixed: TFixed; draft: TDraft }): TBody;
  /** Why it failed, the server's words or the thrown error's in a sentence: 'Some error occured: {message}'. */
  failed(message: string): Text;
  successMessage: Text;
  /** How long the success message shows before the page leaves. */
  redirectDelay: number;
}

/** How the sign-up forms (/register, /appuserregister) say that the request failed. */
export const signUpError = (message: string) => msg`Some error occured: ${message}`;

export function createAccountFormMachine<TDraft extends AccountDraft<TDraft>, TInput, TFixed, TBody>(
  options: AccountFormOptions<TDraft, TInput, TFixed, TBody>,
) {
  const machine = setup({
    types: {
      context: {} as AccountFormContext<TDraft, TFixed>,
      events: {} as AccountFormEvent<TDraft>,
      input: {} as TInput,
    },
    actors: { [options.actor]: appActorPlaceholder<Result<unknown>, TBody>(options.actor) },
    actions: {
      /** The request succeeded (a login: the app-wide session now has a cookie to load). */
      reportSucceeded: () => {},
      /** To /login after signing up, into the app after logging in. */
      leave: () => {},
    },
    guards: {
      isComplete: ({ context }) => options.isComplete(context.draft),
      isSuccess,
    },
    delays: {
      redirectDelay: options.redirectDelay,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ fixed: options.fixed(input), draft: options.draft, errorMessage: null, successMessage: null }),
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
          id: options.actor,
          src: options.actor,
          input: ({ context }) => options.body(context),
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
              target: 'redirecting',
              actions: assign({ successMessage: options.successMessage }),
            },
            {
              target: 'editing',
              actions: assign({ errorMessage: ({ event }) => options.failed(errorMessageOf(event.output)) }),
            },
          ],
          onError: {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => options.failed(messageOfThrown(event.error)) }),
          },
        },
      },
      redirecting: {
        entry: 'reportSucceeded',
        after: { redirectDelay: 'done' },
      },
      done: {
        type: 'final',
        entry: 'leave',
      },
    },
  });
  return forAppActor(machine, options.actor);
}

export type AccountFormMachine<TDraft extends AccountDraft<TDraft>, TInput, TFixed, TBody> =
  ReturnType<typeof createAccountFormMachine<TDraft, TInput, TFixed, TBody>>;

interface AccountFormSnapshot<TDraft> {
  context: AccountFormContext<TDraft, unknown>;
  matches(state: 'editing' | 'submitting' | 'redirecting' | 'done'): boolean;
  can(event: { type: 'form.submit' }): boolean;
}

export const selectDraft = <TDraft>(snapshot: AccountFormSnapshot<TDraft>) => snapshot.context.draft;
export const selectErrorMessage = <TDraft>(snapshot: AccountFormSnapshot<TDraft>) => snapshot.context.errorMessage;
export const selectSuccessMessage = <TDraft>(snapshot: AccountFormSnapshot<TDraft>) => snapshot.context.successMessage;
export const selectIsSubmitting = <TDraft>(snapshot: AccountFormSnapshot<TDraft>) => snapshot.matches('submitting');
export const selectCanSubmit = <TDraft>(snapshot: AccountFormSnapshot<TDraft>) => snapshot.can({ type: 'form.submit' });
