import { type SQL, and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { AdminUser } from '@/domain/contract/users';
import type { Event } from '@/domain/contract/events';
import { TRIAL_DAYS, type PRICING_PLANS } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { events, users } from '@/server/db/schema';
import { revokeUserSessions } from '@/server/auth/sessions';
import { readEvents, selectEvents } from '@/server/repositories/events';
import { type UserRow, toUser } from '@/server/repositories/users';

const RECENT_EVENTS_LIMIT = 50;

/**
 * Correlated counts, so the whole list stays one query. Columns are written out with their tables:
 * inside a select list Drizzle names a column bare, which the subquery would read as its own.
 */
const countOwnedBy = (table: 'people' | 'events') =>
  sql<number>`(select count(*) from ${sql.identifier(table)} where ${sql.identifier(table)}.user_id = ${sql.identifier('users')}.id)`.mapWith(Number);
const personCount = countOwnedBy('people');
const eventCount = countOwnedBy('events');

function toAdminUser(row: UserRow, counts: { personCount: number; eventCount: number }): AdminUser {
  return {
    ...toUser(row),
    ...counts,
    deletedByAdminUserId: row.deletedByAdminUserId,
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

/** Every user, deleted ones too, newest first, with how many people and events each keeps. */
export async function listAdminUsers(db: Db, userId?: string): Promise<AdminUser[]> {
  const rows = await db
    .select({ user: users, personCount, eventCount })
    .from(users)
    .where(userId === undefined ? undefined : eq(users.id, userId))
    .orderBy(desc(users.createdAt), users.id);
  return rows.map(({ user, ...counts }) => toAdminUser(user, counts));
}

/** The user's events before `today`, newest first, at most 50. */
export async function recentEventsOfUser(db: Db, userId: string, today: Temporal.PlainDate): Promise<Event[]> {
  return readEvents(db, selectEvents(db, userId)
    .where(and(eq(events.userId, userId), lt(events.eventDate, today.toString())))
    .orderBy(desc(events.eventDate), desc(events.createdAt))
    .limit(RECENT_EVENTS_LIMIT));
}

/** Why an admin's change of a user did not happen: no such user, or one the change does not apply to. */
type Refusal = 'missing' | 'refused';

/** After a change that matched no row: `refused` when the user is there (`which`), else `missing`. */
async function refusalOf(db: Db, which: SQL | undefined): Promise<Refusal> {
  const [row] = await db.select({ id: users.id }).from(users).where(which).limit(1);
  return row ? 'refused' : 'missing';
}

/**
 * Marks a live user deleted by the admin and ends every session at once; the user's data stays.
 * Admins are never deleted (`refused`: checked in the same statement, so rights granted meanwhile
 * count); a user deleted already or unknown is `missing`.
 */
export async function softDeleteUser(db: Db, adminUserId: string, userId: string, at: Date): Promise<'deleted' | Refusal> {
  const live = and(eq(users.id, userId), isNull(users.deletedAt));
  const rows = await db.update(users)
    .set({ deletedAt: at, deletedByAdminUserId: adminUserId })
    .where(and(live, ne(users.rights, 'ADMIN')))
    .returning({ id: users.id });
  if (rows.length === 0) return refusalOf(db, live);
  await revokeUserSessions(db, userId);
  return 'deleted';
}

/**
 * Undoes an admin's delete: the user can log in again (their sessions ended at the delete) and is
 * back for everyone. `refused` when the user is not deleted.
 */
export async function restoreUser(db: Db, userId: string): Promise<'restored' | Refusal> {
  const rows = await db.update(users)
    .set({ deletedAt: null, deletedByAdminUserId: null })
    .where(and(eq(users.id, userId), isNotNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0 ? 'restored' : refusalOf(db, eq(users.id, userId));
}

/**
 * Puts the user on a plan: STANDARD has no expiry; TRIAL runs for the trial length from the
 * user's today. False when there is no such user, or an admin deleted them (restore them first).
 */
export async function setPricingPlan(
  db: Db, userId: string, pricingPlan: (typeof PRICING_PLANS)[number], todayOfUser: (timeZone: string) => Temporal.PlainDate,
): Promise<boolean> {
  const live = and(eq(users.id, userId), isNull(users.deletedAt));
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(live).limit(1);
  if (!row) return false;
  const trialExpirationDate = pricingPlan === 'TRIAL' ? todayOfUser(row.timeZone).add({ days: TRIAL_DAYS }).toString() : null;
  const updated = await db.update(users).set({ pricingPlan, trialExpirationDate }).where(live).returning({ id: users.id });
  return updated.length > 0;
}
