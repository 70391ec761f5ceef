import { Temporal } from 'temporal-polyfill';

/** The ISO date an instant falls on in a time zone, e.g. when an account was made, for `dateLabel`. */
export const dayOf = (instant: string, timeZone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/** The 24-hour time of an instant in a time zone: '08:05'. */
export const clockTimeOf = (instant: string, timeZone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
