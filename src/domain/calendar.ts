import { type I18n, i18n as currentI18n } from '@lingui/core';
import { Temporal } from 'temporal-polyfill';
import { formatDay, monthName, weekdayName } from '@/domain/dateLabels';
import { DAYS_PER_WEEK, MONTH_CALENDAR_WEEKS, weekWindow } from '@/domain/calendarWindows';
import { SOURCE_LOCALE } from '@/domain/locales';

/** SPEC.md section 4: how a week relates to the current one. */
export type WeekRelativeTime = 'PAST' | 'CURRENT' | 'NEXTWEEK' | 'FUTURE';

export interface CalendarDay {
  dateIso: string;
  isToday: boolean;
  /** 'd/m', e.g. '3/11'. */
  dayMonth: string;
  /** The short weekday in capitals, e.g. 'MON', 'MO.'. */
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
export { DAYS_PER_WEEK, MONTH_CALENDAR_WEEKS, weekWindow };

/** A short weekday in capitals: 'MON' (ISO weekday 1), 'MO.', 'LUN.'. */
export const weekdayHeader = (isoWeekday: number, locale: string = SOURCE_LOCALE) =>
  weekdayName(isoWeekday, locale, 'short').toLocaleUpperCase(locale);

/** 'd/m' without padding, as day blocks and 'Week of d/m' show dates; another language's own ('9.3.'). */
export const shortDayMonth = (date: Temporal.PlainDate, locale: string = SOURCE_LOCALE) => (locale === SOURCE_LOCALE
  ? `${date.day}/${date.month}`
  : formatDay(locale, { day: 'numeric', month: 'numeric' }, date.year, date.month, date.day));

/** The Monday on or before `date`: weeks start on Monday. */
export const weekStartOf = (date: Temporal.PlainDate) => date.subtract({ days: date.dayOfWeek - 1 });

function relativeTime(weekStart: Temporal.PlainDate, today: Temporal.PlainDate): WeekRelativeTime {
  const weeksAway = weekStartOf(today).until(weekStart).days / DAYS_PER_WEEK;
  if (weeksAway < 0) return 'PAST';
  if (weeksAway === 0) return 'CURRENT';
  return weeksAway === 1 ? 'NEXTWEEK' : 'FUTURE';
}

function calendarWeek(weekStart: Temporal.PlainDate, today: Temporal.PlainDate, locale: string): CalendarWeek {
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, i) => weekStart.add({ days: i }));
  const firstOfMonth = days.find((day) => day.day === 1);
  const weekRelativeTime = relativeTime(weekStart, today);
  return {
    startDate: weekStart.toString(),
    monthName: monthName((firstOfMonth ?? weekStart).month, locale),
    isFirstWeekOfMonth: firstOfMonth !== undefined,
    isCurrentWeek: weekRelativeTime === 'CURRENT',
    weekRelativeTime,
    days: days.map((day) => ({
      dateIso: day.toString(),
      isToday: day.equals(today),
      dayMonth: shortDayMonth(day, locale),
      weekdayName: weekdayHeader(day.dayOfWeek, locale),
      isWeekend: day.dayOfWeek >= 6,
    })),
  };
}

/**
 * The whole weeks (Monday to Sunday) that cover `dayCount` days from `from`, at most 365 days
 * (so at most 53 weeks, the last one cut by nothing: weeks are always whole).
 */
export function calendarWeeks(from: Temporal.PlainDate, dayCount: number, today: Temporal.PlainDate, locale: string = SOURCE_LOCALE): CalendarWeek[] {
  const days = Math.min(Math.max(dayCount, 1), MAX_CALENDAR_DAYS);
  const first = weekStartOf(from);
  const last = weekStartOf(from.add({ days: days - 1 }));
  const count = first.until(last).days / DAYS_PER_WEEK + 1;
  return Array.from({ length: count }, (_, i) => calendarWeek(first.add({ days: i * DAYS_PER_WEEK }), today, locale));
}

/** The week `offset` weeks from the current one (week planner). */
export const plannerWeek = (today: Temporal.PlainDate, offset: number, locale: string = SOURCE_LOCALE) =>
  calendarWeek(weekStartOf(today).add({ days: offset * DAYS_PER_WEEK }), today, locale);

const THIS_WEEK = /*i18n*/ { id: 'week.this', message: 'This week' };
const WEEK_OF = /*i18n*/ { id: 'week.of', message: 'Week of {date}' };

/** SPEC.md section 4: offset 0 is 'This week', any other 'Week of d/m' (its Monday). */
export const weekTitle = (week: CalendarWeek, offset: number, translator: I18n = currentI18n) =>
  offset === 0 ? translator._(THIS_WEEK) : translator._({ ...WEEK_OF, values: { date: shortDayMonth(Temporal.PlainDate.from(week.startDate), translator.locale) } });

/** The five weeks the month calendar shows for `yearMonth` ('YYYY-MM'), from the week of its first day. */
export const monthWeeks = (yearMonth: string, today: Temporal.PlainDate, locale: string = SOURCE_LOCALE) =>
  calendarWeeks(Temporal.PlainYearMonth.from(yearMonth).toPlainDate({ day: 1 }), MONTH_CALENDAR_WEEKS * DAYS_PER_WEEK, today, locale)
    .slice(0, MONTH_CALENDAR_WEEKS);

/** SPEC.md section 4: Prev and Next land about 15 days before and 35 days after the month's first day. */
export function stepMonth(yearMonth: string, direction: 'previous' | 'next'): string {
  const first = Temporal.PlainYearMonth.from(yearMonth).toPlainDate({ day: 1 });
  const landing = direction === 'previous' ? first.subtract({ days: 15 }) : first.add({ days: 35 });
  return landing.toPlainYearMonth().toString();
}

/** 'December 2026', 'Dezember 2026'; short: 'Dec 2026', 'Dez. 2026'. */
export const monthTitle = (yearMonth: string, locale: string = SOURCE_LOCALE, width: 'long' | 'short' = 'long') => {
  const month = Temporal.PlainYearMonth.from(yearMonth);
  if (locale === SOURCE_LOCALE) return `${monthName(month.month, locale, width)} ${month.year}`;
  return formatDay(locale, { month: width, year: 'numeric' }, month.year, month.month, 1);
};
