import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import { CITY_LIST_FILE, citiesOf } from '@/server/integrations/cities';
import { citiesFromGeoNames, cityListFile } from '../../scripts/cityList';

describe('the built-in city list', () => {
  it('is what `npm run cities` writes from GeoNames for the weather countries (run it when this fails)', () => {
    const cities = citiesFromGeoNames();
    expect(Object.keys(cities)).toEqual([...WEATHER_COUNTRIES]);
    expect(fs.readFileSync(CITY_LIST_FILE, 'utf8')).toBe(cityListFile(cities));
    for (const country of WEATHER_COUNTRIES) expect(citiesOf(country), country).toEqual(cities[country]);
  });
});
