import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectCanLogOut, selectIsLoggingOut, selectLogoutError } from '@/machines/authSessionMachine';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { AuthSession, useSignedInUser } from '@/views/session';

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const user = useSignedInUser();
  const session = AuthSession.useActorRef();
  const logoutError = AuthSession.useSelector(selectLogoutError);
  const loggingOut = AuthSession.useSelector(selectIsLoggingOut);
  const canLogOut = AuthSession.useSelector(selectCanLogOut);
  return (
    <>
      <PageHeader title="Settings" errors={[logoutError]} />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">{user.firstName} {user.lastName}</Typography>
          <Typography color="text.secondary">{user.email ?? user.username}</Typography>
        </Paper>
        <Typography color="text.secondary">
          Coming soon: subscription, calendar integrations, ignore rules and account deletion.
        </Typography>
        <Button variant="outlined" size="large" disabled={!canLogOut} loading={loggingOut} onClick={() => session.send({ type: 'session.logout' })}>
          Logout
        </Button>
      </Stack>
    </>
  );
}
