import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, startPglite } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Migrates one database per run; each test file then starts from a copy of it:
 * a PGlite data-dir dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this main process: read it from the config.
  if (project.config.env.TEST_DB === 'postgres') return setupPostgres(project);
  const database = await startPglite({});
  await database.migrate();
  const dump = await database.thread.dumpDataDir();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const template = `funplans_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = openPostgres(withDatabase(url, template));
  await database.migrate();
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${template}%`],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
