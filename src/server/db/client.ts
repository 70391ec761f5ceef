import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '@/server/db/schema';
import { PgliteConnection } from '@/server/db/pgliteConnection';

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

/**
 * PGlite spoken to through node-postgres, like PostgreSQL: one driver for both databases, and
 * node-postgres prepares named statements (src/server/db/prepared.ts) once on PGlite too, where
 * PGlite's own `query` parses and plans every statement anew (docs/PERFORMANCE.md). PGlite is one
 * connection, so the pool holds one client, never closed while idle: a statement waits for the
 * one before it, and a transaction holds the client until it ends.
 */
export function wrapPglite(client: PGlite): Database {
  const pool = new pg.Pool({ connection: new PgliteConnection(client), max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateUnderLock(pool),
    close: async () => {
      await pool.end();
      await client.close();
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create(dataDir, { startParams: durableStartParams() });
  return wrapPglite(client);
}

export function openPostgres(
  connectionString: string,
  onIdleClientError: (error: Error) => void = (error) => console.error('PostgreSQL connection lost:', error.message),
): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, admin termination) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', onIdleClientError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}
