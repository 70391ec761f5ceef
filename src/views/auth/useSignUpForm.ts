import { useActorRef, useSelector } from '@xstate/react';
import {
  type SignUpMachine, selectCanSubmit, selectDraft, selectErrorMessage, selectIsSubmitting, selectSuccessMessage,
} from '@/machines/signUpMachine';
import { appActorFor, useActors } from '@/views/actors';
import { useDraftFields } from '@/views/hooks/useDraftFields';
import { actorOptions } from '@/views/inspection';

/**
 * Runs a sign-up form's machine with the app's actor it names: its fields (locked while it sends
 * and once it succeeded), its messages, and `goToLogin` with what the form kept from its input.
 */
export function useSignUpForm<TDraft extends { [Field in keyof TDraft]: string }, TInput, TFixed, TBody>(
  machine: SignUpMachine<TDraft, TInput, TFixed, TBody>,
  input: TInput,
  goToLogin: (fixed: TFixed) => void,
) {
  const form = useActorRef(
    machine.provide({ actors: appActorFor(useActors(), machine), actions: { goToLogin: ({ context }) => goToLogin(context.fixed) } }),
    { input, ...actorOptions() },
  );
  const draft = useSelector(form, selectDraft);
  const successMessage = useSelector(form, selectSuccessMessage);
  const submitting = useSelector(form, selectIsSubmitting);
  const { fieldProps, submit } = useDraftFields<keyof TDraft & string>(form, draft, submitting || successMessage !== null);
  return {
    fixed: useSelector(form, (snapshot) => snapshot.context.fixed),
    errorMessage: useSelector(form, selectErrorMessage),
    successMessage,
    submitting,
    canSubmit: useSelector(form, selectCanSubmit),
    fieldProps,
    submit,
  };
}
