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
      where name in ('live_session_by_token', 'own_people_of_user') order by name`)) as unknown as { rows: { name: string; runs: string }[] };
    // The session is looked up once: then PGlite keeps it (src/server/auth/sessionCache.ts), and on
    // PostgreSQL the people list's statement checks it (src/server/auth/sessionCheck.ts).
    expect(rows.map(({ name, runs }) => [name, Number(runs)])).toEqual([['live_session_by_token', 1], ['own_people_of_user', 3]]);
  });
});
