import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@/domain/contract/common';
import { home } from '@/domain/contract/home';
import { person } from '@/domain/contract/people';
import { events, sessions, users } from '@/server/db/schema';
import {
  createTestApp, expectError, injectAs, parseBody, signUp, statementsOnceSeen, type TestApp, type TestRequest,
} from './support/testApp';
import { addPerson, insertEvent } from './support/network';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * The routes whose one statement checks the session (`checksSession`). The changes below are made by
 * statements of their own, as another server sharing the database would make them: this server hears
 * of them on PGlite, and on PostgreSQL only its route's check can see them.
 */
describe('routes that check their session in their own statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Me = Awaited<ReturnType<typeof signUp>>;
  const newPlan = async (me: Me): Promise<TestRequest> => ({
    method: 'POST', url: '/api/v1/events', payload: { personId: await addPerson(t.app, me.auth), eventDate: '2026-12-01', eventTimeSlot: 'noon' },
  });
  const WINDOW = '/api/v1/eventswithintegration?startDate=2026-11-23&days=7';
  const ROUTES: [string, (me: Me) => Promise<TestRequest>][] = [
    ['GET /home', async () => '/api/v1/home'],
    ['GET /eventswithintegration', async () => WINDOW],
    ['GET /people', async () => '/api/v1/people'],
    ['POST /events', newPlan],
  ];
  const ENDINGS = [
    ['deleted (a logout elsewhere)', (userId: string) => t.database.db.delete(sessions).where(eq(sessions.userId, userId))],
    ['cut short', (userId: string) => t.database.db.update(sessions).set({ expiresAt: new Date(t.clock.now.subtract({ seconds: 1 }).epochMilliseconds) }).where(eq(sessions.userId, userId))],
    ['of a user deleted since', (userId: string) => t.database.db.update(users).set({ deletedAt: new Date(t.clock.now.epochMilliseconds) }).where(eq(users.id, userId))],
  ] as const;
  const plansOf = async (userId: string) => (await t.database.db.select().from(events).where(eq(events.userId, userId))).length;

  describe.each(ROUTES)('%s', (_, requestOf) => {
    it('answers in one statement once the session has been seen', async () => {
      const me = await signUp(t.app);
      expect(await statementsOnceSeen(t, me.auth, await requestOf(me))).toBe(1);
    });

    it.each(ENDINGS)('refuses a session %s after it was seen, changing nothing', async (_ending, end) => {
      const me = await signUp(t.app);
      const request = await requestOf(me);
      expect((await injectAs(t, me.auth, request)).statusCode).toBeLessThan(300);
      const plans = await plansOf(me.userId);
      await end(me.userId);
      expectError(await injectAs(t, me.auth, request), 401, ERROR_CODES.invalidToken);
      expect(await plansOf(me.userId)).toBe(plans);
    });
  });

  it.each([
    ['a read', async () => WINDOW, '/api/v1/eventswithintegration?days=7' as TestRequest],
    ['a write', newPlan, { method: 'POST', url: '/api/v1/events', payload: { eventDate: '2026-12-01' } } as TestRequest],
  ] as const)("answers an ended session's 401 before any other error of %s, as every route does", async (_, requestOf, invalid) => {
    const me = await signUp(t.app);
    expect((await injectAs(t, me.auth, await requestOf(me))).statusCode).toBeLessThan(300);
    expectError(await injectAs(t, me.auth, invalid), 400, ERROR_CODES.validation);
    await ENDINGS[0][1](me.userId);
    expectError(await injectAs(t, me.auth, invalid), 401, ERROR_CODES.invalidToken);
  });

  it("answers as the user is now when the user's row changed since the session was seen, and remembers it anew", async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    // The test clock's day: 22 November in UTC, already 23 November in Kiritimati (UTC+14).
    await insertEvent(t.database.db, me.userId, grace, '2026-11-22', { eventTitle: 'today in UTC' });
    await insertEvent(t.database.db, me.userId, grace, '2026-11-24', { eventTitle: 'later' });
    await t.database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, me.userId));
    const nextUp = async () => parseBody(home, await injectAs(t, me.auth, '/api/v1/home')).nextUp?.eventTitle;
    const graceDates = async () => {
      const [listed] = parseBody(z.array(person), await injectAs(t, me.auth, '/api/v1/people'));
      return [listed!.lastSeenDate, listed!.nextEventDate];
    };
    expect(await nextUp()).toBe('today in UTC');
    expect(await graceDates()).toEqual([null, '2026-11-22']);

    await t.database.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, me.userId));
    const before = t.queries.count;
    expect(await nextUp()).toBe('later');
    // PostgreSQL: the read whose check failed, the lookup and the read again. PGlite heard of the
    // change and looks the session up before the one read.
    expect(t.queries.count - before).toBe(onPostgres ? 3 : 2);
    expect(await graceDates()).toEqual(['2026-11-22', '2026-11-24']);
    expect(await statementsOnceSeen(t, me.auth, '/api/v1/home')).toBe(1);
  });

  it("adds a new plan once, as the user is now, when the user's row changed since the session was seen", async () => {
    const me = await signUp(t.app);
    const request = await newPlan(me);
    expect((await injectAs(t, me.auth, request)).statusCode).toBe(201);
    await t.database.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, me.userId));
    const before = t.queries.count;
    expect((await injectAs(t, me.auth, request)).statusCode).toBe(201);
    // PostgreSQL: the insert whose check failed (adding nothing), the lookup and the insert again.
    expect(t.queries.count - before).toBe(onPostgres ? 3 : 2);
    expect(await plansOf(me.userId)).toBe(2);
  });
});
