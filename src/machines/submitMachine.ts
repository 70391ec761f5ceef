import { assign, setup } from 'xstate';
import { type Result, errorMessageOf } from '@/domain/result';
import { appActorPlaceholder, forAppActor } from '@/machines/appActor';
import { isSuccess } from '@/machines/resultGuards';

/**
 * Sending one request a page asks for (save a choice, add a rule, convert an event): idle →
 * submitting → submitted, or back to idle with 'Error {doing}: {message}' / 'Unknown error {doing}'.
 * A submitted form can be sent again (another calendar chosen, the feed regenerated once more).
 */
export interface SubmitContext<TInput, TOutput> {
  /** What the last submit sent; null before. */
  input: TInput | null;
  /** The last success's answer. */
  output: TOutput | null;
  errorMessage: string | null;
}

export type SubmitEvent<TInput> = { type: 'submit'; input: TInput };

interface SubmitMachineOptions {
  id: string;
  /** The app's actor that sends it. */
  actor: string;
  /** 'adding rule' for 'Error adding rule: {message}' and 'Unknown error adding rule'. */
  doing: string;
}

export function createSubmitMachine<TInput, TOutput>(options: SubmitMachineOptions) {
  const machine = setup({
    types: {
      context: {} as SubmitContext<TInput, TOutput>,
      events: {} as SubmitEvent<TInput>,
    },
    actors: { [options.actor]: appActorPlaceholder<Result<TOutput>, TInput | null>(options.actor) },
    actions: {
      /** What the page does with a success (in `context.output`): load again, navigate, show it. */
      reportSubmitted: () => {},
    },
    guards: {
      isSuccess,
    },
  }).createMachine({
    id: options.id,
    context: { input: null, output: null, errorMessage: null },
    initial: 'idle',
    on: {
      submit: { target: '.submitting', actions: assign({ input: ({ event }) => event.input }) },
    },
    states: {
      idle: {},
      submitting: {
        entry: assign({ errorMessage: null }),
        on: { submit: {} },
        invoke: {
          id: options.actor,
          src: options.actor,
          input: ({ context }) => context.input,
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
              target: 'submitted',
              actions: [
                assign({ output: ({ event }) => (event.output.status === 'success' ? event.output.data : null) }),
                'reportSubmitted',
              ],
            },
            {
              target: 'idle',
              actions: assign({ errorMessage: ({ event }) => `Error ${options.doing}: ${errorMessageOf(event.output)}` }),
            },
          ],
          onError: { target: 'idle', actions: assign({ errorMessage: `Unknown error ${options.doing}` }) },
        },
      },
      submitted: {},
    },
  });
  return forAppActor(machine, options.actor);
}

export type SubmitMachine<TInput, TOutput> = ReturnType<typeof createSubmitMachine<TInput, TOutput>>;

interface SubmitSnapshot<TInput, TOutput> {
  context: SubmitContext<TInput, TOutput>;
  matches(state: 'idle' | 'submitting' | 'submitted'): boolean;
}

export const selectIsSubmitting = <I, O>(snapshot: SubmitSnapshot<I, O>) => snapshot.matches('submitting');
export const selectIsSubmitted = <I, O>(snapshot: SubmitSnapshot<I, O>) => snapshot.matches('submitted');
export const selectOutput = <I, O>(snapshot: SubmitSnapshot<I, O>) => snapshot.context.output;
export const selectSubmitted = <I, O>(snapshot: SubmitSnapshot<I, O>) => snapshot.context.input;
export const selectErrorMessage = <I, O>(snapshot: SubmitSnapshot<I, O>) => snapshot.context.errorMessage;
