import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { CreateEventBody, Event, UpdateEventBody } from '@/domain/contract/events';
import type { Activity, AvatarName } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { events, integrations, people } from '@/server/db/schema';

/** The columns an answer shows: the owner and creation time stay in the database (fewer values to decode per row). */
const eventColumns = {
  id: events.id,
  eventType: events.eventType,
  eventTitle: events.eventTitle,
  eventActivity: events.eventActivity,
  eventNotes: events.eventNotes,
  eventDate: events.eventDate,
  eventTimeSlot: events.eventTimeSlot,
  status: events.status,
  personId: events.personId,
  createdFromExternalEventId: events.createdFromExternalEventId,
  externalCalendarEventIntegrationId: events.externalCalendarEventIntegrationId,
};
type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventColumns>;
type EventPerson = Pick<typeof people.$inferSelect, 'personName' | 'personColor' | 'personAvatar'>;

/** A stored event as the API shows it; external-calendar fields belong to events fetched live. */
export function toEvent(row: EventRow, person: EventPerson | null): Event {
  return {
    eventId: row.id,
    eventType: row.eventType,
    eventTitle: row.eventTitle,
    eventActivity: row.eventActivity as Activity | null,
    eventNotes: row.eventNotes,
    eventDate: row.eventDate,
    eventTimeSlot: row.eventTimeSlot,
    status: row.status,
    personId: row.personId,
    personName: person?.personName ?? null,
    personColor: person?.personColor ?? null,
    personAvatar: (person?.personAvatar ?? null) as AvatarName | null,
    createdFromExternalEventId: row.createdFromExternalEventId,
    googleCalendarEventId: null,
    externalCalendarEventId: null,
    externalCalendarEventIntegrationId: row.externalCalendarEventIntegrationId,
    ignoredByUser: false,
  };
}

/** Later slots of a day are later. */
const slotOrder = sql`array_position(array['morning', 'noon', 'afternoon', 'evening'], ${events.eventTimeSlot}::text)`;

const personColumns = { personName: people.personName, personColor: people.personColor, personAvatar: people.personAvatar };

/** Events with their person (a left join: the person column may be empty). */
function selectEvents(db: Db) {
  return db.select({ event: eventColumns, person: personColumns }).from(events).leftJoin(people, eq(people.id, events.personId));
}

type SelectedEvent = { event: EventRow; person: EventPerson | null };
const asEvents = (rows: SelectedEvent[]) => rows.map((row) => toEvent(row.event, row.person?.personName == null ? null : row.person));

const notCanceled = ne(events.status, 'canceled');
const ownedBy = (userId: string, eventId: string) => and(eq(events.id, eventId), eq(events.userId, userId));

/** All the person's events, newest first. */
export async function eventsOfPerson(db: Db, userId: string, personId: string): Promise<Event[]> {
  const rows = await selectEvents(db)
    .where(and(eq(events.userId, userId), eq(events.personId, personId)))
    .orderBy(desc(events.eventDate), desc(slotOrder), desc(events.createdAt));
  return asEvents(rows);
}

export async function findEvent(db: Db, userId: string, eventId: string): Promise<Event | undefined> {
  const [row] = await selectEvents(db).where(ownedBy(userId, eventId)).limit(1);
  return row && asEvents([row])[0];
}

/**
 * The user's fun plans (not canceled) from `start` for `days` days, by date and slot: one range
 * scan of the (user_id, event_date) index however many events the user has in all.
 */
export function eventsInWindowQuery(db: Db, userId: string, start: Temporal.PlainDate, days: number) {
  return selectEvents(db)
    .where(and(
      eq(events.userId, userId),
      gte(events.eventDate, start.toString()),
      lt(events.eventDate, start.add({ days }).toString()),
      notCanceled,
    ))
    .orderBy(asc(events.eventDate), asc(slotOrder), asc(events.createdAt));
}

export const eventsInWindow = async (db: Db, userId: string, start: Temporal.PlainDate, days: number) =>
  asEvents(await eventsInWindowQuery(db, userId, start, days));

/** SPEC.md section 4: fun plans before today, newest first, at most `limit`. */
export async function recentEvents(db: Db, userId: string, today: Temporal.PlainDate, limit: number): Promise<Event[]> {
  const rows = await selectEvents(db)
    .where(and(eq(events.userId, userId), lt(events.eventDate, today.toString()), notCanceled))
    .orderBy(desc(events.eventDate), desc(slotOrder), desc(events.createdAt))
    .limit(limit);
  return asEvents(rows);
}

/** The earliest fun plan from today on that is not canceled. */
export async function nextUpEvent(db: Db, userId: string, today: Temporal.PlainDate): Promise<Event | null> {
  const rows = await selectEvents(db)
    .where(and(eq(events.userId, userId), gte(events.eventDate, today.toString()), notCanceled))
    .orderBy(asc(events.eventDate), asc(slotOrder), asc(events.createdAt))
    .limit(1);
  return asEvents(rows)[0] ?? null;
}

/** The person and the integration (when named) must be the user's: checked by the caller. */
export async function insertEvent(db: Db, userId: string, body: CreateEventBody): Promise<string> {
  const { externalCalendarEventId, ...fields } = body;
  const [row] = await db.insert(events)
    .values({ ...fields, userId, createdFromExternalEventId: externalCalendarEventId ?? null })
    .returning({ id: events.id });
  return row!.id;
}

/** Changes the fields given; false when the user has no such event. */
export async function updateEvent(db: Db, userId: string, eventId: string, changes: UpdateEventBody): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findEvent(db, userId, eventId)) !== undefined;
  const rows = await db.update(events).set(changes).where(ownedBy(userId, eventId)).returning({ id: events.id });
  return rows.length > 0;
}

export async function deleteEvent(db: Db, userId: string, eventId: string): Promise<boolean> {
  const rows = await db.delete(events).where(ownedBy(userId, eventId)).returning({ id: events.id });
  return rows.length > 0;
}

export async function integrationExists(db: Db, userId: string, integrationId: string): Promise<boolean> {
  const [row] = await db.select({ id: integrations.id }).from(integrations)
    .where(and(eq(integrations.id, integrationId), eq(integrations.userId, userId))).limit(1);
  return row !== undefined;
}
