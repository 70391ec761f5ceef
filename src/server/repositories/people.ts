import { and, eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { CreatePersonBody, Person, Suggestion, UpdatePersonBody } from '@/domain/contract/people';
import { catchUpSuggestions } from '@/domain/catchUp';
import { DEFAULT_AVATAR, type AvatarName } from '@/domain/constants';
import { avatarColor } from '@/domain/avatars';
import type { Db } from '@/server/db/client';
import { events, people } from '@/server/db/schema';
import { connectionColumns, connectionsSeenBy, toUserConnection } from '@/server/repositories/userConnections';

export interface ListedPerson {
  person: Person;
  /** When the person was added to the network. */
  createdAt: Date;
}

/**
 * The person's latest date before today and earliest from today on, among their events that were
 * not canceled: each a scalar subquery that walks the (person_id, event_date) index from one end
 * and stops at the first match, so it costs the same however many events the user has in all.
 */
function seenDates(today: Temporal.PlainDate) {
  const day = today.toString();
  const edge = (aggregate: 'max' | 'min', comparison: '<' | '>=') => sql<string | null>`(
    select ${sql.raw(aggregate)}(${events.eventDate}) from ${events}
    where ${events.personId} = ${people.id} and ${events.eventDate} ${sql.raw(comparison)} ${day} and ${events.status} <> 'canceled'
  )`;
  return { lastSeenDate: edge('max', '<'), nextEventDate: edge('min', '>=') };
}

/**
 * The user's people (or the one with `personId`) by name, with their seen dates and connections,
 * in one query however long the list: a person with several connections comes back as several rows.
 */
export function listPeopleQuery(db: Db, userId: string, today: Temporal.PlainDate, personId?: string) {
  const connections = connectionsSeenBy(db, userId);
  return db
    .select({
      person: people,
      ...seenDates(today),
      connection: connectionColumns(connections),
    })
    .from(people)
    .leftJoin(connections, eq(connections.personId, people.id))
    .where(and(eq(people.userId, userId), personId === undefined ? undefined : eq(people.id, personId)))
    .orderBy(sql`lower(${people.personName})`, people.id, connections.createdAt);
}

export async function listPeople(db: Db, userId: string, today: Temporal.PlainDate, personId?: string): Promise<ListedPerson[]> {
  const rows = await listPeopleQuery(db, userId, today, personId);
  const listed = new Map<string, ListedPerson>();
  for (const { person: row, lastSeenDate, nextEventDate, connection } of rows) {
    let entry = listed.get(row.id);
    if (!entry) {
      entry = { person: toPerson(row, lastSeenDate ?? null, nextEventDate ?? null), createdAt: row.createdAt };
      listed.set(row.id, entry);
    }
    if (connection?.userConnectionId) entry.person.userConnections.push(toUserConnection(connection, row.personName));
  }
  return [...listed.values()];
}

/** The people due for a catch-up, most overdue first (see `src/domain/catchUp.ts`). */
export async function suggestionsFor(db: Db, user: { id: string; timeZone: string }, today: Temporal.PlainDate): Promise<Suggestion[]> {
  const dayIn = isoDayIn(user.timeZone);
  const candidates = (await listPeople(db, user.id, today)).map(({ person, createdAt }) => ({ ...person, addedOn: dayIn(createdAt) }));
  return catchUpSuggestions(candidates, today).map(({ addedOn: _addedOn, ...suggestion }) => suggestion);
}

/**
 * The ISO day of an instant in a time zone, through one Intl formatter for the whole list:
 * Temporal's zone conversion costs about a third of a millisecond each, a thousand people a third of a second.
 */
function isoDayIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant: Date) => {
    const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
    return `${part.year}-${part.month}-${part.day}`;
  };
}

type PersonRow = typeof people.$inferSelect;

function toPerson(row: PersonRow, lastSeenDate: string | null, nextEventDate: string | null): Person {
  return {
    personId: row.id,
    personName: row.personName,
    personAvatar: row.personAvatar as AvatarName,
    personColor: row.personColor,
    personNotes: row.personNotes,
    meetFrequency: row.meetFrequency,
    externalMessagingPlatform: row.externalMessagingPlatform,
    externalMessagingId: row.externalMessagingId,
    lastSeenDate,
    nextEventDate,
    userConnections: [],
  };
}

export async function personExists(db: Db, userId: string, personId: string): Promise<boolean> {
  const [row] = await db.select({ id: people.id }).from(people)
    .where(and(eq(people.id, personId), eq(people.userId, userId))).limit(1);
  return row !== undefined;
}

/** Adds a person; without a colour the avatar's palette colour is taken. */
export async function insertPerson(db: Db, userId: string, body: CreatePersonBody, createdAt: Date): Promise<string> {
  const personAvatar = body.personAvatar ?? DEFAULT_AVATAR;
  const [row] = await db
    .insert(people)
    .values({ ...body, userId, personAvatar, personColor: body.personColor ?? avatarColor(personAvatar), createdAt })
    .returning({ id: people.id });
  return row!.id;
}

/** Changes the fields given; false when the user has no such person. */
export async function updatePerson(db: Db, userId: string, personId: string, changes: UpdatePersonBody): Promise<boolean> {
  if (Object.keys(changes).length === 0) return personExists(db, userId, personId);
  const rows = await db.update(people).set(changes)
    .where(and(eq(people.id, personId), eq(people.userId, userId)))
    .returning({ id: people.id });
  return rows.length > 0;
}

/** Removes the person and, through the foreign keys, their events, recurring events and plans. */
export async function deletePerson(db: Db, userId: string, personId: string): Promise<boolean> {
  const rows = await db.delete(people)
    .where(and(eq(people.id, personId), eq(people.userId, userId)))
    .returning({ id: people.id });
  return rows.length > 0;
}
