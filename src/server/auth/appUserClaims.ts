import { and, eq, gt, isNull } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '@/server/db/client';
import { appUserClaims, users } from '@/server/db/schema';
import { type Clock, toDate } from '@/server/clock';
import { randomSecret } from '@/server/secrets';
import { hashToken, revokeUserSessions } from '@/server/auth/sessions';

/** How long the web-login link of an app user stays usable. */
export const APP_USER_CLAIM_DAYS = 7;

/**
 * A one-time secret that lets whoever holds it give the app user `userId` an email and password: a
 * 256-bit random value, stored as its SHA-256 like a session token. A new one replaces the old one,
 * so an expired link can be renewed.
 */
export async function issueAppUserClaim(db: Db, clock: Clock, userId: string): Promise<string> {
  const secret = randomSecret();
  const claim = {
    secretHash: hashToken(secret),
    expiresAt: toDate(clock().add(Temporal.Duration.from({ hours: APP_USER_CLAIM_DAYS * 24 }))),
    createdAt: toDate(clock()),
  };
  await db.insert(appUserClaims).values({ userId, ...claim })
    .onConflictDoUpdate({ target: appUserClaims.userId, set: claim });
  return secret;
}

/** The claim matches, is unexpired, and its account is a live app user without a web login yet. */
const validClaim = (clock: Clock, claimToken: string) => and(
  eq(appUserClaims.secretHash, hashToken(claimToken)),
  gt(appUserClaims.expiresAt, toDate(clock())),
);
const unconnectedAppUser = and(eq(users.signupOrigin, 'app'), isNull(users.email), isNull(users.deletedAt));

/** The id of the app user `username` whose claim this is, or undefined for any reason it is not. */
export async function findClaimedAppUser(db: Db, clock: Clock, username: string, claimToken: string) {
  const [row] = await db.select({ userId: users.id })
    .from(users)
    .innerJoin(appUserClaims, eq(appUserClaims.userId, users.id))
    .where(and(eq(users.username, username), unconnectedAppUser, validClaim(clock, claimToken)))
    .limit(1);
  return row?.userId;
}

/**
 * Uses the claim up and attaches the email and password in one transaction: of two simultaneous
 * uses, one deletes the claim and the other finds none. False when the claim is no longer valid.
 * A taken email throws (the unique index) and rolls back, so the claim stays for another try.
 */
export function connectAppUser(db: Db, clock: Clock, userId: string, claimToken: string, login: { email: string; passwordHash: string }) {
  return db.transaction(async (tx) => {
    const used = await tx.delete(appUserClaims)
      .where(and(eq(appUserClaims.userId, userId), validClaim(clock, claimToken)))
      .returning({ userId: appUserClaims.userId });
    if (used.length === 0) return false;
    const connected = await tx.update(users).set(login)
      .where(and(eq(users.id, userId), unconnectedAppUser))
      .returning({ id: users.id });
    // A new password: no session from before it may go on.
    await revokeUserSessions(tx, userId);
    return connected.length > 0;
  });
}
