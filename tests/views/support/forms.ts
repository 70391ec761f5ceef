import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A form field by its label; MUI's required marker (' *') is not part of the name. */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

/** Replaces a field's text the way a person pasting it would. */
export async function fill(user: UserEvent, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
