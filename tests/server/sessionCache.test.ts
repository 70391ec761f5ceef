import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@/domain/contract/auth';
import { KeptSessions, type LiveSession, SessionCache } from '@/server/auth/sessionCache';
import { sessions, users } from '@/server/db/schema';
import { createTestApp, parseBody, sessionStatements, signUp, type TestApp } from './support/testApp';

const onPostgres = process.env.TEST_DB === 'postgres';

const NOW = new Date('2026-11-29T12:00:00Z');
const sessionOf = (userId: string, expiresAt = new Date('2026-11-30T00:00:00Z')) =>
  ({ user: { id: userId, firstName: 'Ada' }, expiresAt, rememberMe: false }) as unknown as LiveSession;

describe('KeptSessions', () => {
  it('gives a session until it expires or is forgotten, alone or with the rest of its user', () => {
    const kept = new KeptSessions();
    kept.keep('a1', sessionOf('ada', new Date('2026-11-29T13:00:00Z')));
    kept.keep('g1', sessionOf('grace'));
    kept.keep('g2', sessionOf('grace'));
    kept.keep('l1', sessionOf('lin'));
    expect(kept.find('a1', NOW)?.user.id).toBe('ada');
    expect(kept.find('a1', new Date('2026-11-29T13:00:00Z'))).toBeUndefined();
    expect(kept.find('a1', NOW)).toBeUndefined();
    kept.forget('l1');
    expect(kept.find('l1', NOW)).toBeUndefined();
    kept.forgetUser('grace');
    expect([kept.find('g1', NOW), kept.find('g2', NOW)]).toEqual([undefined, undefined]);
  });

  it('keeps 10,000 sessions at most, letting the longest-kept go first; a session kept again counts as new', () => {
    const kept = new KeptSessions();
    for (let i = 0; i < 10_000; i++) kept.keep(`hash-${i}`, sessionOf(`user-${i}`));
    kept.keep('hash-0', sessionOf('user-0'));
    kept.keep('hash-10000', sessionOf('user-10000'));
    expect(kept.find('hash-1', NOW)).toBeUndefined();
    expect(kept.find('hash-0', NOW)?.user.id).toBe('user-0');
    expect(kept.find('hash-2', NOW)?.user.id).toBe('user-2');
    expect(kept.find('hash-10000', NOW)?.user.id).toBe('user-10000');
  });
});

describe('SessionCache', () => {
  it('keeps what a lookup found until the session expires', () => {
    const cache = new SessionCache();
    cache.startLookup('hash-a')(sessionOf('ada', new Date('2026-11-29T13:00:00Z')));
    expect(cache.find('hash-a', NOW)?.user.id).toBe('ada');
    expect(cache.find('hash-a', new Date('2026-11-29T13:00:00Z'))).toBeUndefined();
    expect(cache.find('hash-a', NOW)).toBeUndefined();
  });

  it("forgets a session on its own notice, and every session of a user on the user's", () => {
    const cache = new SessionCache();
    for (const [hash, userId] of [['a1', 'ada'], ['a2', 'ada'], ['g1', 'grace']]) cache.startLookup(hash!)(sessionOf(userId!));
    cache.forget('session:g1');
    expect(cache.find('g1', NOW)).toBeUndefined();
    expect(cache.find('a1', NOW)).toBeDefined();
    cache.forget('user:ada');
    expect([cache.find('a1', NOW), cache.find('a2', NOW)]).toEqual([undefined, undefined]);
    cache.startLookup('g2')(sessionOf('grace'));
    cache.forget('all');
    expect(cache.find('g2', NOW)).toBeUndefined();
  });

  it('does not keep what a lookup read while a notice came in: it may have ended it', () => {
    const cache = new SessionCache();
    const keep = cache.startLookup('a1');
    cache.forget('session:someone-else');
    keep(sessionOf('ada'));
    expect(cache.find('a1', NOW)).toBeUndefined();
  });

  it('keeps 10,000 sessions at most, letting the longest-kept go first', () => {
    const cache = new SessionCache();
    for (let i = 0; i <= 10_000; i++) cache.startLookup(`hash-${i}`)(sessionOf(`user-${i}`));
    expect(cache.find('hash-0', NOW)).toBeUndefined();
    expect(cache.find('hash-1', NOW)?.user.id).toBe('user-1');
    expect(cache.find('hash-10000', NOW)?.user.id).toBe('user-10000');
  });

  it('freezes what it keeps, shared by every request of the session', () => {
    const cache = new SessionCache();
    cache.startLookup('a1')(sessionOf('ada'));
    const kept = cache.find('a1', NOW)!;
    expect(() => { (kept.user as { firstName: string }).firstName = 'Eve'; }).toThrow(TypeError);
  });
});

describe('sessions kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });

  it(`are read from the database once on PGlite, on every request on PostgreSQL (${onPostgres ? 'PostgreSQL' : 'PGlite'} here)`, async () => {
    const ada = await signUp(t.app);
    expect(await sessionStatements(t, ada.auth)).toBe(onPostgres ? 1 : 0);
  });

  it('are refused at once when a statement from anywhere deletes them or changes their expiry', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    expect((await me(ada.auth)).statusCode).toBe(200);
    expect((await me(grace.auth)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, ada.userId));
    await t.database.db.update(sessions).set({ expiresAt: new Date(t.clock.now.subtract({ seconds: 1 }).epochMilliseconds) }).where(eq(sessions.userId, grace.userId));
    expect((await me(ada.auth)).statusCode).toBe(401);
    expect((await me(grace.auth)).statusCode).toBe(401);
  });

  it("answer with the user as the database has it after any change of the user's row", async () => {
    const ada = await signUp(t.app, { firstName: 'Ada' });
    expect(parseBody(user, await me(ada.auth)).firstName).toBe('Ada');
    await t.database.db.update(users).set({ firstName: 'Augusta', timeZone: 'Europe/London' }).where(eq(users.id, ada.userId));
    expect(parseBody(user, await me(ada.auth))).toMatchObject({ firstName: 'Augusta', timeZone: 'Europe/London' });
  });

  it('are refused at once when the sessions table is truncated', async () => {
    const ada = await signUp(t.app);
    expect((await me(ada.auth)).statusCode).toBe(200);
    await t.database.db.execute(sql`truncate ${sessions}`);
    expect((await me(ada.auth)).statusCode).toBe(401);
  });

  it('are refused once their user is deleted, through another server too', async () => {
    const ada = await signUp(t.app);
    const other = await t.another();
    expect((await other.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ada.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/me', headers: ada.auth })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ada.auth })).statusCode).toBe(401);
  });
});
