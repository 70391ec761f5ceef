import fs from 'node:fs';
import path from 'node:path';
import { type Logger, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '@/server/db/schema';
import { PgliteConnection, PgliteSession } from '@/server/db/pgliteConnection';
import { type PgliteOptions, PgliteThread } from '@/server/db/pgliteThread';
import { cacheSessions } from '@/server/auth/sessionCache';
import { retryStatementsOnLostConnection, retryTransactionsLostBeforeCommit } from '@/server/db/resilience';
import { dbTiming } from '@/server/metrics';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Resolved from the working directory so the same path works from src and from tests. */
export const MIGRATIONS_FOLDER = path.resolve('src/server/db/migrations');

/** The advisory lock migrations run under: any fixed number no other code of the database uses. */
export const MIGRATION_LOCK = 0x46756e506c616e73n; // "FunPlans" in ASCII

/**
 * Runs the migrations on one dedicated connection holding MIGRATION_LOCK, so servers started at the
 * same moment migrate one after the other: the first applies them, the others wait, then find the
 * schema current. The lock belongs to the connection, so a server that dies mid-migration frees it
 * too. PGlite (one process, one connection) takes it as well: one code path for both.
 */
export async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  const lock = MIGRATION_LOCK.toString();
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.query('select pg_advisory_unlock($1)', [lock]);
    client.release();
  } catch (error) {
    // Unlocked if the connection still answers; else closing it (release with an error) frees the lock.
    await client.query('select pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    client.release(error as Error);
    throw error;
  }
}

/** The migrations this code base has, by the time drizzle records for each (its journal's `when`). */
const lastMigration = () => {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
};

/** Whether the database has every migration of this code base; false until they ran (or the table is not there yet). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
    .catch((error: unknown) => {
      // 42P01 / 3F000: the table or its schema does not exist yet.
      if (/^(42P01|3F000)$/.test(String((error as { cause?: { code?: unknown } }).cause?.code))) return { rows: [{ last: null }] };
      throw error;
    }) as { rows: { last: string | null }[] };
  return Number(result.rows[0]?.last ?? 0) >= lastMigration();
}

/** A pool whose statements are timed, and run again on a new connection when their connection was lost and that is safe. */
function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  retryStatementsOnLostConnection(pool, dbTiming);
  return pool;
}

/**
 * The app's handle on a pool: drizzle with the schema, and transactions timed and begun again when
 * their connection was lost before they began (src/server/db/resilience.ts).
 */
export function drizzleOver(pool: pg.Pool, logger?: Logger): Db {
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  retryTransactionsLostBeforeCommit(db, pool, dbTiming, logger);
  return db;
}

/**
 * PGlite on Node starts with fsync off (`-F`); we turn it on, the rest of its defaults stay.
 * PGlite writes a commit through to the host's files before the query resolves, so an acknowledged
 * write survives the process being killed; but its WASM file system answers fsync without syncing
 * (electric-sql/pglite#1107), so an OS crash or power cut may still lose the last commits: see
 * docs/RELIABILITY.md. With fsync on, the guarantee grows by itself once PGlite passes fsync through.
 */
export const durableStartParams = () => [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c', 'fsync=on',
];

/** The pool's clients, sharing PGlite's one session (src/server/db/pgliteConnection.ts). */
const PGLITE_CLIENTS = 10;

/** A PGlite database, and the thread it runs in. */
export interface PgliteDatabase extends Database {
  thread: PgliteThread;
}

/**
 * PGlite, in a thread of its own (src/server/db/pgliteThread.ts), spoken to through node-postgres
 * like PostgreSQL: one driver for both databases, and node-postgres prepares named statements
 * (src/server/db/prepared.ts) once on PGlite too, where PGlite's own `query` parses and plans every
 * statement anew (docs/PERFORMANCE.md). The pool's clients share PGlite's one session
 * (`PgliteSession`), never closed while idle. Only this process writes it, so it keeps live sessions
 * in memory (src/server/auth/sessionCache.ts).
 */
export async function startPglite(options: PgliteOptions): Promise<PgliteDatabase> {
  const thread = new PgliteThread(options);
  const session = new PgliteSession(thread);
  try {
    await thread.ready;
  } catch (error) {
    // The thread ends; the error is PGlite's, which is what the caller must hear.
    await thread.close().catch(() => undefined);
    throw error;
  }
  class PgliteClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PgliteConnection(session) } as pg.ClientConfig);
    }
  }
  const pool = newPool({ Client: PgliteClient, max: PGLITE_CLIENTS, idleTimeoutMillis: 0 } as unknown as pg.PoolConfig);
  const db = drizzleOver(pool);
  await cacheSessions(db, thread);
  return {
    db,
    kind: 'pglite',
    thread,
    migrate: () => migrateUnderLock(pool),
    close: async () => {
      await pool.end();
      await thread.close();
    },
  };
}

export function openPglite(dataDir: string): Promise<PgliteDatabase> {
  return startPglite({ dataDir, startParams: durableStartParams() });
}

export function openPostgres(
  connectionString: string,
  onConnectionLost: (error: Error) => void = (error) => console.error('PostgreSQL connection lost:', error.message),
): Database {
  const pool = newPool({ connectionString, max: 10 });
  // A connection the server drops (restart, admin termination) must not crash the process: its
  // client emits 'error', which ends the process where nothing listens. Every client has a listener
  // that reports it, idle or checked out (a transaction, whose statement fails with the error); the
  // pool drops the broken client, and passes an idle one's error on to its own 'error', which must
  // be heard too but was reported already.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  pool.on('error', () => {});
  const db = drizzleOver(pool);
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}
