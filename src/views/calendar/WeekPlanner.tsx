import { type ReactNode, useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
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
import { plannerWeek, weekTitle } from '@/domain/calendar';
import {
  selectCanReset, selectErrorMessage, selectEvents, selectIsLoading, selectPeriod, selectSelectedDate,
} from '@/machines/calendarMachine';
import { type weekPlannerMachine, weekOffset } from '@/machines/weekPlannerMachine';
import { DayBlock } from '@/views/calendar/DayBlock';
import { eventsByDay } from '@/views/calendar/calendarEvents';
import { ChevronLeftIcon, ChevronRightIcon } from '@/views/icons';

interface WeekPlannerProps {
  planner: ActorRefFrom<typeof weekPlannerMachine>;
  /** The weather row, shown under the header when the user has a location. */
  weather?: (dates: string[]) => ReactNode;
}

/** The weekly card of SPEC.md section 2. */
export function WeekPlanner({ planner, weather }: WeekPlannerProps) {
  const { t, i18n } = useLingui();
  const monday = useSelector(planner, selectPeriod);
  const today = useSelector(planner, (snapshot) => snapshot.context.today);
  const events = useSelector(planner, selectEvents);
  const selectedDate = useSelector(planner, selectSelectedDate);
  const errorMessage = useSelector(planner, selectErrorMessage);
  const loading = useSelector(planner, selectIsLoading);
  const canReset = useSelector(planner, selectCanReset);
  const offset = weekOffset(today, monday);
  // Stable days, per-day events and handler let the memoized DayBlocks skip what did not change.
  const week = useMemo(() => plannerWeek(Temporal.PlainDate.from(today), offset, i18n.locale), [today, offset, i18n.locale]);
  const eventsOf = useMemo(() => eventsByDay(events), [events]);
  const selectDay = useCallback((date: string) => planner.send({ type: 'day.select', date }), [planner]);

  return (
    <Paper component="section" aria-labelledby="weekly-title" variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="weekly-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}><Trans>Weekly</Trans></Typography>
        <Link component={RouterLink} to="/calendar/"><Trans>Monthly</Trans></Link>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t`Previous week`} onClick={() => planner.send({ type: 'period.previous' })}>
          <ChevronLeftIcon />
        </IconButton>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography component="p" sx={{ fontWeight: 600 }} aria-live="polite">{weekTitle(week, offset, i18n)}</Typography>
          {canReset && <Button size="small" onClick={() => planner.send({ type: 'period.reset' })}><Trans>Back to this week</Trans></Button>}
        </Stack>
        <IconButton aria-label={t`Next week`} onClick={() => planner.send({ type: 'period.next' })}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {errorMessage && <Alert severity="error" sx={{ mb: 1 }}>{i18n._(errorMessage)}</Alert>}
      {weather?.(week.days.map((day) => day.dateIso))}
      <Box
        role="group"
        aria-label={weekTitle(week, offset, i18n)}
        aria-busy={loading}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '2px' }}
      >
        {week.days.map((day) => (
          <DayBlock
            key={day.dateIso}
            day={day}
            events={eventsOf(day.dateIso)}
            selected={day.dateIso === selectedDate}
            onSelect={selectDay}
          />
        ))}
      </Box>
    </Paper>
  );
}
