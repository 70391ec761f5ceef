import { sql } from 'drizzle-orm';
import type { PgliteThread } from '@/server/db/pgliteThread';
import type { users } from '@/server/db/schema';
import type { Db } from '@/server/db/client';

/** The channel on which the database's triggers announce a changed session or user (migration 0013). */
const SESSION_CHANGES = 'session_changes';

export interface LiveSession {
  user: typeof users.$inferSelect;
  expiresAt: Date;
  rememberMe: boolean;
  /** The user row's `userFingerprint` (src/server/auth/sessionCheck.ts). */
  fingerprint: string;
}

/** How many sessions are kept; past it, the longest-kept one goes. */
const CAPACITY = 10_000;

/**
 * Live sessions by their token's hash, at most `CAPACITY`, each until it expires. Kept frozen: a
 * session is shared by every request made with it, so none can change it for the others. What
 * makes a kept session trustworthy is its owner's business: `SessionCache` hears of every change on
 * PGlite; on PostgreSQL a server's kept sessions are guesses its routes check (sessionCheck.ts).
 */
export class KeptSessions {
  private readonly sessions = new Map<string, Readonly<LiveSession>>();

  /** The session of `tokenHash` if it is kept and has not expired by `now`. */
  find(tokenHash: string, now: Date): Readonly<LiveSession> | undefined {
    const session = this.sessions.get(tokenHash);
    if (!session || session.expiresAt > now) return session;
    this.sessions.delete(tokenHash);
    return undefined;
  }

  /** Keeps the session as the newest, letting the longest-kept go when full. */
  keep(tokenHash: string, session: LiveSession) {
    this.sessions.delete(tokenHash);
    if (this.sessions.size >= CAPACITY) this.sessions.delete(this.sessions.keys().next().value!);
    Object.freeze(session.user);
    this.sessions.set(tokenHash, Object.freeze(session));
  }

  forget(tokenHash: string) {
    this.sessions.delete(tokenHash);
  }

  forgetUser(userId: string) {
    for (const [tokenHash, session] of this.sessions) if (session.user.id === userId) this.sessions.delete(tokenHash);
  }

  clear() {
    this.sessions.clear();
  }
}

/**
 * Live sessions by their token's hash, kept in memory for a database that this process alone
 * writes: PGlite, whose data dir the server that opens it holds locked. PGlite runs one statement at
 * a time and hands on a trigger's notice before the statement that raised it returns, so a logout,
 * a block or a change of the user is forgotten here before anything else reaches the database: the
 * next request sees what the database would answer. PostgreSQL may be shared by several servers,
 * whose notices arrive when they arrive: there a server's kept sessions are only guesses
 * (src/server/auth/sessionCheck.ts).
 */
export class SessionCache {
  private readonly kept = new KeptSessions();
  /** Counts the notices heard: a lookup that overlapped one may have read what it ended. */
  private notices = 0;

  /** The session of `tokenHash` if it is kept and has not expired by `now`. */
  find(tokenHash: string, now: Date): Readonly<LiveSession> | undefined {
    return this.kept.find(tokenHash, now);
  }

  /**
   * Starts a lookup of `tokenHash` in the database; what it found is kept by the function returned,
   * unless a notice came in the meantime (it may have ended what the lookup read).
   */
  startLookup(tokenHash: string): (session: LiveSession) => void {
    const notices = this.notices;
    return (session) => {
      if (notices === this.notices) this.kept.keep(tokenHash, session);
    };
  }

  /** A trigger's notice: 'session:<token hash>', 'user:<id>' or 'all'. */
  forget(notice: string) {
    this.notices++;
    const [kind, key] = notice.split(':', 2);
    if (kind === 'session') this.kept.forget(key!);
    else if (kind === 'user') this.kept.forgetUser(key!);
    else this.kept.clear();
  }
}

/** By pool: every drizzle handle over the same connections (a test's counting one too) shares it. */
const caches = new WeakMap<object, SessionCache>();
const poolOf = (db: Db) => (db as unknown as { $client: object }).$client;

/** The session cache of `db`, if it has one (PGlite). */
export const sessionCacheOf = (db: Db) => caches.get(poolOf(db));

/** Gives `db`, PGlite's, a session cache that hears the triggers' notices. */
export async function cacheSessions(db: Db, thread: Pick<PgliteThread, 'addListener'>) {
  const cache = new SessionCache();
  thread.addListener(SESSION_CHANGES, (notice) => cache.forget(notice));
  await db.execute(sql.raw(`listen ${SESSION_CHANGES}`));
  caches.set(poolOf(db), cache);
}
