import { type Placeholder, and, asc, eq, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type {
  CreateRecurringEventBody, RecurringEvent, UpdateRecurringEventBody,
} from '@/domain/contract/recurringEvents';
import type { AvatarName } from '@/domain/constants';
import { recurringDateIn } from '@/domain/recurringDates';
import type { Db } from '@/server/db/client';
import { people, recurringEvents } from '@/server/db/schema';
import { type QueryValue, param, prepared } from '@/server/db/prepared';
import type { Holiday } from '@/server/integrations/holidays';

type RecurringEventRow = typeof recurringEvents.$inferSelect;
type RecurringEventFields = Pick<RecurringEventRow, 'id' | 'personId' | 'recurringEventName' | 'recurringEventMonth' | 'recurringEventDay' | 'recurringEventType'>;
type RecurringEventPerson = Pick<typeof people.$inferSelect, 'personName' | 'personAvatar'>;

export function toRecurringEvent(row: RecurringEventFields, person: RecurringEventPerson, today: Temporal.PlainDate): RecurringEvent {
  return {
    recurringEventId: row.id,
    personId: row.personId,
    personName: person.personName,
    personAvatar: person.personAvatar as AvatarName,
    recurringEventName: row.recurringEventName,
    recurringEventMonth: row.recurringEventMonth,
    recurringEventDay: row.recurringEventDay,
    recurringEventType: row.recurringEventType,
    userCreatedOrHoliday: 'user',
    recurringEventDateThisYear: recurringDateIn(today.year, row.recurringEventMonth, row.recurringEventDay),
  };
}

/** A row of `selectRecurringEvents` as the driver returns it, named by column. */
interface RecurringEventListRow {
  id: string;
  person_id: string;
  recurring_event_name: string;
  recurring_event_month: number;
  recurring_event_day: number;
  recurring_event_type: RecurringEventRow['recurringEventType'];
  person_name: string;
  person_avatar: string;
}

/**
 * A list's rows read as the driver gives them (or as JSON, `jsonRowsOf`: the same names and
 * values), as the people and event lists are: drizzle's mapping of a select with nested objects cost
 * more than the query for the heavy user's reminders.
 */
export function toRecurringEvents(rows: unknown[], today: Temporal.PlainDate): RecurringEvent[] {
  return (rows as RecurringEventListRow[]).map((row) => toRecurringEvent({
    id: row.id,
    personId: row.person_id,
    recurringEventName: row.recurring_event_name,
    recurringEventMonth: row.recurring_event_month,
    recurringEventDay: row.recurring_event_day,
    recurringEventType: row.recurring_event_type,
  }, { personName: row.person_name, personAvatar: row.person_avatar }, today));
}

/** A public holiday in the recurring-event shape; its date is the one in its id. */
export function holidayAsRecurringEvent(holiday: Holiday): RecurringEvent {
  return {
    recurringEventId: holiday.holidayId,
    personId: null,
    personName: null,
    personAvatar: null,
    recurringEventName: holiday.name,
    recurringEventMonth: holiday.month,
    recurringEventDay: holiday.day,
    recurringEventType: 'holiday',
    userCreatedOrHoliday: 'holiday',
    recurringEventDateThisYear: holiday.date,
  };
}

const personColumns = { personName: people.personName, personAvatar: people.personAvatar };

/**
 * The join names the owner too, so that PostgreSQL reads the user's people through their index
 * rather than hashing everyone's: the heavy user's reminders took 8 ms, most of it reading all
 * 32,000 people of the bench's database.
 */
function selectRecurringEvents(db: Db, userId: QueryValue<string>) {
  return db
    .select({ event: recurringEvents, person: personColumns })
    .from(recurringEvents)
    .innerJoin(people, and(eq(people.id, recurringEvents.personId), eq(people.userId, userId)));
}

const ownedBy = (userId: string, id: string) => and(eq(recurringEvents.id, id), eq(recurringEvents.userId, userId));

export async function findRecurringEvent(db: Db, userId: string, id: string, today: Temporal.PlainDate): Promise<RecurringEvent | undefined> {
  const [row] = await selectRecurringEvents(db, userId).where(ownedBy(userId, id)).limit(1);
  return row && toRecurringEvent(row.event, row.person, today);
}

const inCalendarOrder = [asc(recurringEvents.recurringEventMonth), asc(recurringEvents.recurringEventDay), asc(recurringEvents.createdAt)];

const ofPersonStatement = prepared('recurring_events_of_person', (db) => selectRecurringEvents(db, param('userId'))
  .where(and(eq(recurringEvents.userId, param('userId')), eq(recurringEvents.personId, param('personId'))))
  .orderBy(...inCalendarOrder));

/** The person's yearly events in calendar order. */
export const recurringEventsOfPerson = async (db: Db, userId: string, personId: string, today: Temporal.PlainDate): Promise<RecurringEvent[]> =>
  toRecurringEvents(await ofPersonStatement(db).all({ userId, personId }), today);

/**
 * The user's yearly events in the given months, in calendar order: a range of the (user_id, month,
 * day) index, so a window of a few weeks reads its weeks' birthdays, not the whole network's.
 * `months`, an array of month numbers, is always a placeholder: drizzle would write an array given
 * here as a list of values.
 */
export const recurringEventsInMonthsQuery = (db: Db, userId: QueryValue<string>, months: Placeholder) => selectRecurringEvents(db, userId)
  .where(and(eq(recurringEvents.userId, userId), sql`${recurringEvents.recurringEventMonth} = any(${months})`))
  .orderBy(...inCalendarOrder);

const inMonthsStatement = prepared('recurring_events_in_months', (db) => recurringEventsInMonthsQuery(db, param('userId'), param('months')));

/** The user's yearly events in the given months, in calendar order (`recurringEventsInMonthsQuery`). */
export const recurringEventsOfUser = async (db: Db, userId: string, months: number[], today: Temporal.PlainDate): Promise<RecurringEvent[]> =>
  toRecurringEvents(await inMonthsStatement(db).all({ userId, months }), today);

/** The person must be the user's: checked by the caller. */
export async function insertRecurringEvent(db: Db, userId: string, body: CreateRecurringEventBody): Promise<string> {
  const [row] = await db.insert(recurringEvents).values({ ...body, userId }).returning({ id: recurringEvents.id });
  return row!.id;
}

export async function findRecurringEventRow(db: Db, userId: string, id: string): Promise<RecurringEventRow | undefined> {
  const [row] = await db.select().from(recurringEvents).where(ownedBy(userId, id)).limit(1);
  return row;
}

export async function updateRecurringEvent(db: Db, userId: string, id: string, changes: UpdateRecurringEventBody): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(recurringEvents).set(changes).where(ownedBy(userId, id));
}

export async function deleteRecurringEvent(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(recurringEvents).where(ownedBy(userId, id)).returning({ id: recurringEvents.id });
  return rows.length > 0;
}
