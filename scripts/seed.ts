/**
 * `npm run seed -- --users N --people P --events E`: writes the benchmark data set (see
 * scripts/seed/dataset.ts) into the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { withDatabase } from './cli';
import { CONTROL_EMAIL, HEAVY_EMAIL, SEED_PASSWORD, SIZE_OPTIONS, seedDataset, sizeFrom } from './seed/dataset';

const size = sizeFrom(parseArgs({ options: SIZE_OPTIONS }).values);
await withDatabase(async ({ db }) => {
  const started = performance.now();
  const { shareCode } = await seedDataset(db, size);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return [
    `Seeded ${size.people} people and ${size.events} events for one heavy user, and ${size.users} ordinary users, in ${seconds} s.`,
    `Heavy user: ${HEAVY_EMAIL}; the same network with only its events of the weeks around today: ${CONTROL_EMAIL};`,
    `ordinary users: user1@seed.funplans.test ... user${size.users}@seed.funplans.test; every password: ${SEED_PASSWORD}`,
    `Share code: ${shareCode} (/plan/${shareCode})`,
  ].join('\n');
});
