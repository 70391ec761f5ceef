import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectCanRetry } from '@/machines/authSessionMachine';
import { AuthSession } from '@/views/session';
import { useLingui } from '@lingui/react/macro';

/**
 * 'You are offline' with a Retry, when the server cannot be reached: the whole screen while no user
 * is known (the service worker opened the app without a network), else a notice above the page.
 * Retry is busy while the session asks the server again.
 */
export function OfflineNotice({ fullScreen }: { fullScreen: boolean }) {
  const { t } = useLingui();
  const session = AuthSession.useActorRef();
  const canRetry = AuthSession.useSelector(selectCanRetry);
  const notice = (
    <Paper variant="outlined" component="section" aria-labelledby="offline-title" sx={{ p: 2, mb: fullScreen ? 0 : 2, display: 'grid', gap: 1 }}>
      <Typography id="offline-title" variant="h6" component={fullScreen ? 'h1' : 'h2'}>{t`You are offline`}</Typography>
      <Typography variant="body2">
        {t`FunPlans cannot reach its server. Check your connection; the app tries again by itself.`}
      </Typography>
      <Box>
        <Button variant="outlined" disabled={!canRetry} loading={!canRetry} onClick={() => session.send({ type: 'session.retry' })}>
          {t`Retry`}
        </Button>
      </Box>
    </Paper>
  );
  if (!fullScreen) return notice;
  return <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh', px: 2 }}>{notice}</Box>;
}
