/**
 * A deterministic data set for benchmarks and Lighthouse: one heavy user with a large network
 * and years of events, plus many ordinary users with a few people and events each. Rows go in
 * through the app's Drizzle schema in bulk; every user shares one password hash (argon2 runs once).
 */
import { Temporal } from 'temporal-polyfill';
import type { Db } from '@/server/db/client';
import { events, people, proposedPlans, recurringEvents, users } from '@/server/db/schema';
import { ACTIVITIES, AVATAR_NAMES, MEET_FREQUENCIES, TIME_SLOTS, TRIAL_DAYS } from '@/domain/constants';
import { avatarColor } from '@/domain/avatars';
import { hashPassword } from '@/server/auth/passwords';

export interface DatasetSize {
  /** Ordinary users besides the heavy one. */
  users: number;
  /** The heavy user's people. */
  people: number;
  /** The heavy user's events, spread over ten years. */
  events: number;
}

export const DEFAULT_SIZE: DatasetSize = { users: 10_000, people: 1_000, events: 100_000 };

/** The `--users`, `--people` and `--events` flags, each a whole number, defaulting to DEFAULT_SIZE. */
export const SIZE_OPTIONS = { users: { type: 'string' }, people: { type: 'string' }, events: { type: 'string' } } as const;

export function sizeFrom(values: Partial<Record<keyof DatasetSize, string>>): DatasetSize {
  const count = (name: keyof DatasetSize) => {
    const value = values[name] === undefined ? DEFAULT_SIZE[name] : Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${values[name]}`);
    return value;
  };
  return { users: count('users'), people: count('people'), events: count('events') };
}

export const SEED_PASSWORD = 'seeded benchmark password';
export const HEAVY_EMAIL = 'heavy@seed.funplans.test';
/**
 * The heavy user's network with only the heavy user's events of the weeks around today (about a
 * fortieth of them): the bench compares the two on Home and the events window, whose answers are
 * then alike, so what differs is the events outside them.
 */
export const CONTROL_EMAIL = 'control@seed.funplans.test';
export const ordinaryEmail = (index: number) => `user${index}@seed.funplans.test`;

export interface SeededDataset {
  heavyUserId: string;
  controlUserId: string;
  /** A proposed plan of the heavy user's, open to anyone with its link. */
  shareCode: string;
  /** The first ordinary user's id (none when `users` is 0). */
  ordinaryUserId: string | undefined;
}

const ORDINARY_PEOPLE = 3;
const ORDINARY_EVENTS = 10;
const PLANS = 20;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 2_000;
/** Events lie between nine and a half years ago and half a year ahead. */
const PAST_DAYS = 3_470;
const SPAN_DAYS = 3_652;
/** The control user's days: Home's last-seen dates and a 35-day window from this week's Monday fall within them. */
export const CONTROL_DAYS = { before: 60, after: 42 };

const FIRST_NAMES = ['Ada', 'Ben', 'Chloé', 'Dmitri', 'Eva', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Keiko', 'Lena', 'Mateo', 'Nora', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Victor', 'Wen', 'Yara', 'Zoë'];
const LAST_NAMES = ['Andersen', 'Bianchi', 'Chen', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Hansen', 'Ivanova', 'Jansen', 'Kowalski', 'Lopez', 'Müller', 'Novak', 'Okafor', 'Petrov', 'Rossi', 'Schmidt', 'Tanaka', 'Weber'];

/** mulberry32: a small seeded generator, so every run writes the same data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let offset = 0; offset < rows.length; offset += BATCH) await insert(rows.slice(offset, offset + BATCH));
}

/** Invite codes from the user's index: unique by construction, and never drawn by `newInviteCode` (it draws no 0 or 1). */
const inviteCode = (index: number) => `S${index.toString().padStart(7, '0')}`;

function userRow(index: number, email: string, passwordHash: string, today: Temporal.PlainDate, random: Random) {
  return {
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    username: email.split('@')[0]!,
    email,
    passwordHash,
    timeZone: 'UTC',
    trialExpirationDate: today.add({ days: TRIAL_DAYS }).toString(),
    userInviteCode: inviteCode(index),
    signupOrigin: 'web' as const,
  };
}

function personRow(userId: string, random: Random) {
  const personAvatar = random.pick(AVATAR_NAMES);
  return {
    userId,
    personName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    personAvatar,
    personColor: avatarColor(personAvatar),
    meetFrequency: random.pick(MEET_FREQUENCIES),
  };
}

function eventRow(userId: string, personIds: string[], first: Temporal.PlainDate, spanDays: number, random: Random) {
  const roll = random.next();
  return {
    userId,
    personId: random.pick(personIds),
    eventTitle: roll < 0.3 ? 'Catch-up' : null,
    eventActivity: roll < 0.6 ? random.pick(ACTIVITIES) : null,
    eventDate: first.add({ days: random.int(spanDays) }).toString(),
    eventTimeSlot: random.pick(TIME_SLOTS),
    status: roll > 0.95 ? 'canceled' as const : 'confirmed' as const,
  };
}

const insertPeople = async (db: Db, rows: ReturnType<typeof personRow>[]) => {
  const ids: string[] = [];
  await inBatches(rows, async (batch) => ids.push(...(await db.insert(people).values(batch).returning({ id: people.id })).map(({ id }) => id)));
  return ids;
};

type EventRow = ReturnType<typeof eventRow>;

/** A user's people with a birthday each, and the events `eventsOf` gives for their ids. */
async function seedNetwork(db: Db, userId: string, peopleCount: number, eventsOf: (personIds: string[]) => EventRow[], random: Random) {
  const personIds = await insertPeople(db, Array.from({ length: peopleCount }, () => personRow(userId, random)));
  if (personIds.length === 0) return { personIds, events: [] };
  const rows = eventsOf(personIds);
  await inBatches(rows, (batch) => db.insert(events).values(batch));
  await inBatches(personIds.map((personId) => ({
    userId, personId, recurringEventName: 'Birthday', recurringEventType: 'birthday' as const,
    recurringEventMonth: 1 + random.int(12), recurringEventDay: 1 + random.int(28),
  })), (batch) => db.insert(recurringEvents).values(batch));
  return { personIds, events: rows };
}

/** The heavy user's events between `from` and `until` (exclusive), each with the control user's person of the same rank. */
function controlEvents(heavy: { personIds: string[]; events: EventRow[] }, userId: string, personIds: string[], from: string, until: string) {
  const rank = new Map(heavy.personIds.map((id, index) => [id, index]));
  return heavy.events
    .filter((event) => event.eventDate >= from && event.eventDate < until)
    .map((event) => ({ ...event, userId, personId: personIds[rank.get(event.personId)!]! }));
}

/** Writes the data set; `today` anchors the ten years of events. */
export async function seedDataset(db: Db, size: DatasetSize = DEFAULT_SIZE, today = Temporal.Now.plainDateISO('UTC')): Promise<SeededDataset> {
  const random = generator(15);
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const first = today.subtract({ days: PAST_DAYS });

  const [heavy, control] = await db.insert(users)
    .values([userRow(0, HEAVY_EMAIL, passwordHash, today, random), userRow(size.users + 1, CONTROL_EMAIL, passwordHash, today, random)])
    .returning({ id: users.id });
  const heavyUserId = heavy!.id;
  const heavyNetwork = await seedNetwork(db, heavyUserId, size.people,
    (personIds) => Array.from({ length: size.events }, () => eventRow(heavyUserId, personIds, first, SPAN_DAYS, random)), random);
  const heavyPeople = heavyNetwork.personIds;
  const from = today.subtract({ days: CONTROL_DAYS.before }).toString();
  const until = today.add({ days: CONTROL_DAYS.after }).toString();
  await seedNetwork(db, control!.id, size.people, (personIds) => controlEvents(heavyNetwork, control!.id, personIds, from, until), random);
  const plans = heavyPeople.length === 0 ? [] : Array.from({ length: PLANS }, (_, index) => ({
    userId: heavyUserId,
    personId: random.pick(heavyPeople),
    proposedPlanTitle: `Plan ${index + 1}`,
    proposedPlanTimeSlots: [1, 2, 3].map((days) => ({ date: today.add({ days: days + index }).toString(), timeSlot: random.pick(TIME_SLOTS) })),
    shareCode: `seed-plan-${index + 1}`,
    timeZone: 'UTC',
  }));
  if (plans.length > 0) await db.insert(proposedPlans).values(plans);

  const ordinaryIds: string[] = [];
  await inBatches(Array.from({ length: size.users }, (_, index) => userRow(index + 1, ordinaryEmail(index + 1), passwordHash, today, random)),
    async (batch) => ordinaryIds.push(...(await db.insert(users).values(batch).returning({ id: users.id })).map(({ id }) => id)));
  const ordinaryPeople = await insertPeople(db, ordinaryIds.flatMap((userId) => Array.from({ length: ORDINARY_PEOPLE }, () => personRow(userId, random))));
  // INSERT ... RETURNING answers in the order of the values: each user's people lie together.
  await inBatches(ordinaryIds.flatMap((userId, index) => {
    const ids = ordinaryPeople.slice(index * ORDINARY_PEOPLE, (index + 1) * ORDINARY_PEOPLE);
    // An ordinary user's events lie within the last and the next year.
    return Array.from({ length: ORDINARY_EVENTS }, () => eventRow(userId, ids, today.subtract({ days: 365 }), 730, random));
  }), (batch) => db.insert(events).values(batch));

  return { heavyUserId, controlUserId: control!.id, shareCode: plans[0]?.shareCode ?? '', ordinaryUserId: ordinaryIds[0] };
}
