import { type SQL, type SQLWrapper, and, eq, gt, sql } from 'drizzle-orm';
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

/**
 * A statement that checked the session found that it no longer holds, and so read or changed nothing
 * for it: thrown by the statement's reader, caught by `answerAsSessionUser`, which looks the session
 * up and answers again.
 */
export class SessionNoLongerHolds extends Error {
  constructor() {
    super('The session checked by the statement no longer holds');
  }
}

/** Throws `SessionNoLongerHolds` when a statement's `session_holds` column says so (absent: nothing was checked). */
export function ensureSessionHeld(sessionHolds: boolean | undefined) {
  if (sessionHolds === false) throw new SessionNoLongerHolds();
}

/**
 * A column (or a write's condition) for the one statement of a route that checks its session itself
 * (`checksSession`): whether the token's session is live and its user's row unchanged since its
 * fingerprint was taken. Read in the statement's own snapshot, it is at least as tight as a lookup
 * before the statement.
 */
export function sessionHolds(db: Db, check: Record<keyof SessionCheck, SQLWrapper> = {
  sessionTokenHash: param('sessionTokenHash'), sessionCheckedAt: param('sessionCheckedAt'), userFingerprint: param('userFingerprint'),
}) {
  const liveAndUnchanged = db.select({ found: sql`1` }).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(
      eq(sessions.tokenHash, check.sessionTokenHash),
      gt(sessions.expiresAt, check.sessionCheckedAt),
      eq(userFingerprint(), check.userFingerprint),
    ));
  return sql<boolean>`exists (${liveAndUnchanged})`;
}

/**
 * A route's one-row statement of scalar columns, prepared in two forms: as it is, and with the
 * `session_holds` column for a request whose user was taken from memory. Not one statement with a
 * flag: PostgreSQL plans the flag's values apart (a custom plan drops the check that a generic one
 * must count), and then planned the calendar window anew on every call, 0.7 ms against 0.3. Its
 * reader gives the row, or throws `SessionNoLongerHolds` when the check says no.
 */
export function checkableStatement(name: string, columns: (db: Db) => Record<string, SQL.Aliased>) {
  const plain = prepared(name, (db) => db.select(columns(db)).from(oneRow));
  const checked = prepared(`${name}_checked`, (db) => db.select({ ...columns(db), sessionHolds: sessionHolds(db).as('session_holds') }).from(oneRow));
  return async <Row>(db: Db, values: Record<string, unknown>, check: SessionCheck | undefined): Promise<Row> => {
    const [row] = await (check ? checked(db).all({ ...values, ...check }) : plain(db).all(values)) as [Row & { session_holds?: boolean }];
    ensureSessionHeld(row.session_holds);
    return row;
  };
}
