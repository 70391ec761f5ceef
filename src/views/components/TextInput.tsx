import { type ChangeEvent, type HTMLAttributes, type ReactNode, useId, useRef } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEnteredBeforeHydration } from '@/views/firstScreen';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  helperText?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  multiline?: boolean;
  minRows?: number;
}

/**
 * An outlined text field that looks and is labelled like MUI's TextField, for the public pages:
 * TextField also carries its select mode (menu, popover, modal), about 12 kB gzipped that a first
 * visit on a phone would download for nothing.
 */
export function TextInput({ label, helperText, type = 'text', autoComplete, inputMode, required, disabled, fullWidth, ...input }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  useEnteredBeforeHydration(field, (element) => element.value !== input.value, input.onChange);
  return (
    <FormControl variant="outlined" required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        inputProps={{ inputMode }}
        aria-describedby={helperText ? helperId : undefined}
        inputRef={field}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
