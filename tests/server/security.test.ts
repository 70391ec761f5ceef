import { sql } from 'drizzle-orm';
import helmet from 'helmet';
import ICAL from 'ical.js';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/domain/constants';
import { ERROR_CODES } from '@/domain/contract/common';
import { configFromEnv, trustProxyFrom } from '@/server/config';
import { MAX_NESTING, findUnstorableText, headersSetBy } from '@/server/hardening';
import { dataExceptionMessage } from '@/server/db/errors';
import { createTestApp, expectError, signUp, type TestApp } from './support/testApp';
import { addPerson, insertEvent } from './support/network';

/** The rules src/server/hardening.ts applies to every request, whatever route it reaches. */
let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ trustProxy: 1 });
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

  it('are the same on every answer, refusals and unknown paths included', async () => {
    const securityHeaders = (response: { headers: Record<string, unknown> }) =>
      Object.fromEntries(['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy']
        .map((name) => [name, response.headers[name]]));
    const health = securityHeaders(await get(t, '/api/v1/health'));
    expect(Object.values(health).every((value) => typeof value === 'string')).toBe(true);
    expect(securityHeaders(await get(t, '/api/v1/people'))).toEqual(health); // 401
    expect(securityHeaders(await get(t, '/api/v1/nope'))).toEqual(health); // 404
    expect(securityHeaders(await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '{', headers: { 'content-type': 'application/json' } }))).toEqual(health); // 400
  });

  it("are read once from helmet's middleware, which must set them at once", () => {
    expect(headersSetBy(helmet({ frameguard: { action: 'deny' } }))).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    const later = ((_request: unknown, _response: unknown, next: () => void) => { setTimeout(next); }) as unknown as ReturnType<typeof helmet>;
    expect(() => headersSetBy(later)).toThrow('helmet did not set its headers at once');
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
    const inGerman = await t.app.inject({
      method: 'POST', url: '/api/v1/people', headers: { ...auth, 'accept-language': 'de' }, payload: { personName: 'a\u0000b', meetFrequency: 'monthly' },
    });
    expect(expectError(inGerman, 400, ERROR_CODES.validation).errorMessage).toBe('Ungültige Anfrage: body.personName: darf das NUL-Zeichen (U+0000) nicht enthalten');
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

describe('the attacker review (issue 24)', () => {
  it('refuses a cross-site write whatever the spelling of its path (item 6)', async () => {
    const me = await signUp(t.app);
    const cookie = `${AUTH_COOKIE_NAME}=${me.token}`;
    for (const url of ['/%61pi/v1/people', '/api/v1/%70eople', '/%61%70%69/v1/people']) {
      const response = await t.app.inject({
        method: 'POST', url, headers: { cookie, origin: 'https://evil.example' },
        payload: { personName: 'Planted', meetFrequency: 'monthly' },
      });
      expectError(response, 403, ERROR_CODES.forbidden);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const people = await get(t, '/api/v1/people', me.auth);
    expect(people.json()).toEqual([]);
    // The same path from the app's own page works, and its answer is not cached either.
    const own = await t.app.inject({ method: 'POST', url: '/%61pi/v1/people', headers: { cookie }, payload: { personName: 'Mine', meetFrequency: 'monthly' } });
    expect(own.statusCode).toBe(201);
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('takes the client address from the trusted hop only, so X-Forwarded-For cannot dodge a per-IP limit (item 7)', async () => {
    const proxied = await createTestApp({
      trustProxy: configFromEnv({ TRUST_PROXY: 'true' }).trustProxy,
      rateLimits: { failedLoginsPerAccountPerHour: 100, loginsPerIpPerHour: 2, registrationsPerIpPerHour: 100, inviteLookupsPerUserPerHour: 100, failedBearerTokensPerIpPerHour: 100 },
    });
    try {
      const login = (forwardedFor: string) => proxied.app.inject({
        method: 'POST', url: '/api/v1/auth/login', headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'nobody@example.com', password: 'whatever123' },
      });
      // The proxy appends the real client (203.0.113.7); what the client wrote before it is not believed.
      for (const spoofed of ['6.6.6.1', '6.6.6.2']) expectError(await login(`${spoofed}, 203.0.113.7`), 401, ERROR_CODES.invalidCredentials);
      expectError(await login('6.6.6.3, 203.0.113.7'), 429, ERROR_CODES.rateLimited);
      expectError(await login('203.0.113.8'), 401, ERROR_CODES.invalidCredentials);
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY as no proxy, a number of hops or proxy addresses, and refuses anything else (item 7)', () => {
    expect([undefined, '', 'false', '0'].map(trustProxyFrom)).toEqual([false, false, false, false]);
    expect(['true', '1', '2'].map(trustProxyFrom)).toEqual([1, 1, 2]);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.local']) expect(() => trustProxyFrom(wrong), wrong).toThrow(/TRUST_PROXY/);
  });

  it('refuses control characters in names, titles and notes, and takes Windows line ends as newlines (item 11)', async () => {
    const me = await signUp(t.app);
    const refused = [
      ['POST', '/api/v1/people', { personName: 'Grace\rX-EVIL:1', meetFrequency: 'monthly' }, 'body.personName'],
      ['PUT', '/api/v1/auth/profile', { firstName: 'Ada\u000c' }, 'body.firstName'],
      ['POST', '/api/v1/people', { personName: 'Grace', meetFrequency: 'monthly', personNotes: 'line\u0085break' }, 'body.personNotes'],
    ] as const;
    for (const [method, url, payload, field] of refused) {
      const body = expectError(await t.app.inject({ method, url, headers: me.auth, payload }), 400, ERROR_CODES.validation);
      expect(body.errorMessage).toContain(`${field}: must not contain control characters`);
    }
    const personId = await addPerson(t.app, me.auth, { personName: 'Grace', personNotes: 'first\r\nsecond\tthird' });
    expect((await get(t, `/api/v1/people/${personId}`, me.auth)).json().personDetails.personNotes).toBe('first\nsecond\tthird');
    const event = await t.app.inject({
      method: 'POST', url: '/api/v1/events', headers: me.auth,
      payload: { personId, eventDate: '2026-12-01', eventTimeSlot: 'evening', eventActivity: 'drinks', eventTitle: 'Drinks\u001b[31m' },
    });
    expect(expectError(event, 400, ERROR_CODES.validation).errorMessage).toContain('body.eventTitle');
  });

  it('writes a stored carriage return into .ics files as an escaped line break, never a bare CR (item 11)', async () => {
    const me = await signUp(t.app);
    const personId = await addPerson(t.app, me.auth);
    // Stored before names were checked: the writer must still keep it inside its property.
    await insertEvent(t.app.db, me.userId, personId, '2026-12-01', { eventTitle: 'Lunch\rDTSTART:19700101T000000Z\u2028X-EVIL:1' });
    const { url } = (await get(t, '/api/v1/icalfeed', me.auth)).json() as { url: string };
    const feed = (await get(t, new URL(url).pathname)).body;
    expect(feed.replaceAll('\r\n', '')).not.toMatch(/[\r\u2028]/);
    expect(feed.split('\r\n').filter((line) => /^(X-EVIL|DTSTART:1970)/.test(line))).toEqual([]);
    const [vevent] = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent');
    expect(vevent!.getFirstPropertyValue('summary')).toBe('Lunch\nDTSTART:19700101T000000Z\nX-EVIL:1');
  });

  it(`refuses a body nested deeper than ${MAX_NESTING} levels with a 400, even 10,000 deep (item 14)`, async () => {
    const me = await signUp(t.app);
    for (const depth of [MAX_NESTING + 1, 10_000]) {
      const payload = `{"personName":"Deep","meetFrequency":"monthly","personNotes":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/people', headers: { ...me.auth, 'content-type': 'application/json' }, payload });
      expect(expectError(response, 400, ERROR_CODES.validation).errorMessage).toContain(`nested deeper than ${MAX_NESTING} levels`);
    }
    expect(findUnstorableText(JSON.parse(`${'{"a":'.repeat(5000)}"fine"${'}'.repeat(5000)}`), 'body')?.problem.id).toBe('request.tooDeep');
    expect(findUnstorableText({ a: [{ b: 'ok' }, { 'c\u0000': 1 }] }, 'body')).toMatchObject({ field: 'body.a.1 key', problem: { id: 'request.nul' } });
  });
});
