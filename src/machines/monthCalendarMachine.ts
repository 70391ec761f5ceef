import { Temporal } from 'temporal-polyfill';
import { stepMonth } from '@/domain/calendar';
import { monthWindow } from '@/domain/calendarWindows';
import { createCalendarMachine } from '@/machines/calendarMachine';

/** /calendar (SPEC.md section 2): five weeks from the week of a month's first day. */
export const monthCalendarMachine = createCalendarMachine({
  id: 'monthCalendar',
  current: (today) => Temporal.PlainDate.from(today).toPlainYearMonth().toString(),
  step: stepMonth,
  firstDay: (yearMonth) => Temporal.PlainYearMonth.from(yearMonth).toPlainDate({ day: 1 }).toString(),
  window: monthWindow,
});
