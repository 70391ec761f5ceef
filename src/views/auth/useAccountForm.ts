import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type AccountDraft, type AccountFormMachine, selectCanSubmit, selectDraft, selectErrorMessage,
  selectIsSubmitting, selectSuccessMessage,
} from '@/machines/accountFormMachine';
import { appActorFor, useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** The fields of a draft that hold a `TValue`. */
type FieldsOf<TDraft, TValue> = { [Field in keyof TDraft]: TDraft[Field] extends TValue ? Field : never }[keyof TDraft];

interface AccountFormActions<TFixed> {
  /** Where the page goes once the success message has been read, with what the form kept from its input. */
  leave(fixed: TFixed): void;
  reportSucceeded?(): void;
}

/**
 * Runs an account form's machine with the app's actor it names: its fields (locked while it sends
 * and once it succeeded) and its messages.
 */
export function useAccountForm<TDraft extends AccountDraft<TDraft>, TInput, TFixed, TBody>(
  machine: AccountFormMachine<TDraft, TInput, TFixed, TBody>,
  input: TInput,
  { leave, reportSucceeded = () => {} }: AccountFormActions<TFixed>,
) {
  const form = useActorRef(
    machine.provide({
      actors: appActorFor(useActors(), machine),
      actions: { leave: ({ context }) => leave(context.fixed), reportSucceeded },
    }),
    { input, ...actorOptions() },
  );
  const draft = useSelector(form, selectDraft);
  const successMessage = useSelector(form, selectSuccessMessage);
  const submitting = useSelector(form, selectIsSubmitting);
  const disabled = submitting || successMessage !== null;
  const change = <Field extends keyof TDraft>(field: Field, value: TDraft[Field]) => form.send({ type: 'field.change', field, value });
  return {
    fixed: useSelector(form, (snapshot) => snapshot.context.fixed),
    errorMessage: useSelector(form, selectErrorMessage),
    successMessage,
    submitting,
    canSubmit: useSelector(form, selectCanSubmit),
    /** A required text field. */
    fieldProps: (field: FieldsOf<TDraft, string>) => ({
      required: true,
      fullWidth: true,
      disabled,
      value: draft[field] as string,
      onChange: (event: { target: { value: string } }) => change(field, event.target.value as TDraft[typeof field]),
    }),
    /** A checkbox ('Remember me'). */
    checkboxProps: (field: FieldsOf<TDraft, boolean>) => ({
      disabled,
      checked: draft[field] as boolean,
      onChange: (event: { target: { checked: boolean } }) => change(field, event.target.checked as TDraft[typeof field]),
    }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      form.send({ type: 'form.submit' });
    },
  };
}
