import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_NAME } from '@/domain/constants';
import { GOOD_PASSWORD, createTestApp, expectError, register, signUp, uniqueEmail, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { failedLoginsPerAccountPerHour: 3, loginsPerIpPerHour: 8, registrationsPerIpPerHour: 4, inviteLookupsPerUserPerHour: 5, failedBearerTokensPerIpPerHour: 100 },
  });
});
afterAll(async () => { await t.close(); });

const login = (email: string, password: string, ip = '10.0.0.1', device?: string) =>
  t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip,
    ...(device === undefined ? {} : { cookies: { [DEVICE_COOKIE_NAME]: device } }),
  });
const deviceCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === DEVICE_COOKIE_NAME)?.value ?? '';
/** The cookie with one character changed (of its first full base64url part, so the change counts). */
const tampered = (cookie: string) => `${cookie.slice(0, 3)}${cookie[3] === 'A' ? 'B' : 'A'}${cookie.slice(4)}`;

describe('rate limits', () => {
  it('blocks an account after its failed logins for the hour, even with the right password, until the hour passes', async () => {
    const account = await register(t.app, {}, '10.0.1.1');
    for (let i = 0; i < 3; i++) expectError(await login(account.email, 'wrong password!', `10.1.0.${i}`), 401, 'INVALID_CREDENTIALS');
    expectError(await login(account.email, GOOD_PASSWORD, '10.1.1.1'), 429, 'RATE_LIMITED');
    t.clock.advance({ hours: 1 });
    expect((await login(account.email, GOOD_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it("lets the owner's browser that logged in before through a stranger's failed logins, and no other browser", async () => {
    const owner = await register(t.app, {}, '10.4.0.1');
    const other = await register(t.app, {}, '10.4.0.1');
    const device = deviceCookieOf(await login(owner.email, GOOD_PASSWORD, '10.4.1.1'));
    const otherDevice = deviceCookieOf(await login(other.email, GOOD_PASSWORD, '10.4.1.2'));
    expect(device).not.toBe('');
    for (let i = 0; i < 3; i++) expectError(await login(owner.email, 'wrong password!', `10.4.2.${i}`), 401, 'INVALID_CREDENTIALS');
    expect((await login(owner.email, GOOD_PASSWORD, '10.4.1.1', device)).statusCode).toBe(200);
    // Without the cookie, with another account's or with a forged one, a browser is unknown.
    expectError(await login(owner.email, GOOD_PASSWORD, '10.4.1.1'), 429, 'RATE_LIMITED');
    expectError(await login(owner.email, GOOD_PASSWORD, '10.4.1.1', otherDevice), 429, 'RATE_LIMITED');
    expectError(await login(owner.email, GOOD_PASSWORD, '10.4.1.1', tampered(device)), 429, 'RATE_LIMITED');
    // A device cookie older than a year is unknown too.
    t.clock.advance({ hours: 366 * 24 });
    for (let i = 0; i < 3; i++) expectError(await login(owner.email, 'wrong password!', `10.4.3.${i}`), 401, 'INVALID_CREDENTIALS');
    expectError(await login(owner.email, GOOD_PASSWORD, '10.4.1.1', device), 429, 'RATE_LIMITED');
  });

  it('still counts a known browser\'s failed logins per account and IP', async () => {
    const owner = await register(t.app, {}, '10.5.0.1');
    const device = deviceCookieOf(await login(owner.email, GOOD_PASSWORD, '10.5.1.1'));
    for (let i = 0; i < 3; i++) expectError(await login(owner.email, 'wrong password!', '10.5.1.1', device), 401, 'INVALID_CREDENTIALS');
    expectError(await login(owner.email, GOOD_PASSWORD, '10.5.1.1', device), 429, 'RATE_LIMITED');
    // The same browser on another network gets in; its own address again after the hour.
    expect((await login(owner.email, GOOD_PASSWORD, '10.5.1.2', device)).statusCode).toBe(200);
    t.clock.advance({ hours: 1 });
    expect((await login(owner.email, GOOD_PASSWORD, '10.5.1.1', device)).statusCode).toBe(200);
  });

  it('counts wrong current passwords per account, so a session cannot guess the password', async () => {
    const account = await signUp(t.app);
    const changeEmail = (currentPassword: string) => t.app.inject({
      method: 'PUT', url: '/api/v1/auth/profile', headers: account.auth, payload: { email: uniqueEmail('moved'), currentPassword },
    });
    for (let i = 0; i < 3; i++) expectError(await changeEmail('wrong password!'), 401, 'INVALID_CREDENTIALS');
    expectError(await changeEmail(GOOD_PASSWORD), 429, 'RATE_LIMITED');
    t.clock.advance({ hours: 1 });
    expect((await changeEmail(GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts login attempts per IP', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 8; i++) expectError(await login(uniqueEmail(), 'whatever123', ip), 401, 'INVALID_CREDENTIALS');
    expectError(await login(uniqueEmail(), 'whatever123', ip), 429, 'RATE_LIMITED');
    expectError(await login(uniqueEmail(), 'whatever123', '10.2.0.2'), 401, 'INVALID_CREDENTIALS');
  });

  it('counts registrations per IP', async () => {
    for (let i = 0; i < 4; i++) await register(t.app, {}, '10.3.0.1');
    const response = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/register', remoteAddress: '10.3.0.1',
      payload: { inviteCode: '16', firstName: 'A', lastName: 'B', email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expectError(response, 429, 'RATE_LIMITED');
  });

  it('counts invite-code lookups per user, found or not, so codes cannot be enumerated', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const code = ((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: grace.auth })).json() as { userInviteCode: string }).userInviteCode;
    const lookUp = (who: typeof ada, inviteCode: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/users/byinvitecode/${inviteCode}`, headers: who.auth });
    for (let i = 0; i < 4; i++) expectError(await lookUp(ada, `WRONG${i}`), 404, 'NOT_FOUND');
    expect((await lookUp(ada, code)).statusCode).toBe(200);
    expectError(await lookUp(ada, code), 429, 'RATE_LIMITED');
    expect((await lookUp(grace, 'WRONG')).statusCode, 'another user has a count of their own').toBe(404);
    t.clock.advance({ hours: 1 });
    expect((await lookUp(ada, code)).statusCode).toBe(200);
  });

  it('defaults to limits that never get in a real person\'s way', async () => {
    const { defaultRateLimits } = await import('@/server/config');
    expect(defaultRateLimits.failedLoginsPerAccountPerHour).toBe(100);
    expect(defaultRateLimits.loginsPerIpPerHour).toBeGreaterThanOrEqual(300);
    expect(defaultRateLimits.registrationsPerIpPerHour).toBeGreaterThanOrEqual(60);
    expect(defaultRateLimits.inviteLookupsPerUserPerHour).toBeGreaterThanOrEqual(30);
  });
});
