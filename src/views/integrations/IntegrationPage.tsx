import { useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  selectCalendarErrorMessage, selectCalendars, selectCanCancel, selectCanChoose, selectCanConfirm, selectCanConnect,
  selectCanRequestDisconnect, selectChosenCalendarId, selectDoneMessage, selectErrorMessage, selectIntegration, selectIsConfirming,
  selectIsDisconnecting, selectIsLoadingCalendars, selectIsSaving, selectSavedCalendarName,
} from '@/machines/integrationMachine';
import { ConfirmDialog } from '@/views/components/ConfirmDialog';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { integrationName, integrationStatusLabel } from '@/views/integrations/integrationLabels';
import { useIntegration } from '@/views/integrations/useIntegration';

export default function IntegrationPage() {
  const integrationId = useRouteParam('integrationId');
  return <IntegrationFlow key={integrationId} integrationId={integrationId} />;
}

type IntegrationActor = ReturnType<typeof useIntegration>;

/** SPEC.md section 4: consent first; once VERIFIED, the active calendar; disconnect at any time. */
function IntegrationFlow({ integrationId }: { integrationId: string }) {
  const { t, i18n } = useLingui();
  const title = t`Calendar integration`;
  useDocumentTitle(title);
  const flow = useIntegration(integrationId);
  const integration = useSelector(flow, selectIntegration);
  const error = useSelector(flow, selectErrorMessage);
  const errorMessage = error && i18n._(error);
  const doneMessage = useSelector(flow, selectDoneMessage);
  const canConnect = useSelector(flow, selectCanConnect);
  const canRequest = useSelector(flow, selectCanRequestDisconnect);
  if (!integration) {
    return <DetailPending title={title} closeTo="/settings" errorMessage={errorMessage} onRetry={() => flow.send({ type: 'integration.reload' })} />;
  }
  const verified = integration.integrationStatus === 'VERIFIED';
  const isGoogle = integration.integrationType === 'GOOGLE_CALENDAR';
  const status = integrationStatusLabel(integration);
  return (
    <>
      <PageHeader title={title} closeTo="/settings" errors={[errorMessage]} />
      {doneMessage && <Alert severity="success" sx={{ mb: 2 }}>{i18n._(doneMessage)}</Alert>}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{integrationName(integration)}</Typography>
        <Typography color="text.secondary"><Trans>Status: {status}</Trans></Typography>
        {integration.feedUrl && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{integration.feedUrl}</Typography>}
        {isGoogle && (
          <Button
            variant={verified ? 'outlined' : 'contained'}
            sx={{ mt: 1.5 }}
            disabled={!canConnect}
            onClick={() => flow.send({ type: 'integration.connect' })}
          >
            {verified ? t`Reconnect Google Calendar` : t`Connect Google Calendar`}
          </Button>
        )}
      </Paper>
      {verified && isGoogle && <CalendarChoice flow={flow} />}
      <Button color="error" disabled={!canRequest} onClick={() => flow.send({ type: 'delete.request' })}><Trans>Disconnect</Trans></Button>
      <DisconnectDialog flow={flow} />
    </>
  );
}

function CalendarChoice({ flow }: { flow: IntegrationActor }) {
  const { i18n } = useLingui();
  const calendars = useSelector(flow, selectCalendars);
  const loading = useSelector(flow, selectIsLoadingCalendars);
  const errorMessage = useSelector(flow, selectCalendarErrorMessage);
  const saving = useSelector(flow, selectIsSaving);
  const canChoose = useSelector(flow, selectCanChoose);
  const chosen = useSelector(flow, selectChosenCalendarId) ?? '';
  const savedName = useSelector(flow, selectSavedCalendarName);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="calendar-choice" sx={{ p: 2, mb: 2 }}>
      <Typography id="calendar-choice" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Calendar to show</Trans></Typography>
      {errorMessage && <Alert severity="error" sx={{ my: 1 }}>{i18n._(errorMessage)}</Alert>}
      {savedName && <Alert severity="success" sx={{ my: 1 }}><Trans>Saved: {savedName} joins your calendar.</Trans></Alert>}
      {!calendars && loading && <Typography role="status"><Trans>Loading calendars…</Trans></Typography>}
      {calendars?.length === 0 && <Typography color="text.secondary"><Trans>This account has no calendars.</Trans></Typography>}
      {calendars && calendars.length > 0 && (
        <RadioGroup aria-labelledby="calendar-choice" value={chosen}>
          {calendars.map((calendar) => (
            <FormControlLabel
              key={calendar.id}
              value={calendar.id}
              disabled={saving || !canChoose}
              control={<Radio onChange={() => flow.send({ type: 'calendar.choose', calendar })} />}
              label={(
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: calendar.backgroundColor ?? 'grey.400', border: 1, borderColor: 'divider' }} />
                  <span>{calendar.summary}</span>
                </Stack>
              )}
            />
          ))}
        </RadioGroup>
      )}
    </Paper>
  );
}

function DisconnectDialog({ flow }: { flow: IntegrationActor }) {
  const { t } = useLingui();
  const confirming = useSelector(flow, selectIsConfirming);
  const disconnecting = useSelector(flow, selectIsDisconnecting);
  const canConfirm = useSelector(flow, selectCanConfirm);
  const canCancel = useSelector(flow, selectCanCancel);
  return (
    <ConfirmDialog
      open={confirming || disconnecting}
      title={t`Disconnect this calendar?`}
      text={t`Its events leave your FunPlans calendar and FunPlans gives up its access.`}
      confirmLabel={t`Disconnect`}
      busy={disconnecting}
      canConfirm={canConfirm}
      canCancel={canCancel}
      onConfirm={() => flow.send({ type: 'delete.confirm' })}
      onCancel={() => flow.send({ type: 'delete.cancel' })}
    />
  );
}
