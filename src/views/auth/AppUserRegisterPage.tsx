import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { appUserRegisterMachine } from '@/machines/appUserRegisterMachine';
import { selectCanLogOut, selectIsLoggingOut, selectLogoutError } from '@/machines/authSessionMachine';
import { NewPasswordInput } from '@/views/auth/NewPasswordInput';
import { useAccountForm } from '@/views/auth/useAccountForm';
import { LoadingScreen } from '@/views/components/LoadingScreen';
import { PageHeader } from '@/views/components/PageHeader';
import { SubmitButton } from '@/views/components/SubmitButton';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useText } from '@/views/hooks/useText';
import { AuthSession, useCurrentUser, useSessionStatus } from '@/views/session';

/** The page's title, on the tab and its heading. */
function useTitle() {
  const { t } = useLingui();
  return t`Connect your app account`;
}

export default function AppUserRegisterPage() {
  useDocumentTitle(useTitle());
  const status = useSessionStatus();
  const { username = '' } = useParams();
  const claimToken = useSearchParams()[0].get('claim');
  const signedOut = status === 'signedOut' || status === 'loggedOut';
  return (
    <PublicLayout>
      {status === 'loading' && <LoadingScreen />}
      {status === 'signedIn' && <AlreadySignedIn />}
      {signedOut && (claimToken ? <AppUserForm username={username} claimToken={claimToken} /> : <ClaimNeeded username={username} />)}
    </PublicLayout>
  );
}

/** Without the link's one-time claim the account cannot be connected: say where the link comes from. */
function ClaimNeeded({ username }: { username: string }) {
  return (
    <>
      <PageHeader title={useTitle()} />
      <Typography>
        <Trans>
          This page needs the web login link from the FunPlans mobile app. Open that link to choose an email
          and password for your app account <strong>{username}</strong>.
        </Trans>
      </Typography>
    </>
  );
}

function AlreadySignedIn() {
  const text = useText();
  const user = useCurrentUser();
  const session = AuthSession.useActorRef();
  const logoutError = AuthSession.useSelector(selectLogoutError);
  const loggingOut = AuthSession.useSelector(selectIsLoggingOut);
  const canLogOut = AuthSession.useSelector(selectCanLogOut);
  const account = user?.email ?? user?.username;
  return (
    <>
      <PageHeader title={useTitle()} errors={[logoutError && text(logoutError)]} />
      <Typography sx={{ mb: 3 }}>
        <Trans>You are logged in as <strong>{account}</strong>.</Trans>
      </Typography>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/" variant="contained" size="large"><Trans>To Home Screen</Trans></Button>
        <Button variant="outlined" size="large" disabled={!canLogOut} loading={loggingOut} onClick={() => session.send({ type: 'session.logout' })}>
          <Trans>Logout</Trans>
        </Button>
      </Stack>
    </>
  );
}

function AppUserForm(input: { username: string; claimToken: string }) {
  const { t } = useLingui();
  const text = useText();
  const navigate = useNavigate();
  const form = useAccountForm(appUserRegisterMachine, input, { leave: () => navigate('/login') });
  const { username } = form.fixed;

  return (
    <>
      <PageHeader title={useTitle()} errors={[form.errorMessage && text(form.errorMessage)]} />
      {form.successMessage && <Alert severity="success" sx={{ mb: 2 }}>{text(form.successMessage)}</Alert>}
      <Typography sx={{ mb: 2 }}>
        <Trans>Choose an email and password to use the web app with your mobile app account <strong>{username}</strong>.</Trans>
      </Typography>
      <Stack component="form" spacing={2} onSubmit={form.submit}>
        <TextInput label={t`Email`} type="email" autoComplete="email" {...form.fieldProps('email')} />
        <NewPasswordInput {...form.fieldProps('password')} />
        <SubmitButton disabled={!form.canSubmit} loading={form.submitting}>
          <Trans>Connect</Trans>
        </SubmitButton>
      </Stack>
    </>
  );
}
