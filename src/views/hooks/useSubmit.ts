import { useActorRef, useSelector } from '@xstate/react';
import {
  type SubmitMachine, selectErrorMessage, selectIsSubmitted, selectIsSubmitting, selectOutput, selectSubmitted,
} from '@/machines/submitMachine';
import { appActorFor, useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** Runs a submit machine with the app's actor it names; `onSubmitted` follows each success. */
export function useSubmit<TInput, TOutput>(
  machine: SubmitMachine<TInput, TOutput>,
  onSubmitted: (output: TOutput) => void = () => {},
) {
  const ref = useActorRef(
    machine.provide({
      actors: appActorFor(useActors(), machine),
      actions: { reportSubmitted: ({ context }) => onSubmitted(context.output as TOutput) },
    }),
    actorOptions(),
  );
  return {
    submitting: useSelector(ref, selectIsSubmitting),
    submitted: useSelector(ref, selectIsSubmitted),
    /** What the last submit sent. */
    sent: useSelector(ref, selectSubmitted),
    output: useSelector(ref, selectOutput),
    errorMessage: useSelector(ref, selectErrorMessage),
    submit: (input: TInput) => ref.send({ type: 'submit', input }),
  };
}
