import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { person, personDetail, personSaved, suggestion } from '@/domain/contract/people';
import { ERROR_CODES } from '@/domain/contract/common';
import { events, people, proposedPlans, recurringEvents, userConnections } from '@/server/db/schema';
import { listPeopleQuery } from '@/server/repositories/people';
import { createTestApp, expectError, parseBody, signUp, statementsOnceSeen, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent, insertEvent } from './support/network';
import { indexPlanOf } from './support/queryPlan';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };
const UNKNOWN_ID = '0b7c6f2e-58a4-4c0e-9a51-2d1f3e4a5b6c';

/** The test clock's day in UTC, the time zone test users register with. */
const today = () => t.clock.now.toZonedDateTimeISO('UTC').toPlainDate();
const daysAgo = (days: number) => today().subtract({ days }).toString();
const daysAhead = (days: number) => today().add({ days }).toString();

const listPeople = async (auth: Auth) =>
  parseBody(z.array(person), await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: auth }));
const getPerson = async (auth: Auth, id: string) =>
  parseBody(personDetail, await t.app.inject({ method: 'GET', url: `/api/v1/people/${id}`, headers: auth }));
const suggestions = async (auth: Auth) =>
  parseBody(z.array(suggestion), await t.app.inject({ method: 'GET', url: '/api/v1/people/suggestions', headers: auth }));
const post = (auth: Auth, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/people', headers: auth, payload: payload as object });
const put = (auth: Auth, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/people/${id}`, headers: auth, payload: payload as object });

describe('POST /people', () => {
  it('creates a person with the default avatar and its palette colour', async () => {
    const me = await signUp(t.app);
    const response = await post(me.auth, { personName: 'Grace Hopper', meetFrequency: 'weekly' });
    const { personId } = parseBody(personSaved, response, 201);
    const { personDetails, recentEvents, recurringEvents: yearly, userConnections: links } = await getPerson(me.auth, personId);
    expect(personDetails).toEqual({
      personId, personName: 'Grace Hopper', personAvatar: 'avatar_male_1', personColor: '#A9DEF9', personNotes: null,
      meetFrequency: 'weekly', externalMessagingPlatform: null, externalMessagingId: null,
      lastSeenDate: null, nextEventDate: null, userConnections: [],
    });
    expect([recentEvents, yearly, links]).toEqual([[], [], []]);
  });

  it("takes the chosen avatar's colour unless a colour is given", async () => {
    const me = await signUp(t.app);
    const pink = await addPerson(t.app, me.auth, { personAvatar: 'avatar_female_2' });
    const custom = await addPerson(t.app, me.auth, { personAvatar: 'avatar_group_1', personColor: '#123456' });
    expect((await getPerson(me.auth, pink)).personDetails.personColor).toBe('#FF99C8');
    expect((await getPerson(me.auth, custom)).personDetails).toMatchObject({ personAvatar: 'avatar_group_1', personColor: '#123456' });
  });

  it('stores every optional field', async () => {
    const me = await signUp(t.app);
    const id = await addPerson(t.app, me.auth, {
      personName: '  Ada  ', personNotes: 'Likes jazz', externalMessagingPlatform: 'telegram', externalMessagingId: '@ada', meetFrequency: 'yearly',
    });
    expect((await getPerson(me.auth, id)).personDetails).toMatchObject({
      personName: 'Ada', personNotes: 'Likes jazz', externalMessagingPlatform: 'telegram', externalMessagingId: '@ada', meetFrequency: 'yearly',
    });
  });

  it('accepts a name of 100 characters and refuses 101, naming the field', async () => {
    const me = await signUp(t.app);
    expect((await post(me.auth, { personName: 'x'.repeat(100), meetFrequency: 'monthly' })).statusCode).toBe(201);
    const error = expectError(await post(me.auth, { personName: 'x'.repeat(101), meetFrequency: 'monthly' }), 400, ERROR_CODES.validation);
    expect(error.errorMessage).toContain('personName');
  });

  it.each([
    ['personName', { personName: '   ', meetFrequency: 'monthly' }],
    ['meetFrequency', { personName: 'Ada' }],
    ['meetFrequency', { personName: 'Ada', meetFrequency: 'daily' }],
    ['personAvatar', { personName: 'Ada', meetFrequency: 'monthly', personAvatar: 'avatar_cat' }],
    ['personColor', { personName: 'Ada', meetFrequency: 'monthly', personColor: 'red' }],
    ['externalMessagingPlatform', { personName: 'Ada', meetFrequency: 'monthly', externalMessagingPlatform: 'icq' }],
    ['personNotes', { personName: 'Ada', meetFrequency: 'monthly', personNotes: 'n'.repeat(5001) }],
  ])('refuses a bad %s with a 400 naming it', async (field, payload) => {
    const me = await signUp(t.app);
    const error = expectError(await post(me.auth, payload), 400, ERROR_CODES.validation);
    expect(error.errorMessage).toContain(field);
    expect(await listPeople(me.auth)).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/people', payload: { personName: 'Ada', meetFrequency: 'weekly' } }), 401, ERROR_CODES.invalidToken);
  });
});

describe('PUT /people/{id}', () => {
  it('changes only the fields it carries, and null clears an optional field', async () => {
    const me = await signUp(t.app);
    const id = await addPerson(t.app, me.auth, {
      personName: 'Ada', meetFrequency: 'weekly', personNotes: 'Likes jazz', externalMessagingPlatform: 'sms', externalMessagingId: '+4912345',
    });
    parseBody(personSaved, await put(me.auth, id, { personName: 'Ada L.', personNotes: null }));
    expect((await getPerson(me.auth, id)).personDetails).toMatchObject({
      personName: 'Ada L.', personNotes: null, meetFrequency: 'weekly', externalMessagingPlatform: 'sms', externalMessagingId: '+4912345',
    });
    expect(parseBody(personSaved, await put(me.auth, id, { externalMessagingPlatform: null, externalMessagingId: null, meetFrequency: 'yearly' })))
      .toEqual({ personId: id });
    expect((await getPerson(me.auth, id)).personDetails).toMatchObject({
      personName: 'Ada L.', meetFrequency: 'yearly', externalMessagingPlatform: null, externalMessagingId: null,
    });
  });

  it('takes an empty body as no change', async () => {
    const me = await signUp(t.app);
    const id = await addPerson(t.app, me.auth, { personName: 'Ada' });
    expect(parseBody(personSaved, await put(me.auth, id, {}))).toEqual({ personId: id });
    expect((await getPerson(me.auth, id)).personDetails.personName).toBe('Ada');
  });

  it.each([
    ['personName', { personName: null }],
    ['meetFrequency', { meetFrequency: null }],
    ['personName', { personName: 'y'.repeat(101) }],
  ])('refuses to clear or overfill the required %s', async (field, payload) => {
    const me = await signUp(t.app);
    const id = await addPerson(t.app, me.auth, { personName: 'Ada' });
    expect(expectError(await put(me.auth, id, payload), 400, ERROR_CODES.validation).errorMessage).toContain(field);
    expect((await getPerson(me.auth, id)).personDetails.personName).toBe('Ada');
  });
});

describe('unknown and malformed ids', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)('%s answers 404 for an unknown id and 400 naming the id for a malformed one', async (method) => {
    const me = await signUp(t.app);
    const payload = method === 'PUT' ? { personName: 'Ada' } : undefined;
    expectError(await t.app.inject({ method, url: `/api/v1/people/${UNKNOWN_ID}`, headers: me.auth, payload }), 404, ERROR_CODES.notFound);
    const bad = expectError(await t.app.inject({ method, url: '/api/v1/people/not-a-uuid', headers: me.auth, payload }), 400, ERROR_CODES.validation);
    expect(bad.errorMessage).toContain('params.id');
  });
});

describe('GET /people', () => {
  it("lists only the user's people, by name regardless of case", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await addPerson(t.app, other.auth, { personName: 'Someone else' });
    for (const name of ['charlie', 'Bob', 'alice']) await addPerson(t.app, me.auth, { personName: name });
    expect((await listPeople(me.auth)).map((p) => p.personName)).toEqual(['alice', 'Bob', 'charlie']);
  });

  it('gives the latest event before today as lastSeenDate and the earliest from today on as nextEventDate', async () => {
    const me = await signUp(t.app);
    const ada = await addPerson(t.app, me.auth, { personName: 'Ada' });
    const bob = await addPerson(t.app, me.auth, { personName: 'Bob' });
    const db = t.database.db;
    await insertEvent(db, me.userId, ada, daysAgo(40));
    await insertEvent(db, me.userId, ada, daysAgo(12), { status: 'proposed' });
    await insertEvent(db, me.userId, ada, daysAgo(1), { status: 'canceled' });
    await insertEvent(db, me.userId, ada, daysAhead(1), { status: 'canceled' });
    await insertEvent(db, me.userId, ada, daysAhead(9));
    await insertEvent(db, me.userId, ada, daysAhead(3));
    await insertEvent(db, me.userId, bob, today().toString());
    expect((await listPeople(me.auth)).map((p) => [p.personName, p.lastSeenDate, p.nextEventDate])).toEqual([
      ['Ada', daysAgo(12), daysAhead(3)],
      ['Bob', null, today().toString()],
    ]);
  });

  it("counts days in the user's own time zone", async () => {
    // 10:00 UTC is already tomorrow on Kiritimati (UTC+14).
    const me = await signUp(t.app, { timeZone: 'Pacific/Kiritimati' });
    const ada = await addPerson(t.app, me.auth, { personName: 'Ada' });
    await insertEvent(t.database.db, me.userId, ada, today().toString());
    expect((await listPeople(me.auth))[0]).toMatchObject({ lastSeenDate: today().toString(), nextEventDate: null });
  });

  it('lists 1,000 people with their dates in a single statement, its session checked in it', async () => {
    const me = await signUp(t.app);
    const rows = await t.database.db.insert(people)
      .values(Array.from({ length: 1000 }, (_, i) => ({
        userId: me.userId, personName: `Person ${String(i).padStart(4, '0')}`, meetFrequency: 'monthly' as const,
      })))
      .returning({ id: people.id, personName: people.personName });
    const seen = rows.find((row) => row.personName === 'Person 0500')!;
    await insertEvent(t.database.db, me.userId, seen.id, daysAgo(5));
    await insertEvent(t.database.db, me.userId, seen.id, daysAhead(5));

    expect(await statementsOnceSeen(t, me.auth, '/api/v1/people')).toBe(1);
    const listed = await listPeople(me.auth);

    expect(listed).toHaveLength(1000);
    expect(listed[0]!.personName).toBe('Person 0000');
    expect(listed[999]!.personName).toBe('Person 0999');
    expect(listed[500]).toMatchObject({ personName: 'Person 0500', lastSeenDate: daysAgo(5), nextEventDate: daysAhead(5) });
    expect(listed.filter((p) => p.lastSeenDate !== null || p.nextEventDate !== null)).toHaveLength(1);
  });

  it.each([
    ['the seen dates', {}, 0],
    ['"nothing planned"', { nothingPlanned: true }, 1],
  ])('reads %s from the indexes of the events that are not canceled', async (_, filter, userRanges) => {
    const me = await signUp(t.app);
    const plan = await indexPlanOf(t.database.db, listPeopleQuery(t.database.db, me.userId, today().toString(), filter), { probing: true });
    const eventScans = plan.split('\n').filter((line) => / on events\b/.test(line));
    // Each person's seen dates: a look into the person's index.
    expect(eventScans.filter((scan) => /Index Only Scan (Backward )?using events_person_planned_idx on events/.test(scan))).toHaveLength(2);
    // The people with plans ahead: one range of the user's, hashed once, not a look for each person.
    expect(eventScans.filter((scan) => /Index Only Scan using events_user_planned_idx on events/.test(scan))).toHaveLength(userRanges);
    expect(eventScans).toHaveLength(2 + userRanges);
    if (userRanges) expect(plan).toMatch(/NOT \(.*hashed SubPlan/);
    // The indexes hold only the events that are not canceled: no row of events is read to check one.
    expect(plan).not.toMatch(/status/);
  });
});

describe('user connections on a person', () => {
  it("shows the connections whose viewer-side person is this person, from the viewer's side", async () => {
    const me = await signUp(t.app, { firstName: 'Ada' });
    const grace = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const alan = await signUp(t.app, { firstName: 'Alan', lastName: 'Turing' });
    const linked = await addPerson(t.app, me.auth, { personName: 'Grace & Alan' });
    const unlinked = await addPerson(t.app, me.auth, { personName: 'Zed' });
    const gracesAda = await addPerson(t.app, grace.auth, { personName: 'Ada from work' });
    const db = t.database.db;
    const [viaGrace] = await db.insert(userConnections)
      .values({ requesterUserId: me.userId, requesterPersonId: linked, targetUserId: grace.userId, targetPersonId: gracesAda })
      .returning();
    const [viaAlan] = await db.insert(userConnections)
      .values({ requesterUserId: alan.userId, targetUserId: me.userId, targetPersonId: linked })
      .returning();

    const [withLinks, withoutLinks] = await listPeople(me.auth);
    expect(withoutLinks).toMatchObject({ personId: unlinked, userConnections: [] });
    expect(withLinks!.userConnections).toEqual(expect.arrayContaining([
      {
        userConnectionId: viaGrace!.id, userId: grace.userId, firstName: 'Grace', lastName: 'Hopper', connectedWithUserFirstname: 'Grace',
        personId: linked, personName: 'Grace & Alan', created_at: viaGrace!.createdAt.toISOString(),
      },
      {
        userConnectionId: viaAlan!.id, userId: alan.userId, firstName: 'Alan', lastName: 'Turing', connectedWithUserFirstname: 'Alan',
        personId: linked, personName: 'Grace & Alan', created_at: viaAlan!.createdAt.toISOString(),
      },
    ]));
    expect(withLinks!.userConnections).toHaveLength(2);
    const detail = await getPerson(me.auth, linked);
    expect(detail.userConnections).toEqual(withLinks!.userConnections);
    expect(detail.personDetails.userConnections).toEqual(withLinks!.userConnections);

    // Grace sees the same link from her side, on her own person.
    expect((await listPeople(grace.auth))[0]!.userConnections).toEqual([expect.objectContaining({
      userConnectionId: viaGrace!.id, userId: me.userId, firstName: 'Ada', personId: gracesAda, personName: 'Ada from work',
    })]);
    // Alan has not linked a person: nothing shows on his list.
    expect(await listPeople(alan.auth)).toEqual([]);
  });
});

describe('GET /people/{id}', () => {
  it("returns all the person's events newest first and their yearly events in calendar order", async () => {
    const me = await signUp(t.app);
    const ada = await addPerson(t.app, me.auth, { personName: 'Ada', personAvatar: 'avatar_female_1' });
    const other = await addPerson(t.app, me.auth, { personName: 'Bob' });
    const db = t.database.db;
    const old = await insertEvent(db, me.userId, ada, daysAgo(30), { eventTitle: 'Old times', eventNotes: 'fun' });
    const morning = await insertEvent(db, me.userId, ada, daysAhead(2), { eventTimeSlot: 'morning' });
    const evening = await insertEvent(db, me.userId, ada, daysAhead(2), { eventTimeSlot: 'evening', status: 'proposed' });
    const canceled = await insertEvent(db, me.userId, ada, daysAgo(1), { status: 'canceled' });
    await insertEvent(db, me.userId, other, daysAgo(2));
    const december = await addRecurringEvent(t.app, me.auth, { personId: ada, recurringEventMonth: 12, recurringEventDay: 1 });
    const march = await addRecurringEvent(t.app, me.auth, { personId: ada, recurringEventMonth: 3, recurringEventDay: 2, recurringEventType: 'other' });
    await addRecurringEvent(t.app, me.auth, { personId: other });

    const detail = await getPerson(me.auth, ada);
    expect(detail.recentEvents.map((e) => e.eventId)).toEqual([evening, morning, canceled, old]);
    expect(detail.recentEvents[3]).toEqual({
      eventId: old, eventType: 'FUNPLANS_EVENT', eventTitle: 'Old times', eventActivity: 'drinks', eventNotes: 'fun',
      eventDate: daysAgo(30), eventTimeSlot: 'evening', status: 'confirmed', personId: ada, personName: 'Ada',
      personColor: '#FCF6BD', personAvatar: 'avatar_female_1', createdFromExternalEventId: null, googleCalendarEventId: null,
      externalCalendarEventId: null, externalCalendarEventIntegrationId: null, ignoredByUser: false,
    });
    expect(detail.recurringEvents.map((r) => r.recurringEventId)).toEqual([march, december]);
    expect(detail.personDetails).toMatchObject({ lastSeenDate: daysAgo(30), nextEventDate: daysAhead(2) });
  });
});

describe('DELETE /people/{id}', () => {
  it('removes the person with their events, recurring events and plans, and unlinks connections', async () => {
    const me = await signUp(t.app);
    const friend = await signUp(t.app);
    const ada = await addPerson(t.app, me.auth, { personName: 'Ada' });
    const bob = await addPerson(t.app, me.auth, { personName: 'Bob' });
    const db = t.database.db;
    await insertEvent(db, me.userId, ada, daysAgo(3));
    const bobsEvent = await insertEvent(db, me.userId, bob, daysAgo(3));
    await addRecurringEvent(t.app, me.auth, { personId: ada });
    await db.insert(proposedPlans).values({
      userId: me.userId, personId: ada, proposedPlanTitle: 'Picnic', proposedPlanTimeSlots: [], shareCode: `code-${ada}`, timeZone: 'UTC',
    });
    const [link] = await db.insert(userConnections)
      .values({ requesterUserId: me.userId, requesterPersonId: ada, targetUserId: friend.userId }).returning();

    expect(parseBody(personSaved, await t.app.inject({ method: 'DELETE', url: `/api/v1/people/${ada}`, headers: me.auth })))
      .toEqual({ personId: ada });

    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/people/${ada}`, headers: me.auth }), 404, ERROR_CODES.notFound);
    expect(await db.select().from(events).where(eq(events.personId, ada))).toEqual([]);
    expect(await db.select().from(recurringEvents).where(eq(recurringEvents.personId, ada))).toEqual([]);
    expect(await db.select().from(proposedPlans).where(eq(proposedPlans.personId, ada))).toEqual([]);
    const [stillLinked] = await db.select().from(userConnections).where(eq(userConnections.id, link!.id));
    expect(stillLinked!.requesterPersonId).toBeNull();
    expect((await getPerson(me.auth, bob)).recentEvents.map((e) => e.eventId)).toEqual([bobsEvent]);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/v1/people/${ada}`, headers: me.auth }), 404, ERROR_CODES.notFound);
  });
});

describe('GET /people/suggestions', () => {
  it('suggests people seen longer ago than their frequency, and never-seen ones, most overdue first', async () => {
    const me = await signUp(t.app);
    const db = t.database.db;
    const addedEarly = await addPerson(t.app, me.auth, { personName: 'Never seen, added 5 days ago', meetFrequency: 'yearly' });
    const fiveDaysAgo = t.clock.now.subtract({ hours: 5 * 24 });
    await db.update(people).set({ createdAt: new Date(fiveDaysAgo.epochMilliseconds) }).where(eq(people.id, addedEarly));
    const seen = async (personName: string, meetFrequency: 'weekly' | 'monthly' | 'everyfewmonths' | 'yearly', lastSeen: number) => {
      const id = await addPerson(t.app, me.auth, { personName, meetFrequency });
      await insertEvent(db, me.userId, id, daysAgo(lastSeen));
      return id;
    };
    const weeklyDue = await seen('Weekly, 8 days', 'weekly', 8);
    await seen('Weekly, 7 days', 'weekly', 7);
    const monthlyDue = await seen('Monthly, 31 days', 'monthly', 31);
    await seen('Monthly, 30 days', 'monthly', 30);
    const fewMonthsDue = await seen('Every few months, 100 days', 'everyfewmonths', 100);
    await seen('Every few months, 90 days', 'everyfewmonths', 90);
    const yearlyDue = await seen('Yearly, 400 days', 'yearly', 400);
    await seen('Yearly, 365 days', 'yearly', 365);
    const planned = await seen('Weekly, 50 days, but planned', 'weekly', 50);
    await insertEvent(db, me.userId, planned, daysAhead(4));
    const canceledOnly = await addPerson(t.app, me.auth, { personName: 'Canceled only', meetFrequency: 'weekly' });
    await insertEvent(db, me.userId, canceledOnly, daysAgo(1), { status: 'canceled' });
    await insertEvent(db, me.userId, canceledOnly, daysAhead(1), { status: 'canceled' });
    const addedToday = await addPerson(t.app, me.auth, { personName: 'Never seen, added today', meetFrequency: 'weekly' });

    const result = await suggestions(me.auth);
    expect(result.map((s) => [s.personId, s.daysOverdue])).toEqual([
      [yearlyDue, 35],
      [fewMonthsDue, 10],
      [addedEarly, 5],
      [monthlyDue, 1],
      [weeklyDue, 1],
      [canceledOnly, 0],
      [addedToday, 0],
    ]);
    expect(result[0]).toMatchObject({ personName: 'Yearly, 400 days', lastSeenDate: daysAgo(400), nextEventDate: null, userConnections: [] });
    expect(Object.keys(result[0]!)).not.toContain('addedOn');
  });

  it('is empty for a user without people', async () => {
    const me = await signUp(t.app);
    expect(await suggestions(me.auth)).toEqual([]);
  });
});
