import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginMachine } from '@/machines/loginMachine';
import { useAccountForm } from '@/views/auth/useAccountForm';
import { CheckboxField } from '@/views/components/CheckboxField';
import { PageHeader } from '@/views/components/PageHeader';
import { SubmitButton } from '@/views/components/SubmitButton';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useText } from '@/views/hooks/useText';
import { registerPath } from '@/views/paths';
import { AuthSession } from '@/views/session';

export default function LoginPage() {
  const { t } = useLingui();
  const text = useText();
  useDocumentTitle(t`Web Sign in`);
  const [searchParams] = useSearchParams();
  const session = AuthSession.useActorRef();
  const navigate = useNavigate();
  const form = useAccountForm(loginMachine, { redirect: searchParams.get('redirect') }, {
    reportSucceeded: () => session.send({ type: 'session.refresh' }),
    leave: ({ redirect }) => navigate(redirect, { replace: true }),
  });

  return (
    <PublicLayout>
      <PageHeader title={t`Web Sign in`} errors={[form.errorMessage && text(form.errorMessage)]} />
      {form.successMessage && <Alert severity="success" sx={{ mb: 2 }}>{text(form.successMessage)}</Alert>}
      <Stack component="form" spacing={2} onSubmit={form.submit}>
        <TextInput label={t`Email`} type="email" autoComplete="username" {...form.fieldProps('email')} />
        <TextInput label={t`Password`} type="password" autoComplete="current-password" {...form.fieldProps('password')} />
        <CheckboxField label={t`Remember me`} {...form.checkboxProps('rememberMe')} />
        <SubmitButton disabled={!form.canSubmit} loading={form.submitting}>
          <Trans>Log In</Trans>
        </SubmitButton>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Typography>
          <Trans>No account yet? <Link component={RouterLink} to={registerPath(form.fixed.redirect)}>Register</Link></Trans>
        </Typography>
        <Link component={RouterLink} to="/resetpassword"><Trans>Forgot password?</Trans></Link>
        <Link component={RouterLink} to="/help"><Trans>Help</Trans></Link>
      </Stack>
    </PublicLayout>
  );
}
