import { and, eq } from 'drizzle-orm';
import type { Forecast } from '@/domain/contract/weather';
import type { Db } from '@/server/db/client';
import { weatherCache } from '@/server/db/schema';

/** Forecasts are shared by everyone near the same place: coordinates rounded to 0.1° (about 10 km). */
export const roundCoordinate = (value: number) => Math.round(value * 10) / 10;

export interface CachedForecast {
  forecast: Forecast;
  fetchedAt: Date;
}

export async function findCachedForecast(db: Db, lat: number, long: number): Promise<CachedForecast | undefined> {
  const [row] = await db
    .select({ forecast: weatherCache.forecast, fetchedAt: weatherCache.fetchedAt })
    .from(weatherCache)
    .where(and(eq(weatherCache.lat, lat), eq(weatherCache.long, long)))
    .limit(1);
  return row ? { forecast: row.forecast as Forecast, fetchedAt: row.fetchedAt } : undefined;
}

export async function saveForecast(db: Db, lat: number, long: number, forecast: Forecast, fetchedAt: Date) {
  await db
    .insert(weatherCache)
    .values({ lat, long, forecast, fetchedAt })
    .onConflictDoUpdate({ target: [weatherCache.lat, weatherCache.long], set: { forecast, fetchedAt } });
}
