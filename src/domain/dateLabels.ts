import { Temporal } from 'temporal-polyfill';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const teens = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teens ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * SPEC.md section 9: an abbreviated month and the day with its ordinal suffix ('Dec 22nd'); the year
 * only when it is not the current one ('Jan 3rd 2027').
 */
export function dateLabel(isoDate: string, today: Temporal.PlainDate): string {
  const date = Temporal.PlainDate.from(isoDate);
  const label = `${MONTHS_SHORT[date.month - 1]} ${ordinal(date.day)}`;
  return date.year === today.year ? label : `${label} ${date.year}`;
}

/** The ISO date an instant falls on in a time zone, e.g. when an account was made, for `dateLabel`. */
export const dayOf = (instant: string, timeZone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
