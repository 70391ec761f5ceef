import type { AddressInfo } from 'node:net';
import { buildApp } from '@/server/app';
import { configFromEnv } from '@/server/config';
import { openConfiguredDatabase } from '@/server/db/open';
import { DataDirLockedError } from '@/server/db/dataDirLock';
import { startTableMaintenance } from '@/server/db/pgliteMaintenance';
import { loadSecretsKey } from '@/server/secrets';
import { loadVapidKeys } from '@/server/notifications/vapid';

/** Starts the server from the environment and stops it cleanly on SIGINT/SIGTERM. */
export async function main() {
  const config = configFromEnv();
  const logger = { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  let database;
  try {
    database = await openConfiguredDatabase(config, console);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  // After the database: PGlite wants to create the data directory itself.
  config.secretsKey = loadSecretsKey(config.secretsKey, config.dataDir);
  config.vapid = loadVapidKeys(config.vapid, config.dataDir);
  const app = await buildApp({ db: database.db, config, logger });
  // PostgreSQL's own autovacuum tends its tables; PGlite has none.
  const maintenance = database.kind === 'pglite' ? startTableMaintenance(database.db, app.log) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await maintenance?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Notifications go out from every server; app.close() stops the worker before the database closes.
  app.notifications.start();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const { port } = app.server.address() as AddressInfo;
  console.log(`FunPlans is running at http://localhost:${port} with ${where}`);
}

await main();
