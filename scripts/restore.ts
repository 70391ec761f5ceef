/** `npm run restore -- <file>`: loads a backup made by `npm run backup` into an empty DATA_DIR. */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { configFromEnv } from '@/server/config';
import { durableStartParams } from '@/server/db/client';
import { lockDataDir } from '@/server/db/dataDirLock';

const config = configFromEnv();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with psql or pg_restore.');
  process.exit(1);
}
if (fs.existsSync(config.dataDir) && fs.readdirSync(config.dataDir).length > 0) {
  console.error(`${config.dataDir} already holds a database; move it away or set DATA_DIR to an empty folder.`);
  process.exit(1);
}

let release: (() => void) | undefined;
try {
  fs.mkdirSync(path.dirname(config.dataDir), { recursive: true });
  release = lockDataDir(config.dataDir);
  const backup = new Blob([fs.readFileSync(file)]);
  const client = await PGlite.create(config.dataDir, { loadDataDir: backup, startParams: durableStartParams() });
  const { rows } = await client.query<{ count: number }>('select count(*)::int as count from users');
  await client.close();
  console.log(`Restored ${file} into ${config.dataDir} (${rows[0]?.count ?? 0} users)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  release?.();
}
