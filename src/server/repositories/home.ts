import type { Temporal } from 'temporal-polyfill';
import type { Event } from '@/domain/contract/events';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { monthsBetween } from '@/domain/recurringDates';
import type { Db } from '@/server/db/client';
import { jsonRowsOf, param } from '@/server/db/prepared';
import { nextUpQuery, toEvents } from '@/server/repositories/events';
import { type ListedPerson, listPeopleQuery, toListedPeople } from '@/server/repositories/people';
import { recurringEventsInMonthsQuery, toRecurringEvents } from '@/server/repositories/recurringEvents';
import { type SessionCheck, checkableStatement } from '@/server/auth/sessionCheck';

/**
 * Home's data in one statement, each list a JSON array: three statements cost about three times
 * one, each over 100 µs of CPU (docs/PERFORMANCE.md).
 */
const homeStatement = checkableStatement('home_of_user', (db) => ({
  nextUp: jsonRowsOf(nextUpQuery(db, param('userId'), param('today'))).as('next_up'),
  yearly: jsonRowsOf(recurringEventsInMonthsQuery(db, param('userId'), param('months'))).as('yearly'),
  nothingPlanned: jsonRowsOf(listPeopleQuery(db, param('userId'), param('today'), { nothingPlanned: true })).as('nothing_planned'),
}));

interface HomeRow {
  next_up: unknown[];
  yearly: unknown[];
  nothing_planned: unknown[];
}

export interface HomeData {
  /** The earliest fun plan from today on that is not canceled. */
  nextUp: Event | null;
  /** The user's yearly events of the months from today to `lastDay`. */
  yearly: RecurringEvent[];
  /** The people with nothing planned from today on, whom a catch-up may be due with. */
  nothingPlanned: ListedPerson[];
}

/**
 * What Home shows of the user's own data, from `today` on; reminders reach `lastDay`. The session
 * checked when `check` is given: `SessionNoLongerHolds` when it does not.
 */
export async function readHome(
  db: Db, userId: string, today: Temporal.PlainDate, lastDay: Temporal.PlainDate, check?: SessionCheck,
): Promise<HomeData> {
  const row = await homeStatement<HomeRow>(db, { userId, today: today.toString(), months: monthsBetween(today, lastDay) }, check);
  return {
    nextUp: toEvents(row.next_up)[0] ?? null,
    yearly: toRecurringEvents(row.yearly, today),
    nothingPlanned: toListedPeople(row.nothing_planned),
  };
}
