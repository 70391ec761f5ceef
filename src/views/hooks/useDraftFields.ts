import type { FormEvent } from 'react';

type DraftEvent<Field> = { type: 'field.change'; field: Field; value: string } | { type: 'form.submit' };

/**
 * Binds a form to a machine that keeps its draft: `fieldProps(field)` for a required text field
 * (sends `field.change`), and `submit` for the form (sends `form.submit`).
 */
export function useDraftFields<Field extends string>(
  actor: { send(event: DraftEvent<Field>): void },
  draft: Record<Field, string>,
  disabled: boolean,
) {
  const fieldProps = (field: Field) => ({
    required: true,
    fullWidth: true,
    disabled,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => actor.send({ type: 'field.change', field, value: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };
  return { fieldProps, submit };
}
