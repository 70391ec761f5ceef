import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, startPglite } from '@/server/db/client';
import { withDatabase } from './globalSetup';

/** A migrated database of this test run's kind, private to the caller. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return cloneTemplate();
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  return startPglite({ loadDataDir: dump });
}

function cloneTemplate(): Promise<Database> {
  const template = inject('pgTemplate');
  return newPostgresDatabase(template, template);
}

/** A new PostgreSQL database beside DATABASE_URL's (a copy of `template`, else empty), dropped when closed. */
export async function newPostgresDatabase(prefix: string, template?: string): Promise<Database> {
  const url = process.env.DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const database = openPostgres(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
