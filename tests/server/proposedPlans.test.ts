import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@/domain/contract/common';
import { event } from '@/domain/contract/events';
import {
  planCreated, planUpdated, proposedPlan, proposedPlanDetail, reactionAdded, reactionsPage, unseenAnswers,
} from '@/domain/contract/proposedPlans';
import { MAX_ANSWERS_PER_PLAN, MAX_REACTIONS_PAGE, REACTIONS_PAGE } from '@/domain/constants';
import { PLAN_FULL } from '@/server/routes/proposedPlans';
import { textsIn } from '@/server/i18n';
import { type PlanSlot, slotsToText } from '@/domain/planSlots';
import { events, reactions, userConnections } from '@/server/db/schema';
import { updateUser } from '@/server/repositories/users';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ reactionLimits: { perIpPerHour: 5, perPlanPerHour: 8 } });
});
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };
type Owner = Awaited<ReturnType<typeof signUp>>;

/** The test clock's day in UTC, the time zone test users register with. */
const day = (offset: number) => t.clock.now.toZonedDateTimeISO('UTC').toPlainDate().add({ days: offset }).toString();
const slot = (offset: number, timeSlot: PlanSlot['timeSlot'] = 'evening'): PlanSlot => ({ date: day(offset), timeSlot });
const THREE_SLOTS = () => [slot(1), slot(2, 'noon'), slot(3)];

let ipCounter = 0;
/** Each anonymous answer from its own address, unless the test is about addresses. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const propose = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/proposedplans', headers: auth, payload });

async function newPlan(owner: Owner, slots: PlanSlot[] = THREE_SLOTS(), title = 'Board games night') {
  const personId = await addPerson(t.app, owner.auth, { personName: 'Grace Hopper' });
  const created = parseBody(planCreated, await propose(owner.auth, {
    withPersonId: personId, proposedPlanTitle: title, proposedPlanTimeSlots: slotsToText(slots),
  }), 201);
  return { ...created, personId };
}

const detail = (auth: Auth, id: string) => t.app.inject({ method: 'GET', url: `/api/v1/proposedplans/${id}`, headers: auth });
const byCode = (code: string, auth: Auth | Record<string, never> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/proposedplans/bycode/${code}`, headers: auth });
const answer = (id: string, payload: object, options: { auth?: Auth; ip?: string } = {}) => t.app.inject({
  method: 'POST', url: `/api/v1/proposedplans/${id}/reactions`, headers: options.auth ?? {}, payload,
  remoteAddress: options.ip ?? freshIp(),
});
const decide = (auth: Auth, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/proposedplans/${id}`, headers: auth, payload });
const unseen = async (auth: Auth) =>
  parseBody(unseenAnswers, await t.app.inject({ method: 'GET', url: '/api/v1/proposedplans/unseen', headers: auth })).plansWithNewAnswers;
const markSeen = (auth: Auth, id: string) => t.app.inject({ method: 'PUT', url: `/api/v1/proposedplans/${id}/seen`, headers: auth });

describe('POST /proposedplans', () => {
  it('stores the plan with a random URL-safe share code of at least 64 bits', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada' });
    const slots = THREE_SLOTS();
    const { proposedPlanId, shareCode, personId } = await newPlan(owner, slots);
    expect(shareCode).toMatch(/^[A-Za-z0-9_-]{11,}$/); // 11 base64url characters carry 66 bits
    expect((await newPlan(owner)).shareCode).not.toBe(shareCode);

    const plan = parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId));
    expect(plan).toMatchObject({
      proposedPlanId, proposedPlanTitle: 'Board games night', status: 'proposed', planOutcomeDate: null,
      shareCode, byUserFirstname: 'Ada', personId, personName: 'Grace Hopper', isOwner: true, eventId: null, reactions: [],
    });
    expect(JSON.parse(plan.proposedPlanTimeSlots)).toEqual(slots);
  });

  it('keeps the zone its owner proposed it in, whatever zone the owner moves to later', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada', timeZone: 'Europe/Berlin' });
    const { proposedPlanId, shareCode } = await newPlan(owner);
    expect(parseBody(proposedPlan, await byCode(shareCode)).timeZone).toBe('Europe/Berlin');

    const moved = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: owner.auth, payload: { timeZone: 'Australia/Sydney' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(parseBody(proposedPlan, await byCode(shareCode)).timeZone).toBe('Europe/Berlin');
    expect(parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId)).timeZone).toBe('Europe/Berlin');
    expect(parseBody(proposedPlan, await byCode((await newPlan(owner)).shareCode)).timeZone).toBe('Australia/Sydney');
  });

  it.each([
    ['not JSON', 'tomorrow evening'],
    ['an object', JSON.stringify({ date: '2026-12-01', timeSlot: 'evening' })],
    ['no slot', '[]'],
    ['an unknown slot', JSON.stringify([{ date: '2026-12-01', timeSlot: 'night' }])],
    ['a bad date', JSON.stringify([{ date: '2026-13-01', timeSlot: 'evening' }])],
    ['an extra field', JSON.stringify([{ date: '2026-12-01', timeSlot: 'evening', note: 'x' }])],
    ['a slot twice', JSON.stringify([{ date: '2026-12-01', timeSlot: 'evening' }, { date: '2026-12-01', timeSlot: 'evening' }])],
    ['a past day', JSON.stringify([{ date: '2026-11-21', timeSlot: 'evening' }])],
    ['21 slots', JSON.stringify(Array.from({ length: 21 }, (_, i) => ({ date: `2027-01-${String(i + 1).padStart(2, '0')}`, timeSlot: 'noon' })))],
  ])('refuses slot text with %s (400)', async (_, text) => {
    const owner = await signUp(t.app);
    const personId = await addPerson(t.app, owner.auth);
    const body = expectError(await propose(owner.auth, { withPersonId: personId, proposedPlanTitle: 'Drinks', proposedPlanTimeSlots: text }),
      400, ERROR_CODES.validation);
    expect(body.errorMessage).toContain('proposedPlanTimeSlots');
  });

  it('takes 20 slots, today included', async () => {
    const owner = await signUp(t.app);
    const slots = Array.from({ length: 20 }, (_, i) => slot(i));
    const { proposedPlanId } = await newPlan(owner, slots);
    expect(JSON.parse(parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId)).proposedPlanTimeSlots)).toHaveLength(20);
  });

  it("proposes only to the user's own person", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const theirs = await addPerson(t.app, stranger.auth);
    expectError(await propose(owner.auth, {
      withPersonId: theirs, proposedPlanTitle: 'Drinks', proposedPlanTimeSlots: slotsToText([slot(1)]),
    }), 404, ERROR_CODES.notFound);
    expectError(await propose(owner.auth, { withPersonId: theirs, proposedPlanTitle: '', proposedPlanTimeSlots: '[]' }), 400, ERROR_CODES.validation);
  });
});

describe('GET /proposedplans/bycode/{shareCode}', () => {
  it('shows the plan to anyone without the owner\'s private data', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada' });
    const { shareCode, proposedPlanId } = await newPlan(owner);
    const response = await byCode(shareCode);
    const plan = parseBody(proposedPlan, response);
    expect(plan).toMatchObject({
      proposedPlanId, byUserFirstname: 'Ada', isOwner: false, personId: null, personName: null, eventId: null,
    });
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain('Lovelace');
    expect(response.body).not.toContain('Grace');
    expect(response.body).not.toContain('reactions');
  });

  it('says isOwner only to the owner, and 404 for an unknown code', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { shareCode } = await newPlan(owner);
    expect(parseBody(proposedPlan, await byCode(shareCode, owner.auth)).isOwner).toBe(true);
    expect(parseBody(proposedPlan, await byCode(shareCode, other.auth)).isOwner).toBe(false);
    expectError(await byCode('AAAAAAAAAAAAAAAA'), 404, ERROR_CODES.notFound);
    expectError(await byCode('no%20such'), 400, ERROR_CODES.validation);
  });
});

describe('the plans of a user an admin deleted', () => {
  it('are gone by share code: no page, no calendar file, no answers; back once restored', async () => {
    const owner = await signUp(t.app);
    const slots = THREE_SLOTS();
    const { proposedPlanId, shareCode } = await newPlan(owner, slots);
    const { proposedPlanId: decided, shareCode: decidedCode } = await newPlan(owner, slots);
    parseBody(planUpdated, await decide(owner.auth, decided, { status: 'confirmed', planOutcomeDate: slots[0]!.date, planOutcomeTimeSlot: 'evening' }));
    const calendarFile = () => t.app.inject({ method: 'GET', url: `/api/v1/proposedplans/bycode/${decidedCode}/event.ics` });
    expect((await calendarFile()).statusCode).toBe(200);

    await updateUser(t.database.db, owner.userId, { deletedAt: new Date() });
    for (const code of [shareCode, decidedCode]) expectError(await byCode(code), 404, ERROR_CODES.notFound);
    expectError(await byCode(shareCode, (await signUp(t.app)).auth), 404, ERROR_CODES.notFound);
    expectError(await calendarFile(), 404, ERROR_CODES.notFound);
    expectError(await answer(proposedPlanId, { reactorName: 'Grace', acceptedTimeSlots: '[]' }), 404, ERROR_CODES.notFound);
    expect(await t.database.db.select().from(reactions).where(eq(reactions.proposedPlanId, proposedPlanId))).toEqual([]);

    await updateUser(t.database.db, owner.userId, { deletedAt: null });
    expect(parseBody(proposedPlan, await byCode(shareCode)).proposedPlanId).toBe(proposedPlanId);
    parseBody(reactionAdded, await answer(proposedPlanId, { reactorName: 'Grace', acceptedTimeSlots: '[]' }), 201);
  });
});

describe('POST /proposedplans/{id}/reactions', () => {
  it('stores an anonymous answer with its name, notes, slots and time', async () => {
    const owner = await signUp(t.app);
    const slots = THREE_SLOTS();
    const { proposedPlanId } = await newPlan(owner, slots);
    const accepted = [slots[0]!, slots[2]!];
    parseBody(reactionAdded, await answer(proposedPlanId, {
      reactorName: 'Grace', reactionNotes: 'Bring snacks', acceptedTimeSlots: slotsToText(accepted),
    }), 201);
    const [stored] = parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId)).reactions;
    expect(stored).toMatchObject({ reactorName: 'Grace', reactionNotes: 'Bring snacks', reactedByUserId: null, reactionType: 'reacted' });
    expect(JSON.parse(stored!.acceptedTimeSlots)).toEqual(accepted);
    expect(stored!.created_at).toBe(new Date(t.clock.now.epochMilliseconds).toISOString());
  });

  it('needs a name from an anonymous responder', async () => {
    const owner = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    const body = expectError(await answer(proposedPlanId, { acceptedTimeSlots: slotsToText([slot(1)]) }), 400, ERROR_CODES.validation);
    expect(body.errorMessage).toContain('Please enter your name');
    expectError(await answer(proposedPlanId, { reactorName: '   ', acceptedTimeSlots: '[]' }), 400, ERROR_CODES.validation);
  });

  it("records a logged-in responder by their first name and id, and a second answer replaces the first", async () => {
    const owner = await signUp(t.app);
    const friend = await signUp(t.app, { firstName: 'Katherine' });
    const { proposedPlanId } = await newPlan(owner);
    const first = parseBody(reactionAdded, await answer(proposedPlanId, {
      reactorName: 'Somebody else', acceptedTimeSlots: slotsToText([slot(1)]),
    }, { auth: friend.auth }), 201);
    const second = parseBody(reactionAdded, await answer(proposedPlanId, {
      acceptedTimeSlots: slotsToText([slot(3)]), reactionNotes: 'Changed my mind',
    }, { auth: friend.auth }), 201);
    expect(second.reactionId).toBe(first.reactionId);
    const { reactions: stored } = parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reactorName: 'Katherine', reactedByUserId: friend.userId, reactionNotes: 'Changed my mind' });
    expect(JSON.parse(stored[0]!.acceptedTimeSlots)).toEqual([slot(3)]);
  });

  it("accepts only the plan's own slots, and none at all", async () => {
    const owner = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    const body = expectError(await answer(proposedPlanId, { reactorName: 'Grace', acceptedTimeSlots: slotsToText([slot(1, 'morning')]) }),
      400, ERROR_CODES.validation);
    expect(body.errorMessage).toContain('acceptedTimeSlots');
    expectError(await answer(proposedPlanId, { reactorName: 'Grace', acceptedTimeSlots: '{' }), 400, ERROR_CODES.validation);
    expect((await answer(proposedPlanId, { reactorName: 'Grace', acceptedTimeSlots: '[]' })).statusCode).toBe(201);
    expectError(await answer('0b7c6f2e-58a4-4c0e-9a51-2d1f3e4a5b6c', { reactorName: 'G', acceptedTimeSlots: '[]' }), 404, ERROR_CODES.notFound);
  });

  it('limits anonymous answers per address and per plan (429), not logged-in ones', async () => {
    const owner = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    const { proposedPlanId: other } = await newPlan(owner);
    const body = { reactorName: 'Bot', acceptedTimeSlots: '[]' };
    for (let i = 0; i < 5; i++) expect((await answer(proposedPlanId, body, { ip: '10.8.0.1' })).statusCode).toBe(201);
    expectError(await answer(other, body, { ip: '10.8.0.1' }), 429, ERROR_CODES.rateLimited);
    // The plan has had 5 answers; 3 more from elsewhere fill its hour.
    for (let i = 0; i < 3; i++) expect((await answer(proposedPlanId, body)).statusCode).toBe(201);
    expectError(await answer(proposedPlanId, body), 429, ERROR_CODES.rateLimited);
    expect((await answer(proposedPlanId, body, { auth: (await signUp(t.app)).auth })).statusCode).toBe(201);
    t.clock.advance({ hours: 1 });
    expect((await answer(proposedPlanId, body, { ip: '10.8.0.1' })).statusCode).toBe(201);
  });
});

/** Stores `how many` anonymous answers straight in the database, a second apart, oldest first; returns their ids. */
async function storeAnswers(proposedPlanId: string, howMany: number, acceptedOf: (index: number) => PlanSlot[] = () => []) {
  const start = t.clock.now.epochMilliseconds;
  const rows = await t.database.db.insert(reactions).values(Array.from({ length: howMany }, (_, index) => ({
    proposedPlanId, reactorName: `Guest ${index}`, acceptedTimeSlots: acceptedOf(index), createdAt: new Date(start - (howMany - index) * 1000),
  }))).returning({ id: reactions.id });
  return rows.map((row) => row.id);
}
const answerCount = async (proposedPlanId: string) =>
  (await t.database.db.select().from(reactions).where(eq(reactions.proposedPlanId, proposedPlanId))).length;

describe('the most answers a plan takes', () => {
  it(`is ${MAX_ANSWERS_PER_PLAN}: the next gets 409 with a message the page shows; a signed-in responder may still change theirs`, async () => {
    const owner = await signUp(t.app);
    const friend = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    await storeAnswers(proposedPlanId, MAX_ANSWERS_PER_PLAN - 1);
    const mine = parseBody(reactionAdded, await answer(proposedPlanId, { acceptedTimeSlots: '[]' }, { auth: friend.auth }), 201);

    const full = expectError(await answer(proposedPlanId, { reactorName: 'One too many', acceptedTimeSlots: '[]' }), 409, ERROR_CODES.conflict);
    expect(full.errorMessage).toBe(textsIn('en')(PLAN_FULL));
    expectError(await answer(proposedPlanId, { acceptedTimeSlots: '[]' }, { auth: (await signUp(t.app)).auth }), 409, ERROR_CODES.conflict);
    const changed = parseBody(reactionAdded, await answer(proposedPlanId, { acceptedTimeSlots: slotsToText([slot(1)]) }, { auth: friend.auth }), 201);
    expect(changed.reactionId).toBe(mine.reactionId);
    expect(await answerCount(proposedPlanId)).toBe(MAX_ANSWERS_PER_PLAN);
  });

  it('is counted under the plan lock: two answers at once for the last place make one', async () => {
    const owner = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    await storeAnswers(proposedPlanId, MAX_ANSWERS_PER_PLAN - 1);
    const both = await Promise.all([1, 2].map((n) => answer(proposedPlanId, { reactorName: `Racer ${n}`, acceptedTimeSlots: '[]' })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await answerCount(proposedPlanId)).toBe(MAX_ANSWERS_PER_PLAN);
  });
});

describe('the answers of the owner\'s view, a page at a time', () => {
  const page = (auth: Auth, id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/proposedplans/${id}/reactions${query}`, headers: auth });

  it(`come ${REACTIONS_PAGE} newest first with the plan, with counts over all of them, then older pages by 'before'`, async () => {
    const owner = await signUp(t.app);
    const slots = THREE_SLOTS();
    const { proposedPlanId } = await newPlan(owner, slots);
    // Every answer takes the first slot, every second one the second, none the third.
    const ids = await storeAnswers(proposedPlanId, 120, (index) => (index % 2 ? [slots[0]!] : [slots[0]!, slots[1]!]));
    const newestFirst = ids.toReversed();

    const plan = parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId));
    expect(plan.reactions.map((r) => r.reactionId)).toEqual(newestFirst.slice(0, REACTIONS_PAGE));
    expect(plan.reactionCount).toBe(120);
    expect(plan.acceptedCounts).toEqual([{ ...slots[0], count: 120 }, { ...slots[1], count: 60 }, { ...slots[2], count: 0 }]);
    expect(plan.nextReactionsBefore).toBe(newestFirst[REACTIONS_PAGE - 1]);

    const second = parseBody(reactionsPage, await page(owner.auth, proposedPlanId, `?before=${plan.nextReactionsBefore}`));
    expect(second.reactions.map((r) => r.reactionId)).toEqual(newestFirst.slice(REACTIONS_PAGE, 2 * REACTIONS_PAGE));
    const last = parseBody(reactionsPage, await page(owner.auth, proposedPlanId, `?before=${second.nextReactionsBefore}&limit=30`));
    expect(last.nextReactionsBefore).toBeNull();
    expect(last.reactions.map((r) => r.reactionId)).toEqual(newestFirst.slice(2 * REACTIONS_PAGE));
    expect(parseBody(reactionsPage, await page(owner.auth, proposedPlanId, '?limit=2')).reactions.map((r) => r.reactionId))
      .toEqual(newestFirst.slice(0, 2));
  });

  it("are the owner's only, and refuse a bad cursor or page size", async () => {
    const owner = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    await storeAnswers(proposedPlanId, 3);
    expectError(await page((await signUp(t.app)).auth, proposedPlanId), 404, ERROR_CODES.notFound);
    for (const query of ['?before=nope', '?limit=0', `?limit=${MAX_REACTIONS_PAGE + 1}`, '?limit=ten']) {
      expectError(await page(owner.auth, proposedPlanId, query), 400, ERROR_CODES.validation);
    }
    expect(parseBody(reactionsPage, await page(owner.auth, proposedPlanId, `?limit=${MAX_REACTIONS_PAGE}`)).reactions).toHaveLength(3);
  });
});

describe('GET /proposedplans/{id}', () => {
  it("is the owner's only: another user gets 404", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    expectError(await detail(other.auth, proposedPlanId), 404, ERROR_CODES.notFound);
    expectError(await detail({ authorization: 'Bearer nope' }, proposedPlanId), 401, ERROR_CODES.invalidToken);
  });
});

describe('PUT /proposedplans/{id}: picking the winner', () => {
  it('confirms the plan and creates exactly one confirmed event with the person in that slot', async () => {
    const owner = await signUp(t.app);
    const slots = THREE_SLOTS();
    const { proposedPlanId, personId, shareCode } = await newPlan(owner, slots);
    const winner = slots[1]!;
    const { eventId } = parseBody(planUpdated, await decide(owner.auth, proposedPlanId, {
      status: 'confirmed', planOutcomeDate: winner.date, planOutcomeTimeSlot: winner.timeSlot,
    }));
    expect(eventId).toBeDefined();

    const stored = await t.database.db.select().from(events).where(eq(events.userId, owner.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: eventId, personId, eventDate: winner.date, eventTimeSlot: winner.timeSlot, status: 'confirmed',
      eventType: 'FUNPLANS_EVENT', eventTitle: 'Board games night',
    });
    const plan = parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId));
    expect(plan).toMatchObject({ status: 'confirmed', planOutcomeDate: winner.date, planOutcomeTimeSlot: winner.timeSlot, eventId });

    // The person's page lists it among their events.
    const personPage = await t.app.inject({ method: 'GET', url: `/api/v1/people/${personId}`, headers: owner.auth });
    expect(z.array(event).parse(personPage.json().recentEvents).map((e) => e.eventId)).toEqual([eventId]);

    // Closed: no second winner, no cancel, no further answers; still one event.
    expectError(await decide(owner.auth, proposedPlanId, { status: 'confirmed', planOutcomeDate: slots[0]!.date, planOutcomeTimeSlot: 'evening' }),
      409, ERROR_CODES.conflict);
    expectError(await decide(owner.auth, proposedPlanId, { status: 'canceled' }), 409, ERROR_CODES.conflict);
    expectError(await answer(proposedPlanId, { reactorName: 'Late', acceptedTimeSlots: '[]' }), 409, ERROR_CODES.conflict);
    expect(await t.database.db.select().from(events).where(eq(events.userId, owner.userId))).toHaveLength(1);
    expect(parseBody(proposedPlan, await byCode(shareCode))).toMatchObject({ status: 'confirmed', planOutcomeDate: winner.date });
  });

  it("refuses a winner that is not one of the plan's slots, or none", async () => {
    const owner = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    expectError(await decide(owner.auth, proposedPlanId, { status: 'confirmed', planOutcomeDate: day(1), planOutcomeTimeSlot: 'morning' }),
      400, ERROR_CODES.validation);
    expectError(await decide(owner.auth, proposedPlanId, { status: 'confirmed' }), 400, ERROR_CODES.validation);
    expectError(await decide(owner.auth, proposedPlanId, { status: 'proposed' }), 400, ERROR_CODES.validation);
    expect(parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId)).status).toBe('proposed');
    expect(await t.database.db.select().from(events).where(eq(events.userId, owner.userId))).toEqual([]);
  });

  it('cancels the plan without an event and closes it to answers', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { proposedPlanId } = await newPlan(owner);
    expectError(await decide(other.auth, proposedPlanId, { status: 'canceled' }), 404, ERROR_CODES.notFound);
    expect(parseBody(planUpdated, await decide(owner.auth, proposedPlanId, { status: 'canceled' }))).toEqual({ proposedPlanId });
    expect(parseBody(proposedPlanDetail, await detail(owner.auth, proposedPlanId)).status).toBe('canceled');
    expectError(await answer(proposedPlanId, { reactorName: 'Late', acceptedTimeSlots: '[]' }), 409, ERROR_CODES.conflict);
    expect(await t.database.db.select().from(events).where(eq(events.userId, owner.userId))).toEqual([]);
  });
});

describe('GET /proposedplans: the inbox', () => {
  it('lists own plans and plans proposed to a person linked to me, newest first, and no one else\'s', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada' });
    const me = await signUp(t.app);
    const stranger = await signUp(t.app);
    // Ada links her person "Grace" to me; my own plan comes later.
    const { proposedPlanId: toMe, personId: graceId } = await newPlan(owner);
    const { proposedPlanId: toSomeoneElse } = await newPlan(owner);
    await t.database.db.insert(userConnections).values({ requesterUserId: me.userId, targetUserId: owner.userId, targetPersonId: graceId });
    await newPlan(stranger);
    t.clock.advance({ minutes: 1 });
    const { proposedPlanId: mine } = await newPlan(me);

    const list = parseBody(z.array(proposedPlan), await t.app.inject({ method: 'GET', url: '/api/v1/proposedplans', headers: me.auth }));
    expect(list.map((plan) => [plan.proposedPlanId, plan.isOwner])).toEqual([[mine, true], [toMe, false]]);
    expect(list[1]).toMatchObject({ byUserFirstname: 'Ada', personName: null });
    const ownerList = parseBody(z.array(proposedPlan), await t.app.inject({ method: 'GET', url: '/api/v1/proposedplans', headers: owner.auth }));
    expect(ownerList.map((plan) => plan.proposedPlanId).sort()).toEqual([toMe, toSomeoneElse].sort());
  });

  it('counts the owner\'s plans with answers not yet seen, cleared when the owner opens the plan', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await newPlan(owner);
    const second = await newPlan(owner);
    expect(await unseen(owner.auth)).toBe(0);
    await answer(first.proposedPlanId, { reactorName: 'A', acceptedTimeSlots: '[]' });
    await answer(first.proposedPlanId, { reactorName: 'B', acceptedTimeSlots: '[]' });
    t.clock.advance({ seconds: 1 });
    await answer(second.proposedPlanId, { reactorName: 'C', acceptedTimeSlots: '[]' });
    expect(await unseen(owner.auth)).toBe(2);
    expect(await unseen(other.auth)).toBe(0);

    expectError(await markSeen(other.auth, first.proposedPlanId), 404, ERROR_CODES.notFound);
    expect(await unseen(owner.auth)).toBe(2);
    expect((await markSeen(owner.auth, first.proposedPlanId)).statusCode).toBe(200);
    expect(await unseen(owner.auth)).toBe(1);
    t.clock.advance({ seconds: 1 });
    await answer(first.proposedPlanId, { reactorName: 'D', acceptedTimeSlots: '[]' });
    expect(await unseen(owner.auth)).toBe(2);
    const stored = await t.database.db.select().from(reactions).where(and(eq(reactions.proposedPlanId, first.proposedPlanId)));
    expect(stored).toHaveLength(3);
  });
});

describe('GET /proposedplans/bycode/{shareCode}/event.ics', () => {
  it('is the confirmed plan as one iCalendar event, in the slot hours of the zone the owner proposed it in', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada', timeZone: 'Europe/Paris' });
    const slots = THREE_SLOTS();
    const { proposedPlanId, shareCode } = await newPlan(owner, slots, 'Dinner, at last');
    // The owner flies to New York before picking: the evening meant is still the Paris one.
    await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: owner.auth, payload: { timeZone: 'America/New_York' } });
    const url = `/api/v1/proposedplans/bycode/${shareCode}/event.ics`;
    expectError(await t.app.inject({ method: 'GET', url }), 409, ERROR_CODES.conflict);
    const winner = slots[2]!;
    await decide(owner.auth, proposedPlanId, { status: 'confirmed', planOutcomeDate: winner.date, planOutcomeTimeSlot: 'evening' });

    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toMatch(/\r\n/);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const parsed = new ICAL.Event(vevents[0]);
    expect(parsed.summary).toBe('Dinner, at last');
    expect(parsed.uid).toContain(proposedPlanId);
    // Paris is UTC+1 in winter: 18:00–22:00 local.
    expect(parsed.startDate.toJSDate().toISOString()).toBe(`${winner.date}T17:00:00.000Z`);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(`${winner.date}T21:00:00.000Z`);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });
});

describe('the answer rate limits', () => {
  it('come from the environment, with defaults that never get in a real person\'s way', async () => {
    const { configFromEnv } = await import('@/server/config');
    expect(configFromEnv({ RATE_LIMIT_PLAN_ANSWERS_PER_IP: '7', RATE_LIMIT_PLAN_ANSWERS_PER_PLAN: '9' }).reactionLimits)
      .toEqual({ perIpPerHour: 7, perPlanPerHour: 9 });
    expect(configFromEnv({}).reactionLimits).toEqual({ perIpPerHour: 60, perPlanPerHour: 300 });
  });
});
