import { Temporal } from 'temporal-polyfill';

/** A leap year, so that 29 February counts as a day that exists. */
const LEAP_YEAR = 2000;

/** Whether `day` exists in `month` in some year (29 February does). */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= Temporal.PlainYearMonth.from({ year: LEAP_YEAR, month }).daysInMonth;
}

/** The yearly event's date in `year`; 29 February falls back to 28 February outside leap years. */
export function recurringDateIn(year: number, month: number, day: number): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year, month, day }, { overflow: 'constrain' });
}
