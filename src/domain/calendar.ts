import { Temporal } from 'temporal-polyfill';
import { MONTH_NAMES } from '@/domain/yearlyEvents';

/** SPEC.md section 4: how a week relates to the current one. */
export type WeekRelativeTime = 'PAST' | 'CURRENT' | 'NEXTWEEK' | 'FUTURE';

export interface CalendarDay {
  dateIso: string;
  isToday: boolean;
  /** 'd/m', e.g. '3/11'. */
  dayMonth: string;
  /** The short weekday in capitals, e.g. 'MON'. */
  weekdayName: string;
  isWeekend: boolean;
}

export interface CalendarWeek {
  /** The Monday the week starts on. */
  startDate: string;
  /** The month that begins in this week, else the month of its Monday. */
  monthName: string;
  /** Whether the first day of a month falls in this week. */
  isFirstWeekOfMonth: boolean;
  isCurrentWeek: boolean;
  weekRelativeTime: WeekRelativeTime;
  days: CalendarDay[];
}

/** SPEC.md section 9: a calendar covers at most 365 days. */
export const MAX_CALENDAR_DAYS = 365;
export const DAYS_PER_WEEK = 7;
/** SPEC.md section 9: the month calendar shows five weeks. */
export const MONTH_CALENDAR_WEEKS = 5;

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** 'd/m' without padding, as day blocks and 'Week of d/m' show dates. */
export const shortDayMonth = (date: Temporal.PlainDate) => `${date.day}/${date.month}`;

/** The Monday on or before `date`: weeks start on Monday. */
export const weekStartOf = (date: Temporal.PlainDate) => date.subtract({ days: date.dayOfWeek - 1 });

/** The calendar window of the week from `monday` (an ISO date), as Home's week planner asks for it. */
export const weekWindow = (monday: string) => ({ startDate: monday, days: DAYS_PER_WEEK });

function relativeTime(weekStart: Temporal.PlainDate, today: Temporal.PlainDate): WeekRelativeTime {
  const weeksAway = weekStartOf(today).until(weekStart).days / DAYS_PER_WEEK;
  if (weeksAway < 0) return 'PAST';
  if (weeksAway === 0) return 'CURRENT';
  return weeksAway === 1 ? 'NEXTWEEK' : 'FUTURE';
}

function calendarWeek(weekStart: Temporal.PlainDate, today: Temporal.PlainDate): CalendarWeek {
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, i) => weekStart.add({ days: i }));
  const firstOfMonth = days.find((day) => day.day === 1);
  const weekRelativeTime = relativeTime(weekStart, today);
  return {
    startDate: weekStart.toString(),
    monthName: MONTH_NAMES[(firstOfMonth ?? weekStart).month - 1]!,
    isFirstWeekOfMonth: firstOfMonth !== undefined,
    isCurrentWeek: weekRelativeTime === 'CURRENT',
    weekRelativeTime,
    days: days.map((day) => ({
      dateIso: day.toString(),
      isToday: day.equals(today),
      dayMonth: shortDayMonth(day),
      weekdayName: WEEKDAYS[day.dayOfWeek - 1]!,
      isWeekend: day.dayOfWeek >= 6,
    })),
  };
}

/**
 * The whole weeks (Monday to Sunday) that cover `dayCount` days from `from`, at most 365 days
 * (so at most 53 weeks, the last one cut by nothing: weeks are always whole).
 */
export function calendarWeeks(from: Temporal.PlainDate, dayCount: number, today: Temporal.PlainDate): CalendarWeek[] {
  const days = Math.min(Math.max(dayCount, 1), MAX_CALENDAR_DAYS);
  const first = weekStartOf(from);
  const last = weekStartOf(from.add({ days: days - 1 }));
  const count = first.until(last).days / DAYS_PER_WEEK + 1;
  return Array.from({ length: count }, (_, i) => calendarWeek(first.add({ days: i * DAYS_PER_WEEK }), today));
}

/** The week `offset` weeks from the current one (week planner). */
export const plannerWeek = (today: Temporal.PlainDate, offset: number) =>
  calendarWeek(weekStartOf(today).add({ days: offset * DAYS_PER_WEEK }), today);

/** SPEC.md section 4: offset 0 is 'This week', any other 'Week of d/m' (its Monday). */
export const weekTitle = (week: CalendarWeek, offset: number) =>
  offset === 0 ? 'This week' : `Week of ${shortDayMonth(Temporal.PlainDate.from(week.startDate))}`;

/** The five weeks the month calendar shows for `yearMonth` ('YYYY-MM'), from the week of its first day. */
export const monthWeeks = (yearMonth: string, today: Temporal.PlainDate) =>
  calendarWeeks(Temporal.PlainYearMonth.from(yearMonth).toPlainDate({ day: 1 }), MONTH_CALENDAR_WEEKS * DAYS_PER_WEEK, today)
    .slice(0, MONTH_CALENDAR_WEEKS);

/** SPEC.md section 4: Prev and Next land about 15 days before and 35 days after the month's first day. */
export function stepMonth(yearMonth: string, direction: 'previous' | 'next'): string {
  const first = Temporal.PlainYearMonth.from(yearMonth).toPlainDate({ day: 1 });
  const landing = direction === 'previous' ? first.subtract({ days: 15 }) : first.add({ days: 35 });
  return landing.toPlainYearMonth().toString();
}

export const monthTitle = (yearMonth: string) => {
  const month = Temporal.PlainYearMonth.from(yearMonth);
  return `${MONTH_NAMES[month.month - 1]} ${month.year}`;
};
