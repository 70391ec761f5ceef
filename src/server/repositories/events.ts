import { randomUUID } from 'node:crypto';
import { type SQLWrapper, and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { CreateEventBody, Event, UpdateEventBody } from '@/domain/contract/events';
import type { Activity, AvatarName } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { events, integrations, people, webhooks } from '@/server/db/schema';
import { type QueryValue, param, prepared, preparedSql } from '@/server/db/prepared';
import { emitWebhookEvent, subscribedTo } from '@/server/webhooks/outbox';
import { type SessionCheck, ensureSessionHeld, sessionHolds } from '@/server/auth/sessionCheck';
import { batched } from '@/server/db/batched';
import { isConnectionLost } from '@/server/db/resilience';

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

const personColumns = { personName: people.personName, personColor: people.personColor, personAvatar: people.personAvatar };

/** Later slots of a day are later. */
const slotOrder = sql`array_position(array['morning', 'noon', 'afternoon', 'evening'], ${events.eventTimeSlot}::text)`;

/**
 * The user's events with their person (a left join: the person columns may be empty); read with
 * `readEvents`. The join names the owner too, so that PostgreSQL hashes the user's people, read
 * through their index, rather than everyone's (the heavy user's window: 12.4 → 4.1 ms).
 */
export function selectEvents(db: Db, userId: QueryValue<string>) {
  return db.select({ event: eventColumns, person: personColumns }).from(events)
    .leftJoin(people, and(eq(people.id, events.personId), eq(people.userId, userId)));
}

/** A row of `selectEvents` as the driver returns it: named by column, dates as text. */
interface EventRow {
  id: string;
  event_type: Event['eventType'];
  event_title: string;
  event_activity: string | null;
  event_notes: string | null;
  event_date: string;
  event_time_slot: Event['eventTimeSlot'];
  status: Event['status'];
  person_id: string | null;
  created_from_external_event_id: string | null;
  external_calendar_event_integration_id: string | null;
  person_name: string | null;
  person_color: string | null;
  person_avatar: string | null;
}

/**
 * Runs a `selectEvents` query and reads the driver's rows (`db.execute`): drizzle's own mapping of a
 * select passes every field of every row through generic code, most of the server's time for a
 * long list (docs/PERFORMANCE.md). Tests on both databases check the result.
 */
export async function readEvents(db: Db, query: SQLWrapper): Promise<Event[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: EventRow[] };
  return rows.map(toEvent);
}

/** Runs a prepared `selectEvents` query and reads the driver's rows, as `readEvents` does. */
async function readPreparedEvents(statement: { all(values: Record<string, unknown>): Promise<unknown[]> }, values: Record<string, unknown>) {
  return toEvents(await statement.all(values));
}

/** The rows of a `selectEvents` query, from the driver or as JSON (`jsonRowsOf`): the same names and values. */
export const toEvents = (rows: unknown[]): Event[] => (rows as EventRow[]).map(toEvent);

/** A stored event as the API shows it; external-calendar fields belong to events fetched live. */
function toEvent(row: EventRow): Event {
  return {
    eventId: row.id,
    eventType: row.event_type,
    eventTitle: row.event_title,
    eventActivity: row.event_activity as Activity | null,
    eventNotes: row.event_notes,
    eventDate: row.event_date,
    eventTimeSlot: row.event_time_slot,
    status: row.status,
    personId: row.person_id,
    personName: row.person_name,
    personColor: row.person_name === null ? null : row.person_color,
    personAvatar: (row.person_name === null ? null : row.person_avatar) as AvatarName | null,
    createdFromExternalEventId: row.created_from_external_event_id,
    googleCalendarEventId: null,
    externalCalendarEventId: null,
    externalCalendarEventIntegrationId: row.external_calendar_event_integration_id,
    ignoredByUser: false,
  };
}

/**
 * Written into the statement rather than passed as a parameter: PostgreSQL keeps a prepared
 * statement's plan only while it is no costlier than one planned for the values at hand, and it
 * weighs `status <> $1` without knowing that few events are canceled.
 */
export const notCanceled = sql`${events.status} <> 'canceled'`;
const ownedBy = (userId: string, eventId: string) => and(eq(events.id, eventId), eq(events.userId, userId));

const eventsOfPersonStatement = prepared('events_of_person', (db) => selectEvents(db, param('userId'))
  .where(and(eq(events.userId, param('userId')), eq(events.personId, param('personId'))))
  .orderBy(desc(events.eventDate), desc(slotOrder), desc(events.createdAt)));

/** All the person's events, newest first. */
export const eventsOfPerson = (db: Db, userId: string, personId: string): Promise<Event[]> =>
  readPreparedEvents(eventsOfPersonStatement(db), { userId, personId });

export async function findEvent(db: Db, userId: string, eventId: string): Promise<Event | undefined> {
  const [event] = await readEvents(db, selectEvents(db, userId).where(ownedBy(userId, eventId)).limit(1));
  return event;
}

/**
 * The user's fun plans (not canceled) from `from` up to, not including, `until` (ISO dates), by date
 * and slot: one range scan of the (user_id, event_date) index however many events the user has in all.
 */
export function eventsInWindowQuery(db: Db, userId: QueryValue<string>, from: QueryValue<string>, until: QueryValue<string>) {
  return selectEvents(db, userId)
    .where(and(eq(events.userId, userId), gte(events.eventDate, from), lt(events.eventDate, until), notCanceled))
    .orderBy(asc(events.eventDate), asc(slotOrder), asc(events.createdAt));
}

/** SPEC.md section 4: fun plans before today, newest first, at most `limit`. */
export async function recentEvents(db: Db, userId: string, today: Temporal.PlainDate, limit: number): Promise<Event[]> {
  return readEvents(db, selectEvents(db, userId)
    .where(and(eq(events.userId, userId), lt(events.eventDate, today.toString()), notCanceled))
    .orderBy(desc(events.eventDate), desc(slotOrder), desc(events.createdAt))
    .limit(limit));
}

/** The first day from `today` on with a fun plan that is not canceled: the first such entry of the (user_id, event_date) index. */
const firstPlannedDay = (userId: QueryValue<string>, today: QueryValue<string>) => sql`(
  select min(${events.eventDate}) from ${events}
  where ${and(eq(events.userId, userId), gte(events.eventDate, today), notCanceled)}
)`;

/**
 * The first planned day's plans in order from `today` (an ISO date) on, of which the first is the
 * next one. Not `order by … limit 1`: a prepared statement's plan is kept for the next calls only
 * when it is no costlier than planning anew, and PostgreSQL reckons a `limit $1` with a tenth of the
 * rows, so that one was planned on every call (on PGlite that took longer than running it).
 */
export const nextUpQuery = (db: Db, userId: QueryValue<string>, today: QueryValue<string>) => selectEvents(db, userId)
  .where(and(eq(events.userId, userId), eq(events.eventDate, firstPlannedDay(userId, today)), notCanceled))
  .orderBy(asc(slotOrder), asc(events.createdAt));

/** A new plan's columns, named as `insertEventRows` reads them. */
const insertValues = (userId: string, body: CreateEventBody) => ({
  user_id: userId,
  person_id: body.personId,
  event_date: body.eventDate,
  event_time_slot: body.eventTimeSlot,
  event_activity: body.eventActivity ?? null,
  event_title: body.eventTitle ?? null,
  event_notes: body.eventNotes ?? null,
  status: body.status ?? events.status.default,
  external_event_id: body.externalCalendarEventId ?? null,
  integration_id: body.externalCalendarEventIntegrationId ?? null,
});

/**
 * An event to add: its values, the session to check in the same statement (`checksSession`; none
 * when the request's session was looked up), and whether to add it when the user has a webhook for
 * `event.created` (only in the transaction that queues the deliveries).
 */
interface NewEvent {
  values: ReturnType<typeof insertValues>;
  check?: SessionCheck;
  whenSubscribed?: boolean;
}

/** What became of a `NewEvent`: its id when added, and whether its session held (true when none was checked). */
interface Added {
  id: string | undefined;
  sessionHolds: boolean;
}

const input = (column: string) => sql.raw(`input.${column}`);

/**
 * Adds each event from its person's row, and leaves it out when the person, or the integration
 * named, is not the user's, when its session no longer holds, or when the user has a webhook for
 * `event.created` and `when_subscribed` is not set (the delivery must be queued in the event's
 * transaction). The events come as one JSON array, read as rows whatever their number: one prepared
 * statement, planned once (with an array per column, PostgreSQL counts each call's elements and
 * plans it anew, a quarter of its time). The ids are chosen by the caller, so each event's row is
 * known.
 */
const insertEventRows = preparedSql('insert_events', (db) => sql`
  with input as materialized (
    select * from json_to_recordset(${param('events')}::json) as input(id uuid, user_id uuid, person_id uuid, event_date date,
      event_time_slot text, event_activity text, event_title text, event_notes text, status text, external_event_id text,
      integration_id uuid, when_subscribed boolean, session_token_hash text, session_checked_at timestamptz, user_fingerprint text)
  ),
  checked as materialized (
    select input.id, input.session_token_hash is null or ${sessionHolds(db, {
      sessionTokenHash: input('session_token_hash'), sessionCheckedAt: input('session_checked_at'), userFingerprint: input('user_fingerprint'),
    })} as session_holds
    from input
  ),
  added as (
    insert into ${events} (id, user_id, person_id, event_date, event_time_slot, event_activity, event_title, event_notes, status,
      created_from_external_event_id, external_calendar_event_integration_id)
    select input.id, ${people.userId}, ${people.id}, input.event_date, input.event_time_slot, input.event_activity, input.event_title,
      input.event_notes, input.status, input.external_event_id, input.integration_id
    from input
      join checked on checked.id = input.id
      join ${people} on ${people.id} = input.person_id and ${people.userId} = input.user_id
    where checked.session_holds
      and (input.integration_id is null or exists (
        select from ${integrations} where ${integrations.id} = input.integration_id and ${integrations.userId} = input.user_id
      ))
      and (input.when_subscribed or not exists (select from ${webhooks} where ${subscribedTo(input('user_id'), 'event.created')}))
    returning ${events.id}
  )
  select checked.id, checked.session_holds, added.id is not null as added from checked left join added on added.id = checked.id`);

/** Adds the events in one statement (see `insertEventRows`), each as it would be alone. */
async function insertEvents(db: Db, newEvents: NewEvent[]): Promise<Added[]> {
  const ids = newEvents.map(() => randomUUID());
  const rows = await insertEventRows(db).all({
    events: JSON.stringify(newEvents.map(({ values, check, whenSubscribed = false }, index) => ({
      ...values,
      id: ids[index],
      when_subscribed: whenSubscribed,
      session_token_hash: check?.sessionTokenHash,
      session_checked_at: check?.sessionCheckedAt,
      user_fingerprint: check?.userFingerprint,
    }))),
  }) as { id: string; session_holds: boolean; added: boolean }[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return { id: row.added ? id : undefined, sessionHolds: row.session_holds };
  });
}

/**
 * At most this many events in one statement: the rest wait for the next. Under load one statement
 * serves the requests that wait at the same moment, and costs the database little more than one
 * event alone (docs/PERFORMANCE.md).
 */
const MOST_EVENTS_AT_ONCE = 100;

const addersByDatabase = new WeakMap<Db, (newEvent: NewEvent) => Promise<Added>>();

/** Adds the event together with those of the requests waiting for the database at the same time. */
function addTogether(db: Db, newEvent: NewEvent): Promise<Added> {
  let add = addersByDatabase.get(db);
  if (!add) {
    // A lost connection fails the whole statement, committed or not: running its events again could add them twice.
    add = batched((newEvents: NewEvent[]) => insertEvents(db, newEvents), { most: MOST_EVENTS_AT_ONCE, failsAll: isConnectionLost });
    addersByDatabase.set(db, add);
  }
  return add(newEvent);
}

/**
 * Adds the event and queues its `event.created` webhooks in one transaction: its id, or undefined
 * when the person, or the integration named, is not the user's. Without such webhooks, one
 * statement, shared with the events of other requests at the same moment. When `check` is given,
 * nothing is added unless the session holds (`SessionNoLongerHolds`).
 */
export async function insertEvent(db: Db, userId: string, body: CreateEventBody, at: Date, check?: SessionCheck): Promise<string | undefined> {
  const values = insertValues(userId, body);
  const { id, sessionHolds: held } = await addTogether(db, { values, check });
  ensureSessionHeld(held);
  if (id) return id;
  // Someone's webhook wants it, or the person or integration is not the user's (then nothing is added here either).
  return db.transaction(async (tx) => {
    const [added] = await insertEvents(tx, [{ values, whenSubscribed: true }]);
    if (!added?.id) return undefined;
    await emitEventWebhook(tx, userId, 'event.created', added.id, at);
    return added.id;
  });
}

/** An event's webhook: its data is the event as `GET /events/{id}` answers it. */
export const emitEventWebhook = (tx: Db, userId: string, type: 'event.created' | 'event.updated', eventId: string, at: Date) =>
  emitWebhookEvent(tx, userId, type, () => findEvent(tx, userId, eventId), at);

/** Changes the fields given and queues `event.updated` webhooks (none for no change); false when the user has no such event. */
export async function updateEvent(db: Db, userId: string, eventId: string, changes: UpdateEventBody, at: Date): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findEvent(db, userId, eventId)) !== undefined;
  return db.transaction(async (tx) => {
    const rows = await tx.update(events).set(changes).where(ownedBy(userId, eventId)).returning({ id: events.id });
    if (rows.length === 0) return false;
    await emitEventWebhook(tx, userId, 'event.updated', eventId, at);
    return true;
  });
}

/** Deletes the event and queues `event.deleted` webhooks (their data: the event's id); false when the user has no such event. */
export function deleteEvent(db: Db, userId: string, eventId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(events).where(ownedBy(userId, eventId)).returning({ id: events.id });
    if (rows.length === 0) return false;
    await emitWebhookEvent(tx, userId, 'event.deleted', () => ({ eventId }), at);
    return true;
  });
}
