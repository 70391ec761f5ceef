import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HEX_COLOR } from '@/domain/constants';
import type { ExternalCalendar, Integration } from '@/domain/contract/integrations';
import {
  calendarChoiceMachine, calendarListMachine, integrationDetailMachine, integrationDisconnectMachine,
} from '@/machines/integrationMachine';
import { googleConnectUrl } from '@/services/integrations';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useSubmit } from '@/views/hooks/useSubmit';
import { integrationName, integrationStatusLabel } from '@/views/integrations/integrationLabels';
import { externalNavigation } from '@/views/externalNavigation';

const TITLE = 'Calendar integration';

export default function IntegrationPage() {
  const integrationId = useRouteParam('integrationId');
  return <IntegrationLoader key={integrationId} integrationId={integrationId} />;
}

function IntegrationLoader({ integrationId }: { integrationId: string }) {
  useDocumentTitle(TITLE);
  const { detail, errorMessage, reload } = useLoaded(integrationDetailMachine, integrationId);
  if (!detail) return <DetailPending title={TITLE} closeTo="/settings" errorMessage={errorMessage} onRetry={reload} />;
  return <IntegrationDetails integration={detail} onChanged={reload} />;
}

/** SPEC.md section 4: consent first; once VERIFIED, the active calendar; disconnect at any time. */
function IntegrationDetails({ integration, onChanged }: { integration: Integration; onChanged(): void }) {
  const navigate = useNavigate();
  const disconnect = useConfirm(integrationDisconnectMachine, {
    id: integration.integrationId,
    reportDone: () => navigate('/settings', { replace: true }),
    title: 'Disconnect this calendar?',
    text: 'Its events leave your FunPlans calendar and FunPlans gives up its access.',
    confirmLabel: 'Disconnect',
  });
  const verified = integration.integrationStatus === 'VERIFIED';
  const isGoogle = integration.integrationType === 'GOOGLE_CALENDAR';
  return (
    <>
      <PageHeader title={TITLE} closeTo="/settings" errors={[disconnect.errorMessage]} />
      {disconnect.doneMessage && <Alert severity="success" sx={{ mb: 2 }}>{disconnect.doneMessage}</Alert>}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{integrationName(integration)}</Typography>
        <Typography color="text.secondary">Status: {integrationStatusLabel(integration)}</Typography>
        {integration.feedUrl && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{integration.feedUrl}</Typography>}
        {isGoogle && (
          <Button variant={verified ? 'outlined' : 'contained'} sx={{ mt: 1.5 }} onClick={() => externalNavigation.assign(googleConnectUrl(integration))}>
            {verified ? 'Reconnect Google Calendar' : 'Connect Google Calendar'}
          </Button>
        )}
      </Paper>
      {verified && isGoogle && <CalendarChoice integration={integration} onChanged={onChanged} />}
      <Button color="error" disabled={!disconnect.canRequest} onClick={disconnect.request}>Disconnect</Button>
      {disconnect.dialog}
    </>
  );
}

function CalendarChoice({ integration, onChanged }: { integration: Integration; onChanged(): void }) {
  const calendars = useLoaded(calendarListMachine, integration.integrationId);
  const choice = useSubmit(calendarChoiceMachine, onChanged);
  // A failed save shows the saved calendar again, so it can be chosen once more.
  const pending = choice.submitting || choice.submitted ? choice.sent?.body.activeCalendarId : null;
  const chosen = pending ?? integration.activeCalendarId ?? '';
  const choose = (calendar: ExternalCalendar) => choice.submit({
    integrationId: integration.integrationId,
    body: { activeCalendarId: calendar.id, activeCalendarName: calendar.summary, activeCalendarColor: hexOrNull(calendar.backgroundColor) },
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="calendar-choice" sx={{ p: 2, mb: 2 }}>
      <Typography id="calendar-choice" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>Calendar to show</Typography>
      {calendars.errorMessage && <Alert severity="error" sx={{ my: 1 }}>{calendars.errorMessage}</Alert>}
      {choice.errorMessage && <Alert severity="error" sx={{ my: 1 }}>{choice.errorMessage}</Alert>}
      {choice.submitted && <Alert severity="success" sx={{ my: 1 }}>Saved: {choice.sent?.body.activeCalendarName} joins your calendar.</Alert>}
      {!calendars.detail && !calendars.errorMessage && <Typography role="status">Loading calendars…</Typography>}
      {calendars.detail?.length === 0 && <Typography color="text.secondary">This account has no calendars.</Typography>}
      {calendars.detail && calendars.detail.length > 0 && (
        <RadioGroup aria-labelledby="calendar-choice" value={chosen}>
          {calendars.detail.map((calendar) => (
            <FormControlLabel
              key={calendar.id}
              value={calendar.id}
              disabled={choice.submitting}
              control={<Radio onChange={() => choose(calendar)} />}
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

const hexOrNull = (color: string | null) => (color !== null && HEX_COLOR.test(color) ? color : null);
