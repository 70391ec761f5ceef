import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IgnoreScope } from '@/domain/constants';
import type { ExternalEvent, ExternalEventDetail } from '@/domain/contract/integrations';
import { dateLabel } from '@/domain/dateLabels';
import { slotLabel } from '@/domain/timesOfDay';
import {
  externalEventConvertMachine, externalEventDetailMachine, ignoreRuleCreateMachine, selectAddedRule, selectCanConvert, selectCanIgnore,
  selectConvertDraft, selectConvertErrorMessage, selectConvertedEventId, selectIgnoreErrorMessage, selectIsAdding, selectIsConverting,
  selectPattern, selectScope,
} from '@/machines/externalEventMachine';
import { useActors } from '@/views/actors';
import { EventDraftFields } from '@/views/calendar/EventDraftFields';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { integrationName } from '@/views/integrations/integrationLabels';

export default function ExternalEventPage() {
  const externalEventId = useRouteParam('externalCalendarEventId');
  return <ExternalEventLoader key={externalEventId} externalEventId={externalEventId} />;
}

function ExternalEventLoader({ externalEventId }: { externalEventId: string }) {
  const { t } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(externalEventDetailMachine, externalEventId);
  useDocumentTitle(detail?.event.summary || t`External event`);
  if (!detail) return <DetailPending title={t`External event`} closeTo="/calendar" errorMessage={errorMessage} onRetry={reload} />;
  return <ExternalEventDetails detail={detail} />;
}

/** SPEC.md section 4: an event of the user's other calendar, to make a fun plan of or to ignore. */
function ExternalEventDetails({ detail: { event, integration } }: { detail: ExternalEventDetail }) {
  const { t, i18n } = useLingui();
  const today = useUserToday();
  return (
    <>
      <PageHeader title={event.summary || t`External event`} closeTo="/calendar" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5 }}>
          <Typography component="dt" color="text.secondary"><Trans>Date</Trans></Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{dateLabel(event.startDate, today, i18n.locale)}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Time</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{event.allDay ? t`All day` : <SlotAndTime event={event} />}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Calendar</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{integrationName(integration)}</Typography>
          {event.description && (
            <>
              <Typography component="dt" color="text.secondary"><Trans>Description</Trans></Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{event.description}</Typography>
            </>
          )}
        </Box>
        {event.ignoredByUser && <Typography color="text.secondary" sx={{ mt: 1.5 }}><Trans>You ignore this event: it shows greyed in your calendar.</Trans></Typography>}
      </Paper>
      {event.convertedEventId
        ? <Link component={RouterLink} to={`/calendar/${event.convertedEventId}`}><Trans>This event is a fun plan: view it</Trans></Link>
        : <ConvertForm event={event} />}
      {!event.ignoredByUser && <IgnoreForm event={event} />}
    </>
  );
}

/** 'Evening at 18:30' (in the browser's zone, the app's language) for a timed event, else its slot. */
function SlotAndTime({ event }: { event: ExternalEvent }) {
  const { i18n } = useLingui();
  const slot = slotLabel(event.eventTimeSlot, i18n);
  if (!event.start.dateTime) return slot;
  const time = new Date(event.start.dateTime).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' });
  return <Trans>{slot} at {time}</Trans>;
}

function ConvertForm({ event }: { event: ExternalEvent }) {
  const { t, i18n } = useLingui();
  const { createEvent } = useActors();
  const convert = useActorRef(externalEventConvertMachine.provide({ actors: { createEvent } }), { input: { event }, ...actorOptions() });
  const draft = useSelector(convert, selectConvertDraft);
  const eventId = useSelector(convert, selectConvertedEventId);
  const errorMessage = useSelector(convert, selectConvertErrorMessage);
  const converting = useSelector(convert, selectIsConverting);
  const canConvert = useSelector(convert, selectCanConvert);

  if (eventId) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        <Trans>
          Fun plan created.{' '}
          <Link component={RouterLink} to={`/calendar/${eventId}`} color="inherit" sx={{ fontWeight: 700 }}>View event</Link>
        </Trans>
      </Alert>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t`Convert to Fun Plan`}
      sx={{ p: 2, mb: 2, display: 'grid', gap: 1.5 }}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        convert.send({ type: 'form.submit' });
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Convert to Fun Plan</Trans></Typography>
      {errorMessage && <Alert severity="error">{i18n._(errorMessage)}</Alert>}
      <EventDraftFields draft={draft} send={convert.send} />
      <Button type="submit" variant="contained" disabled={!canConvert} loading={converting}><Trans>Convert to Fun Plan</Trans></Button>
    </Paper>
  );
}

function IgnoreForm({ event }: { event: ExternalEvent }) {
  const { t, i18n } = useLingui();
  const { createIgnoreRule } = useActors();
  const ignore = useActorRef(ignoreRuleCreateMachine.provide({ actors: { createIgnoreRule } }), { input: { event }, ...actorOptions() });
  const scope = useSelector(ignore, selectScope);
  const pattern = useSelector(ignore, selectPattern);
  const errorMessage = useSelector(ignore, selectIgnoreErrorMessage);
  const adding = useSelector(ignore, selectIsAdding);
  const canIgnore = useSelector(ignore, selectCanIgnore);
  const addedRule = useSelector(ignore, selectAddedRule);

  if (addedRule) {
    return (
      <Alert severity="success">
        {i18n._(addedRule)}{' '}
        <Link component={RouterLink} to="/settings/ignorerules" color="inherit"><Trans>Your ignore rules</Trans></Link>
      </Alert>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t`Ignore event`}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        ignore.send({ type: 'form.submit' });
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Ignore event</Trans></Typography>
      {errorMessage && <Alert severity="error">{i18n._(errorMessage)}</Alert>}
      <FormControl disabled={adding}>
        <FormLabel id="ignore-scope"><Trans>Which events</Trans></FormLabel>
        <RadioGroup
          aria-labelledby="ignore-scope"
          value={scope}
          onChange={(changeEvent) => ignore.send({ type: 'scope.change', scope: changeEvent.target.value as IgnoreScope })}
        >
          <FormControlLabel value="all_matching" control={<Radio />} label={t`All events matching the text`} />
          <FormControlLabel value="single_event" control={<Radio />} label={t`Only this event`} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={t`Match text`}
        value={pattern}
        required
        disabled={adding || scope === 'single_event'}
        onChange={(changeEvent) => ignore.send({ type: 'pattern.change', pattern: changeEvent.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="outlined" disabled={!canIgnore} loading={adding}><Trans>Ignore event</Trans></Button>
      </Stack>
    </Paper>
  );
}
