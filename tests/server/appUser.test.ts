import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registered, user } from '@/domain/contract/auth';
import { APP_USER_REGISTRATION_CODE } from '@/domain/constants';
import { insertUser } from '@/server/repositories/users';
import { issueAppUserClaim } from '@/server/auth/appUserClaims';
import { appUserClaims } from '@/server/db/schema';
import { GOOD_PASSWORD, createTestApp, expectError, parseBody, register, uniqueEmail, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

let counter = 0;
/** An account as the mobile app makes it, with the one-time claim `npm run create-app-user` prints. */
async function appUser() {
  const username = `mobile_${++counter}`;
  const row = await insertUser(t.database.db, t.clock.read, {
    firstName: 'Mo', lastName: 'Bile', username, email: null, passwordHash: null, timeZone: 'UTC', signupOrigin: 'app',
  });
  return { username, userId: row.id, claimToken: await issueAppUserClaim(t.database.db, t.clock.read, row.id) };
}

const connect = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/registerappuser', payload: {
    inviteCode: APP_USER_REGISTRATION_CODE, email: uniqueEmail('mo'), password: GOOD_PASSWORD, ...payload,
  } });

/** Every refusal of a claim is this one answer, so nobody learns which usernames exist. */
const expectRefused = async (response: Awaited<ReturnType<typeof connect>>) => {
  const body = expectError(response, 401, 'INVALID_CREDENTIALS');
  expect(body.errorMessage).toBe('This link is not valid or has expired. Get a new one from the mobile app.');
};

describe('POST /auth/registerappuser', () => {
  it('gives an app user an email and password to log in on the web, with its one-time claim', async () => {
    const { username, claimToken } = await appUser();
    const email = uniqueEmail('mo');
    const body = parseBody(registered, await connect({ username, claimToken, email }));
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: GOOD_PASSWORD } });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(parseBody(user, me)).toMatchObject({ userId: body.userId, username, email, signupOrigin: 'app', pricingPlan: 'TRIAL' });
  });

  it('refuses the same way whatever is wrong, so usernames cannot be found out', async () => {
    const mo = await appUser();
    const other = await appUser();
    await register(t.app, { username: 'web_person' });
    await expectRefused(await connect({ username: 'nobody_here', claimToken: mo.claimToken }));
    await expectRefused(await connect({ username: 'web_person', claimToken: mo.claimToken }));
    await expectRefused(await connect({ username: mo.username, claimToken: 'guessed-secret' }));
    await expectRefused(await connect({ username: mo.username, claimToken: other.claimToken }));
    // Used: the account has its web login now.
    parseBody(registered, await connect({ username: mo.username, claimToken: mo.claimToken }));
    await expectRefused(await connect({ username: mo.username, claimToken: mo.claimToken }));
    // Expired: seven days after it was made.
    const late = await appUser();
    t.clock.advance({ hours: 7 * 24 });
    await expectRefused(await connect({ username: late.username, claimToken: late.claimToken }));
  });

  it('needs the claim in the body', async () => {
    const { username } = await appUser();
    const body = expectError(await connect({ username }), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toContain('body.claimToken');
  });

  it('lets one of two simultaneous uses of a claim win', async () => {
    const { username, claimToken, userId } = await appUser();
    const [email1, email2] = [uniqueEmail('first'), uniqueEmail('second')];
    const answers = await Promise.all([connect({ username, claimToken, email: email1 }), connect({ username, claimToken, email: email2 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers[0]!.statusCode === 200 ? email1 : email2;
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: winner, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(await t.database.db.select().from(appUserClaims).where(eq(appUserClaims.userId, userId))).toEqual([]);
  });

  it('keeps the claim when the email is taken, for another try', async () => {
    const { username, claimToken } = await appUser();
    const taken = await register(t.app);
    expectError(await connect({ username, claimToken, email: taken.email }), 409, 'CONFLICT');
    parseBody(registered, await connect({ username, claimToken }));
    await expectRefused(await connect({ username, claimToken }));
  });

  it('refuses a wrong registration code, a weak password and a bad email', async () => {
    const { username, claimToken } = await appUser();
    expectError(await connect({ username, claimToken, inviteCode: 'guess' }), 400, 'VALIDATION_ERROR');
    expectError(await connect({ username, claimToken, password: 'qwerty123' }), 400, 'VALIDATION_ERROR');
    const bad = expectError(await connect({ username, claimToken, email: 'nope' }), 400, 'VALIDATION_ERROR');
    expect(bad.errorMessage).toContain('body.email');
  });
});

describe('app-user claims', () => {
  it('are stored only as a hash, for seven days, and a new one replaces the old', async () => {
    const { userId, claimToken, username } = await appUser();
    const [row] = await t.database.db.select().from(appUserClaims).where(eq(appUserClaims.userId, userId));
    expect(JSON.stringify(row)).not.toContain(claimToken);
    expect(row!.expiresAt.getTime()).toBe(t.clock.now.add({ hours: 7 * 24 }).epochMilliseconds);
    expect(claimToken.length).toBeGreaterThanOrEqual(43); // 32 random bytes in base64url

    const renewed = await issueAppUserClaim(t.database.db, t.clock.read, userId);
    await expectRefused(await connect({ username, claimToken }));
    parseBody(registered, await connect({ username, claimToken: renewed }));
  });
});
