import { LIMITS } from '@/domain/constants';
import { TextInput, type TextInputProps } from '@/views/components/TextInput';

/** The password a sign-up form chooses, with the shortest one the server takes. */
export const NewPasswordInput = (props: Omit<TextInputProps, 'label' | 'type' | 'autoComplete' | 'helperText'>) => (
  <TextInput label="Password" type="password" autoComplete="new-password" helperText={`At least ${LIMITS.passwordMin} characters`} {...props} />
);
