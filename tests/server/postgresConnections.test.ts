import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from '@/server/db/client';
import { withDatabase } from './support/globalSetup';
import { openTestDatabase } from './support/testDatabase';

const rowsOf = async (result: Promise<unknown>) => ((await result) as { rows: Record<string, unknown>[] }).rows;

// Only PostgreSQL has connections a server can drop; PGlite runs in the process.
describe('on PostgreSQL', () => {
  it.runIf(process.env.TEST_DB === 'postgres')('survives the server dropping an idle connection', async () => {
    const testDatabase = await openTestDatabase();
    const [{ name }] = (await rowsOf(testDatabase.db.execute(sql`select current_database() as name`))) as [{ name: string }];
    const lost = vi.fn();
    const database = openPostgres(withDatabase(process.env.DATABASE_URL!, name), lost);
    try {
      await database.db.execute(sql`select 1`);
      await testDatabase.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
      await vi.waitFor(() => expect(lost).toHaveBeenCalled());
      const rows = await rowsOf(database.db.execute(sql`select 2 as two`));
      expect(rows[0]?.two).toBe(2);
    } finally {
      await database.close();
      await testDatabase.close();
    }
  });
});
