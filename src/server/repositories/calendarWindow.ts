import type { Temporal } from 'temporal-polyfill';
import type { Event } from '@/domain/contract/events';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { monthsBetween } from '@/domain/recurringDates';
import type { Db } from '@/server/db/client';
import { jsonRowsOf, param } from '@/server/db/prepared';
import { eventsInWindowQuery, toEvents } from '@/server/repositories/events';
import { activeIntegrationId } from '@/server/repositories/integrations';
import { recurringEventsInMonthsQuery, toRecurringEvents } from '@/server/repositories/recurringEvents';
import { type SessionCheck, checkableStatement } from '@/server/auth/sessionCheck';

/**
 * The calendar window's data in one statement, the lists as JSON arrays: three statements cost
 * about three times one, each over 100 µs of CPU (docs/PERFORMANCE.md).
 */
const windowStatement = checkableStatement('calendar_window', (db) => ({
  funPlans: jsonRowsOf(eventsInWindowQuery(db, param('userId'), param('from'), param('until'))).as('fun_plans'),
  yearly: jsonRowsOf(recurringEventsInMonthsQuery(db, param('userId'), param('months'))).as('yearly'),
  integrationId: activeIntegrationId(param('userId')).as('integration_id'),
}));

interface WindowRow {
  fun_plans: unknown[];
  yearly: unknown[];
  integration_id: string | null;
}

export interface CalendarWindowData {
  /** The user's fun plans (not canceled) of the window, by date and slot. */
  funPlans: Event[];
  /** The user's yearly events of the months the window touches. */
  yearly: RecurringEvent[];
  /** The integration whose calendar the window merges in, if any. */
  activeIntegrationId: string | null;
}

/**
 * The user's own data of the days from `first` to `last`, both included. The session checked when
 * `check` is given: `SessionNoLongerHolds` when it does not.
 */
export async function readCalendarWindow(
  db: Db, userId: string, first: Temporal.PlainDate, last: Temporal.PlainDate, check?: SessionCheck,
): Promise<CalendarWindowData> {
  const row = await windowStatement<WindowRow>(db, {
    userId, from: first.toString(), until: last.add({ days: 1 }).toString(), months: monthsBetween(first, last),
  }, check);
  return {
    funPlans: toEvents(row.fun_plans),
    yearly: toRecurringEvents(row.yearly, first),
    activeIntegrationId: row.integration_id,
  };
}
