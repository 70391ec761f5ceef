import { Temporal } from 'temporal-polyfill';
import { DAYS_PER_WEEK, weekStartOf, weekWindow } from '@/domain/calendar';
import { createCalendarMachine } from '@/machines/calendarMachine';

/** Home's weekly card (SPEC.md section 2): a week at a time, stepping 7 days, from this week. */
export const weekPlannerMachine = createCalendarMachine({
  id: 'weekPlanner',
  current: (today) => weekStartOf(Temporal.PlainDate.from(today)).toString(),
  step: (monday, direction) => Temporal.PlainDate.from(monday).add({ days: direction === 'next' ? DAYS_PER_WEEK : -DAYS_PER_WEEK }).toString(),
  firstDay: (monday) => monday,
  window: weekWindow,
});

/** How many weeks the shown one is from this week (0: 'This week'). */
export const weekOffset = (today: string, monday: string) =>
  weekStartOf(Temporal.PlainDate.from(today)).until(Temporal.PlainDate.from(monday)).days / DAYS_PER_WEEK;
