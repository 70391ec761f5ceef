import { type SQL, and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { oneRow, param, prepared } from '@/server/db/prepared';

/** A digest of a user's whole row, taken with the session's lookup: any change to the row changes it. */
export const userFingerprint = () => sql<string>`md5(${users}::text)`;

/** The values of a `sessionHolds` column: which session to check, against which fingerprint, at what time. */
export interface SessionCheck {
  sessionTokenHash: string;
  userFingerprint: string;
  sessionCheckedAt: Date;
}

/** What a statement that may check the session read, and whether the session holds (true when nothing was checked). */
export type SessionChecked<T> = T & { sessionHolds: boolean };

/**
 * A column for the one statement of a route that checks its session itself (`checksSession`):
 * whether the token's session is live and its user's row unchanged since its fingerprint was taken.
 * Read in the statement's own snapshot, it is at least as tight as a lookup before the statement.
 */
export function sessionHolds(db: Db) {
  const liveAndUnchanged = db.select({ found: sql`1` }).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(
      eq(sessions.tokenHash, param('sessionTokenHash')),
      gt(sessions.expiresAt, param('sessionCheckedAt')),
      eq(userFingerprint(), param('userFingerprint')),
    ));
  return sql<boolean>`exists (${liveAndUnchanged})`;
}

/**
 * A route's one-row statement of scalar columns, prepared in two forms: as it is, and with the
 * `session_holds` column for a request whose user was taken from memory. Not one statement with a
 * flag: PostgreSQL plans the flag's values apart (a custom plan drops the check that a generic one
 * must count), and then planned the calendar window anew on every call, 0.7 ms against 0.3.
 */
export function checkableStatement(name: string, columns: (db: Db) => Record<string, SQL.Aliased>) {
  const plain = prepared(name, (db) => db.select(columns(db)).from(oneRow));
  const checked = prepared(`${name}_checked`, (db) => db.select({ ...columns(db), sessionHolds: sessionHolds(db).as('session_holds') }).from(oneRow));
  return async <Row>(db: Db, values: Record<string, unknown>, check: SessionCheck | undefined): Promise<SessionChecked<Row>> => {
    const [row] = await (check ? checked(db).all({ ...values, ...check }) : plain(db).all(values)) as [Row & { session_holds?: boolean }];
    return { ...row, sessionHolds: row.session_holds ?? true };
  };
}

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
