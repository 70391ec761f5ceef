import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { registerMachine } from '@/machines/registerMachine';
import { NewPasswordInput } from '@/views/auth/NewPasswordInput';
import { useAccountForm } from '@/views/auth/useAccountForm';
import { PageHeader } from '@/views/components/PageHeader';
import { SubmitButton } from '@/views/components/SubmitButton';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useText } from '@/views/hooks/useText';
import { loginPath } from '@/views/paths';

export default function RegisterPage() {
  const { t } = useLingui();
  const text = useText();
  useDocumentTitle(t`Register`);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const form = useAccountForm(registerMachine, { redirect: searchParams.get('redirect') }, {
    leave: ({ redirect }) => navigate(loginPath(redirect)),
  });

  return (
    <PublicLayout>
      <PageHeader title={t`Register`} errors={[form.errorMessage && text(form.errorMessage)]} />
      {form.successMessage && <Alert severity="success" sx={{ mb: 2 }}>{text(form.successMessage)}</Alert>}
      <Stack component="form" spacing={2} onSubmit={form.submit}>
        <Stack direction="row" spacing={2}>
          <TextInput label={t`First name`} autoComplete="given-name" {...form.fieldProps('firstName')} />
          <TextInput label={t`Last name`} autoComplete="family-name" {...form.fieldProps('lastName')} />
        </Stack>
        <TextInput label={t`Email`} type="email" autoComplete="email" {...form.fieldProps('email')} />
        <NewPasswordInput {...form.fieldProps('password')} />
        <TextInput
          label={t`What is 7+9?`}
          helperText={t`A quick check that you are a person`}
          inputMode="numeric"
          {...form.fieldProps('humanCheck')}
        />
        <SubmitButton disabled={!form.canSubmit} loading={form.submitting}>
          <Trans>Sign up</Trans>
        </SubmitButton>
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Trans>Already have an account? <Link component={RouterLink} to={loginPath(form.fixed.redirect)}>Log in</Link></Trans>
      </Typography>
    </PublicLayout>
  );
}
