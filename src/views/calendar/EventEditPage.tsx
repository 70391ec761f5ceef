import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITIES, type Activity, LIMITS } from '@/domain/constants';
import type { Event } from '@/domain/contract/events';
import { eventTitle } from '@/domain/eventTitle';
import {
  EVENT_UPDATED, eventFormMachine, selectCanSubmit, selectDraft, selectErrorMessage, selectIsSaving,
} from '@/machines/eventFormMachine';
import { eventDetailMachine } from '@/machines/eventDetailMachine';
import { useActors } from '@/views/actors';
import { DetailPending } from '@/views/components/DetailPending';
import { flashState } from '@/views/components/flash';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { actorOptions } from '@/views/inspection';
import { ACTIVITY_NAMES } from '@/views/calendar/eventLabels';

export default function EventEditPage() {
  const eventId = useRouteParam('eventId');
  return <EventEditLoader key={eventId} eventId={eventId} />;
}

function EventEditLoader({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(eventDetailMachine, eventId);
  useDocumentTitle(t`Edit event`);
  if (!detail) return <DetailPending title={t`Edit event`} closeTo={`/calendar/${eventId}`} errorMessage={errorMessage} onRetry={reload} />;
  return <EventForm event={detail} />;
}

/** SPEC.md section 2: the event's activity, title and notes. */
function EventForm({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { updateEvent } = useActors();
  const form = useActorRef(
    eventFormMachine.provide({
      actors: { updateEvent },
      actions: {
        goToEvent: (_, { eventId }) =>
          navigate(`/calendar/${eventId}`, { replace: true, ...flashState({ severity: 'success', message: EVENT_UPDATED }) }),
      },
    }),
    { input: { event }, ...actorOptions() },
  );
  const draft = useSelector(form, selectDraft);
  const errorMessage = useSelector(form, selectErrorMessage);
  const saving = useSelector(form, selectIsSaving);
  const canSubmit = useSelector(form, selectCanSubmit);

  return (
    <>
      <PageHeader title={t`Edit event`} closeTo={`/calendar/${event.eventId}`} errors={[errorMessage && i18n._(errorMessage)]} />
      <Box
        component="form"
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          form.send({ type: 'form.submit' });
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormControl>
          <FormLabel id="event-activity"><Trans>Event type</Trans></FormLabel>
          <RadioGroup
            aria-labelledby="event-activity"
            row
            value={draft.eventActivity}
            onChange={(changeEvent) => form.send({ type: 'activity.change', activity: changeEvent.target.value as Activity })}
          >
            {ACTIVITIES.map((activity) => (
              <FormControlLabel key={activity} value={activity} control={<Radio />} label={i18n._(ACTIVITY_NAMES[activity])} sx={{ width: '45%', mr: 0 }} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t`Title`}
          value={draft.eventTitle}
          placeholder={eventTitle({ ...event, eventTitle: null, eventActivity: draft.eventActivity || null })}
          onChange={(changeEvent) => form.send({ type: 'field.change', field: 'eventTitle', value: changeEvent.target.value })}
          slotProps={{ htmlInput: { maxLength: LIMITS.title } }}
        />
        <TextField
          label={t`Notes`}
          value={draft.eventNotes}
          multiline
          minRows={3}
          onChange={(changeEvent) => form.send({ type: 'field.change', field: 'eventNotes', value: changeEvent.target.value })}
          slotProps={{ htmlInput: { maxLength: LIMITS.notes } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={saving}><Trans>Save</Trans></Button>
      </Box>
    </>
  );
}
