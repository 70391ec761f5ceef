import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('the statements of a request', () => {
  it('are prepared once by name and run again from there, on PGlite as on PostgreSQL', async () => {
    const me = await signUp(t.app);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: me.auth })).statusCode).toBe(200);
    // One request after another: the pool hands out the connection used last, on which they ran.
    const { rows } = (await t.database.db.execute(sql`
      select name, generic_plans + custom_plans as runs from pg_prepared_statements
      where name in ('live_session_by_token', 'people_of_user', 'people_of_user_checked') order by name`)) as unknown as { rows: { name: string; runs: string }[] };
    // The session is looked up once. Then PGlite keeps it (src/server/auth/sessionCache.ts); on
    // PostgreSQL the server remembers it, and the people list's other form checks it
    // (src/server/auth/sessionCheck.ts).
    expect(rows.map(({ name, runs }) => [name, Number(runs)])).toEqual(process.env.TEST_DB === 'postgres'
      ? [['live_session_by_token', 1], ['people_of_user', 1], ['people_of_user_checked', 2]]
      : [['live_session_by_token', 1], ['people_of_user', 3]]);
  });
});
