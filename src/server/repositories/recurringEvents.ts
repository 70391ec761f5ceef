import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type {
  CreateRecurringEventBody, RecurringEvent, UpdateRecurringEventBody,
} from '@/domain/contract/recurringEvents';
import type { AvatarName } from '@/domain/constants';
import { recurringDateIn } from '@/domain/recurringDates';
import type { Db } from '@/server/db/client';
import { people, recurringEvents } from '@/server/db/schema';
import type { Holiday } from '@/server/integrations/holidays';

type RecurringEventRow = typeof recurringEvents.$inferSelect;
type RecurringEventPerson = Pick<typeof people.$inferSelect, 'personName' | 'personAvatar'>;

export function toRecurringEvent(row: RecurringEventRow, person: RecurringEventPerson, today: Temporal.PlainDate): RecurringEvent {
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
    recurringEventDateThisYear: recurringDateIn(today.year, row.recurringEventMonth, row.recurringEventDay).toString(),
  };
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

function selectRecurringEvents(db: Db) {
  return db
    .select({ event: recurringEvents, person: personColumns })
    .from(recurringEvents)
    .innerJoin(people, eq(people.id, recurringEvents.personId));
}

const ownedBy = (userId: string, id: string) => and(eq(recurringEvents.id, id), eq(recurringEvents.userId, userId));

export async function findRecurringEvent(db: Db, userId: string, id: string, today: Temporal.PlainDate): Promise<RecurringEvent | undefined> {
  const [row] = await selectRecurringEvents(db).where(ownedBy(userId, id)).limit(1);
  return row && toRecurringEvent(row.event, row.person, today);
}

/** The person's yearly events in calendar order. */
export async function recurringEventsOfPerson(db: Db, userId: string, personId: string, today: Temporal.PlainDate): Promise<RecurringEvent[]> {
  const rows = await selectRecurringEvents(db)
    .where(and(eq(recurringEvents.userId, userId), eq(recurringEvents.personId, personId)))
    .orderBy(asc(recurringEvents.recurringEventMonth), asc(recurringEvents.recurringEventDay), asc(recurringEvents.createdAt));
  return rows.map((row) => toRecurringEvent(row.event, row.person, today));
}

/**
 * The user's yearly events in the given months, in calendar order: a range of the (user_id, month,
 * day) index, so a window of a few weeks reads its weeks' birthdays, not the whole network's.
 */
export async function recurringEventsOfUser(db: Db, userId: string, months: number[], today: Temporal.PlainDate): Promise<RecurringEvent[]> {
  const rows = await selectRecurringEvents(db)
    .where(and(eq(recurringEvents.userId, userId), inArray(recurringEvents.recurringEventMonth, months)))
    .orderBy(asc(recurringEvents.recurringEventMonth), asc(recurringEvents.recurringEventDay), asc(recurringEvents.createdAt));
  return rows.map((row) => toRecurringEvent(row.event, row.person, today));
}

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
