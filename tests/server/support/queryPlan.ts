import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/**
 * The plan PostgreSQL chooses for `query` when it may not scan a table whole: tiny test tables are
 * cheapest to scan whole, so this shows which index the query can use.
 */
export function indexPlanOf(db: Db, query: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    const rows = (result as { rows?: unknown }).rows ?? result;
    return (rows as Array<Record<string, string>>).map((row) => Object.values(row)[0]).join('\n');
  });
}
