import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@/domain/constants';
import { appUserRegisterMachine, selectUsername } from '@/machines/appUserRegisterMachine';
import { selectCanSubmit, selectDraft, selectErrorMessage, selectIsSubmitting, selectSuccessMessage } from '@/machines/signUpMachine';
import { selectCanLogOut, selectIsLoggingOut, selectLogoutError } from '@/machines/authSessionMachine';
import { useDraftFields } from '@/views/hooks/useDraftFields';
import { useActors } from '@/views/actors';
import { LoadingScreen } from '@/views/components/LoadingScreen';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { actorOptions } from '@/views/inspection';
import { AuthSession, useCurrentUser, useSessionStatus } from '@/views/session';

const TITLE = 'Connect your app account';

export default function AppUserRegisterPage() {
  useDocumentTitle(TITLE);
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
      <PageHeader title={TITLE} />
      <Typography>
        This page needs the web login link from the FunPlans mobile app. Open that link to choose an email
        and password for your app account <strong>{username}</strong>.
      </Typography>
    </>
  );
}

function AlreadySignedIn() {
  const user = useCurrentUser();
  const session = AuthSession.useActorRef();
  const logoutError = AuthSession.useSelector(selectLogoutError);
  const loggingOut = AuthSession.useSelector(selectIsLoggingOut);
  const canLogOut = AuthSession.useSelector(selectCanLogOut);
  return (
    <>
      <PageHeader title={TITLE} errors={[logoutError]} />
      <Typography sx={{ mb: 3 }}>
        You are logged in as <strong>{user?.email ?? user?.username}</strong>.
      </Typography>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/" variant="contained" size="large">To Home Screen</Button>
        <Button variant="outlined" size="large" disabled={!canLogOut} loading={loggingOut} onClick={() => session.send({ type: 'session.logout' })}>
          Logout
        </Button>
      </Stack>
    </>
  );
}

function AppUserForm(input: { username: string; claimToken: string }) {
  const { registerAppUser } = useActors();
  const navigate = useNavigate();
  const connect = useActorRef(
    appUserRegisterMachine.provide({
      actors: { registerAppUser },
      actions: { goToLogin: () => navigate('/login') },
    }),
    { input, ...actorOptions() },
  );
  const username = useSelector(connect, selectUsername);
  const draft = useSelector(connect, selectDraft);
  const errorMessage = useSelector(connect, selectErrorMessage);
  const successMessage = useSelector(connect, selectSuccessMessage);
  const submitting = useSelector(connect, selectIsSubmitting);
  const canSubmit = useSelector(connect, selectCanSubmit);
  const locked = submitting || successMessage !== null;

  const { fieldProps, submit } = useDraftFields(connect, draft, locked);

  return (
    <>
      <PageHeader title={TITLE} errors={[errorMessage]} />
      {successMessage && <Alert severity="success" sx={{ mb: 2 }}>{successMessage}</Alert>}
      <Typography sx={{ mb: 2 }}>
        Choose an email and password to use the web app with your mobile app account <strong>{username}</strong>.
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit}>
        <TextInput label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText={`At least ${LIMITS.passwordMin} characters`}
          {...fieldProps('password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={submitting}>
          Connect
        </Button>
      </Stack>
    </>
  );
}
