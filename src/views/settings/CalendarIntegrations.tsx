import '@/services/zodSetup';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  calendarFeedAddMachine, selectErrorMessage as selectFeedErrorMessage, selectFeedUrl, selectIsAdded, selectIsAdding, selectIsInvalid,
} from '@/machines/calendarFeedAddMachine';
import { icalFeedRegenerateMachine, icalFeedMachine } from '@/machines/icalFeedMachine';
import { integrationListMachine, integrationOptionsMachine } from '@/machines/integrationListMachine';
import { selectCanConnect, selectErrorMessage, selectIsConnecting } from '@/machines/integrationMachine';
import { LIST } from '@/machines/detailMachine';
import { useActors } from '@/views/actors';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useCopy } from '@/views/hooks/useCopy';
import { useLoaded } from '@/views/hooks/useLoaded';
import { actorOptions } from '@/views/inspection';
import { integrationName, integrationStatusLabel } from '@/views/integrations/integrationLabels';
import { useIntegration } from '@/views/integrations/useIntegration';

/** /settings, 'Calendar integrations': the linked calendars, linking another, and the user's own feed. */
export function CalendarIntegrations() {
  const { t } = useLingui();
  const integrations = useLoaded(integrationListMachine, LIST);
  return (
    <Stack spacing={2}>
      {integrations.errorMessage && <Alert severity="error">{integrations.errorMessage}</Alert>}
      {integrations.detail?.length === 0 && <Typography color="text.secondary"><Trans>No calendar linked.</Trans></Typography>}
      {integrations.detail && integrations.detail.length > 0 && (
        <Box component="ul" aria-label={t`Linked calendars`} sx={{ m: 0, pl: 2.5 }}>
          {integrations.detail.map((integration) => (
            <li key={integration.integrationId}>
              <Link component={RouterLink} to={`/settings/integrations/${integration.integrationId}`}>{integrationName(integration)}</Link>
              <Typography variant="body2" color="text.secondary">{integrationStatusLabel(integration)}</Typography>
            </li>
          ))}
        </Box>
      )}
      <ConnectGoogle />
      <AddFeed onAdded={integrations.reload} />
      <OwnFeed />
    </Stack>
  );
}

function ConnectGoogle() {
  const options = useLoaded(integrationOptionsMachine, LIST);
  if (options.errorMessage) return <Alert severity="error">{options.errorMessage}</Alert>;
  if (!options.detail) return null;
  if (!options.detail.googleCalendarConfigured) {
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>
          Google Calendar cannot be connected on this server yet: its administrator sets GOOGLE_CLIENT_ID and
          GOOGLE_CLIENT_SECRET (see the README). Meanwhile, add your calendar's iCal address below.
        </Trans>
      </Typography>
    );
  }
  return <ConnectGoogleButton />;
}

/** Creates the integration, then the browser goes to Google's consent. */
function ConnectGoogleButton() {
  const { i18n } = useLingui();
  const flow = useIntegration(null);
  const errorMessage = useSelector(flow, selectErrorMessage);
  const connecting = useSelector(flow, selectIsConnecting);
  const canConnect = useSelector(flow, selectCanConnect);
  return (
    <div>
      {errorMessage && <Alert severity="error" sx={{ mb: 1 }}>{i18n._(errorMessage)}</Alert>}
      <Button variant="contained" disabled={!canConnect} loading={connecting} onClick={() => flow.send({ type: 'integration.connect' })}>
        <Trans>Connect Google Calendar</Trans>
      </Button>
    </div>
  );
}

/** An address's shape, not a text: the same in every language. */
const FEED_URL_EXAMPLE = 'https://…/basic.ics';

function AddFeed({ onAdded }: { onAdded(): void }) {
  const { t, i18n } = useLingui();
  const { createIntegration } = useActors();
  const feed = useActorRef(calendarFeedAddMachine.provide({ actors: { createIntegration }, actions: { reportAdded: onAdded } }), actorOptions());
  const feedUrl = useSelector(feed, selectFeedUrl);
  const invalid = useSelector(feed, selectIsInvalid);
  const errorMessage = useSelector(feed, selectFeedErrorMessage);
  const adding = useSelector(feed, selectIsAdding);
  const added = useSelector(feed, selectIsAdded);
  return (
    <Box
      component="form"
      aria-label={t`Add calendar feed (iCal URL)`}
      noValidate
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        feed.send({ type: 'feed.submit' });
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      {errorMessage && <Alert severity="error">{i18n._(errorMessage)}</Alert>}
      {added && <Alert severity="success"><Trans>Calendar feed added.</Trans></Alert>}
      <TextField
        label={t`Add calendar feed (iCal URL)`}
        value={feedUrl}
        type="url"
        placeholder={FEED_URL_EXAMPLE}
        disabled={adding}
        error={invalid}
        helperText={invalid ? t`Enter the http(s) address of an iCal feed` : t`Your calendar’s secret iCal address`}
        onChange={(changeEvent) => feed.send({ type: 'feedUrl.change', feedUrl: changeEvent.target.value })}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="outlined" disabled={adding || added} loading={adding}><Trans>Add feed</Trans></Button>
      </Stack>
    </Box>
  );
}

function OwnFeed() {
  const feed = useLoaded(icalFeedMachine, LIST);
  return (
    <Box component="section" aria-labelledby="own-feed">
      <Typography id="own-feed" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}><Trans>Your FunPlans calendar feed</Trans></Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Subscribe to this address in Google, Apple or Outlook calendar to see your confirmed plans and birthdays there.</Trans>
      </Typography>
      {feed.errorMessage && <Alert severity="error">{feed.errorMessage}</Alert>}
      {/* Each address gets its own actors: a new one can be copied and regenerated in turn. */}
      {feed.detail && <FeedAddress key={feed.detail.url} url={feed.detail.url} onRegenerated={feed.reload} />}
    </Box>
  );
}

function FeedAddress({ url, onRegenerated }: { url: string; onRegenerated(): void }) {
  const { t } = useLingui();
  const { copy, copied, failed } = useCopy(url);
  const regenerate = useConfirm(icalFeedRegenerateMachine, {
    id: LIST,
    reportDone: onRegenerated,
    title: t`Make a new feed address?`,
    text: t`The old address stops working: calendars subscribed to it need the new one.`,
    confirmLabel: t`Regenerate`,
  });
  return (
    <>
      {regenerate.errorMessage && <Alert severity="error" sx={{ mb: 1 }}>{regenerate.errorMessage}</Alert>}
      <TextField label={t`Feed address`} value={url} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={copy}><Trans>Copy</Trans></Button>
        <Button color="error" disabled={!regenerate.canRequest} onClick={regenerate.request}><Trans>Regenerate</Trans></Button>
        <Typography role="status" variant="body2">
          {copied && t`Copied to the clipboard`}
          {failed && t`Could not copy: select the address and copy it`}
        </Typography>
      </Stack>
      {regenerate.dialog}
    </>
  );
}
