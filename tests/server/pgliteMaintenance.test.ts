import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, startPglite } from '@/server/db/client';
import { startTableMaintenance, tendTables } from '@/server/db/pgliteMaintenance';

// The maintenance is PGlite's (PostgreSQL has autovacuum): an empty in-memory PGlite on every project,
// whose one table is the probe.
let database: Database;
const run = (statement: string) => database.db.execute(sql.raw(statement));
const PROBE = 'public.maintenance_probe';

/** The probe table's vacuum and analyse times, and the row count its statistics hold. */
async function probeState() {
  const { rows } = await database.db.execute(sql`
    select s.last_vacuum, s.last_analyze, c.reltuples from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.relname = 'maintenance_probe'`) as { rows: { last_vacuum: string | null; last_analyze: string | null; reltuples: number }[] };
  return rows[0]!;
}

const probeTended = async () => (await tendTables(database.db)).find(({ table }) => table === PROBE);

describe('table maintenance on PGlite', () => {
  beforeAll(async () => { database = await startPglite({}); });
  afterAll(async () => { await database.close(); });

  it('analyses a table with data never analysed, and then leaves it alone', async () => {
    await run('create table maintenance_probe (id int primary key, note text)');
    await run('insert into maintenance_probe select n, null from generate_series(1, 10) n');
    expect(await probeTended()).toEqual({ table: PROBE, vacuumed: false });
    expect(await probeState()).toMatchObject({ last_vacuum: null, last_analyze: expect.anything(), reltuples: 10 });
    expect(await probeTended()).toBeUndefined();
  });

  it('vacuums once more than 1,000 rows and a fifth of the table were added since its last vacuum', async () => {
    // 1,000 added since it was made (1,000 + a fifth of 10 would vacuum): analysed, not vacuumed.
    await run('insert into maintenance_probe select n, null from generate_series(11, 1000) n');
    expect(await probeTended()).toEqual({ table: PROBE, vacuumed: false });
    await run('insert into maintenance_probe select n, null from generate_series(1001, 1500) n');
    expect(await probeTended()).toEqual({ table: PROBE, vacuumed: true });
    expect(await probeState()).toMatchObject({ last_vacuum: expect.anything(), reltuples: 1500 });
  });

  it('vacuums once more than 50 rows and a fifth of the table were deleted', async () => {
    await run('delete from maintenance_probe where id <= 400');
    expect(await probeTended()).toEqual({ table: PROBE, vacuumed: true });
    expect((await probeState()).reltuples).toBe(1100);
  });

  it('only analyses once more than 50 rows and a tenth of the table changed, with too few dead rows for a vacuum', async () => {
    const { last_vacuum: vacuumedAt } = await probeState();
    await run('update maintenance_probe set note = $$changed$$ where id between 401 and 500');
    expect(await probeTended()).toBeUndefined();
    await run('update maintenance_probe set note = $$changed$$ where id between 501 and 600');
    expect(await probeTended()).toEqual({ table: PROBE, vacuumed: false });
    expect((await probeState()).last_vacuum).toEqual(vacuumedAt);
  });

  it('tends the tables on its own at each interval, and stops', async () => {
    const told: unknown[] = [];
    const log = { info: (fields: unknown) => told.push(fields), error: (fields: unknown) => told.push(fields) };
    const maintenance = startTableMaintenance(database.db, log, 20);
    await run('insert into maintenance_probe select n, null from generate_series(2000, 3500) n');
    for (let waited = 0; told.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toEqual([{ tended: [{ table: PROBE, vacuumed: true }] }]);
    await maintenance.stop();
    await run('insert into maintenance_probe select n, null from generate_series(4000, 6000) n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told).toHaveLength(1);
  });
});
