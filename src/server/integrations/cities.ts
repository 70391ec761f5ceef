import fs from 'node:fs';
import path from 'node:path';
import type { City } from '@/domain/contract/geo';
import type { GeoInfo } from '@/domain/contract/auth';

/**
 * The built-in city list: about 18,000 cities of the weather countries from GeoNames, written by
 * `npm run cities` (scripts/cityList.ts says which). Resolved from the working directory, as the
 * migrations are; read on first use, in a few milliseconds.
 */
export const CITY_LIST_FILE = path.resolve('src/server/integrations/cities.json');

/** Cities by country name, alphabetical. */
let citiesByCountry: Map<string, City[]> | undefined;

function loadCities(): Map<string, City[]> {
  const file = JSON.parse(fs.readFileSync(CITY_LIST_FILE, 'utf8')) as Record<string, [string, number, number][]>;
  return new Map(Object.entries(file).map(([country, cities]) => [country, cities.map(([city, lat, long]) => ({ city, lat, long }))]));
}

/** The cities of one of the weather countries, alphabetical; none for any other country. */
export function citiesOf(country: string): City[] {
  citiesByCountry ??= loadCities();
  return citiesByCountry.get(country) ?? [];
}

/** Where a user's country and city are, when the city list has them (names compared without case). */
export function geoOf(country: string | null, city: string | null): GeoInfo | null {
  if (!country || !city) return null;
  const wanted = city.trim().toLowerCase();
  const found = citiesOf(country).find((entry) => entry.city.toLowerCase() === wanted);
  return found ? { country, city: found.city, lat: found.lat, long: found.long } : null;
}
