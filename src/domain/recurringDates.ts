import { Temporal } from 'temporal-polyfill';

/**
 * The days of each month in a leap year, so that 29 February counts as a day that exists. A table
 * rather than Temporal: the contract checks this in the browser, where Temporal loads only with the
 * pages that show dates.
 */
const DAYS_IN_LEAP_YEAR_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `day` exists in `month` in some year (29 February does). */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= DAYS_IN_LEAP_YEAR_MONTH[month - 1]!;
}

/** The yearly event's date in `year`; 29 February falls back to 28 February outside leap years. */
export function recurringDateIn(year: number, month: number, day: number): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year, month, day }, { overflow: 'constrain' });
}

/**
 * The dates of a yearly event from `start` to `end` (both included), in order, over as many
 * years as the range spans.
 */
export function occurrencesBetween(month: number, day: number, start: Temporal.PlainDate, end: Temporal.PlainDate): Temporal.PlainDate[] {
  const dates: Temporal.PlainDate[] = [];
  for (let year = start.year; year <= end.year; year++) {
    const date = recurringDateIn(year, month, day);
    if (Temporal.PlainDate.compare(date, start) >= 0 && Temporal.PlainDate.compare(date, end) <= 0) dates.push(date);
  }
  return dates;
}
