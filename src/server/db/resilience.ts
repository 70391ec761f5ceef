import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '@/server/db/client';

/**
 * SQLSTATEs of a connection that is gone: class 08 (connection exception), and 57P01–57P03 (the
 * backend was terminated, e.g. by `pg_terminate_backend`, or the server is shutting down or starting).
 */
const LOST_CODES = /^(08|57P0[123])/;
/** Errors node-postgres gives without a SQLSTATE when the socket is gone or cannot be opened. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const LOST_MESSAGES = /Connection terminated|not queryable|Client was closed/;

/** Whether the error (or one it wraps: drizzle wraps the driver's) says the connection to the database was lost. */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CODES.test(code) || LOST_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * Whether PostgreSQL ended the connection while it ran the statement or transaction that gets this
 * error (57P01, terminated by an administrator; 57P02, another backend crashed; 57P03, shutting
 * down). PostgreSQL commits with interrupts held off and answers a committed statement before it
 * acts on a termination, so a termination reported as the statement's own error means it was ended
 * before its commit and rolled back: nothing of it remains, and running it again does it once.
 * (A socket that merely closes, with no answer, says nothing of the kind.)
 */
export function wasEndedBeforeCommit(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^57P0[123]$/.test(code)) return true;
  }
  return false;
}

/**
 * Whether node-postgres refused the statement without sending it: a client whose connection broke
 * (PostgreSQL's termination arrives while it waits between statements) or that was closed takes no
 * more queries. Nothing of it reached the database, so it may always run again: a transaction whose
 * COMMIT met this never committed, and PostgreSQL rolls it back with the connection.
 */
export function wasNeverSent(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { message } = e as { message?: unknown };
    if (typeof message === 'string' && /is not queryable/.test(message)) return true;
  }
  return false;
}

/**
 * A statement that changes nothing, so running it again after its connection was lost cannot do a
 * thing twice: a plain SELECT (or SHOW), not locking rows. Anything else may have committed before
 * the connection went.
 */
export function isReadOnly(text: string): boolean {
  return /^\s*(select|show)\b/i.test(text) && !/\bfor\s+(no\s+key\s+)?(update|share)\b|\bnextval\s*\(|\bpg_advisory/i.test(text);
}

/**
 * The pause before running again what met a lost connection. When PostgreSQL drops a connection it
 * usually drops the others too (a restart, a failover, every backend terminated); each idle client
 * of the pool hears it a little later, and the pool closes it then. Running again at once could take
 * one of them; after the pause the pool has let them go and opens a new connection.
 */
const RETRY_PAUSE_MS = 100;
/**
 * How often a statement or transaction is tried in all. Each try that meets a dead client gives it
 * back broken, and the pool closes it; when every connection was cut at once, the pool may still lend
 * another dead one before it has heard of it.
 */
const TRIES = 3;
const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));

/** Times of the statements and transactions a pool runs, for the metrics. */
export type DbTiming = (kind: 'statement' | 'transaction', seconds: number) => void;

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * The pool's statements outside transactions, timed, and run again (TRIES in all) when they met a
 * dead connection and the statement is read-only, was ended before its commit, or was never sent. The pool itself
 * drops a client whose connection broke (pg-pool checks it on release), so a retry gets another.
 */
export function retryStatementsOnLostConnection(pool: pg.Pool, timing: DbTiming) {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  pool.query = (async (config: string | pg.QueryConfig, values?: unknown) => {
    const started = performance.now();
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await query(config, values);
        } catch (error) {
          const text = typeof config === 'string' ? config : config.text;
          if (attempt === TRIES || !isConnectionLost(error) || !(isReadOnly(text) || wasEndedBeforeCommit(error) || wasNeverSent(error))) throw error;
          await pause();
        }
      }
    } finally {
      timing('statement', seconds(started));
    }
  }) as typeof pool.query;
}

/**
 * Transactions on a client of their own, timed, and run again (TRIES in all) when the connection was lost
 * before their COMMIT was sent (at connect, on BEGIN, or on one of their statements: PostgreSQL rolls
 * back a transaction whose connection ends), when the COMMIT was never sent (the connection broke
 * while the transaction's last statement was answered), or when PostgreSQL reports that it ended the
 * COMMIT itself before it committed. A COMMIT whose answer was lost otherwise may have happened: that
 * transaction is never run again. The work of a transaction touches only the database (what must
 * happen outside it goes through the outbox), so running it again does it once.
 */
export function retryTransactionsLostBeforeCommit(db: Db, pool: pg.Pool, timing: DbTiming, logger?: Logger) {
  db.transaction = (async (...[work, config]: Parameters<Db['transaction']>) => {
    const started = performance.now();
    try {
      for (let attempt = 1; ; attempt++) {
        let committing = false;
        try {
          return await onOwnClient(pool, logger, (session) => session.transaction(async (tx) => {
            const result = await work(tx);
            committing = true;
            return result;
          }, config));
        } catch (error) {
          const safe = !committing || wasEndedBeforeCommit(error) || wasNeverSent(error);
          if (attempt === TRIES || !isConnectionLost(error) || !safe) throw error;
          await pause();
        }
      }
    } finally {
      timing('transaction', seconds(started));
    }
  }) as Db['transaction'];
}

type Query = (config: string | pg.QueryConfig, values?: unknown) => Promise<pg.QueryResult>;

/**
 * Runs `work` on one client of the pool, released with the error when its connection was lost, so
 * that the pool closes it rather than lending it again. (Drizzle's own pool transactions keep the
 * client checked out for good when BEGIN fails.) When the COMMIT failed, its error is the one thrown:
 * drizzle answers a failed COMMIT with a ROLLBACK and, when the connection is gone, throws the
 * ROLLBACK's error instead, which no longer says whether PostgreSQL ended the COMMIT before it committed.
 */
async function onOwnClient<T>(pool: pg.Pool, logger: Logger | undefined, work: (session: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let commitError: unknown;
  const query = client.query.bind(client) as Query;
  const recordingCommit: { query: Query } = {
    query: (config, values) => query(config, values).catch((error: unknown) => {
      if (/^\s*commit\s*$/i.test(typeof config === 'string' ? config : config.text)) commitError = error;
      throw error;
    }),
  };
  let failure: unknown;
  try {
    // Over one client drizzle neither takes nor releases one; no query inside a transaction needs the schema.
    return await work(drizzlePg(recordingCommit as unknown as pg.PoolClient, { logger }) as unknown as Db);
  } catch (error) {
    failure = commitError ?? error;
    throw failure;
  } finally {
    client.release(isConnectionLost(failure) ? (failure as Error) : undefined);
  }
}
