import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@/domain/contract/common';
import { event, eventSaved, eventsWindow } from '@/domain/contract/events';
import { home } from '@/domain/contract/home';
import { suggestion } from '@/domain/contract/people';
import type { WebhookEventType } from '@/domain/contract/webhooks';
import { events, people, sessions, userConnections, users, webhookDeliveries, webhooks } from '@/server/db/schema';
import { eventsInWindowQuery } from '@/server/repositories/events';
import { createTestApp, expectError, parseBody, sessionStatements, signUp, statementsOnceSeen, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent, insertEvent } from './support/network';
import { indexPlanOf } from './support/queryPlan';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };

/** The test clock is 2026-11-22 10:00 UTC, and test users live in UTC. */
const today = () => t.clock.now.toZonedDateTimeISO('UTC').toPlainDate();
const daysAgo = (days: number) => today().subtract({ days }).toString();
const daysAhead = (days: number) => today().add({ days }).toString();

const createEvent = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/events', headers: auth, payload });
const getEvent = async (auth: Auth, id: string) =>
  parseBody(event, await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: auth }));
const window = async (auth: Auth, query: string) =>
  parseBody(eventsWindow, await t.app.inject({ method: 'GET', url: `/api/v1/eventswithintegration?${query}`, headers: auth }));
const getHome = async (auth: Auth) => parseBody(home, await t.app.inject({ method: 'GET', url: '/api/v1/home', headers: auth }));
/** A webhook stored as it is; these tests never run the worker that would send to it. */
async function addWebhookRow(userId: string, eventTypes: WebhookEventType[], { enabled = true } = {}) {
  const [row] = await t.database.db.insert(webhooks)
    .values({ userId, url: 'https://hooks.example/in', eventTypes, sealedSecret: 'unused', enabled }).returning({ id: webhooks.id });
  return row!.id;
}
const setCountry = (userId: string, country: string) => t.database.db.update(users).set({ country }).where(eq(users.id, userId));

describe('POST /events', () => {
  it('creates a confirmed fun plan with the person, the slot stored lower-case', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace', personAvatar: 'avatar_female_1' });
    const response = await createEvent(me.auth, {
      personId: grace, eventDate: daysAhead(3), eventTimeSlot: 'Evening', eventActivity: 'dinner', eventTitle: 'Pasta night',
    });
    const { eventId } = parseBody(eventSaved, response, 201);
    expect(await getEvent(me.auth, eventId)).toEqual({
      eventId, eventType: 'FUNPLANS_EVENT', eventTitle: 'Pasta night', eventActivity: 'dinner', eventNotes: null,
      eventDate: daysAhead(3), eventTimeSlot: 'evening', status: 'confirmed', personId: grace, personName: 'Grace',
      personColor: '#FCF6BD', personAvatar: 'avatar_female_1', createdFromExternalEventId: null, googleCalendarEventId: null,
      externalCalendarEventId: null, externalCalendarEventIntegrationId: null, ignoredByUser: false,
    });
  });

  it('takes a proposed status, as the person page indicates a plan', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    const { eventId } = parseBody(eventSaved, await createEvent(me.auth, {
      personId: grace, eventDate: daysAhead(1), eventTimeSlot: 'noon', status: 'proposed',
    }), 201);
    expect(await getEvent(me.auth, eventId)).toMatchObject({ status: 'proposed', eventActivity: null, eventTitle: null });
  });

  it("refuses another user's person as not found", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = await addPerson(t.app, other.auth);
    const refused = expectError(await createEvent(me.auth, { personId: theirs, eventDate: daysAhead(1), eventTimeSlot: 'noon' }), 404, ERROR_CODES.notFound);
    expect(refused.errorMessage).toBe('Person not found');
    expect(await t.database.db.select().from(events).where(eq(events.personId, theirs))).toEqual([]);
  });

  it('adds the plan in one statement, its session checked in it, when no webhook of the user wants it', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    const other = await signUp(t.app);
    await addWebhookRow(other.userId, ['event.created']);
    await addWebhookRow(me.userId, ['person.created']);
    await addWebhookRow(me.userId, ['event.created'], { enabled: false });
    const payload = { personId: grace, eventDate: daysAhead(1), eventTimeSlot: 'noon' };
    expect(await statementsOnceSeen(t, me.auth, { method: 'POST', url: '/api/v1/events', payload })).toBe(1);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, me.userId))).toEqual([]);
  });

  /** Users who each have a person, their sessions seen, so that their plans go straight to the database. */
  async function seenUsers(count: number) {
    const users = [];
    for (let index = 0; index < count; index++) {
      const user = await signUp(t.app);
      users.push({ ...user, person: await addPerson(t.app, user.auth) });
      await sessionStatements(t, user.auth);
    }
    return users;
  }
  const plansOf = (userId: string) => t.database.db.select().from(events).where(eq(events.userId, userId));

  it('adds the plans of requests made at the same moment in one statement', async () => {
    const users = await seenUsers(3);
    const before = t.queries.count;
    const responses = await Promise.all(users.map((user, index) => createEvent(user.auth, {
      personId: user.person, eventDate: daysAhead(index + 1), eventTimeSlot: 'noon',
    })));
    expect(t.queries.count - before).toBe(1);
    for (const [index, user] of users.entries()) {
      const { eventId } = parseBody(eventSaved, responses[index]!, 201);
      expect(await getEvent(user.auth, eventId)).toMatchObject({ personId: user.person, eventDate: daysAhead(index + 1), eventTimeSlot: 'noon' });
    }
  });

  it('answers each of the plans made at the same moment as it would be answered alone', async () => {
    const [plain, subscribed, intruder, ended, twice] = await seenUsers(5);
    const webhookId = await addWebhookRow(subscribed!.userId, ['event.created']);
    await t.database.db.delete(sessions).where(eq(sessions.userId, ended!.userId));
    const plan = (user: typeof plain, personId = user!.person, extra: object = {}) =>
      createEvent(user!.auth, { personId, eventDate: daysAhead(2), eventTimeSlot: 'evening', ...extra });

    const [added, withDelivery, refused, signedOut, first, second] = await Promise.all([
      plan(plain), plan(subscribed), plan(intruder, plain!.person), plan(ended), plan(twice, undefined, { eventTitle: 'One' }),
      plan(twice, undefined, { eventTitle: 'Two' }),
    ]);

    const { eventId } = parseBody(eventSaved, added!, 201);
    expect((await plansOf(plain!.userId)).map((row) => row.id)).toEqual([eventId]);
    const delivered = parseBody(eventSaved, withDelivery!, 201).eventId;
    const queued = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, subscribed!.userId));
    expect(queued.map((delivery) => [delivery.webhookId, JSON.parse(delivery.body).data.eventId])).toEqual([[webhookId, delivered]]);
    expect(expectError(refused!, 404, ERROR_CODES.notFound).errorMessage).toBe('Person not found');
    expect(await plansOf(intruder!.userId)).toEqual([]);
    expectError(signedOut!, 401, ERROR_CODES.invalidToken);
    expect(await plansOf(ended!.userId)).toEqual([]);
    const titles = await Promise.all([first!, second!].map(async (response) => (await getEvent(twice!.auth, parseBody(eventSaved, response, 201).eventId)).eventTitle));
    expect(titles).toEqual(['One', 'Two']);
  });

  it("queues the new plan's event.created delivery with it when a webhook of the user wants it, and nothing for a person not theirs", async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    const webhookId = await addWebhookRow(me.userId, ['event.created']);
    const { eventId } = parseBody(eventSaved, await createEvent(me.auth, { personId: grace, eventDate: daysAhead(1), eventTimeSlot: 'noon' }), 201);
    const theirs = await addPerson(t.app, (await signUp(t.app)).auth);
    expectError(await createEvent(me.auth, { personId: theirs, eventDate: daysAhead(1), eventTimeSlot: 'noon' }), 404, ERROR_CODES.notFound);

    const queued = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, me.userId));
    expect(queued.map((delivery) => [delivery.webhookId, delivery.type])).toEqual([[webhookId, 'event.created']]);
    expect(JSON.parse(queued[0]!.body).data).toEqual(await getEvent(me.auth, eventId));
  });

  it.each([
    ['an impossible date', { eventDate: '2026-02-30' }],
    ['29 February of a common year', { eventDate: '2027-02-29' }],
    ['an unknown slot', { eventTimeSlot: 'midnight' }],
    ['an unknown activity', { eventActivity: 'skydiving' }],
    ['a title over 200 characters', { eventTitle: 'x'.repeat(201) }],
    ['an external event\'s integration without the event', { externalCalendarEventIntegrationId: '4b8f0d2e-1c3a-4e5f-9a6b-7c8d9e0f1a2b' }],
  ])('answers %s with a validation error', async (_, change) => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    const response = await createEvent(me.auth, { personId: grace, eventDate: daysAhead(1), eventTimeSlot: 'noon', ...change });
    expect(expectError(response, 400, ERROR_CODES.validation).errorMessage).toMatch(new RegExp(`body\\.${Object.keys(change)[0]}`));
    expect(await t.database.db.select().from(events).where(eq(events.userId, me.userId))).toEqual([]);
  });

  it('takes 29 February of a leap year', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    expect((await createEvent(me.auth, { personId: grace, eventDate: '2028-02-29', eventTimeSlot: 'noon' })).statusCode).toBe(201);
  });

  it("refuses an external event from another user's integration", async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    const response = await createEvent(me.auth, {
      personId: grace, eventDate: daysAhead(1), eventTimeSlot: 'noon',
      externalCalendarEventId: 'abc', externalCalendarEventIntegrationId: '0b7c6f2e-58a4-4c0e-9a51-2d1f3e4a5b6c',
    });
    expect(expectError(response, 404, ERROR_CODES.notFound).errorMessage).toBe('Integration not found');
    expect(await t.database.db.select().from(events).where(eq(events.userId, me.userId))).toEqual([]);
  });
});

describe('PUT and DELETE /events/{id}', () => {
  it('changes only the fields sent, clears with null, and deletes', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    const eventId = await insertEvent(t.database.db, me.userId, grace, daysAhead(2), { eventTitle: 'Old', eventNotes: 'Bring cake' });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/events/${eventId}`, headers: me.auth, payload });
    parseBody(eventSaved, await put({ eventActivity: 'movie' }));
    expect(await getEvent(me.auth, eventId)).toMatchObject({ eventTitle: 'Old', eventActivity: 'movie', eventNotes: 'Bring cake' });
    parseBody(eventSaved, await put({ eventTitle: null, eventNotes: 'Popcorn' }));
    expect(await getEvent(me.auth, eventId)).toMatchObject({ eventTitle: null, eventNotes: 'Popcorn' });
    expectError(await put({ eventActivity: 'knitting' }), 400, ERROR_CODES.validation);

    parseBody(eventSaved, await t.app.inject({ method: 'DELETE', url: `/api/v1/events/${eventId}`, headers: me.auth }));
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}`, headers: me.auth }), 404, ERROR_CODES.notFound);
  });
});

describe('GET /myrecentevents', () => {
  it('lists fun plans before today, newest first, without canceled ones, at most 50', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    const db = t.database.db;
    for (let day = 1; day <= 52; day++) await insertEvent(db, me.userId, grace, daysAgo(day), { eventTitle: `${day} days ago` });
    await insertEvent(db, me.userId, grace, daysAgo(1), { eventTitle: 'canceled', status: 'canceled' });
    await insertEvent(db, me.userId, grace, daysAgo(1), { eventTitle: 'same day, morning', eventTimeSlot: 'morning' });
    await insertEvent(db, me.userId, grace, today().toString(), { eventTitle: 'today' });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/myrecentevents', headers: me.auth });
    const titles = parseBody(z.array(event), response).map((e) => e.eventTitle);
    expect(titles).toHaveLength(50);
    expect(titles.slice(0, 3)).toEqual(['1 days ago', 'same day, morning', '2 days ago']);
    expect(titles.at(-1)).toBe('49 days ago');
  });
});

describe('GET /eventswithintegration', () => {
  it('gives the fun plans of the window, by date and slot, without canceled ones or other users', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    const db = t.database.db;
    await insertEvent(db, me.userId, grace, daysAgo(1), { eventTitle: 'before' });
    await insertEvent(db, me.userId, grace, today().toString(), { eventTitle: 'first day, evening' });
    await insertEvent(db, me.userId, grace, today().toString(), { eventTitle: 'first day, morning', eventTimeSlot: 'morning' });
    await insertEvent(db, me.userId, grace, daysAhead(6), { eventTitle: 'last day' });
    await insertEvent(db, me.userId, grace, daysAhead(6), { eventTitle: 'canceled', status: 'canceled' });
    await insertEvent(db, me.userId, grace, daysAhead(7), { eventTitle: 'after' });
    await insertEvent(db, other.userId, await addPerson(t.app, other.auth), daysAhead(2), { eventTitle: 'not mine' });

    const body = await window(me.auth, `startDate=${today()}&days=7`);
    expect(body.events.map((e) => e.eventTitle)).toEqual(['first day, morning', 'first day, evening', 'last day']);
    expect(body.events[0]).toMatchObject({ eventType: 'FUNPLANS_EVENT', personName: 'Grace' });
    expect(body.meta).toEqual({ externalCalendarStatus: 'NOT_CONNECTED', integrationUsed: null, busySlots: [] });
  });

  it('spans 35 days by default and refuses more than 366 or a bad date', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    await insertEvent(t.database.db, me.userId, grace, daysAhead(34), { eventTitle: 'day 35' });
    await insertEvent(t.database.db, me.userId, grace, daysAhead(35), { eventTitle: 'day 36' });
    expect((await window(me.auth, `startDate=${today()}`)).events.map((e) => e.eventTitle)).toEqual(['day 35']);
    const call = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/eventswithintegration?${query}`, headers: me.auth });
    expectError(await call(`startDate=${today()}&days=367`), 400, ERROR_CODES.validation);
    expectError(await call('startDate=2026-13-01'), 400, ERROR_CODES.validation);
    expectError(await call('days=7'), 400, ERROR_CODES.validation);
  });

  it('adds yearly events and public holidays as HOLIDAY entries, across a year boundary', async () => {
    const me = await signUp(t.app);
    await setCountry(me.userId, 'Germany');
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    const birthday = await addRecurringEvent(t.app, me.auth, {
      personId: grace, recurringEventName: "Grace's Birthday", recurringEventMonth: 1, recurringEventDay: 2,
    });
    const body = await window(me.auth, 'startDate=2026-12-20&days=20');
    const yearly = body.events.filter((e) => e.eventType === 'HOLIDAY').map((e) => [e.eventDate, e.eventTitle, e.eventId]);
    expect(yearly).toEqual([
      ['2026-12-24', 'Christmas Eve', 'holiday-DE-2026-12-24'],
      ['2026-12-25', 'Christmas Day', 'holiday-DE-2026-12-25'],
      ['2026-12-26', 'Boxing Day', 'holiday-DE-2026-12-26'],
      ['2026-12-31', "New Year's Eve", 'holiday-DE-2026-12-31'],
      ['2027-01-01', "New Year's Day", 'holiday-DE-2027-01-01'],
      ['2027-01-02', "Grace's Birthday", birthday],
    ]);
    expect(body.events.find((e) => e.eventId === birthday)).toMatchObject({ personId: grace, personName: 'Grace' });
  });

  it('shows a 29 February birthday on 28 February in a common year', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    await addRecurringEvent(t.app, me.auth, { personId: grace, recurringEventMonth: 2, recurringEventDay: 29 });
    const dates = async (start: string) =>
      (await window(me.auth, `startDate=${start}&days=7`)).events.map((e) => e.eventDate);
    expect(await dates('2027-02-25')).toEqual(['2027-02-28']);
    expect(await dates('2028-02-25')).toEqual(['2028-02-29']);
  });

  it('reads the plans, yearly events and calendar in one statement, its session checked in it, each plan as GET /events/{id} answers it', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace', personAvatar: 'avatar_female_1' });
    const db = t.database.db;
    const planned = [
      await insertEvent(db, me.userId, grace, daysAhead(1), { eventTitle: 'Pasta', eventNotes: 'bring wine' }),
      await insertEvent(db, me.userId, grace, daysAhead(2), { eventActivity: null, eventTimeSlot: 'noon', status: 'proposed' }),
    ];
    await addRecurringEvent(t.app, me.auth, { personId: grace, recurringEventMonth: 11, recurringEventDay: 25 });
    const query = `startDate=${today()}&days=7`;

    const body = await window(me.auth, query);
    const funPlans = body.events.filter((e) => e.eventType === 'FUNPLANS_EVENT');
    expect(funPlans).toEqual([await getEvent(me.auth, planned[0]!), await getEvent(me.auth, planned[1]!)]);
    expect(body.events.filter((e) => e.eventType === 'HOLIDAY').map((e) => e.eventDate)).toEqual(['2026-11-25']);
    expect(await statementsOnceSeen(t, me.auth, `/api/v1/eventswithintegration?${query}`)).toBe(1);
  });

  it('reads the window through a (user_id, event_date) index', async () => {
    const me = await signUp(t.app);
    const plan = await indexPlanOf(t.database.db, eventsInWindowQuery(t.database.db, me.userId, '2026-11-01', '2026-12-06'));
    expect(plan).toMatch(/Index (Only )?Scan using events_user_(date|planned)_idx on events|Bitmap Index Scan on events_user_(date|planned)_idx/);
    expect(plan).toMatch(/Index Cond: .*event_date >= /);
  });
});

describe('GET /home', () => {
  it('gives the next plan, the reminders of the next 30 days and the catch-up suggestions', async () => {
    const me = await signUp(t.app);
    await setCountry(me.userId, 'United Kingdom');
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    const alan = await addPerson(t.app, me.auth, { personName: 'Alan' });
    const db = t.database.db;
    await insertEvent(db, me.userId, grace, daysAgo(1), { eventTitle: 'yesterday' });
    await insertEvent(db, me.userId, grace, daysAhead(2), { eventTitle: 'canceled', status: 'canceled' });
    await insertEvent(db, me.userId, grace, daysAhead(5), { eventTitle: 'next' });
    await insertEvent(db, me.userId, grace, daysAhead(9), { eventTitle: 'later' });
    // Today is 22 November 2026; 21 December is the 30th day from today, 22 December is not.
    await addRecurringEvent(t.app, me.auth, { personId: alan, recurringEventName: 'Alan in', recurringEventMonth: 12, recurringEventDay: 21 });
    await addRecurringEvent(t.app, me.auth, { personId: alan, recurringEventName: 'Alan out', recurringEventMonth: 12, recurringEventDay: 22 });
    await addRecurringEvent(t.app, me.auth, { personId: alan, recurringEventName: 'Passed', recurringEventMonth: 11, recurringEventDay: 21 });
    await addRecurringEvent(t.app, me.auth, { personId: alan, recurringEventName: 'Today', recurringEventMonth: 11, recurringEventDay: 22 });

    const body = await getHome(me.auth);
    expect(body.nextUp).toMatchObject({ eventTitle: 'next', personName: 'Grace' });
    expect(body.reminders.map((r) => [r.recurringEventName, r.recurringEventDateThisYear, r.userCreatedOrHoliday])).toEqual([
      ['Today', '2026-11-22', 'user'],
      ['Alan in', '2026-12-21', 'user'],
    ]);
    expect(body.suggestions.map((s) => s.personName)).toEqual(['Alan']);
  });

  it('still suggests everyone due when a plan ahead has no person', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    const alan = await addPerson(t.app, me.auth, { personName: 'Alan' });
    await insertEvent(t.database.db, me.userId, grace, daysAhead(3));
    await insertEvent(t.database.db, me.userId, alan, daysAhead(4), { personId: null, eventTitle: 'on my own' });

    expect((await getHome(me.auth)).suggestions.map((s) => s.personName)).toEqual(['Alan']);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/people/suggestions', headers: me.auth });
    expect(response.json<{ personName: string }[]>().map((s) => s.personName)).toEqual(['Alan']);
  });

  it('answers the next plan as GET /events/{id} and the suggestions as GET /people/suggestions, read in one statement, its session checked in it', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const db = t.database.db;
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    await insertEvent(db, me.userId, grace, daysAhead(3), { eventTitle: 'evening, added first' });
    const morning = await insertEvent(db, me.userId, grace, daysAhead(3), { eventTitle: 'morning', eventTimeSlot: 'morning' });
    const ada = await addPerson(t.app, me.auth, { personName: 'Ada', meetFrequency: 'weekly' });
    // Added five days ago: never seen, so due for as long, counted from when she was added.
    await db.update(people).set({ createdAt: new Date(t.clock.now.subtract({ hours: 5 * 24 }).epochMilliseconds) }).where(eq(people.id, ada));
    await db.insert(userConnections).values({ requesterUserId: me.userId, requesterPersonId: ada, targetUserId: other.userId });
    await addPerson(t.app, me.auth, { personName: 'Alan', meetFrequency: 'yearly' });

    const body = await getHome(me.auth);
    expect(body.nextUp).toEqual(await getEvent(me.auth, morning));
    const suggested = parseBody(z.array(suggestion), await t.app.inject({ method: 'GET', url: '/api/v1/people/suggestions', headers: me.auth }));
    expect(body.suggestions).toEqual(suggested);
    expect(body.suggestions.map((s) => [s.personName, s.daysOverdue, s.userConnections.length])).toEqual([['Ada', 5, 1], ['Alan', 0, 0]]);
    expect(await statementsOnceSeen(t, me.auth, '/api/v1/home')).toBe(1);
  });

  it('reminds of holidays and dates in early January from late December', async () => {
    t.clock.now = Temporal.Instant.from('2026-12-29T10:00:00Z');
    try {
      const me = await signUp(t.app);
      await setCountry(me.userId, 'United Kingdom');
      const ada = await addPerson(t.app, me.auth, { personName: 'Ada' });
      await addRecurringEvent(t.app, me.auth, { personId: ada, recurringEventName: "Ada's Birthday", recurringEventMonth: 1, recurringEventDay: 3 });
      const body = await getHome(me.auth);
      expect(body.reminders.map((r) => [r.recurringEventDateThisYear, r.recurringEventName])).toEqual([
        ['2027-01-01', "New Year's Day"],
        ['2027-01-03', "Ada's Birthday"],
      ]);
      expect(body.reminders[0]).toMatchObject({ recurringEventId: 'holiday-GB-2027-01-01', recurringEventType: 'holiday' });
      expect(body.nextUp).toBeNull();
    } finally {
      t.clock.now = Temporal.Instant.from('2026-11-22T10:00:00Z');
    }
  });
});
