import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { AdminUser } from '@/domain/contract/users';
import type { Event } from '@/domain/contract/events';
import { TRIAL_DAYS, type PRICING_PLANS } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { events, people, users } from '@/server/db/schema';
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

/**
 * Marks a live user deleted by the admin and ends every session at once; the user's data stays.
 * False when there is no live user with that id.
 */
export async function softDeleteUser(db: Db, adminUserId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db.update(users)
    .set({ deletedAt: at, deletedByAdminUserId: adminUserId })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await revokeUserSessions(db, userId);
  return true;
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
