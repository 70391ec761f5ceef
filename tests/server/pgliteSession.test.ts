import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PgliteDatabase, startPglite } from '@/server/db/client';
import { preparedSql } from '@/server/db/prepared';

// PGlite's one session shared by the pool's clients (src/server/db/pgliteConnection.ts), on an empty
// in-memory PGlite in its thread, on every project.
let database: PgliteDatabase;
const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query) as unknown as { rows: T[] }).rows;
const count = async () => Number((await rowsOf<{ n: string }>(sql`select count(*) as n from session_probe`))[0]!.n);
const numbered = preparedSql('session_probe_numbered', sql`select ${sql.placeholder('n')}::int as n`);

/**
 * What another client's count of the probe's rows saw when sent during a transaction that adds two
 * rows, one before it and one after, and then commits or rolls back.
 */
async function countDuring(ending: 'commit' | 'rollback') {
  let outside: Promise<number> | undefined;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into session_probe values (1)`);
    // Sent while the transaction holds the session: it waits for the end.
    outside = count();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await tx.execute(sql`insert into session_probe values (2)`);
    if (ending === 'rollback') tx.rollback();
  }).catch((error: unknown) => {
    if (ending === 'commit') throw error;
  });
  return outside;
}

describe("PGlite's session shared by the pool's clients", () => {
  beforeAll(async () => {
    database = await startPglite({});
    await database.db.execute(sql`create table session_probe (n int)`);
  });
  afterAll(async () => { await database.close(); });
  beforeEach(async () => { await database.db.execute(sql`delete from session_probe`); });

  it("gives each of many statements sent at once its own answer, a named statement's first uses included", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => numbered(database.db).all({ n })));
    expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => [{ n }]));
  });

  it("runs another client's statement after a transaction, never inside it: none of a rolled-back one's rows, all of a committed one's", async () => {
    expect(await countDuring('rollback')).toBe(0);
    expect(await count()).toBe(0);
    expect(await countDuring('commit')).toBe(2);
  });

  it('frees the session when a statement fails inside a transaction, and the next transaction works', async () => {
    await expect(database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into session_probe values (1)`);
      await tx.execute(sql`select 1 / 0`);
    })).rejects.toThrow();
    const [, failed, next] = await Promise.allSettled([
      count(),
      database.db.execute(sql`select 1 / 0`),
      database.db.transaction(async (tx) => { await tx.execute(sql`insert into session_probe values (3)`); }),
    ]);
    expect(failed.status).toBe('rejected');
    expect(next.status).toBe('fulfilled');
    expect(await rowsOf(sql`select n from session_probe`)).toEqual([{ n: 3 }]);
  });

  it('rolls back the transaction of a client that ends inside it, and the other clients go on', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    await client.query('begin');
    await client.query('insert into session_probe values (1)');
    const outside = count();
    // Released with an error, the client is destroyed rather than given back to the pool.
    client.release(new Error('the client breaks'));
    expect(await outside).toBe(0);
    expect(await count()).toBe(0);
  });

  it("hands a notification to the thread's listeners before the statement that raised it returns", async () => {
    const heard: string[] = [];
    database.thread.addListener('session_probe_channel', (payload) => heard.push(payload));
    await database.db.execute(sql`listen session_probe_channel`);
    await database.db.execute(sql`select pg_notify('session_probe_channel', 'hello')`);
    expect(heard).toEqual(['hello']);
  });

  it('refuses at once what is asked of a thread that has ended', async () => {
    const ended = await startPglite({});
    await ended.close();
    await expect(ended.thread.dumpDataDir()).rejects.toThrow(/PGlite's thread stopped/);
    await expect(ended.thread.close()).resolves.toBeUndefined();
  });

  it("fails to start with PGlite's own error where it cannot open its data, leaving no thread behind", async () => {
    const threads = () => Number(/Threads:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]);
    const before = threads();
    // A file where the data dir should be.
    await expect(startPglite({ dataDir: 'package.json' })).rejects.toThrow(/PGlite failed: .*ErrnoError/);
    expect(threads()).toBe(before);
  });
});
