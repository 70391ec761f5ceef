import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loggedIn, profileUpdated, registered, user } from '@/domain/contract/auth';
import { AUTH_COOKIE_NAME, DEVICE_COOKIE_NAME, SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { events, people, sessions, users } from '@/server/db/schema';
import {
  GOOD_PASSWORD, createTestApp, expectError, parseBody, register, signUp, uniqueEmail, type TestApp,
} from './support/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
const login = (email: string, password = GOOD_PASSWORD, rememberMe?: boolean) =>
  post('/auth/login', { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) });

const cookieNamed = (response: Awaited<ReturnType<typeof me>>, name: string) => response.cookies.find((c) => c.name === name);
/** The session cookie and the signed-in hint, as the response sets them. */
const sessionCookies = (response: Awaited<ReturnType<typeof me>>) =>
  [cookieNamed(response, AUTH_COOKIE_NAME), cookieNamed(response, SIGNED_IN_HINT_COOKIE_NAME)];

const registration = (overrides: Record<string, unknown> = {}) => ({
  inviteCode: '16', firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: GOOD_PASSWORD, ...overrides,
});

describe('POST /auth/register', () => {
  it('creates a TRIAL user with 30 days of trial, an invite code and the given time zone', async () => {
    const account = await signUp(t.app, { firstName: 'Grace', timeZone: 'Europe/Amsterdam' });
    const body = parseBody(user, await me(account.auth));
    expect(body).toMatchObject({
      userId: account.userId, firstName: 'Grace', lastName: 'Lovelace', email: account.email, username: account.email,
      pricingPlan: 'TRIAL', trialExpirationDate: '2026-12-22', timeZone: 'Europe/Amsterdam',
      signupOrigin: 'web', rights: 'USER', userAvatar: 'avatar_male_1', userColor: '#A9DEF9', birthDate: null,
    });
    expect(body.userInviteCode).toMatch(/^[A-HJ-KMNP-Z2-9]{8}$/);
  });

  it('defaults the time zone to UTC and stores the email in lower case', async () => {
    const email = uniqueEmail('MiXeD').replace('example', 'Example');
    const account = await signUp(t.app, { email });
    const body = parseBody(user, await me(account.auth));
    expect(body.timeZone).toBe('UTC');
    expect(body.email).toBe(email.toLowerCase());
  });

  it('answers 201 with the userId and a message', async () => {
    const body = parseBody(registered, await post('/auth/register', registration()), 201);
    expect(body.message).toBe('User created successfully');
  });

  it('refuses a wrong human check answer', async () => {
    expectError(await post('/auth/register', registration({ inviteCode: '15' })), 400, 'INVALID_HUMAN_CHECK');
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const email = uniqueEmail();
    await register(t.app, { email });
    expectError(await post('/auth/register', registration({ email: email.toUpperCase() })), 409, 'CONFLICT');
  });

  it("refuses a username that is someone else's email, so their sign-up cannot be blocked", async () => {
    const victim = uniqueEmail('victim');
    const squat = expectError(await post('/auth/register', registration({ username: victim })), 400, 'VALIDATION_ERROR');
    expect(squat.errorMessage).toContain('username');
    await register(t.app, { email: victim });
    // The registrant's own email, in any case, is a fine username.
    const own = uniqueEmail('own');
    const account = await signUp(t.app, { email: own, username: own.toUpperCase() });
    expect(parseBody(user, await me(account.auth)).username).toBe(own);
  });

  it('refuses a taken username', async () => {
    await register(t.app, { username: 'taken_name' });
    expectError(await post('/auth/register', registration({ username: 'taken_name' })), 409, 'CONFLICT');
  });

  it.each([
    ['a short password', { password: 'short7!' }, 'body.password'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'body.password'],
    ['a malformed email', { email: 'not-an-email' }, 'body.email'],
    ['a first name over 100 characters', { firstName: 'a'.repeat(101) }, 'body.firstName'],
    ['an empty last name', { lastName: '   ' }, 'body.lastName'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'body.timeZone'],
    ['a missing field', { firstName: undefined }, 'body.firstName'],
  ])('refuses %s, naming the field', async (_label, overrides, field) => {
    const body = expectError(await post('/auth/register', registration(overrides)), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toContain(field);
  });

  it('refuses a common password', async () => {
    const body = expectError(await post('/auth/register', registration({ password: 'password1' })), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toMatch(/too common/);
  });

  it('accepts a password of exactly 8 and of exactly 128 characters', async () => {
    await register(t.app, { password: 'Zq8#kLw2' });
    await register(t.app, { password: 'Zq8#kLw2'.repeat(16) });
  });
});

describe('POST /auth/login', () => {
  it('returns a token and sets an HttpOnly, SameSite=Lax session cookie without Max-Age', async () => {
    const account = await register(t.app);
    const response = await login(account.email);
    const body = parseBody(loggedIn, response);
    expect(body.expiresAt).toBe('2026-11-22T22:00:00Z');
    const cookie = response.cookies.find((c) => c.name === AUTH_COOKIE_NAME);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.secure).toBeFalsy();
    expect(body.token.length).toBeGreaterThanOrEqual(43); // 32 random bytes in base64url
  });

  it('makes a persistent 30-day cookie with "remember me"', async () => {
    const account = await register(t.app);
    const response = await login(account.email, GOOD_PASSWORD, true);
    expect(parseBody(loggedIn, response).expiresAt).toBe('2026-12-22T10:00:00Z');
    const cookie = response.cookies.find((c) => c.name === AUTH_COOKIE_NAME);
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
  });

  it('sets the readable signed-in hint next to the session cookie, with the same lifetime', async () => {
    for (const rememberMe of [false, true]) {
      const account = await register(t.app);
      const [session, hint] = sessionCookies(await login(account.email, GOOD_PASSWORD, rememberMe));
      expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
      expect(hint?.httpOnly).toBeFalsy();
      expect(hint?.maxAge).toBe(session?.maxAge);
      expect(hint?.maxAge).toBe(rememberMe ? 30 * 24 * 3600 : undefined);
    }
  });

  it('marks the cookie Secure when served over https', async () => {
    const account = await register(t.app);
    const secure = await createTestApp({ trustProxy: 1 });
    try {
      await secure.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration({ email: account.email }) });
      const response = await secure.app.inject({
        method: 'POST', url: '/api/v1/auth/login', headers: { 'x-forwarded-proto': 'https' },
        payload: { email: account.email, password: GOOD_PASSWORD },
      });
      expect([...sessionCookies(response), cookieNamed(response, DEVICE_COOKIE_NAME)].map((cookie) => cookie?.secure)).toEqual([true, true, true]);
    } finally {
      await secure.close();
    }
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const account = await register(t.app);
    const wrong = expectError(await login(account.email, 'wrong password!'), 401, 'INVALID_CREDENTIALS');
    const unknown = expectError(await login(uniqueEmail('nobody')), 401, 'INVALID_CREDENTIALS');
    expect(wrong.errorMessage).toBe(unknown.errorMessage);
  });

  it('accepts the email in any case', async () => {
    const account = await register(t.app);
    parseBody(loggedIn, await login(account.email.toUpperCase()));
  });

  it('refuses a body without a password', async () => {
    const body = expectError(await post('/auth/login', { email: 'a@example.com' }), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toContain('body.password');
  });
});

describe('the device cookie', () => {
  it('is set at a successful login only: HttpOnly, SameSite=Lax, for a year, for the auth calls, naming nobody readably', async () => {
    const account = await register(t.app);
    expect(cookieNamed(await login(account.email, 'wrong password!'), DEVICE_COOKIE_NAME)).toBeUndefined();
    const device = cookieNamed(await login(account.email), DEVICE_COOKIE_NAME);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth', maxAge: 365 * 24 * 3600 });
    expect(device?.value).not.toContain(account.userId);
    expect(device?.value).not.toContain(account.email);
  });

  it('stays at logout (it names a browser, not a session) and goes with the account', async () => {
    const account = await signUp(t.app);
    const logout = await post('/auth/logout', undefined, account.auth);
    expect(logout.statusCode).toBe(200);
    expect(cookieNamed(logout, DEVICE_COOKIE_NAME)).toBeUndefined();
    const token = parseBody(loggedIn, await login(account.email)).token;
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(deleted.statusCode).toBe(200);
    expect(cookieNamed(deleted, DEVICE_COOKIE_NAME)).toMatchObject({ value: '', path: '/api/v1/auth' });
  });
});

describe('sessions', () => {
  it('accepts the session cookie as well as the bearer header', async () => {
    const account = await signUp(t.app);
    const viaCookie = await t.app.inject({
      method: 'GET', url: '/api/v1/auth/me', cookies: { [AUTH_COOKIE_NAME]: account.token },
    });
    expect(parseBody(user, viaCookie).userId).toBe(account.userId);
  });

  it('answers INVALID_TOKEN without a token or with an unknown one', async () => {
    expectError(await me({}), 401, 'INVALID_TOKEN');
    expectError(await me({ authorization: 'Bearer not-a-real-token' }), 401, 'INVALID_TOKEN');
  });

  it('clears the cookie and the hint of a session that is gone, so the browser stops asking', async () => {
    const account = await signUp(t.app);
    t.clock.advance({ hours: 12 });
    const expired = await t.app.inject({
      method: 'GET', url: '/api/v1/auth/me', cookies: { [AUTH_COOKIE_NAME]: account.token, [SIGNED_IN_HINT_COOKIE_NAME]: '1' },
    });
    expectError(expired, 401, 'INVALID_TOKEN');
    expect(sessionCookies(expired).map((cookie) => cookie?.value)).toEqual(['', '']);
    const hintOnly = await t.app.inject({ method: 'GET', url: '/api/v1/people', cookies: { [SIGNED_IN_HINT_COOKIE_NAME]: '1' } });
    expectError(hintOnly, 401, 'INVALID_TOKEN');
    expect(cookieNamed(hintOnly, SIGNED_IN_HINT_COOKIE_NAME)?.value).toBe('');
    // A script's wrong bearer token says nothing about the browser's cookies.
    const bearer = await t.app.inject({
      method: 'GET', url: '/api/v1/auth/me', headers: account.auth, cookies: { [SIGNED_IN_HINT_COOKIE_NAME]: '1' },
    });
    expectError(bearer, 401, 'INVALID_TOKEN');
    expect(bearer.cookies).toEqual([]);
  });

  it('expires a session after 12 hours', async () => {
    const account = await signUp(t.app);
    t.clock.advance({ hours: 11, minutes: 59 });
    parseBody(user, await me(account.auth));
    t.clock.advance({ minutes: 1 });
    expectError(await me(account.auth), 401, 'INVALID_TOKEN');
  });

  it('keeps a remembered session for 30 days', async () => {
    const account = await register(t.app);
    const token = parseBody(loggedIn, await login(account.email, GOOD_PASSWORD, true)).token;
    const auth = { authorization: `Bearer ${token}` };
    t.clock.advance({ hours: 29 * 24 });
    parseBody(user, await me(auth));
    t.clock.advance({ hours: 24 });
    expectError(await me(auth), 401, 'INVALID_TOKEN');
  });

  it('stores only a hash of the token', async () => {
    const account = await signUp(t.app);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(account.token);
    expect(JSON.stringify(rows)).not.toContain(account.token);
  });

  it('revokes the token on logout and clears the cookie and the hint', async () => {
    const account = await signUp(t.app);
    const other = parseBody(loggedIn, await login(account.email));
    const response = await post('/auth/logout', undefined, account.auth);
    expect(response.statusCode).toBe(200);
    expect(sessionCookies(response).map((cookie) => cookie?.value)).toEqual(['', '']);
    expectError(await me(account.auth), 401, 'INVALID_TOKEN');
    // Another session of the same user is untouched.
    parseBody(user, await me({ authorization: `Bearer ${other.token}` }));
  });
});

describe('PUT /auth/profile', () => {
  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers, payload });

  it('changes the fields it carries and leaves the others', async () => {
    const account = await signUp(t.app);
    const response = await put(account.auth, {
      firstName: 'Augusta', country: 'Germany', city: 'Berlin', birthDate: '1990-02-28',
      userAvatar: 'avatar_female_1', userColor: '#FCF6BD',
    });
    expect(response.json()).toEqual({ userId: account.userId, message: 'Profile updated successfully' });
    const body = parseBody(user, await me(account.auth));
    expect(body).toMatchObject({
      firstName: 'Augusta', lastName: 'Lovelace', country: 'Germany', city: 'Berlin', birthDate: '1990-02-28',
      userAvatar: 'avatar_female_1', userColor: '#FCF6BD', email: account.email,
    });
  });

  it('changes the time zone, kept in its IANA spelling, and refuses what is no zone with a message', async () => {
    const account = await signUp(t.app, { timeZone: 'Europe/London' });
    parseBody(profileUpdated, await put(account.auth, { timeZone: 'australia/sydney' }));
    expect(parseBody(user, await me(account.auth)).timeZone).toBe('Australia/Sydney');
    for (const timeZone of ['Mars/Olympus', '+01:00', '', 'Europe/Berlin; drop table users']) {
      const refused = expectError(await put(account.auth, { timeZone }), 400, 'VALIDATION_ERROR');
      expect(refused.errorMessage).toContain('body.timeZone');
      expect(refused.errorMessage).toContain('is not a time zone: give an IANA name such as Europe/Berlin');
    }
    expect(parseBody(user, await me(account.auth)).timeZone).toBe('Australia/Sydney');
  });

  it('clears an optional field sent as null', async () => {
    const account = await signUp(t.app);
    await put(account.auth, { city: 'Paris', country: 'France' });
    await put(account.auth, { city: null });
    expect(parseBody(user, await me(account.auth))).toMatchObject({ city: null, country: 'France' });
  });

  it('refuses an email that belongs to someone else', async () => {
    const first = await register(t.app);
    const second = await signUp(t.app);
    expectError(await put(second.auth, { email: first.email, currentPassword: GOOD_PASSWORD }), 409, 'CONFLICT');
  });

  it('changes the email only with the current password: 400 naming it when missing, 401 when wrong', async () => {
    const account = await signUp(t.app);
    const email = uniqueEmail('moved');
    const missing = expectError(await put(account.auth, { email, firstName: 'Mallory' }), 400, 'VALIDATION_ERROR');
    expect(missing.errorMessage).toContain('currentPassword');
    expectError(await put(account.auth, { email, currentPassword: 'wrong password!' }), 401, 'INVALID_CREDENTIALS');
    expect(parseBody(user, await me(account.auth))).toMatchObject({ email: account.email, firstName: 'Ada' });

    parseBody(profileUpdated, await put(account.auth, { email, currentPassword: GOOD_PASSWORD }));
    expect(parseBody(user, await me(account.auth)).email).toBe(email);
    parseBody(loggedIn, await login(email));
    // The same email (in any case) is no change and needs no password.
    parseBody(profileUpdated, await put(account.auth, { email: email.toUpperCase(), firstName: 'Augusta' }));
  });

  it('ends every other session of the user after an email change, and keeps the current one', async () => {
    const account = await signUp(t.app);
    const other = { authorization: `Bearer ${parseBody(loggedIn, await login(account.email)).token}` };
    const bystander = await signUp(t.app);
    parseBody(profileUpdated, await put(account.auth, { email: uniqueEmail('moved'), currentPassword: GOOD_PASSWORD }));
    parseBody(user, await me(account.auth));
    expectError(await me(other), 401, 'INVALID_TOKEN');
    parseBody(user, await me(bystander.auth));
  });

  it('moves a username that is the email along with it, so the old email can sign up again', async () => {
    const account = await signUp(t.app);
    const email = uniqueEmail('moved');
    parseBody(profileUpdated, await put(account.auth, { email, currentPassword: GOOD_PASSWORD }));
    expect(parseBody(user, await me(account.auth)).username).toBe(email);
    await register(t.app, { email: account.email });
  });

  it.each([
    ['birthDate', { birthDate: '1990-02-30' }],
    ['userColor', { userColor: 'blue' }],
    ['userAvatar', { userAvatar: 'avatar_cat' }],
    ['firstName', { firstName: '' }],
  ])('refuses a bad %s', async (field, payload) => {
    const account = await signUp(t.app);
    const body = expectError(await put(account.auth, payload), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toContain(field);
  });

  it('needs a session', async () => {
    expectError(await put({}, { firstName: 'X' }), 401, 'INVALID_TOKEN');
  });
});

describe('DELETE /auth/me', () => {
  it('removes the user, everything the user owns and every session', async () => {
    const account = await signUp(t.app);
    const second = parseBody(loggedIn, await login(account.email));
    const { db } = t.database;
    const [person] = await db.insert(people).values({ userId: account.userId, personName: 'Bob', meetFrequency: 'monthly' }).returning();
    await db.insert(events).values({ userId: account.userId, personId: person!.id, eventDate: '2026-11-01', eventTimeSlot: 'evening' });
    const bystander = await signUp(t.app);
    await db.insert(people).values({ userId: bystander.userId, personName: 'Carol', meetFrequency: 'weekly' });

    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/me', headers: account.auth });
    expect(response.json()).toEqual({ userId: account.userId });
    expect(sessionCookies(response).map((cookie) => cookie?.value)).toEqual(['', '']);

    expect(await db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(0);
    expect(await db.select().from(people).where(eq(people.userId, account.userId))).toHaveLength(0);
    expect(await db.select().from(events).where(eq(events.userId, account.userId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.userId))).toHaveLength(0);
    expectError(await me({ authorization: `Bearer ${second.token}` }), 401, 'INVALID_TOKEN');
    expect(await db.select().from(people).where(eq(people.userId, bystander.userId))).toHaveLength(1);
    expectError(await login(account.email), 401, 'INVALID_CREDENTIALS');
  });
});

describe('session housekeeping', () => {
  it('drops a user\'s expired sessions at the next login', async () => {
    const account = await signUp(t.app);
    t.clock.advance({ hours: 13 });
    parseBody(loggedIn, await login(account.email));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(rows).toHaveLength(1);
  });
});
