import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@/domain/contract/common';
import { accessToken, tokenCreated } from '@/domain/contract/tokens';
import { accessTokens } from '@/server/db/schema';
import { hashToken } from '@/server/auth/sessions';
import { updateUser } from '@/server/repositories/users';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';

/** Personal access tokens (issue 28): scopes, what only a session reaches, revocation, expiry, rate limit. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Account = Awaited<ReturnType<typeof signUp>>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function createToken(owner: Account, body: object) {
  return parseBody(tokenCreated, await call(owner.auth, 'POST', '/tokens', body), 201);
}

describe('a new token', () => {
  it('is shown once with its fp_pat_ secret, stored only as its SHA-256, and listed without it', async () => {
    const owner = await signUp(t.app);
    const created = await createToken(owner, { name: 'Backup script', scopes: ['read'] });
    expect(created.token).toMatch(/^fp_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Backup script', scopes: ['read'], expiresAt: null, lastUsedAt: null });
    const [row] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, created.tokenId));
    expect(row!.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice('fp_pat_'.length));
    const listed = parseBody(z.array(accessToken), await call(owner.auth, 'GET', '/tokens'));
    expect(listed.map((token) => token.tokenId)).toEqual([created.tokenId]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('refuses bad input with a 400: no scope, a repeated or unknown scope, a past expiry, no name', async () => {
    const owner = await signUp(t.app);
    for (const body of [
      { name: 'x', scopes: [] }, { name: 'x', scopes: ['read', 'read'] }, { name: 'x', scopes: ['delete'] },
      { name: 'x', scopes: ['read'], expiresAt: '2026-11-22T09:00:00Z' }, { name: ' ', scopes: ['read'] },
    ]) expectError(await call(owner.auth, 'POST', '/tokens', body), 400, ERROR_CODES.validation);
  });

  it('takes the admin scope only from an admin', async () => {
    const owner = await signUp(t.app);
    const refused = expectError(await call(owner.auth, 'POST', '/tokens', { name: 'x', scopes: ['admin'] }), 403, ERROR_CODES.forbidden);
    expect(refused.errorMessage).toContain('admin scope');
  });
});

describe('a token used as Authorization: Bearer', () => {
  it('reads with the read scope but cannot write: a 403 naming the scope', async () => {
    const owner = await signUp(t.app);
    const { token } = await createToken(owner, { name: 'Reader', scopes: ['read'] });
    expect((await call(bearer(token), 'GET', '/people')).statusCode).toBe(200);
    const refused = expectError(await call(bearer(token), 'POST', '/people', { personName: 'Ada', meetFrequency: 'monthly' }), 403, ERROR_CODES.forbidden);
    expect(refused.errorMessage).toBe('This token lacks the write scope');
  });

  it('writes and reads with the write scope, from a script that sends no Origin', async () => {
    const owner = await signUp(t.app);
    const { token } = await createToken(owner, { name: 'Writer', scopes: ['write'] });
    const created = await call(bearer(token), 'POST', '/people', { personName: 'Grace', meetFrequency: 'monthly' });
    expect(created.statusCode, created.body).toBe(201);
    const people = (await call(bearer(token), 'GET', '/people')).json() as { personName: string }[];
    expect(people.map((person) => person.personName)).toEqual(['Grace']);
    // Only the owner's data: another user's token sees none of it.
    const stranger = await signUp(t.app);
    const theirs = await createToken(stranger, { name: 'Other', scopes: ['read'] });
    expect((await call(bearer(theirs.token), 'GET', '/people')).json()).toEqual([]);
  });

  it('reaches the admin area only with the admin scope, and only while its user is an admin', async () => {
    const admin = await signUp(t.app);
    await updateUser(t.database.db, admin.userId, { rights: 'ADMIN' });
    const adminToken = await createToken(admin, { name: 'Ops', scopes: ['admin'] });
    const plain = await createToken(admin, { name: 'Everyday', scopes: ['read', 'write'] });
    expect((await call(bearer(adminToken.token), 'GET', '/users')).statusCode).toBe(200);
    expect(expectError(await call(bearer(plain.token), 'GET', '/users'), 403, ERROR_CODES.forbidden).errorMessage).toBe('This token lacks the admin scope');
    await updateUser(t.database.db, admin.userId, { rights: 'USER' });
    expectError(await call(bearer(adminToken.token), 'GET', '/users'), 403, ERROR_CODES.forbidden);
  });

  it('never reaches the token routes, account deletion or an email change: those need a session', async () => {
    const owner = await signUp(t.app);
    const { token, tokenId } = await createToken(owner, { name: 'All', scopes: ['read', 'write'] });
    const headers = bearer(token);
    for (const [method, url, payload] of [
      ['GET', '/tokens'], ['POST', '/tokens', { name: 'Child', scopes: ['read'] }], ['DELETE', `/tokens/${tokenId}`],
      ['DELETE', '/auth/me'], ['PUT', '/auth/profile', { email: 'moved@example.com', currentPassword: owner.password }],
    ] as const) {
      const refused = expectError(await call(headers, method, url, payload), 403, ERROR_CODES.forbidden);
      expect(refused.errorMessage).toMatch(/needs a signed-in session/);
    }
    // The rest of the profile is the write scope's to change; the account is still there.
    expect((await call(headers, 'PUT', '/auth/profile', { firstName: 'Augusta' })).statusCode).toBe(200);
    expect((await call(owner.auth, 'GET', '/auth/me')).json()).toMatchObject({ firstName: 'Augusta', email: owner.email });
  });

  it('records its last use to the minute', async () => {
    const owner = await signUp(t.app);
    const { token, tokenId } = await createToken(owner, { name: 'Cron', scopes: ['read'] });
    const lastUsed = async () => (await call(owner.auth, 'GET', '/tokens')).json().find((row: { tokenId: string }) => row.tokenId === tokenId).lastUsedAt;
    await call(bearer(token), 'GET', '/people');
    const first = await lastUsed();
    expect(first).toBe(t.clock.now.toString().replace('Z', '.000Z'));
    t.clock.advance({ seconds: 30 });
    await call(bearer(token), 'GET', '/people');
    expect(await lastUsed()).toBe(first);
    t.clock.advance({ seconds: 31 });
    await call(bearer(token), 'GET', '/people');
    expect(await lastUsed()).not.toBe(first);
  });

  it('is a 401 once revoked, and once expired', async () => {
    const owner = await signUp(t.app);
    const revoked = await createToken(owner, { name: 'Old', scopes: ['read'] });
    expect((await call(owner.auth, 'DELETE', `/tokens/${revoked.tokenId}`)).json()).toEqual({ tokenId: revoked.tokenId });
    expectError(await call(bearer(revoked.token), 'GET', '/people'), 401, ERROR_CODES.invalidToken);
    expectError(await call(owner.auth, 'DELETE', `/tokens/${revoked.tokenId}`), 404, ERROR_CODES.notFound);

    const expiring = await createToken(owner, { name: 'Day', scopes: ['read'], expiresAt: t.clock.now.add({ hours: 24 }).toString() });
    expect((await call(bearer(expiring.token), 'GET', '/people')).statusCode).toBe(200);
    t.clock.advance({ hours: 24 });
    expectError(await call(bearer(expiring.token), 'GET', '/people'), 401, ERROR_CODES.invalidToken);
  });
});

describe('failed bearer tokens', () => {
  it('are counted per address: past the limit they answer 429, while a good token still works', async () => {
    const limited = await createTestApp({
      rateLimits: { failedLoginsPerAccountPerHour: 100, loginsPerIpPerHour: 100, registrationsPerIpPerHour: 100, inviteLookupsPerUserPerHour: 100, failedBearerTokensPerIpPerHour: 3 },
    });
    try {
      const owner = await signUp(limited.app);
      const good = parseBody(tokenCreated, await limited.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: owner.auth, payload: { name: 'Good', scopes: ['read'] } }), 201);
      const people = (token: string) => limited.app.inject({ method: 'GET', url: '/api/v1/people', headers: bearer(token) });
      for (const guess of ['fp_pat_guess1', 'fp_pat_guess2', 'not-a-session']) expectError(await people(guess), 401, ERROR_CODES.invalidToken);
      expectError(await people('fp_pat_guess4'), 429, ERROR_CODES.rateLimited);
      expectError(await people('another-session-guess'), 429, ERROR_CODES.rateLimited);
      expect((await people(good.token)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
