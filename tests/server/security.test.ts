import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/contract/common';
import { dataExceptionMessage } from '@/server/db/errors';
import { createTestApp, expectError, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';

/** The rules src/server/hardening.ts applies to every request, whatever route it reaches. */
let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ trustProxy: true });
  // A route added "later", knowing nothing of the hardening: it stores whatever text it gets.
  t.app.post('/api/v1/test-only/echo', { schema: { body: z.object({ text: z.string() }) } }, async (request) => {
    const { text } = request.body as { text: string };
    const result = (await t.app.db.execute(sql`select ${text}::text as text`)) as unknown as { rows: { text: string }[] };
    return { text: result.rows[0]!.text };
  });
  t.app.get('/api/v1/test-only/number/:n', async (request) => {
    await t.app.db.execute(sql`select ${(request.params as { n: string }).n}::int`);
    return {};
  });
});
afterAll(async () => { await t.close(); await https.close(); });

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

describe('response headers', () => {
  it('forbid framing, inline scripts, sniffing and referrers', async () => {
    const response = await get(t, '/api/v1/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('keep every API answer, errors included, out of browser and proxy caches', async () => {
    expect((await get(t, '/api/v1/health')).headers['cache-control']).toBe('no-store');
    expect((await get(t, '/api/v1/people')).headers['cache-control']).toBe('no-store'); // 401
    expect((await get(t, '/api/v1/nope')).headers['cache-control']).toBe('no-store'); // 404
  });

  it('send HSTS only over https, as told by X-Forwarded-Proto behind a trusted proxy', async () => {
    expect((await get(t, '/api/v1/health')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    expect((await get(t, '/api/v1/health', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    expect((await get(https, '/api/v1/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await get(https, '/api/v1/health', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('text the database cannot store exactly', () => {
  it('is a 400 naming the field, not a 500: NUL in a person name (found by a user)', async () => {
    const { auth } = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/people', headers: auth, payload: { personName: 'a\u0000b', meetFrequency: 'monthly' } });
    const body = expectError(response, 400, ERROR_CODES.validation);
    expect(body.errorMessage).toContain('body.personName');
    expect(body.errorMessage).toContain('NUL');
    const id = await addPerson(t.app, auth, { personName: 'Kept' });
    const update = await t.app.inject({ method: 'PUT', url: `/api/v1/people/${id}`, headers: auth, payload: { personNotes: 'x\u0000' } });
    expect(expectError(update, 400, ERROR_CODES.validation).errorMessage).toContain('body.personNotes');
    expect((await get(t, `/api/v1/people/${id}`, auth)).json().personDetails.personNotes).toBeNull();
  });

  it('is refused on a route that knows nothing of it, in the body, its keys and the query', async () => {
    const echo = (payload: string, url = '/api/v1/test-only/echo') =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    expect(expectError(await echo('{"text":"a\\u0000"}'), 400, ERROR_CODES.validation).errorMessage).toContain('body.text');
    expect(expectError(await echo('{"text":"\\ud800 lone"}'), 400, ERROR_CODES.validation).errorMessage).toContain('body.text: must be valid Unicode');
    expect(expectError(await echo('{"text":"ok","a\\u0000":1}'), 400, ERROR_CODES.validation).errorMessage).toContain('body key');
    expect(expectError(await echo('{"text":"ok"}', '/api/v1/test-only/echo?q=%00'), 400, ERROR_CODES.validation).errorMessage).toContain('querystring.q');
    const fine = await echo(JSON.stringify({ text: '\u0001\u001f 😀 \ud83d\ude00 <b>' }));
    expect(fine.json()).toEqual({ text: '\u0001\u001f 😀 \ud83d\ude00 <b>' });
  });

  it('and any other value the database refuses is a 400, not a 500', async () => {
    expectError(await get(t, '/api/v1/test-only/number/99999999999'), 400, ERROR_CODES.validation);
    const refused = await t.app.db.execute(sql`select '2026-02-30'::date`).catch((error: unknown) => error);
    expect(dataExceptionMessage(refused)).toContain('2026-02-30');
    expect(dataExceptionMessage(new Error('connection lost'))).toBeUndefined();
  });
});

describe('errors Fastify raises before routing', () => {
  it('answer a path parameter over the length limit with 414 and the envelope (found by a user)', async () => {
    const { auth } = await signUp(t.app);
    const response = await get(t, `/api/v1/people/${'a'.repeat(200)}`, auth);
    expect(expectError(response, 414, ERROR_CODES.validation).errorMessage).toContain('path parameter is too long');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
