import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import { connectionDisconnectMachine } from '@/machines/connectionDisconnectMachine';
import { connectionDetailMachine } from '@/machines/connectionDetailMachine';
import { dateLabel } from '@/domain/dateLabels';
import { dayOf } from '@/domain/dayOf';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useUserToday } from '@/views/hooks/useUserToday';
import { useSignedInUser } from '@/views/session';

export default function ConnectionPage() {
  const { t } = useLingui();
  const userConnectionId = useRouteParam('userConnectionId');
  const { detail, errorMessage, reload } = useLoaded(connectionDetailMachine, userConnectionId);
  useDocumentTitle(detail ? `${detail.firstName} ${detail.lastName}` : t`Connection`);
  if (!detail) return <DetailPending title={t`Connection`} closeTo="/connections" errorMessage={errorMessage} onRetry={reload} />;
  return <Connection connection={detail} />;
}

function Connection({ connection }: { connection: UserConnectionDetail }) {
  const { t, i18n } = useLingui();
  const { timeZone } = useSignedInUser();
  const today = useUserToday();
  const day = (instant: string) => dateLabel(dayOf(instant, timeZone), today, i18n.locale);
  const navigate = useNavigate();
  const name = `${connection.firstName} ${connection.lastName}`;
  const disconnect = useConfirm(connectionDisconnectMachine, {
    id: connection.userConnectionId,
    reportDone: () => navigate('/connections', { replace: true }),
    title: t`Disconnect from ${name}?`,
    text: t`Neither of you sees the connection any more, and plans you proposed to each other leave the other's inbox. To connect again, one of you needs the other's invite code.`,
    confirmLabel: t`Disconnect`,
  });
  return (
    <>
      <PageHeader title={name} closeTo="/connections" errors={[disconnect.errorMessage]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1} component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1 }, '& dt': { color: 'text.secondary', typography: 'body2' } }}>
          <dt><Trans>User since</Trans></dt>
          <dd>{day(connection.userSince)}</dd>
          <dt><Trans>Connected since</Trans></dt>
          <dd>{day(connection.created_at)}</dd>
          <dt><Trans>In your network as</Trans></dt>
          <dd>
            {connection.personId
              ? <Link component={RouterLink} to={`/network/${connection.personId}`}>{connection.personName}</Link>
              : <Typography component="span" color="text.secondary"><Trans>Not linked yet: enter their invite code on Connections to pick the person.</Trans></Typography>}
          </dd>
        </Stack>
        <Button color="error" variant="outlined" sx={{ mt: 2 }} disabled={!disconnect.canRequest} onClick={disconnect.request}><Trans>Disconnect</Trans></Button>
      </Paper>
      {disconnect.dialog}
    </>
  );
}
