import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openPglite, openPostgres } from '@/server/db/client';
import { lockDataDir } from '@/server/db/dataDirLock';
import type { Config } from '@/server/config';

/**
 * The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR, held under an exclusive lock until closed.
 */
export async function openConfiguredDatabase(config: Config, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
    await warnWhenNotDurable(database, log);
    return database;
  }
  // PGlite creates only the last folder of its path.
  fs.mkdirSync(path.dirname(config.dataDir), { recursive: true });
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function warnWhenNotDurable(database: Database, log: Pick<FastifyBaseLogger, 'warn'>) {
  for (const setting of ['fsync', 'synchronous_commit']) {
    const result = (await database.db.execute(sql.raw(`show ${setting}`))) as { rows: Record<string, string>[] };
    const value = result.rows[0]?.[setting];
    if (value === 'off') log.warn(`PostgreSQL runs with ${setting}=off: a crash can lose committed data`);
  }
}
