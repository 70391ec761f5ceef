import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import type { Clock } from '@/server/clock';

const HOUR_MS = 60 * 60 * 1000;

const currentWindow = (clock: Clock) => new Date(Math.floor(clock().epochMilliseconds / HOUR_MS) * HOUR_MS);

/** Hits so far in this hour's window for the key. */
export async function hitsThisHour(db: Db, clock: Clock, key: string): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, currentWindow(clock))));
  return row?.hits ?? 0;
}

/** Counts one hit in this hour's window and returns the new count; past windows are dropped. */
export async function hit(db: Db, clock: Clock, key: string): Promise<number> {
  const windowStart = currentWindow(clock);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowStart));
  return row!.hits;
}
