import { Temporal } from 'temporal-polyfill';

/** The server's notion of now; injected so tests can fix "today". */
export type Clock = () => Temporal.Instant;

export const systemClock: Clock = () => Temporal.Now.instant();

export const todayIn = (clock: Clock, timeZone: string): Temporal.PlainDate =>
  clock().toZonedDateTimeISO(timeZone).toPlainDate();

export const toDate = (instant: Temporal.Instant): Date => new Date(instant.epochMilliseconds);
