import { Temporal } from 'temporal-polyfill';
import { toDate } from '@/server/clock';

/** The instant of `hour` o'clock on a local day (a skipped hour, at a DST change, moves on to the next one that exists). */
export const atHour = (day: Temporal.PlainDate, hour: number, timeZone: string) =>
  toDate(day.toZonedDateTime({ timeZone, plainTime: { hour } }).toInstant());

/**
 * When the next daily pass is due after the hour (or the zone) changes: today at that hour while
 * today's pass has not run, even if the hour has passed (so picking the current hour sends today's
 * messages now), else tomorrow at that hour. New accounts start this way too.
 */
export function nextDailyAt(timeZone: string, localHour: number, lastDailyDate: string | null, now: Temporal.Instant): Date {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
  const ranToday = lastDailyDate !== null && Temporal.PlainDate.compare(lastDailyDate, today) >= 0;
  return atHour(ranToday ? today.add({ days: 1 }) : today, localHour, timeZone);
}
