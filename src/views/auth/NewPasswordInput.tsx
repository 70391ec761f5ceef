import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@/domain/constants';
import { TextInput, type TextInputProps } from '@/views/components/TextInput';

/** The password a sign-up form chooses, with the shortest one the server takes. */
export function NewPasswordInput(props: Omit<TextInputProps, 'label' | 'type' | 'autoComplete' | 'helperText'>) {
  const { t } = useLingui();
  const minimum = LIMITS.passwordMin;
  return <TextInput label={t`Password`} type="password" autoComplete="new-password" helperText={t`At least ${minimum} characters`} {...props} />;
}
