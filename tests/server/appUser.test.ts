import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered, user } from '@/domain/contract/auth';
import { APP_USER_REGISTRATION_CODE } from '@/domain/constants';
import { insertUser } from '@/server/repositories/users';
import { GOOD_PASSWORD, createTestApp, expectError, parseBody, register, uniqueEmail, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

let counter = 0;
async function appUser() {
  const username = `mobile_${++counter}`;
  await insertUser(t.database.db, t.clock.read, {
    firstName: 'Mo', lastName: 'Bile', username, email: null, passwordHash: null, timeZone: 'UTC', signupOrigin: 'app',
  });
  return username;
}

const connect = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/registerappuser', payload: {
    inviteCode: APP_USER_REGISTRATION_CODE, email: uniqueEmail('mo'), password: GOOD_PASSWORD, ...payload,
  } });

describe('POST /auth/registerappuser', () => {
  it('gives an app user an email and password to log in on the web', async () => {
    const username = await appUser();
    const email = uniqueEmail('mo');
    const body = parseBody(registered, await connect({ username, email }));
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: GOOD_PASSWORD } });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(parseBody(user, me)).toMatchObject({ userId: body.userId, username, email, signupOrigin: 'app', pricingPlan: 'TRIAL' });
  });

  it('refuses an unknown username with 404', async () => {
    expectError(await connect({ username: 'nobody_here' }), 404, 'NOT_FOUND');
  });

  it('refuses a web user, whose username is not an app account', async () => {
    const web = await register(t.app, { username: 'web_person' });
    expect(web.userId).toBeTruthy();
    expectError(await connect({ username: 'web_person' }), 404, 'NOT_FOUND');
  });

  it('refuses a second connection of the same app user', async () => {
    const username = await appUser();
    parseBody(registered, await connect({ username }));
    expectError(await connect({ username }), 409, 'CONFLICT');
  });

  it('refuses an email that is already registered', async () => {
    const username = await appUser();
    const taken = await register(t.app);
    expectError(await connect({ username, email: taken.email }), 409, 'CONFLICT');
  });

  it('refuses a wrong registration code, a weak password and a bad email', async () => {
    const username = await appUser();
    expectError(await connect({ username, inviteCode: 'guess' }), 400, 'VALIDATION_ERROR');
    expectError(await connect({ username, password: 'qwerty123' }), 400, 'VALIDATION_ERROR');
    const bad = expectError(await connect({ username, email: 'nope' }), 400, 'VALIDATION_ERROR');
    expect(bad.errorMessage).toContain('body.email');
  });
});
