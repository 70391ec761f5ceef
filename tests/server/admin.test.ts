import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sessions } from '@/server/db/schema';
import { user } from '@/domain/contract/auth';
import {
  ADMIN_NOT_DELETABLE, adminUser, adminUserDetail, planChanged, userDeletedByAdmin, userRestored,
} from '@/domain/contract/users';
import { feedbackEntry, feedbackSaved } from '@/domain/contract/feedback';
import { updateUser } from '@/server/repositories/users';
import { GOOD_PASSWORD, createTestApp, expectError, parseBody, sessionStatements, signUp, type TestApp } from './support/testApp';
import { addPerson, insertEvent } from './support/network';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Account = Awaited<ReturnType<typeof signUp>>;

/** An admin made the way `npm run make-admin` does it. */
async function signUpAdmin() {
  const admin = await signUp(t.app, { firstName: 'Root' });
  await updateUser(t.database.db, admin.userId, { rights: 'ADMIN' });
  return admin;
}

const call = (account: Account | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: account?.auth ?? {}, ...(payload ? { payload } : {}) });
const me = async (account: Account) => parseBody(user, await call(account, 'GET', '/auth/me'));

describe('admin calls', () => {
  it('are 403 for a user without ADMIN rights and 401 without a session', async () => {
    const plain = await signUp(t.app);
    const other = await signUp(t.app);
    const calls = [
      ['GET', '/users'], ['GET', `/users/${other.userId}`], ['DELETE', `/users/${other.userId}`],
      ['PUT', `/users/${other.userId}/plan`, { pricingPlan: 'STANDARD' }], ['POST', `/users/${other.userId}/restore`],
    ] as const;
    for (const [method, url, payload] of calls) {
      expectError(await call(plain, method, url, payload), 403, 'FORBIDDEN');
      expectError(await call(undefined, method, url, payload), 401, 'INVALID_TOKEN');
    }
    expect((await me(other)).pricingPlan).toBe('TRIAL');
  });

  it('answer 404 for an unknown user', async () => {
    const admin = await signUpAdmin();
    const unknown = crypto.randomUUID();
    expectError(await call(admin, 'GET', `/users/${unknown}`), 404, 'NOT_FOUND');
    expectError(await call(admin, 'DELETE', `/users/${unknown}`), 404, 'NOT_FOUND');
    expectError(await call(admin, 'PUT', `/users/${unknown}/plan`, { pricingPlan: 'STANDARD' }), 404, 'NOT_FOUND');
    expectError(await call(admin, 'POST', `/users/${unknown}/restore`), 404, 'NOT_FOUND');
  });
});

describe('GET /users', () => {
  it('lists every user with their person and event counts in one query', async () => {
    const admin = await signUpAdmin();
    const ada = await signUp(t.app, { firstName: 'Ada' });
    const grace = await addPerson(t.app, ada.auth);
    await addPerson(t.app, ada.auth);
    await insertEvent(t.database.db, ada.userId, grace, '2026-11-01');

    const session = await sessionStatements(t, admin.auth);
    const before = t.queries.count;
    const users = parseBody(z.array(adminUser), await call(admin, 'GET', '/users'));
    // The session's, then the list.
    expect(t.queries.count - before).toBe(session + 1);
    expect(users.find((u) => u.userId === ada.userId)).toMatchObject({
      firstName: 'Ada', personCount: 2, eventCount: 1, deletedByAdminUserId: null, deleted_at: null,
    });
    expect(users.find((u) => u.userId === admin.userId)).toMatchObject({ rights: 'ADMIN', personCount: 0, eventCount: 0 });
  });
});

describe('GET /users/{id}', () => {
  it("shows the user, their network, recent events and feedback", async () => {
    const admin = await signUpAdmin();
    const ada = await signUp(t.app, { firstName: 'Ada' });
    const grace = await addPerson(t.app, ada.auth, { personName: 'Grace' });
    await insertEvent(t.database.db, ada.userId, grace, '2026-11-01', { eventActivity: 'coffee' });
    await insertEvent(t.database.db, ada.userId, grace, '2026-11-10', { eventActivity: 'lunch' });
    await insertEvent(t.database.db, ada.userId, grace, '2026-12-24'); // upcoming: not recent
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/feedback', headers: ada.auth, payload: { feedbackText: '  Love it, more colours please ' } });
    parseBody(feedbackSaved, sent, 201);

    const detail = parseBody(adminUserDetail, await call(admin, 'GET', `/users/${ada.userId}`));
    expect(detail.userDetails).toMatchObject({ userId: ada.userId, personCount: 1, eventCount: 3 });
    expect(detail.userNetwork.map((p) => p.personName)).toEqual(['Grace']);
    expect(detail.userRecentEvents.map((e) => [e.eventDate, e.eventActivity, e.personName])).toEqual([
      ['2026-11-10', 'lunch', 'Grace'], ['2026-11-01', 'coffee', 'Grace'],
    ]);
    expect(detail.userFeedback.map((f) => f.feedbackText)).toEqual(['Love it, more colours please']);
  });
});

describe('POST /feedback and GET /feedback', () => {
  it("stores the user's feedback, lists only their own, and refuses an empty one", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const post = (account: Account, feedbackText: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/feedback', headers: account.auth, payload: { feedbackText } });
    parseBody(feedbackSaved, await post(ada, 'First'), 201);
    t.clock.advance({ minutes: 1 });
    parseBody(feedbackSaved, await post(ada, 'Second'), 201);
    parseBody(feedbackSaved, await post(grace, 'Grace'), 201);
    expectError(await post(ada, '   '), 400, 'VALIDATION_ERROR');
    expectError(await post(ada, 'x'.repeat(5001)), 400, 'VALIDATION_ERROR');
    const list = parseBody(z.array(feedbackEntry), await call(ada, 'GET', '/feedback'));
    expect(list.map((f) => f.feedbackText)).toEqual(['Second', 'First']);
  });
});

describe('PUT /users/{id}/plan', () => {
  it('switches a TRIAL user to STANDARD (no expiry) and back to a fresh trial', async () => {
    const admin = await signUpAdmin();
    const ada = await signUp(t.app);
    expect(parseBody(planChanged, await call(admin, 'PUT', `/users/${ada.userId}/plan`, { pricingPlan: 'STANDARD' })))
      .toEqual({ userId: ada.userId, pricingPlan: 'STANDARD' });
    expect(await me(ada)).toMatchObject({ pricingPlan: 'STANDARD', trialExpirationDate: null });

    parseBody(planChanged, await call(admin, 'PUT', `/users/${ada.userId}/plan`, { pricingPlan: 'TRIAL' }));
    const today = t.clock.now.toZonedDateTimeISO('UTC').toPlainDate();
    expect(await me(ada)).toMatchObject({ pricingPlan: 'TRIAL', trialExpirationDate: today.add({ days: 30 }).toString() });
    expectError(await call(admin, 'PUT', `/users/${ada.userId}/plan`, { pricingPlan: 'GOLD' }), 400, 'VALIDATION_ERROR');
  });

  it('answers 404 for a deleted user, whose plan stays as it was', async () => {
    const admin = await signUpAdmin();
    const ada = await signUp(t.app);
    parseBody(z.object({ userId: z.string() }), await call(admin, 'DELETE', `/users/${ada.userId}`));
    expectError(await call(admin, 'PUT', `/users/${ada.userId}/plan`, { pricingPlan: 'STANDARD' }), 404, 'NOT_FOUND');
    expect(parseBody(adminUserDetail, await call(admin, 'GET', `/users/${ada.userId}`)).userDetails.pricingPlan).toBe('TRIAL');
  });
});

describe('DELETE /users/{id}', () => {
  it("soft-deletes: the user's token stops working at once, login fails, the invite code finds nobody, the data stays", async () => {
    const admin = await signUpAdmin();
    const ada = await signUp(t.app);
    const friend = await signUp(t.app);
    await addPerson(t.app, ada.auth);
    const code = (await me(ada)).userInviteCode;

    expect(parseBody(z.object({ userId: z.string() }), await call(admin, 'DELETE', `/users/${ada.userId}`))).toEqual({ userId: ada.userId });

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, ada.userId)), 'sessions revoked').toEqual([]);
    expectError(await call(ada, 'GET', '/auth/me'), 401, 'INVALID_TOKEN');
    expectError(await call(ada, 'GET', '/people'), 401, 'INVALID_TOKEN');
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: ada.email, password: GOOD_PASSWORD } });
    expectError(login, 401, 'INVALID_CREDENTIALS');
    expectError(await call(friend, 'GET', `/users/byinvitecode/${code}`), 404, 'NOT_FOUND');

    const detail = parseBody(adminUserDetail, await call(admin, 'GET', `/users/${ada.userId}`));
    expect(detail.userDetails).toMatchObject({ deletedByAdminUserId: admin.userId, deleted_at: t.clock.now.toString().replace(/Z$/, '.000Z'), personCount: 1 });
    expectError(await call(admin, 'DELETE', `/users/${ada.userId}`), 404, 'NOT_FOUND');
  });

  it('refuses to delete another admin (409), who keeps working', async () => {
    const admin = await signUpAdmin();
    const other = await signUpAdmin();
    const body = expectError(await call(admin, 'DELETE', `/users/${other.userId}`), 409, 'CONFLICT');
    expect(body.errorMessage).toBe(ADMIN_NOT_DELETABLE);
    expect((await me(other)).userId).toBe(other.userId);
    expect(parseBody(adminUserDetail, await call(admin, 'GET', `/users/${other.userId}`)).userDetails.deleted_at).toBeNull();
    expect(parseBody(z.array(adminUser), await call(other, 'GET', '/users')).length).toBeGreaterThan(1);
  });

  it('does not let an admin delete their own account here', async () => {
    const admin = await signUpAdmin();
    expectError(await call(admin, 'DELETE', `/users/${admin.userId}`), 400, 'VALIDATION_ERROR');
    expect((await me(admin)).userId).toBe(admin.userId);
  });
});

describe('POST /users/{id}/restore', () => {
  it('undoes the delete: the user logs in again with everything, and is back for the others', async () => {
    const admin = await signUpAdmin();
    const ada = await signUp(t.app);
    const friend = await signUp(t.app);
    await addPerson(t.app, ada.auth, { personName: 'Grace' });
    const code = (await me(ada)).userInviteCode;
    expectError(await call(admin, 'POST', `/users/${ada.userId}/restore`), 409, 'CONFLICT');
    parseBody(userDeletedByAdmin, await call(admin, 'DELETE', `/users/${ada.userId}`));

    expect(parseBody(userRestored, await call(admin, 'POST', `/users/${ada.userId}/restore`))).toEqual({ userId: ada.userId });
    expect(parseBody(adminUserDetail, await call(admin, 'GET', `/users/${ada.userId}`)).userDetails)
      .toMatchObject({ deleted_at: null, deletedByAdminUserId: null, personCount: 1 });
    // Her old session ended at the delete; she logs in again.
    expectError(await call(ada, 'GET', '/auth/me'), 401, 'INVALID_TOKEN');
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: ada.email, password: GOOD_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const again = { ...ada, auth: { authorization: `Bearer ${login.json().token as string}` } };
    expect((await call(again, 'GET', '/people')).json()).toEqual([expect.objectContaining({ personName: 'Grace' })]);
    expect((await call(friend, 'GET', `/users/byinvitecode/${code}`)).statusCode).toBe(200);
    parseBody(planChanged, await call(admin, 'PUT', `/users/${ada.userId}/plan`, { pricingPlan: 'STANDARD' }));
    expectError(await call(admin, 'POST', `/users/${ada.userId}/restore`), 409, 'CONFLICT');
  });
});
