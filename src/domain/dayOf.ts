import { Temporal } from 'temporal-polyfill';

/** The ISO date an instant falls on in a time zone, e.g. when an account was made, for `dateLabel`. */
export const dayOf = (instant: string, timeZone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
