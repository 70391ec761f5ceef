import { Temporal } from 'temporal-polyfill';
import { DAYS_PER_WEEK, MONTH_CALENDAR_WEEKS, stepMonth, weekStartOf } from '@/domain/calendar';
import { createCalendarMachine } from '@/machines/calendarMachine';

/** /calendar (SPEC.md section 2): five weeks from the week of a month's first day. */
export const monthCalendarMachine = createCalendarMachine({
  id: 'monthCalendar',
  current: (today) => Temporal.PlainDate.from(today).toPlainYearMonth().toString(),
  step: stepMonth,
  firstDay: (yearMonth) => Temporal.PlainYearMonth.from(yearMonth).toPlainDate({ day: 1 }).toString(),
  window: (yearMonth) => ({
    startDate: weekStartOf(Temporal.PlainYearMonth.from(yearMonth).toPlainDate({ day: 1 })).toString(),
    days: MONTH_CALENDAR_WEEKS * DAYS_PER_WEEK,
  }),
});
