import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openPostgres } from '@/server/db/client';
import { withDatabase } from './support/globalSetup';

const SERVERS = 4;
const ROUNDS = 10;

const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };

/** Several servers started at once on an empty database must all come up, with each migration applied once. */
describe('migrations started by several servers at once', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(`all succeed on an empty database, ${SERVERS} at once, ${ROUNDS} times`, async () => {
    const url = process.env.DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const name = `funplans_migrate_${randomBytes(6).toString('hex')}`;
        await admin.query(`create database ${name}`);
        const servers = Array.from({ length: SERVERS }, () => openPostgres(withDatabase(url, name)));
        try {
          const results = await Promise.allSettled(servers.map((server) => server.migrate()));
          expect(results.filter((result) => result.status === 'rejected'), `round ${round}`).toEqual([]);
          const applied = await servers[0]!.db.execute('select created_at from drizzle.__drizzle_migrations order by id') as unknown as { rows: { created_at: string }[] };
          expect(applied.rows.map((row) => Number(row.created_at)), `round ${round}`).toEqual(journal.entries.map((entry) => entry.when));
          const tables = await servers[0]!.db.execute(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`) as unknown as { rows: { n: number }[] };
          expect(tables.rows[0]!.n).toBeGreaterThan(10);
        } finally {
          await Promise.all(servers.map((server) => server.close()));
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      }
    } finally {
      await admin.end();
    }
  }, 120_000);
});
