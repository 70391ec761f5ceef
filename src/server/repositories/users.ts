import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '@/domain/contract/auth';
import { DEFAULT_NOTIFY_HOUR, TRIAL_DAYS, type AvatarName } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { notificationSettings, users } from '@/server/db/schema';
import { brokenUniqueIndex } from '@/server/db/errors';
import { conflict } from '@/server/errors';
import { type Clock, todayIn } from '@/server/clock';
import { geoOf } from '@/server/integrations/cities';
import { nextDailyAt } from '@/server/notifications/schedule';

export type UserRow = typeof users.$inferSelect;

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;

export const newInviteCode = () =>
  Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

export function toUser(row: UserRow): User {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    birthDate: row.birthDate,
    country: row.country,
    city: row.city,
    timeZone: row.timeZone,
    locale: row.locale,
    hourCycle: row.hourCycle,
    userAvatar: row.userAvatar as AvatarName,
    userColor: row.userColor,
    rights: row.rights,
    pricingPlan: row.pricingPlan,
    trialExpirationDate: row.trialExpirationDate,
    userInviteCode: row.userInviteCode,
    signupOrigin: row.signupOrigin,
    created_at: row.createdAt.toISOString(),
    geo: geoOf(row.country, row.city),
  };
}

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  passwordHash: string | null;
  timeZone: string;
  signupOrigin: 'web' | 'app';
}

/**
 * Inserts a TRIAL user with a fresh invite code, drawing again on the rare invite-code collision.
 * A taken email or username becomes a 409 conflict.
 */
export async function insertUser(db: Db, clock: Clock, user: NewUser): Promise<UserRow> {
  const trialExpirationDate = todayIn(clock, user.timeZone).add({ days: TRIAL_DAYS }).toString();
  for (let attempt = 1; ; attempt++) {
    try {
      // The account comes with its notification settings, which schedule its reminders.
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...user, pricingPlan: 'TRIAL', trialExpirationDate, userInviteCode: newInviteCode() })
          .returning();
        await tx.insert(notificationSettings).values({ userId: row!.id, nextDailyAt: nextDailyAt(user.timeZone, DEFAULT_NOTIFY_HOUR, null, clock()) });
        return row!;
      });
    } catch (error) {
      const index = brokenUniqueIndex(error);
      if (index === 'users_invite_code_key' && attempt < 5) continue;
      if (index) throw conflict(index === 'users_username_key' ? 'This username is taken' : 'This email is already registered');
      throw error;
    }
  }
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findLiveUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  return row;
}

/** The live user who owns the invite code; codes are compared in capitals. */
export async function findLiveUserByInviteCode(db: Db, code: string) {
  const [row] = await db.select().from(users)
    .where(and(eq(users.userInviteCode, code.trim().toUpperCase()), isNull(users.deletedAt))).limit(1);
  return row;
}

export async function updateUser(db: Db, userId: string, changes: Partial<typeof users.$inferInsert>) {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Removes the user and, through the foreign keys, everything the user owns and every session. */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
