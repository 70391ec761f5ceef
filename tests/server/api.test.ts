import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ appOrigins: ['https://app.funplans.example'] }); });
afterAll(async () => { await t.close(); });

const register = '/api/v1/auth/register';

describe('API core', () => {
  it('answers health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes the contract as OpenAPI and a docs page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/register', '/api/v1/auth/me']));
    const registerBody = spec.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(expect.arrayContaining(['email', 'password', 'inviteCode']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/nope' }), 404, 'NOT_FOUND');
  });
});

describe('malformed requests get a 4xx envelope, never a 500', () => {
  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST', url: register, headers: { 'content-type': 'application/json' }, payload: '{"email": ',
    });
    expectError(response, 400, 'VALIDATION_ERROR');
  });

  it('refuses a JSON body of the wrong type', async () => {
    expectError(await t.app.inject({ method: 'POST', url: register, payload: [1, 2] }), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({
      method: 'POST', url: register, headers: { 'content-type': 'application/json' }, payload: 'null',
    }), 400, 'VALIDATION_ERROR');
  });

  it('refuses a missing body', async () => {
    expectError(await t.app.inject({ method: 'POST', url: register }), 400, 'VALIDATION_ERROR');
  });

  it('refuses a form post (415) so a cross-site form cannot write', async () => {
    const response = await t.app.inject({
      method: 'POST', url: register, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1',
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const plain = await t.app.inject({
      method: 'POST', url: register, headers: { 'content-type': 'text/plain' }, payload: '{}',
    });
    expectError(plain, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await t.app.inject({ method: 'POST', url: register, payload: { firstName: 'x'.repeat(70_000) } });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('cross-site writes', () => {
  it('refuses a write from a foreign Origin, even with a valid session', async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PUT', url: '/api/v1/auth/profile', payload: { firstName: 'Mallory' },
      headers: { ...account.auth, origin: 'https://evil.example' },
    });
    expectError(response, 403, 'FORBIDDEN');
  });

  it('accepts the own origin and configured app origins', async () => {
    const account = await signUp(t.app);
    for (const origin of ['http://localhost:80', 'https://app.funplans.example']) {
      const response = await t.app.inject({
        method: 'PUT', url: '/api/v1/auth/profile', payload: { firstName: 'Ok' },
        headers: { ...account.auth, origin, host: 'localhost:80' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('lets a GET through from anywhere: no GET changes state', async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET', url: '/api/v1/auth/me', headers: { ...account.auth, origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('content security policy', () => {
  it('does not force https, so the app works over plain http on a home network', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
