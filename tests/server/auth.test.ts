import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, loggedIn } from '@/domain/contract/auth';
import { AUTH_COOKIE_NAME } from '@/domain/constants';
import { GOOD_PASSWORD, createTestApp, expectError, parseBody, register, signUp, uniqueEmail, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('POST /auth/register', () => {
  it('creates a TRIAL user that can log in and read itself', async () => {
    const me = await signUp(t.app, { firstName: 'Grace', timeZone: 'Europe/Amsterdam' });
    const body = parseBody(user, await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: me.auth }));
    expect(body).toMatchObject({
      userId: me.userId, firstName: 'Grace', email: me.email, pricingPlan: 'TRIAL',
      trialExpirationDate: '2026-12-22', timeZone: 'Europe/Amsterdam', signupOrigin: 'web', rights: 'USER',
    });
    expect(body.userInviteCode).toMatch(/^[A-Z2-9]{8}$/);
  });
});
