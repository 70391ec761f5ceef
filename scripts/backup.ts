/**
 * `npm run backup [-- <file>]`: a compressed copy of the embedded database in DATA_DIR that
 * `npm run restore` loads into a fresh DATA_DIR. It takes the data-directory lock, so the server
 * must be stopped first. For PostgreSQL (DATABASE_URL) use pg_dump.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Temporal } from 'temporal-polyfill';
import { configFromEnv } from '@/server/config';
import { durableStartParams } from '@/server/db/client';
import { lockDataDir } from '@/server/db/dataDirLock';

const config = configFromEnv();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g. `pg_dump "$DATABASE_URL" > funplans.sql`.');
  process.exit(1);
}
if (!fs.existsSync(config.dataDir)) {
  console.error(`No database in ${config.dataDir} to back up.`);
  process.exit(1);
}

const stamp = Temporal.Now.plainDateTimeISO('UTC').toString({ smallestUnit: 'second' }).replaceAll(':', '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `funplans-${stamp}.tar.gz`));

let release: (() => void) | undefined;
try {
  release = lockDataDir(config.dataDir);
  const client = await PGlite.create(config.dataDir, { startParams: durableStartParams() });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  console.log(`Backed up ${config.dataDir} to ${target}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  release?.();
}
