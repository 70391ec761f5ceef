import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { eventTitle } from '@/domain/eventTitle';
import type { Db } from '@/server/db/client';
import { events, people } from '@/server/db/schema';
import { toDate } from '@/server/clock';
import { atHour } from '@/server/notifications/schedule';
import { suggestionsFor } from '@/server/repositories/people';
import { yearlyEventsBetween } from '@/server/yearlyDates';
import { enqueue, type NewJob } from '@/server/notifications/jobs';
import type { ReminderItem } from '@/server/notifications/messages';

/** After downtime, the passes of at most this many days before the latest one still run. */
export const CATCH_UP_DAYS = 2;
/** The catch-up digest names at most this many people, the most overdue first. */
export const DIGEST_PEOPLE = 5;

export interface DailyUser { id: string; timeZone: string; country: string | null }
export interface DailySchedule { localHour: number; digestWeekday: number; lastDailyDate: string | null }

const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) => (Temporal.PlainDate.compare(a, b) >= 0 ? a : b);

/**
 * The daily pass of one user (called in the transaction that claimed their settings row): for each
 * of their local days from the one after the last pass up to the latest whose hour has come (at most
 * CATCH_UP_DAYS before it), the reminder of the next day's occasions and, on the digest weekday, the
 * catch-up digest. Returns the day done and when the next pass is due.
 */
export async function runDailyPass(tx: Db, user: DailyUser, schedule: DailySchedule, now: Temporal.Instant) {
  const today = now.toZonedDateTimeISO(user.timeZone).toPlainDate();
  const hourReached = now.epochMilliseconds >= atHour(today, schedule.localHour, user.timeZone).getTime();
  const latest = hourReached ? today : today.subtract({ days: 1 });
  const last = schedule.lastDailyDate === null ? null : Temporal.PlainDate.from(schedule.lastDailyDate);
  const first = last === null ? latest : later(last.add({ days: 1 }), latest.subtract({ days: CATCH_UP_DAYS }));
  const jobs: NewJob<'reminder.upcoming' | 'digest.catch-up'>[] = [];
  for (let day = first; Temporal.PlainDate.compare(day, latest) <= 0; day = day.add({ days: 1 })) {
    jobs.push(...await reminderOf(tx, user, day.add({ days: 1 }), today, now));
    if (day.dayOfWeek === schedule.digestWeekday) jobs.push(...await digestOf(tx, user, day, today, now));
  }
  await enqueue(tx, jobs);
  const done = last === null ? latest : later(last, latest);
  return { lastDailyDate: done.toString(), nextDailyAt: atHour(done.add({ days: 1 }), schedule.localHour, user.timeZone) };
}

/**
 * One message for everything on `occasion`: the user's people's yearly events, their country's
 * public holidays and their confirmed fun plans; none when there is nothing, or when the occasion
 * has passed (a pass that ran late).
 */
async function reminderOf(tx: Db, user: DailyUser, occasion: Temporal.PlainDate, today: Temporal.PlainDate, now: Temporal.Instant) {
  if (Temporal.PlainDate.compare(occasion, today) < 0) return [];
  const yearly = await yearlyEventsBetween(tx, user, occasion, occasion);
  const plans = await tx.select({
    eventTitle: events.eventTitle, eventActivity: events.eventActivity, status: events.status, personName: people.personName,
  }).from(events)
    .leftJoin(people, eq(people.id, events.personId))
    .where(and(eq(events.userId, user.id), eq(events.eventDate, occasion.toString()), eq(events.eventType, 'FUNPLANS_EVENT'), eq(events.status, 'confirmed')));
  const items: ReminderItem[] = [
    ...yearly.map((event) => ({
      type: event.recurringEventType, name: event.recurringEventName, personName: event.personName,
      ...event.recurringEventType === 'holiday' && { holidayId: event.recurringEventId },
    })),
    ...plans.map((plan) => ({
      type: 'plan' as const, name: eventTitle(plan), personName: plan.personName,
      plan: { eventTitle: plan.eventTitle, eventActivity: plan.eventActivity },
    })),
  ];
  if (items.length === 0) return [];
  const date = occasion.toString();
  return [{
    kind: 'reminder.upcoming' as const, userId: user.id, occasionKey: `reminder.upcoming:${user.id}:${date}`, dueAt: toDate(now),
    payload: { date, on: occasion.equals(today) ? 'today' as const : 'tomorrow' as const, items },
  }];
}

/** The people most overdue for a meeting as of today (the catch-up suggestions); none when nobody is. */
async function digestOf(tx: Db, user: DailyUser, day: Temporal.PlainDate, today: Temporal.PlainDate, now: Temporal.Instant) {
  const suggestions = await suggestionsFor(tx, user, today);
  if (suggestions.length === 0) return [];
  const people = suggestions.slice(0, DIGEST_PEOPLE).map(({ personId, personName, daysOverdue }) => ({ personId, personName, daysOverdue }));
  return [{
    kind: 'digest.catch-up' as const, userId: user.id, occasionKey: `digest.catch-up:${user.id}:${day.toString()}`, dueAt: toDate(now),
    payload: { people, total: suggestions.length },
  }];
}
