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
import { Trans, useLingui } from '@lingui/react/macro';
import { PROPOSABLE_DAYS, TIME_SLOTS, type TimeSlot } from '@/domain/constants';
import { dateLabel, weekdayName } from '@/domain/dateLabels';
import { MAX_PLAN_SLOTS, type PlanSlot } from '@/domain/planSlots';
import {
  isBusySlot, proposePlanMachine, selectBusyErrorMessage, selectBusySlots, selectCanSubmit, selectErrorMessage, selectIsCreating,
  selectSlots, selectTitle,
} from '@/machines/proposePlanMachine';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useText } from '@/views/hooks/useText';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { dayButtonName } from '@/views/plans/dayButtonName';
import { slotLabel } from '@/domain/timesOfDay';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const maxSlots = MAX_PLAN_SLOTS;

export default function ProposePlanPage() {
  const personId = useRouteParam('personId');
  return <ProposePlanForm key={personId} personId={personId} />;
}

function ProposePlanForm({ personId }: { personId: string }) {
  const { t, i18n } = useLingui();
  const text = useText();
  useDocumentTitle(t`Propose plan`);
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
      <PageHeader title={t`Propose plan`} closeTo={`/network/${personId}`} errors={[errorMessage && text(errorMessage)]} />
      {busyErrorMessage && <Alert severity="warning" sx={{ mb: 2 }}>{text(busyErrorMessage)}</Alert>}
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <TextField
          label={t`Title`}
          required
          autoComplete="off"
          value={title}
          disabled={creating}
          onChange={(event) => form.send({ type: 'title.change', value: event.target.value })}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            <Trans>Tap the days that could work (up to {maxSlots})</Trans>
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
            {ISO_WEEKDAYS.map((weekday) => (
              <Typography key={weekday} aria-hidden variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                {weekdayName(weekday, i18n.locale, 'short')}
              </Typography>
            ))}
            {days.map((day) => (
              <DayButton
                key={day.toString()}
                day={day}
                name={dayButtonName(day, today, i18n)}
                selected={chosen.has(day.toString())}
                disabled={creating || Temporal.PlainDate.compare(day, today) < 0}
                onToggle={() => form.send({ type: 'day.toggle', date: day.toString() })}
              />
            ))}
          </Box>
        </Box>
        {slots.length > 0 && (
          <Stack spacing={1.5} component="section" aria-label={t`Proposed time slots`}>
            {slots.map((slot) => (
              <SlotField
                key={slot.date}
                slot={slot}
                today={today}
                disabled={creating}
                isBusy={isBusy}
                onChange={(timeSlot) => form.send({ type: 'slot.change', date: slot.date, timeSlot })}
              />
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
          <Trans>Propose plan</Trans>
        </Button>
      </Stack>
    </>
  );
}

interface SlotFieldProps {
  slot: PlanSlot;
  today: Temporal.PlainDate;
  disabled: boolean;
  isBusy(date: string, timeSlot: TimeSlot): boolean;
  onChange(timeSlot: TimeSlot): void;
}

/** The slot of one tapped day; a slot the linked calendar keeps busy cannot be proposed. */
function SlotField({ slot, today, disabled, isBusy, onChange }: SlotFieldProps) {
  const { t, i18n } = useLingui();
  const date = dateLabel(slot.date, today, i18n.locale);
  const chosen = slotLabel(slot.timeSlot, i18n);
  return (
    <TextField
      select
      label={t`Time slot on ${date}`}
      slotProps={{ select: { native: true } }}
      value={slot.timeSlot}
      disabled={disabled}
      error={isBusy(slot.date, slot.timeSlot)}
      helperText={isBusy(slot.date, slot.timeSlot) ? t`${chosen} is busy in your calendar: choose a free slot` : undefined}
      onChange={(event) => onChange(event.target.value as TimeSlot)}
    >
      {TIME_SLOTS.map((timeSlot) => {
        const slotName = slotLabel(timeSlot, i18n);
        return (
          <option key={timeSlot} value={timeSlot} disabled={isBusy(slot.date, timeSlot)}>
            {isBusy(slot.date, timeSlot) ? t`${slotName}, busy in your calendar` : slotName}
          </option>
        );
      })}
    </TextField>
  );
}

interface DayButtonProps {
  day: Temporal.PlainDate;
  name: string;
  selected: boolean;
  disabled: boolean;
  onToggle(): void;
}

function DayButton({ day, name, selected, disabled, onToggle }: DayButtonProps) {
  return (
    <Button
      variant={selected ? 'contained' : 'outlined'}
      aria-pressed={selected}
      aria-label={name}
      disabled={disabled}
      onClick={onToggle}
      sx={{ minWidth: 0, px: 0, py: 1 }}
    >
      {day.day}
    </Button>
  );
}
