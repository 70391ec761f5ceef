import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { type Clock, toDate } from '@/server/clock';
import { param, prepared } from '@/server/db/prepared';
import { type LiveSession, sessionCacheOf } from '@/server/auth/sessionCache';
import { userFingerprint } from '@/server/auth/sessionCheck';

export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const sessionLength = (rememberMe: boolean) =>
  rememberMe ? Temporal.Duration.from({ hours: REMEMBERED_SESSION_DAYS * 24 }) : Temporal.Duration.from({ hours: SESSION_HOURS });

/** A 256-bit random token; only its hash is stored. The user's expired sessions go on the way. */
export async function createSession(db: Db, clock: Clock, userId: string, rememberMe: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = clock().add(sessionLength(rememberMe));
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, toDate(clock()))));
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    rememberMe,
    expiresAt: toDate(expiresAt),
  });
  return { token, expiresAt };
}

/** Every request's first query: the session of a token with its user, if it has not expired. */
const liveSessionByToken = prepared('live_session_by_token', (db) => db
  .select({ user: users, expiresAt: sessions.expiresAt, rememberMe: sessions.rememberMe, fingerprint: userFingerprint() })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .where(and(eq(sessions.tokenHash, param('tokenHash')), gt(sessions.expiresAt, param('now'))))
  .limit(1));

/**
 * The live session behind a token with its user, or undefined when the token is unknown, expired or
 * revoked; from memory where the database keeps a session cache (PGlite), frozen.
 */
export const findSession = (db: Db, clock: Clock, token: string) => findSessionByHash(db, clock, hashToken(token));

/** `findSession` of the token whose hash is `tokenHash`. */
export async function findSessionByHash(db: Db, clock: Clock, tokenHash: string): Promise<Readonly<LiveSession> | undefined> {
  const now = toDate(clock());
  const cache = sessionCacheOf(db);
  const cached = cache?.find(tokenHash, now);
  if (cached) return cached;
  const keep = cache?.startLookup(tokenHash);
  const [row] = await liveSessionByToken(db).execute({ tokenHash, now });
  if (!row || row.user.deletedAt) return undefined;
  keep?.(row);
  return row;
}

export async function revokeSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends the user's sessions but the one of `keepToken` (after an email or password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepToken: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
}

export async function revokeUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
