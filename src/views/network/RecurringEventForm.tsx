import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RecurringEventType } from '@/domain/constants';
import { maxDayOf, monthNames } from '@/domain/yearlyEvents';
import {
  type RecurringEventFormInput, recurringEventFormMachine, selectCanSubmit, selectDraft, selectErrorMessage, selectIsAdding,
  selectIsSaving,
} from '@/machines/recurringEventFormMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

interface RecurringEventFormProps {
  input: RecurringEventFormInput;
  /** After an event was added (the form is then fresh again). */
  onCreated?(): void;
}

/** The yearly-event form: type, description, month and day; adds for a person or saves an edit. */
export function RecurringEventForm({ input, onCreated }: RecurringEventFormProps) {
  const { t, i18n } = useLingui();
  const { createRecurringEvent, updateRecurringEvent } = useActors();
  const navigate = useNavigate();
  const form = useActorRef(
    recurringEventFormMachine.provide({
      actors: { createRecurringEvent, updateRecurringEvent },
      actions: {
        reportCreated: () => onCreated?.(),
        goToRecurringEvent: (_, { recurringEventId }) => navigate(`/recurringevents/${recurringEventId}`),
      },
    }),
    { input, ...actorOptions() },
  );
  const draft = useSelector(form, selectDraft);
  const adding = useSelector(form, selectIsAdding);
  const errorMessage = useSelector(form, selectErrorMessage);
  const saving = useSelector(form, selectIsSaving);
  const canSubmit = useSelector(form, selectCanSubmit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  const typeLabelId = useId();
  const days = Array.from({ length: maxDayOf(draft.recurringEventMonth) }, (_, index) => index + 1);

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={adding ? t`Add a yearly event` : t`Edit yearly event`}>
      {errorMessage && <Alert severity="error">{i18n._(errorMessage)}</Alert>}
      <FormControl disabled={saving}>
        <FormLabel id={typeLabelId}><Trans>Type</Trans></FormLabel>
        <RadioGroup
          row
          aria-labelledby={typeLabelId}
          value={draft.recurringEventType}
          onChange={(event) => form.send({ type: 'type.change', recurringEventType: event.target.value as RecurringEventType })}
        >
          <FormControlLabel value="birthday" control={<Radio />} label={t`Birthday`} />
          <FormControlLabel value="other" control={<Radio />} label={t`Other`} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={t`Description`}
        required
        fullWidth
        disabled={saving}
        value={draft.recurringEventName}
        onChange={(event) => form.send({ type: 'name.change', value: event.target.value })}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label={t`Month`}
          slotProps={{ select: { native: true } }}
          disabled={saving}
          sx={{ flex: 2 }}
          value={draft.recurringEventMonth}
          onChange={(event) => form.send({ type: 'month.change', month: Number(event.target.value) })}
        >
          {monthNames(i18n.locale).map((name, index) => <option key={name} value={index + 1}>{name}</option>)}
        </TextField>
        <TextField
          select
          label={t`Day`}
          slotProps={{ select: { native: true } }}
          disabled={saving}
          sx={{ flex: 1 }}
          value={draft.recurringEventDay}
          onChange={(event) => form.send({ type: 'day.change', day: Number(event.target.value) })}
        >
          {days.map((day) => <option key={day} value={day}>{day}</option>)}
        </TextField>
      </Stack>
      <Button type="submit" variant="contained" disabled={!canSubmit} loading={saving}>
        {adding ? <Trans>Add</Trans> : <Trans>Save</Trans>}
      </Button>
    </Stack>
  );
}
