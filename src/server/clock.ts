import { Temporal } from 'temporal-polyfill';

/** The server's notion of now; injected so tests can fix "today". */
export type Clock = () => Temporal.Instant;

export const systemClock: Clock = () => Temporal.Now.instant();

/** A zone's day and the instants it spans, in epoch milliseconds: from its first, until the next day's first. */
interface ZoneDay {
  date: Temporal.PlainDate;
  from: number;
  until: number;
}

/**
 * The day last seen in each zone (canonical names: a few hundred at most). Working a zone's date out
 * through Temporal cost a signed-in request about 4 % of its time (docs/PERFORMANCE.md); comparing
 * the instant with the day's bounds is exact, whatever the clock says.
 */
const zoneDays = new Map<string, ZoneDay>();

export function todayIn(clock: Clock, timeZone: string): Temporal.PlainDate {
  const now = clock();
  const at = now.epochMilliseconds;
  const known = zoneDays.get(timeZone);
  if (known && at >= known.from && at < known.until) return known.date;
  const date = now.toZonedDateTimeISO(timeZone).toPlainDate();
  const firstInstant = (day: Temporal.PlainDate) => day.toZonedDateTime(timeZone).epochMilliseconds;
  zoneDays.set(timeZone, { date, from: firstInstant(date), until: firstInstant(date.add({ days: 1 })) });
  return date;
}

export const toDate = (instant: Temporal.Instant): Date => new Date(instant.epochMilliseconds);
