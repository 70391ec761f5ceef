import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIVITIES, type Activity } from '@/domain/constants';
import type { IgnoreScope } from '@/domain/constants';
import type { ExternalEvent, ExternalEventDetail } from '@/domain/contract/integrations';
import { dateLabel } from '@/domain/dateLabels';
import { slotLabel } from '@/domain/timesOfDay';
import { DEFAULT_ACTIVITY } from '@/machines/eventCreateMachine';
import { externalEventConvertMachine, externalEventDetailMachine, ignoreRuleCreateMachine } from '@/machines/externalEventMachine';
import { peopleListMachine, selectPeople } from '@/machines/peopleListMachine';
import { useActors } from '@/views/actors';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useSubmit } from '@/views/hooks/useSubmit';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { integrationName } from '@/views/integrations/integrationLabels';

const TITLE = 'External event';

export default function ExternalEventPage() {
  const externalEventId = useRouteParam('externalCalendarEventId');
  return <ExternalEventLoader key={externalEventId} externalEventId={externalEventId} />;
}

function ExternalEventLoader({ externalEventId }: { externalEventId: string }) {
  const { detail, errorMessage, reload } = useLoaded(externalEventDetailMachine, externalEventId);
  useDocumentTitle(detail?.event.summary || TITLE);
  if (!detail) return <DetailPending title={TITLE} closeTo="/calendar" errorMessage={errorMessage} onRetry={reload} />;
  return <ExternalEventDetails detail={detail} />;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** SPEC.md section 4: an event of the user's other calendar, to make a fun plan of or to ignore. */
function ExternalEventDetails({ detail: { event, integration } }: { detail: ExternalEventDetail }) {
  const today = useUserToday();
  return (
    <>
      <PageHeader title={event.summary || TITLE} closeTo="/calendar" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5 }}>
          <Typography component="dt" color="text.secondary">Date</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{dateLabel(event.startDate, today)}</Typography>
          <Typography component="dt" color="text.secondary">Time</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{event.allDay ? 'All day' : `${slotLabel(event.eventTimeSlot)}${timeOf(event)}`}</Typography>
          <Typography component="dt" color="text.secondary">Calendar</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{integrationName(integration)}</Typography>
          {event.description && (
            <>
              <Typography component="dt" color="text.secondary">Description</Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{event.description}</Typography>
            </>
          )}
        </Box>
        {event.ignoredByUser && <Typography color="text.secondary" sx={{ mt: 1.5 }}>You ignore this event: it shows greyed in your calendar.</Typography>}
      </Paper>
      {event.convertedEventId
        ? <Link component={RouterLink} to={`/calendar/${event.convertedEventId}`}>This event is a fun plan: view it</Link>
        : <ConvertForm event={event} />}
      {!event.ignoredByUser && <IgnoreForm event={event} />}
    </>
  );
}

/** ' at 18:30', in the browser's clock, for a timed event. */
const timeOf = (event: ExternalEvent) => (event.start.dateTime
  ? ` at ${new Date(event.start.dateTime).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`
  : '');

function ConvertForm({ event }: { event: ExternalEvent }) {
  const { fetchPeople } = useActors();
  const peopleList = useActorRef(peopleListMachine.provide({ actors: { fetchPeople } }), actorOptions());
  useEffect(() => peopleList.send({ type: 'people.load' }), [peopleList]);
  const people = useSelector(peopleList, selectPeople);
  const [personId, setPersonId] = useState('');
  const [activity, setActivity] = useState<Activity>(DEFAULT_ACTIVITY);
  const [title, setTitle] = useState(event.summary);
  const convert = useSubmit(externalEventConvertMachine);

  if (convert.output) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        Fun plan created.{' '}
        <Link component={RouterLink} to={`/calendar/${convert.output.eventId}`} color="inherit" sx={{ fontWeight: 700 }}>View event</Link>
      </Alert>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Convert to Fun Plan"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 1.5 }}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        convert.submit({
          personId,
          eventDate: event.startDate,
          eventTimeSlot: event.eventTimeSlot,
          eventActivity: activity,
          ...(title.trim() ? { eventTitle: title.trim() } : {}),
          externalCalendarEventId: event.id,
          externalCalendarEventIntegrationId: event.integrationId,
        });
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>Convert to Fun Plan</Typography>
      {convert.errorMessage && <Alert severity="error">{convert.errorMessage}</Alert>}
      <TextField
        select
        label="Person"
        value={personId}
        required
        onChange={(changeEvent) => setPersonId(changeEvent.target.value)}
        helperText={people.length === 0 ? <Link component={RouterLink} to="/network/add">Add people to plan with them</Link> : undefined}
      >
        {people.map((person) => <MenuItem key={person.personId} value={person.personId}>{person.personName}</MenuItem>)}
      </TextField>
      <TextField select label="Activity" value={activity} onChange={(changeEvent) => setActivity(changeEvent.target.value as Activity)}>
        {ACTIVITIES.map((option) => <MenuItem key={option} value={option}>{capitalised(option)}</MenuItem>)}
      </TextField>
      <TextField label="Title" value={title} onChange={(changeEvent) => setTitle(changeEvent.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Button type="submit" variant="contained" disabled={!personId || convert.submitting} loading={convert.submitting}>Convert to Fun Plan</Button>
    </Paper>
  );
}

function IgnoreForm({ event }: { event: ExternalEvent }) {
  const [scope, setScope] = useState<IgnoreScope>('all_matching');
  const [pattern, setPattern] = useState(event.summary);
  const ignore = useSubmit(ignoreRuleCreateMachine);

  if (ignore.submitted) {
    return (
      <Alert severity="success">
        Rule added: {ignore.sent?.whichEventsToIgnore === 'single_event' ? 'this event' : `events matching '${ignore.sent?.matchPattern}'`} {ignore.sent?.whichEventsToIgnore === 'single_event' ? ' now shows greyed.' : ' now show greyed.'}{' '}
        <Link component={RouterLink} to="/settings/ignorerules" color="inherit">Your ignore rules</Link>
      </Alert>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Ignore event"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        ignore.submit({
          matchPattern: pattern.trim(),
          whichEventsToIgnore: scope,
          createdFromExternalEventId: event.id,
          createdFromExternalIntegrationId: event.integrationId,
        });
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>Ignore event</Typography>
      {ignore.errorMessage && <Alert severity="error">{ignore.errorMessage}</Alert>}
      <FormControl>
        <FormLabel id="ignore-scope">Which events</FormLabel>
        <RadioGroup aria-labelledby="ignore-scope" value={scope} onChange={(changeEvent) => setScope(changeEvent.target.value as IgnoreScope)}>
          <FormControlLabel value="all_matching" control={<Radio />} label="All events matching the text" />
          <FormControlLabel value="single_event" control={<Radio />} label="Only this event" />
        </RadioGroup>
      </FormControl>
      <TextField
        label="Match text"
        value={pattern}
        required
        disabled={scope === 'single_event'}
        onChange={(changeEvent) => setPattern(changeEvent.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="outlined" disabled={!pattern.trim() || ignore.submitting} loading={ignore.submitting}>Ignore event</Button>
      </Stack>
    </Paper>
  );
}
