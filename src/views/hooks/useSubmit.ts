import { useActorRef, useSelector } from '@xstate/react';
import {
  type SubmitActor, type SubmitContext, type createSubmitMachine, selectErrorMessage, selectIsSubmitted, selectIsSubmitting,
  selectOutput, selectSubmitted,
} from '@/machines/submitMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** Runs a submit machine with the app actor it names; `onSubmitted` follows each success. */
export function useSubmit<TInput, TOutput>(
  machine: ReturnType<typeof createSubmitMachine<TInput, TOutput>>,
  actor: SubmitActor,
  onSubmitted: (output: TOutput) => void = () => {},
) {
  const actors = useActors();
  const ref = useActorRef(
    machine.provide({
      actors: { [actor]: actors[actor] },
      actions: { reportSubmitted: ({ context }: { context: SubmitContext<TInput, TOutput> }) => onSubmitted(context.output as TOutput) },
    }),
    actorOptions(),
  );
  return {
    submitting: useSelector(ref, selectIsSubmitting),
    submitted: useSelector(ref, selectIsSubmitted),
    /** What the last submit sent. */
    sent: useSelector(ref, selectSubmitted) as TInput | null,
    output: useSelector(ref, selectOutput) as TOutput | null,
    errorMessage: useSelector(ref, selectErrorMessage),
    submit: (input: TInput) => ref.send({ type: 'submit', input }),
  };
}
