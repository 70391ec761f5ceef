/**
 * The days of each month in a leap year, so that 29 February counts as a day that exists. A table
 * rather than Temporal: the contract checks this in the browser, where Temporal loads only with the
 * pages that show dates; and the server works out every yearly event's dates for Home and the
 * calendar, where Temporal cost more per date than the rest of the request.
 */
const DAYS_IN_LEAP_YEAR_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `day` exists in `month` in some year (29 February does). */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= DAYS_IN_LEAP_YEAR_MONTH[month - 1]!;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The number of days of `month` (1 to 12) in `year`. */
const daysInMonth = (year: number, month: number) =>
  (month === 2 && !isLeapYear(year) ? 28 : DAYS_IN_LEAP_YEAR_MONTH[month - 1]!);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The yearly event's date in `year` as an ISO date; 29 February falls back to 28 February outside leap years. */
export function recurringDateIn(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(Math.min(day, daysInMonth(year, month)))}`;
}

/**
 * The dates of a yearly event from `start` to `end` (ISO dates, both included), in order, over as
 * many years as the range spans. ISO dates compare as text.
 */
export function occurrencesBetween(month: number, day: number, start: string, end: string): string[] {
  const dates: string[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    const date = recurringDateIn(year, month, day);
    if (date >= start && date <= end) dates.push(date);
  }
  return dates;
}

interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The month numbers (1 to 12) from `start`'s month to `end`'s, each once, in that order. */
export function monthsBetween(start: YearMonth, end: YearMonth): number[] {
  const count = Math.min(12, (end.year - start.year) * 12 + end.month - start.month + 1);
  return Array.from({ length: Math.max(0, count) }, (_, i) => ((start.month - 1 + i) % 12) + 1);
}
