import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { Temporal } from 'temporal-polyfill';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react';
import { PROPOSABLE_DAYS, TIME_SLOTS, type TimeSlot } from '@/domain/constants';
import { WEEKDAY_NAMES, dateLabel } from '@/domain/dateLabels';
import { MAX_PLAN_SLOTS } from '@/domain/planSlots';
import {
  isBusySlot, proposePlanMachine, selectBusyErrorMessage, selectBusySlots, selectCanSubmit, selectErrorMessage, selectIsCreating,
  selectSlots, selectTitle,
} from '@/machines/proposePlanMachine';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { SLOT_NAMES } from '@/views/plans/slotLabels';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export default function ProposePlanPage() {
  const personId = useRouteParam('personId');
  return <ProposePlanForm key={personId} personId={personId} />;
}

function ProposePlanForm({ personId }: { personId: string }) {
  const { i18n } = useLingui();
  useDocumentTitle('Propose plan');
  const { createPlan, fetchBusySlots } = useActors();
  const navigate = useNavigate();
  const today = useUserToday();
  // The five weeks offered start on this week's Monday.
  const start = today.subtract({ days: today.dayOfWeek - 1 });
  const form = useActorRef(
    proposePlanMachine.provide({
      actors: { createPlan, fetchBusySlots },
      actions: { goToPlan: (_, { proposedPlanId }) => navigate(`/proposedplans/${proposedPlanId}`) },
    }),
    { input: { personId, firstDay: start.toString() }, ...actorOptions() },
  );
  const title = useSelector(form, selectTitle);
  const slots = useSelector(form, selectSlots);
  const errorMessage = useSelector(form, selectErrorMessage);
  const creating = useSelector(form, selectIsCreating);
  const canSubmit = useSelector(form, selectCanSubmit);
  const busySlots = useSelector(form, selectBusySlots);
  const busyErrorMessage = useSelector(form, selectBusyErrorMessage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  const chosen = new Set(slots.map((slot) => slot.date));
  const isBusy = (date: string, timeSlot: TimeSlot) => isBusySlot(busySlots, { date, timeSlot });
  const days = Array.from({ length: PROPOSABLE_DAYS }, (_, i) => start.add({ days: i }));

  return (
    <>
      <PageHeader title="Propose plan" closeTo={`/network/${personId}`} errors={[errorMessage]} />
      {busyErrorMessage && <Alert severity="warning" sx={{ mb: 2 }}>{busyErrorMessage}</Alert>}
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <TextField
          label="Title"
          required
          autoComplete="off"
          value={title}
          disabled={creating}
          onChange={(event) => form.send({ type: 'title.change', value: event.target.value })}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Tap the days that could work (up to {MAX_PLAN_SLOTS})
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
            {WEEKDAYS.map((weekday) => (
              <Typography key={weekday} aria-hidden variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>{weekday}</Typography>
            ))}
            {days.map((day) => (
              <DayButton
                key={day.toString()}
                day={day}
                today={today}
                selected={chosen.has(day.toString())}
                disabled={creating || Temporal.PlainDate.compare(day, today) < 0}
                onToggle={() => form.send({ type: 'day.toggle', date: day.toString() })}
              />
            ))}
          </Box>
        </Box>
        {slots.length > 0 && (
          <Stack spacing={1.5} component="section" aria-label="Proposed time slots">
            {slots.map((slot) => (
              <TextField
                key={slot.date}
                select
                label={`Time slot on ${dateLabel(slot.date, today)}`}
                slotProps={{ select: { native: true } }}
                value={slot.timeSlot}
                disabled={creating}
                error={isBusy(slot.date, slot.timeSlot)}
                helperText={isBusy(slot.date, slot.timeSlot) ? `${i18n._(SLOT_NAMES[slot.timeSlot])} is busy in your calendar: choose a free slot` : undefined}
                onChange={(event) => form.send({ type: 'slot.change', date: slot.date, timeSlot: event.target.value as TimeSlot })}
              >
                {TIME_SLOTS.map((timeSlot) => (
                  // A slot the linked calendar keeps busy cannot be proposed.
                  <option key={timeSlot} value={timeSlot} disabled={isBusy(slot.date, timeSlot)}>
                    {isBusy(slot.date, timeSlot) ? `${i18n._(SLOT_NAMES[timeSlot])}, busy in your calendar` : i18n._(SLOT_NAMES[timeSlot])}
                  </option>
                ))}
              </TextField>
            ))}
          </Stack>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSubmit}
          loading={creating}
        >
          Propose plan
        </Button>
      </Stack>
    </>
  );
}

/** '24, Tuesday Nov 24th': the visible day number first, as assistive speech needs. */
export const dayButtonName = (day: Temporal.PlainDate, today: Temporal.PlainDate) =>
  `${day.day}, ${WEEKDAY_NAMES[day.dayOfWeek - 1]} ${dateLabel(day.toString(), today)}`;

interface DayButtonProps {
  day: Temporal.PlainDate;
  today: Temporal.PlainDate;
  selected: boolean;
  disabled: boolean;
  onToggle(): void;
}

function DayButton({ day, today, selected, disabled, onToggle }: DayButtonProps) {
  return (
    <Button
      variant={selected ? 'contained' : 'outlined'}
      aria-pressed={selected}
      aria-label={dayButtonName(day, today)}
      disabled={disabled}
      onClick={onToggle}
      sx={{ minWidth: 0, px: 0, py: 1 }}
    >
      {day.day}
    </Button>
  );
}
