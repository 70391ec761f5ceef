import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  loginMachine, selectCanSubmit, selectDraft, selectErrorMessage, selectIsSubmitting, selectRedirect,
  selectSuccessMessage,
} from '@/machines/loginMachine';
import { useActors } from '@/views/actors';
import { CheckboxField } from '@/views/components/CheckboxField';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useText } from '@/views/hooks/useText';
import { actorOptions } from '@/views/inspection';
import { registerPath } from '@/views/paths';
import { AuthSession } from '@/views/session';

export default function LoginPage() {
  const { t } = useLingui();
  const text = useText();
  useDocumentTitle(t`Web Sign in`);
  const [searchParams] = useSearchParams();
  const { logIn } = useActors();
  const session = AuthSession.useActorRef();
  const navigate = useNavigate();
  const login = useActorRef(
    loginMachine.provide({
      actors: { logIn },
      actions: {
        startSession: () => session.send({ type: 'session.refresh' }),
        goToApp: (_, { path }) => navigate(path, { replace: true }),
      },
    }),
    { input: { redirect: searchParams.get('redirect') }, ...actorOptions() },
  );
  const draft = useSelector(login, selectDraft);
  const errorMessage = useSelector(login, selectErrorMessage);
  const successMessage = useSelector(login, selectSuccessMessage);
  const submitting = useSelector(login, selectIsSubmitting);
  const canSubmit = useSelector(login, selectCanSubmit);
  const redirect = useSelector(login, selectRedirect);
  const locked = submitting || successMessage !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'form.submit' });
  };

  return (
    <PublicLayout>
      <PageHeader title={t`Web Sign in`} errors={[errorMessage && text(errorMessage)]} />
      {successMessage && <Alert severity="success" sx={{ mb: 2 }}>{text(successMessage)}</Alert>}
      <Stack component="form" spacing={2} onSubmit={submit}>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          fullWidth
          disabled={locked}
          value={draft.email}
          onChange={(event) => login.send({ type: 'field.change', field: 'email', value: event.target.value })}
        />
        <TextInput
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          disabled={locked}
          value={draft.password}
          onChange={(event) => login.send({ type: 'field.change', field: 'password', value: event.target.value })}
        />
        <CheckboxField
          label={t`Remember me`}
          disabled={locked}
          checked={draft.rememberMe}
          onChange={(event) => login.send({ type: 'rememberMe.change', checked: event.target.checked })}
        />
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={submitting}>
          <Trans>Log In</Trans>
        </Button>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Typography>
          <Trans>No account yet? <Link component={RouterLink} to={registerPath(redirect)}>Register</Link></Trans>
        </Typography>
        <Link component={RouterLink} to="/resetpassword"><Trans>Forgot password?</Trans></Link>
        <Link component={RouterLink} to="/help"><Trans>Help</Trans></Link>
      </Stack>
    </PublicLayout>
  );
}
