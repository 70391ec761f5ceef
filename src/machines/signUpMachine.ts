import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';
import { REDIRECT_DELAY_MS } from '@/domain/constants';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { appActorPlaceholder, forAppActor } from '@/machines/appActor';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';

/**
 * A form that gives someone a web login (SPEC.md sections 2 and 5: /register, and
 * /appuserregister for an account made in the mobile app): editing the draft until it is complete,
 * submitting it, then its success message for the redirect delay and /login (`goToLogin`), or back
 * to editing with 'Some error occured: {message}'.
 */
export interface SignUpContext<TDraft, TFixed> {
  /** What the form keeps from its input: where to go after /login, the account and its claim. */
  fixed: TFixed;
  draft: TDraft;
  errorMessage: Text | null;
  /** Shown once the request succeeded, until the page leaves. */
  successMessage: Text | null;
}

export type SignUpEvent<TDraft> =
  | { type: 'field.change'; field: keyof TDraft; value: string }
  | { type: 'form.submit' };

interface SignUpOptions<TDraft, TInput, TFixed, TBody> {
  id: string;
  /** The app's actor that sends the form. */
  actor: string;
  /** The empty form. */
  draft: TDraft;
  fixed(input: TInput): TFixed;
  isComplete(draft: TDraft): boolean;
  /** The request's body. */
  body(form: { fixed: TFixed; draft: TDraft }): TBody;
  successMessage: Text;
}

const signUpError = (message: string) => msg`Some error occured: ${message}`;

export function createSignUpMachine<TDraft extends { [Field in keyof TDraft]: string }, TInput, TFixed, TBody>(
  options: SignUpOptions<TDraft, TInput, TFixed, TBody>,
) {
  const machine = setup({
    types: {
      context: {} as SignUpContext<TDraft, TFixed>,
      events: {} as SignUpEvent<TDraft>,
      input: {} as TInput,
    },
    actors: { [options.actor]: appActorPlaceholder<Result<unknown>, TBody>(options.actor) },
    actions: {
      goToLogin: () => {},
    },
    guards: {
      isComplete: ({ context }) => options.isComplete(context.draft),
      isSuccess,
    },
    delays: {
      redirectDelay: REDIRECT_DELAY_MS,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ fixed: options.fixed(input), draft: options.draft, errorMessage: null, successMessage: null }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': {
            actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) as TDraft }),
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
              actions: assign({ errorMessage: ({ event }) => signUpError(errorMessageOf(event.output)) }),
            },
          ],
          onError: {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => signUpError(messageOfThrown(event.error)) }),
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
  return forAppActor(machine, options.actor);
}

export type SignUpMachine<TDraft extends { [Field in keyof TDraft]: string }, TInput, TFixed, TBody> =
  ReturnType<typeof createSignUpMachine<TDraft, TInput, TFixed, TBody>>;

interface SignUpSnapshot<TDraft> {
  context: SignUpContext<TDraft, unknown>;
  matches(state: 'editing' | 'submitting' | 'redirecting' | 'done'): boolean;
  can(event: { type: 'form.submit' }): boolean;
}

export const selectDraft = <TDraft>(snapshot: SignUpSnapshot<TDraft>) => snapshot.context.draft;
export const selectErrorMessage = <TDraft>(snapshot: SignUpSnapshot<TDraft>) => snapshot.context.errorMessage;
export const selectSuccessMessage = <TDraft>(snapshot: SignUpSnapshot<TDraft>) => snapshot.context.successMessage;
export const selectIsSubmitting = <TDraft>(snapshot: SignUpSnapshot<TDraft>) => snapshot.matches('submitting');
export const selectCanSubmit = <TDraft>(snapshot: SignUpSnapshot<TDraft>) => snapshot.can({ type: 'form.submit' });
