import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { param } from '@/server/db/prepared';

/** A digest of a user's whole row, taken with the session's lookup: any change to the row changes it. */
export const userFingerprint = () => sql<string>`md5(${users}::text)`;

/** The values of a `sessionHolds` column: which session to check, against which fingerprint, at what time. */
export interface SessionCheck {
  checkSession: boolean;
  sessionTokenHash: string;
  userFingerprint: string;
  sessionCheckedAt: Date;
}

/** Nothing to check: the session was looked up in full before the route's statement. */
export const NO_SESSION_CHECK: SessionCheck = { checkSession: false, sessionTokenHash: '', userFingerprint: '', sessionCheckedAt: new Date(0) };

/** What a statement with a `sessionHolds` column read, and that column. */
export type SessionChecked<T> = T & { sessionHolds: boolean };

/**
 * A column for the one statement of a route that checks its session itself (`checksSession`):
 * whether the token's session is live and its user's row unchanged since its fingerprint was taken.
 * Read in the statement's own snapshot, it is at least as tight as a lookup before the statement.
 * True when `checkSession` is false, and then the subquery does not run.
 */
export const sessionHolds = (db: Db) => {
  const liveAndUnchanged = db.select({ found: sql`1` }).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(
      eq(sessions.tokenHash, param('sessionTokenHash')),
      gt(sessions.expiresAt, param('sessionCheckedAt')),
      eq(userFingerprint(), param('userFingerprint')),
    ));
  return sql<boolean>`case when ${param('checkSession')}::boolean then exists (${liveAndUnchanged}) else true end`;
};

export interface RememberedSession {
  user: typeof users.$inferSelect;
  /** `userFingerprint` of the row when it was read. */
  fingerprint: string;
  expiresAt: Date;
}

/** How many sessions are remembered; past it, the longest-kept one goes. */
const CAPACITY = 10_000;

/**
 * The sessions this server has looked up on PostgreSQL, with their users. Other servers may share the
 * database and nothing tells this one what they change, so a user taken from here is a guess that the
 * route's own statement checks (`sessionHolds`), saving the lookup's round trip; PGlite's sessions are
 * kept by `SessionCache`, which hears every change.
 */
export class RememberedSessions {
  private readonly sessions = new Map<string, Readonly<RememberedSession>>();

  /** The session of `tokenHash` if it is remembered and had not expired by `now`. */
  find(tokenHash: string, now: Date): Readonly<RememberedSession> | undefined {
    const session = this.sessions.get(tokenHash);
    if (!session || session.expiresAt > now) return session;
    this.sessions.delete(tokenHash);
    return undefined;
  }

  remember(tokenHash: string, session: RememberedSession) {
    this.sessions.delete(tokenHash);
    if (this.sessions.size >= CAPACITY) this.sessions.delete(this.sessions.keys().next().value!);
    // Shared by every request of the session: frozen, so that none can change it for the others.
    Object.freeze(session.user);
    this.sessions.set(tokenHash, Object.freeze(session));
  }

  forget(tokenHash: string) {
    this.sessions.delete(tokenHash);
  }
}
