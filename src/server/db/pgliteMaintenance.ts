import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';

/** How often the tables are looked at: rarely enough that a pass seldom finds work. */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** A table a pass tended, and whether it was vacuumed (and analysed) or only analysed. */
export interface TendedTable {
  table: string;
  vacuumed: boolean;
}

/**
 * The tables past PostgreSQL's autovacuum thresholds (its defaults): dead rows over 50 + 20 % of
 * the table, or rows inserted since the last vacuum over 1,000 + 20 % (a vacuum marks their pages
 * all-visible, which index-only scans need), to be vacuumed; rows changed since the last analyse
 * over 50 + 10 %, or a table with data never analysed, to be analysed.
 */
const dueTables = sql`
  select format('%I.%I', s.schemaname, s.relname) as "table",
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as "vacuum",
    s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      or (c.reltuples < 0 and pg_relation_size(c.oid) > 0) as "analyze"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  order by s.relname`;

/**
 * PostgreSQL's autovacuum, for PGlite, which has none: its one backend runs without the launcher,
 * so a PGlite database would never gather the statistics the planner reckons with nor reuse the
 * space of deleted rows (docs/RELIABILITY.md). Each due table gets one statement; PGlite is one
 * connection, so requests wait behind it (under a second for 100,000 events).
 */
export async function tendTables(db: Db): Promise<TendedTable[]> {
  // A backend hands its counts on at most once a second, after a statement: this one hands them on.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await db.execute(dueTables) as { rows: { table: string; vacuum: boolean; analyze: boolean }[] };
  const tended: TendedTable[] = [];
  for (const { table, vacuum, analyze } of rows) {
    if (!vacuum && !analyze) continue;
    await db.execute(sql.raw(vacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`));
    tended.push({ table, vacuumed: vacuum });
  }
  return tended;
}

/** Tends the tables every `intervalMs` until stopped; `stop` waits for a pass under way. */
export function startTableMaintenance(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>, intervalMs = MAINTENANCE_INTERVAL_MS) {
  let stopped = false;
  let running: Promise<void> | undefined;
  const schedule = () => setTimeout(() => {
    running = tendTables(db)
      .then((tended) => { if (tended.length > 0) log.info({ tended }, 'tables vacuumed or analysed'); })
      .catch((error: unknown) => log.error({ err: error }, 'table maintenance failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = schedule();
      });
  }, intervalMs).unref();
  let timer = schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
