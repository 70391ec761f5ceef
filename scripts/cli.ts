/** Shared start-up for the admin commands: the configured database, migrated, closed on finish. */
import { configFromEnv } from '@/server/config';
import { openConfiguredDatabase } from '@/server/db/open';
import type { Database } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/dataDirLock';

export async function withDatabase(task: (database: Database) => Promise<string>) {
  let database: Database | undefined;
  try {
    database = await openConfiguredDatabase(configFromEnv(), console);
    await database.migrate();
    console.log(await task(database));
  } catch (error) {
    console.error(error instanceof DataDirLockedError || error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

/** A failure the command explains itself, printed without a stack. */
export class CliError extends Error {}

export function argument(usage: string): string {
  const value = process.argv[2];
  if (!value) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return value;
}
