import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { Temporal } from 'temporal-polyfill';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { TIME_SLOTS, type TimeSlot } from '@/domain/constants';
import type { Event } from '@/domain/contract/events';
import { dateLabel } from '@/domain/dateLabels';
import { eventLink } from '@/domain/eventLinks';
import { eventTitle } from '@/domain/eventTitle';
import { slotLabel } from '@/domain/timesOfDay';
import {
  eventCreateMachine, selectCanChooseSlot, selectCanSubmit, selectCreated, selectDraft, selectErrorMessage, selectIsSaving,
} from '@/machines/eventCreateMachine';
import { useActors } from '@/views/actors';
import { CloseIcon } from '@/views/icons';
import { actorOptions } from '@/views/inspection';
import { eventsInSlot, isAllDay, shownTitle } from '@/views/calendar/calendarEvents';
import { PLAN_IN_SLOT } from '@/views/calendar/slotPhrases';

export interface IndicatedPerson {
  personId: string;
  personName: string;
}

interface DayPanelProps {
  date: string;
  today: Temporal.PlainDate;
  /** The selected day's events. */
  events: readonly Event[];
  /** Set while a person page indicates a plan: a tapped free slot becomes a proposed plan with them. */
  indicated?: IndicatedPerson | null;
  /** After a new event, so the calendar around the panel loads again. */
  onCreated(): void;
  /** The slots of this day the linked calendar keeps busy: they cannot be planned. */
  busySlots?: readonly TimeSlot[];
}

/** Loaded when the user first plans something, with the menus of its selects. */
const NewEventForm = lazy(() => import('@/views/calendar/NewEventForm'));

/** The selected day's four slots (SPEC.md section 2); a free slot plans something new. */
export function DayPanel({ date, today, events, indicated = null, onCreated, busySlots = [] }: DayPanelProps) {
  const { t, i18n } = useLingui();
  const { createEvent } = useActors();
  const creator = useActorRef(
    eventCreateMachine.provide({ actors: { createEvent }, actions: { reportCreated: onCreated } }),
    { input: { date, indicatedPersonId: indicated?.personId ?? null }, ...actorOptions() },
  );
  const draft = useSelector(creator, selectDraft);
  const created = useSelector(creator, selectCreated);
  const errorMessage = useSelector(creator, selectErrorMessage);
  const saving = useSelector(creator, selectIsSaving);
  const canChoose = useSelector(creator, selectCanChooseSlot);
  const canSubmit = useSelector(creator, selectCanSubmit);
  const label = dateLabel(date, today, i18n.locale);
  const allDay = events.filter(isAllDay);
  const personName = indicated?.personName;

  return (
    <Paper component="section" aria-label={t`Plans for ${label}`} variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>{label}</Typography>
      {created && (
        <Alert
          severity="success"
          sx={{ mb: 1 }}
          action={(
            <IconButton aria-label={t`Close`} size="small" color="inherit" onClick={() => creator.send({ type: 'banner.close' })}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        >
          <CreatedMessage created={created} today={today} />
        </Alert>
      )}
      {errorMessage && <Alert severity="error" sx={{ mb: 1 }}>{i18n._(errorMessage)}</Alert>}
      {indicated && <Alert severity="info" sx={{ mb: 1 }}><Trans>Tap a free slot to suggest it to {personName}.</Trans></Alert>}
      {allDay.map((event) => <AllDayEvent key={event.eventId} event={event} />)}
      <Stack spacing={1}>
        {TIME_SLOTS.map((slot) => (
          <SlotRow
            key={slot}
            slot={slot}
            events={eventsInSlot(events, slot)}
            busy={busySlots.includes(slot)}
            disabled={!canChoose || saving}
            onChoose={() => creator.send({ type: 'slot.choose', slot })}
          />
        ))}
      </Stack>
      {draft && !indicated && (
        <Suspense fallback={null}>
          <NewEventForm
            draft={draft}
            saving={saving}
            canSubmit={canSubmit}
            send={creator.send}
          />
        </Suspense>
      )}
    </Paper>
  );
}

function AllDayEvent({ event }: { event: Event }) {
  const title = eventTitle(event);
  return (
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      <Trans>All day: <Link component={RouterLink} to={eventLink(event)}>{title}</Link></Trans>
    </Typography>
  );
}

/** 'Event created for Dec 22nd, Evening.' and the link to the new event. */
function CreatedMessage({ created, today }: { created: { eventId: string; date: string; slot: TimeSlot }; today: Temporal.PlainDate }) {
  const { i18n } = useLingui();
  const createdDate = dateLabel(created.date, today, i18n.locale);
  const createdSlot = slotLabel(created.slot);
  return (
    <Trans>
      Event created for {createdDate}, {createdSlot}.{' '}
      <Link component={RouterLink} to={`/calendar/${created.eventId}`} color="inherit" sx={{ fontWeight: 700 }}>View event</Link>
    </Trans>
  );
}

interface SlotRowProps {
  slot: TimeSlot;
  events: readonly Event[];
  /** Taken by an event of the linked calendar. */
  busy: boolean;
  disabled: boolean;
  onChoose(): void;
}

function SlotRow({ slot, events, busy, disabled, onChoose }: SlotRowProps) {
  const { t, i18n } = useLingui();
  const slotName = slotLabel(slot);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
      <Typography variant="body2" sx={{ width: 80, flexShrink: 0, color: 'text.secondary' }}>{slotName}</Typography>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        {events.map((event) => (
          <Link key={event.eventId} component={RouterLink} to={eventLink(event)} sx={{ opacity: event.ignoredByUser ? 0.6 : 1 }}>
            {shownTitle(event, i18n)}
          </Link>
        ))}
      </Stack>
      {busy
        ? <Button size="small" variant="outlined" disabled aria-label={t`${slotName}, busy in your calendar`}><Trans>Busy</Trans></Button>
        : (
          <Button size="small" variant="outlined" disabled={disabled} onClick={onChoose} aria-label={i18n._(PLAN_IN_SLOT[slot])}>
            <Trans context="verb">Plan</Trans>
          </Button>
        )}
    </Box>
  );
}
