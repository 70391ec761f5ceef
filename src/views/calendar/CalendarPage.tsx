import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { Temporal } from 'temporal-polyfill';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { monthTitle, monthWeeks, weekdayHeader } from '@/domain/calendar';
import { YEAR_MONTH } from '@/domain/calendarWindows';
import { useCalendarInput } from '@/views/calendar/useCalendarInput';
import {
  selectBusySlots, selectCanReset, selectErrorMessage, selectEvents, selectExternalCalendarStatus, selectIsLoading, selectPeriod,
  selectSelectedDate,
} from '@/machines/calendarMachine';
import { monthCalendarMachine } from '@/machines/monthCalendarMachine';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { useIsDesktop } from '@/views/hooks/useIsDesktop';
import { MAIN_AND_SIDE_COLUMNS, MAIN_COLUMN } from '@/views/components/desktopLayout';
import { DayPanel } from '@/views/calendar/DayPanel';
import { MonthDayWithTitles } from '@/views/calendar/MonthDayWithTitles';
import { busySlotsOn, eventsByDay } from '@/views/calendar/calendarEvents';
import { ExternalCalendarBanner } from '@/views/calendar/ExternalCalendarBanner';
import { ChevronLeftIcon, ChevronRightIcon } from '@/views/icons';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * /calendar and /calendar/monthly/{yearMonth} (SPEC.md section 2): five weeks and a day panel. On a
 * desktop the weeks fill the wide column, their days showing the events' titles, the panel beside them.
 */
export default function CalendarPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Calendar`);
  const today = useUserToday();
  const { yearMonth } = useParams();
  const navigate = useNavigate();
  const { fetchEventsWindow } = useActors();
  const calendarInput = useCalendarInput(monthCalendarMachine, {
    today: today.toString(), period: yearMonth && YEAR_MONTH.test(yearMonth) ? yearMonth : undefined,
  });
  const calendar = useActorRef(
    monthCalendarMachine.provide({
      actors: { fetchEventsWindow },
      // The address follows the month shown, so a reload or a shared link opens it again.
      actions: { showPeriod: (_, { period }) => navigate(`/calendar/monthly/${period}`, { replace: true }) },
    }),
    { input: calendarInput, ...actorOptions() },
  );
  const month = useSelector(calendar, selectPeriod);
  const events = useSelector(calendar, selectEvents);
  const selectedDate = useSelector(calendar, selectSelectedDate);
  const errorMessage = useSelector(calendar, selectErrorMessage);
  const loading = useSelector(calendar, selectIsLoading);
  const canReset = useSelector(calendar, selectCanReset);
  const busySlots = useSelector(calendar, selectBusySlots);
  const externalCalendarStatus = useSelector(calendar, selectExternalCalendarStatus);
  const shownMonth = Temporal.PlainYearMonth.from(month);
  const desktop = useIsDesktop();
  const eventsOf = useMemo(() => eventsByDay(events), [events]);
  const selectDay = (date: string) => calendar.send({ type: 'day.select', date });

  return (
    <>
      <PageHeader title={monthTitle(month, i18n.locale)} errors={[errorMessage && i18n._(errorMessage)]} />
      <ExternalCalendarBanner status={externalCalendarStatus} />
      <Box sx={MAIN_AND_SIDE_COLUMNS}>
        <Box sx={MAIN_COLUMN}>
          <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
            <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => calendar.send({ type: 'period.previous' })}>
              <Trans>Prev</Trans>
            </Button>
            <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => calendar.send({ type: 'period.next' })}>
              <Trans>Next</Trans>
            </Button>
            {canReset && <Button onClick={() => calendar.send({ type: 'period.reset' })}><Trans>Reset</Trans></Button>}
          </Stack>
          <Box role="grid" aria-label={monthTitle(month, i18n.locale)} aria-busy={loading} sx={{ mb: 2 }}>
            <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
              {ISO_WEEKDAYS.map((weekday) => (
                <Typography key={weekday} role="columnheader" sx={{ fontSize: 11, textAlign: 'center', color: 'text.secondary' }}>
                  {weekdayHeader(weekday, i18n.locale)}
                </Typography>
              ))}
            </Box>
            {monthWeeks(month, today, i18n.locale).map((week) => (
              <Box key={week.startDate} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '2px', mb: '2px' }}>
                {week.days.map((day) => {
                  const dayEvents = eventsOf(day.dateIso);
                  const count = dayEvents.length;
                  const date = Temporal.PlainDate.from(day.dateIso);
                  const dayNumber = date.day;
                  const inMonth = date.month === shownMonth.month;
                  const selected = day.dateIso === selectedDate;
                  const { weekdayName, dayMonth } = day;
                  const label = count
                    ? t`${weekdayName} ${dayMonth}, ${plural(count, { one: '# event', other: '# events' })}`
                    : `${weekdayName} ${dayMonth}`;
                  if (desktop) {
                    return (
                      <MonthDayWithTitles
                        key={day.dateIso}
                        {...{ day, dayNumber, inMonth, selected, label }}
                        events={dayEvents}
                        onSelect={selectDay}
                      />
                    );
                  }
                  return (
                    <Box key={day.dateIso} role="gridcell" aria-selected={selected}>
                      <ButtonBase
                        onClick={() => selectDay(day.dateIso)}
                        aria-label={label}
                        sx={{
                          width: '100%', minHeight: 48, flexDirection: 'column', borderRadius: 1.5, border: 2,
                          borderColor: selected ? 'primary.main' : 'transparent',
                          bgcolor: day.isWeekend ? 'grey.100' : 'background.paper',
                          color: inMonth ? 'text.primary' : 'text.secondary',
                        }}
                      >
                        <Typography component="span" sx={{ fontSize: 14, fontWeight: day.isToday ? 800 : 500, color: day.isToday ? 'primary.main' : undefined }}>
                          {dayNumber}
                        </Typography>
                        <Typography component="span" aria-hidden sx={{ fontSize: 10, lineHeight: 1, color: 'primary.main' }}>
                          {'•'.repeat(Math.min(count, 3))}
                        </Typography>
                      </ButtonBase>
                    </Box>
                  );
                })}
              </Box>
            ))}
          </Box>
        </Box>
        <DayPanel
          key={selectedDate}
          date={selectedDate}
          today={today}
          events={eventsOf(selectedDate)}
          busySlots={busySlotsOn(busySlots, selectedDate)}
          onCreated={() => calendar.send({ type: 'events.reload' })}
        />
      </Box>
    </>
  );
}
