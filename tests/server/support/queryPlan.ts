import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/**
 * The plan PostgreSQL chooses for `query` when it may not scan a table whole: tiny test tables are
 * cheapest to scan whole, so this shows which index the query can use. With `probing`, it may
 * neither hash, merge nor bitmap-scan either, and so looks each row's matches up in an index, as it
 * does for a large network.
 */
export function indexPlanOf(db: Db, query: SQLWrapper, { probing = false } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (probing) {
      for (const setting of ['enable_hashjoin', 'enable_mergejoin', 'enable_bitmapscan']) await tx.execute(sql.raw(`set local ${setting} = off`));
    }
    const result = await tx.execute(sql`explain ${query}`);
    const rows = (result as { rows?: unknown }).rows ?? result;
    return (rows as Array<Record<string, string>>).map((row) => Object.values(row)[0]).join('\n');
  });
}
