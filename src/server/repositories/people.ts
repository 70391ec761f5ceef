import { and, eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { CreatePersonBody, Person, Suggestion, UpdatePersonBody } from '@/domain/contract/people';
import { catchUpSuggestions } from '@/domain/catchUp';
import { DEFAULT_AVATAR, type AvatarName } from '@/domain/constants';
import { avatarColor } from '@/domain/avatars';
import type { Db } from '@/server/db/client';
import { events, people } from '@/server/db/schema';
import { type QueryValue, oneRow, param, prepared, preparedSql } from '@/server/db/prepared';
import { type SessionCheck, ensureSessionHeld, sessionHolds } from '@/server/auth/sessionCheck';
import { type ConnectionRow, connectionColumns, connectionsSeenBy, toUserConnection } from '@/server/repositories/userConnections';
import { emitWebhookEvent } from '@/server/webhooks/outbox';

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
function seenDates(day: QueryValue<string>) {
  const edge = (aggregate: 'max' | 'min', comparison: '<' | '>=') => sql<string | null>`(
    select ${sql.raw(aggregate)}(${events.eventDate}) from ${events}
    where ${eventsOfPersonThen(comparison, day)}
  )`;
  return { lastSeenDate: edge('max', '<').as('last_seen_date'), nextEventDate: edge('min', '>=').as('next_event_date') };
}

/** The person's events that were not canceled, before `day` or from it on. */
const eventsOfPersonThen = (comparison: '<' | '>=', day: QueryValue<string>) =>
  sql`${events.personId} = ${people.id} and ${events.eventDate} ${sql.raw(comparison)} ${day} and ${events.status} <> 'canceled'`;

/**
 * The people of the user's plans from `day` on, one range of events_user_planned_idx that PostgreSQL
 * hashes once: a look into the person's index for each of the heavy user's 1,000 people took 2 of
 * Home's 3 ms there (docs/PERFORMANCE.md). An event without a person is left out: `not in` a set
 * holding null would pass no one.
 */
const peopleWithPlansFrom = (userId: QueryValue<string>, day: QueryValue<string>) => sql`
  select ${events.personId} from ${events}
  where ${events.userId} = ${userId} and ${events.eventDate} >= ${day} and ${events.status} <> 'canceled' and ${events.personId} is not null`;

interface PeopleFilter {
  /** Only this person. */
  personId?: QueryValue<string>;
  /** Only people with nothing planned from today on (no `nextEventDate`): those a catch-up may be due with. */
  nothingPlanned?: boolean;
}

/**
 * The user's people by name, with their seen dates and connections, in one query however long the
 * list: a person with several connections comes back as several rows. `today` is an ISO date.
 */
export function listPeopleQuery(db: Db, userId: QueryValue<string>, today: QueryValue<string>, filter: PeopleFilter = {}) {
  const connections = connectionsSeenBy(db, userId);
  return db
    .select({
      person: people,
      ...seenDates(today),
      connection: connectionColumns(connections),
    })
    .from(people)
    .leftJoin(connections, eq(connections.personId, people.id))
    .where(and(
      eq(people.userId, userId),
      filter.personId === undefined ? undefined : eq(people.id, filter.personId),
      // The seen dates are worked out only for the people who pass: for a large network with plans
      // ahead, that is a few instead of all (the heavy user's Home: 1,000 people, 1 due).
      filter.nothingPlanned ? sql`${people.id} not in (${peopleWithPlansFrom(userId, today)})` : undefined,
    ))
    .orderBy(sql`lower(${people.personName})`, people.id, connections.createdAt);
}

const statements = {
  all: prepared('people_of_user', (db) => listPeopleQuery(db, param('userId'), param('today'))),
  one: prepared('person_of_user', (db) => listPeopleQuery(db, param('userId'), param('today'), { personId: param('personId') })),
  nothingPlanned: prepared('people_with_nothing_planned', (db) => listPeopleQuery(db, param('userId'), param('today'), { nothingPlanned: true })),
};

/** A row of `listPeopleQuery` as the driver returns it: named by column, dates and timestamps as text. */
interface PersonListRow {
  id: string;
  person_name: string;
  person_avatar: string;
  person_color: string;
  person_notes: string | null;
  meet_frequency: Person['meetFrequency'];
  external_messaging_platform: Person['externalMessagingPlatform'];
  external_messaging_id: string | null;
  created_at: string;
  last_seen_date: string | null;
  next_event_date: string | null;
  user_connection_id: string | null;
  viewer_person_id: string | null;
  other_user_id: string;
  first_name: string;
  last_name: string;
  connected_at: string;
}

/**
 * The user's people, read as the driver's rows (`db.execute`): drizzle's own mapping of a select
 * passes every field of every row through generic code that took two thirds of the server's time
 * for a thousand people on PostgreSQL (docs/PERFORMANCE.md). Tests on both databases check the result.
 */
export async function listPeople(db: Db, userId: string, today: Temporal.PlainDate, filter: { personId?: string; nothingPlanned?: boolean } = {}): Promise<ListedPerson[]> {
  const values = { userId, today: today.toString() };
  return toListedPeople(await (filter.personId !== undefined
    ? statements.one(db).all({ ...values, personId: filter.personId })
    : filter.nothingPlanned ? statements.nothingPlanned(db).all(values) : statements.all(db).all(values)));
}

/**
 * The user's own people as `listPeople` lists them, each row with the session's check, and one row
 * of nulls but the check when there are none (`GET /people` when its user was taken from memory).
 * Not one JSON array as Home's lists: for a thousand people building and parsing it cost a seventh
 * of the route's rate.
 */
const ownPeopleChecked = preparedSql('people_of_user_checked', (db) => sql`
  select listed.*, ${sessionHolds(db)} as session_holds from ${oneRow}
  left join (${listPeopleQuery(db, param('userId'), param('today'))}) as listed on true
  -- listPeopleQuery's order, which a join need not keep
  order by lower(listed.person_name), listed.id, listed.connected_at`);

/**
 * The signed-in user's people. The session checked when `check` is given: `SessionNoLongerHolds` when
 * it does not (src/server/auth/sessionCheck.ts).
 */
export async function readOwnPeople(db: Db, userId: string, today: Temporal.PlainDate, check?: SessionCheck): Promise<ListedPerson[]> {
  if (!check) return listPeople(db, userId, today);
  const rows = await ownPeopleChecked(db).all({ userId, today: today.toString(), ...check }) as (PersonListRow & { session_holds: boolean })[];
  ensureSessionHeld(rows[0]!.session_holds);
  return rows[0]!.id === null ? [] : toListedPeople(rows);
}

/**
 * The rows of a `listPeopleQuery`, from the driver or as JSON (`jsonRowsOf`: the same names, its
 * timestamps written the ISO way, which `Date` reads as well), one person per id.
 */
export function toListedPeople(rows: unknown[]): ListedPerson[] {
  const listed = new Map<string, ListedPerson>();
  for (const row of rows as PersonListRow[]) {
    let entry = listed.get(row.id);
    if (!entry) {
      entry = { person: toPerson(row), createdAt: new Date(row.created_at) };
      listed.set(row.id, entry);
    }
    if (row.user_connection_id) entry.person.userConnections.push(toUserConnection(connectionOf(row, row.user_connection_id), row.person_name));
  }
  return [...listed.values()];
}

function connectionOf(row: PersonListRow, userConnectionId: string): ConnectionRow {
  return {
    userConnectionId,
    personId: row.viewer_person_id,
    userId: row.other_user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: new Date(row.connected_at),
  };
}

/** The people due for a catch-up, most overdue first (see `src/domain/catchUp.ts`). */
export async function suggestionsFor(db: Db, user: { id: string; timeZone: string }, today: Temporal.PlainDate): Promise<Suggestion[]> {
  return suggestionsAmong(await listPeople(db, user.id, today, { nothingPlanned: true }), user.timeZone, today);
}

/** Those of the people with nothing planned (`listPeopleQuery`'s `nothingPlanned`) who are due for a catch-up, most overdue first. */
export function suggestionsAmong(nothingPlanned: ListedPerson[], timeZone: string, today: Temporal.PlainDate): Suggestion[] {
  const dayIn = isoDayIn(timeZone);
  const candidates = nothingPlanned.map(({ person, createdAt }) => ({ ...person, addedOn: () => dayIn(createdAt) }));
  return catchUpSuggestions(candidates, today).map(({ addedOn: _addedOn, ...suggestion }) => suggestion);
}

/** One formatter per time zone: making one costs more than formatting a hundred days with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The ISO day of an instant in a time zone, through Intl: Temporal's zone conversion costs about
 * a third of a millisecond each, a thousand people a third of a second.
 */
function isoDayIn(timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const zoned = format;
  return (instant: Date) => {
    const part = Object.fromEntries(zoned.formatToParts(instant).map(({ type, value }) => [type, value]));
    return `${part.year}-${part.month}-${part.day}`;
  };
}

function toPerson(row: PersonListRow): Person {
  return {
    personId: row.id,
    personName: row.person_name,
    personAvatar: row.person_avatar as AvatarName,
    personColor: row.person_color,
    personNotes: row.person_notes,
    meetFrequency: row.meet_frequency,
    externalMessagingPlatform: row.external_messaging_platform,
    externalMessagingId: row.external_messaging_id,
    lastSeenDate: row.last_seen_date,
    nextEventDate: row.next_event_date,
    userConnections: [],
  };
}

const personExistsStatement = prepared('person_exists', (db) => db.select({ id: people.id }).from(people)
  .where(and(eq(people.id, param('personId')), eq(people.userId, param('userId')))));

/** Asked before every write that names a person: prepared once. */
export async function personExists(db: Db, userId: string, personId: string): Promise<boolean> {
  const [row] = await personExistsStatement(db).execute({ userId, personId });
  return row !== undefined;
}

/** Adds a person, without a colour the avatar's palette colour, and queues its `person.created` webhooks in one transaction. */
export function insertPerson(db: Db, userId: string, body: CreatePersonBody, createdAt: Date): Promise<string> {
  const personAvatar = body.personAvatar ?? DEFAULT_AVATAR;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(people)
      .values({ ...body, userId, personAvatar, personColor: body.personColor ?? avatarColor(personAvatar), createdAt })
      .returning();
    // As the API shows a person: someone just added has no events and no connections yet.
    await emitWebhookEvent(tx, userId, 'person.created', () => ({
      personId: row!.id, personName: row!.personName, personAvatar: row!.personAvatar, personColor: row!.personColor,
      personNotes: row!.personNotes, meetFrequency: row!.meetFrequency, externalMessagingPlatform: row!.externalMessagingPlatform,
      externalMessagingId: row!.externalMessagingId, lastSeenDate: null, nextEventDate: null, userConnections: [],
    }), createdAt);
    return row!.id;
  });
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
