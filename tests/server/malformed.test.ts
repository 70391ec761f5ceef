import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './support/testApp';

/**
 * Walks every route the API publishes and throws malformed input at it with a valid session:
 * whatever the route, a user's mistake must get a 4xx envelope, never a 500.
 */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const GARBAGE_PARAM = "not-an-id'%20or%201=1";
const BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"unterminated": ' },
  { contentType: 'application/json', payload: '[1, 2, 3]' },
  { contentType: 'application/json', payload: '{"personId": {"$ne": null}, "eventDate": 12, "x": "' + 'y'.repeat(6000) + '"}' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'text/plain', payload: 'hello' },
];

describe('every API route with malformed input', () => {
  it('answers 4xx with the error envelope', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    expect(routes.length).toBeGreaterThan(5);

    const failures: string[] = [];
    for (const { method, path } of routes) {
      // A fresh user per route: a route like DELETE /auth/me or logout may end the session.
      const { auth } = await signUp(t.app);
      const url = path.replace(/\{[^}]+\}/g, GARBAGE_PARAM) + '?startDate=yesterday&days=-5&latitude=abc';
      const attempts = method === 'GET' || method === 'DELETE' ? [undefined] : BODIES;
      for (const body of attempts) {
        const response = await t.app.inject({
          method: method as 'GET', url, headers: { ...auth, ...(body ? { 'content-type': body.contentType } : {}) },
          ...(body ? { payload: body.payload } : {}),
        });
        const envelope = String(response.headers['content-type']).includes('json') ? response.json() : {};
        if (response.statusCode >= 500 || (response.statusCode >= 400 && typeof envelope.errorCode !== 'string')) {
          failures.push(`${method} ${path} ${body?.payload.slice(0, 20) ?? ''} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
