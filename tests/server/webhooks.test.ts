import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@/domain/contract/common';
import { MAX_WEBHOOKS_PER_USER, type WebhookEventType, webhook, webhookDelivery, webhookWithSecret } from '@/domain/contract/webhooks';
import { webhookAttempts, webhookDeliveries, webhooks } from '@/server/db/schema';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { answerPlan, confirmPlan, proposePlan } from './support/notify';
import { addPerson } from './support/network';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver';

/**
 * Webhooks (issue 28): registered through the API, written to the outbox with what causes them,
 * delivered by the notification worker, and checked by a receiver on loopback that verifies every
 * signature with the standardwebhooks library (not the server's own code).
 */
/** One key for every server of this file, as servers of one deployment share it. */
const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  [t, receiver] = await Promise.all([createTestApp({ allowPrivateWebhooks: true, secretsKey: SECRETS_KEY }), startWebhookReceiver()]);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  // The library checks the signed timestamp against the real clock: each test starts at the real time.
  t.clock.now = Temporal.Now.instant();
  receiver.reset();
});

type Account = Awaited<ReturnType<typeof signUp>>;

async function addWebhook(owner: Account, eventTypes: WebhookEventType[], url = receiver.url) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks', headers: owner.auth, payload: { url, eventTypes } });
  const created = parseBody(webhookWithSecret, response, 201);
  receiver.secret = created.secret;
  return created;
}

/** A new session after the clock has moved past the last one's lifetime. */
async function signInAgain(account: Account) {
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: account.email, password: account.password } });
  expect(login.statusCode, login.body).toBe(200);
  account.auth = { authorization: `Bearer ${login.json().token as string}` };
}

const deliveriesOf = async (owner: Account, webhookId: string) =>
  parseBody(z.array(webhookDelivery), await t.app.inject({ method: 'GET', url: `/api/v1/webhooks/${webhookId}/deliveries`, headers: owner.auth }));
const webhooksOf = async (owner: Account) =>
  parseBody(z.array(webhook), await t.app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: owner.auth }));

const addEvent = async (owner: Account, personId: string) => {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/events', headers: owner.auth, payload: { personId, eventDate: '2026-12-01', eventTimeSlot: 'evening' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().eventId as string;
};

describe('a plan answered', () => {
  it('is delivered once, signed, with the answer, to the webhook that subscribes to it', async () => {
    const owner = await signUp(t.app);
    const created = await addWebhook(owner, ['plan.answered']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const plan = await proposePlan(t.app, owner, { title: 'Dinner' });
    const reactionId = await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await t.runWorker();

    expect(receiver.rejected).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.payload).toMatchObject({
      type: 'plan.answered', id: got!.id,
      data: { proposedPlanId: plan.proposedPlanId, proposedPlanTitle: 'Dinner', reaction: { reactionId, reactorName: 'Alan' } },
    });
    expect(got!.timestamp).toBe(String(Math.floor(t.clock.now.epochMilliseconds / 1000)));
    const [delivery] = await deliveriesOf(owner, created.webhookId);
    expect(delivery).toMatchObject({ deliveryId: got!.id, type: 'plan.answered', status: 'sent', attempts: 1, lastStatusCode: 204 });

    await t.runWorker();
    expect(receiver.received, 'a delivered event is not sent again').toHaveLength(1);
  });

  it('is retried after the receiver answers 500, under the same webhook-id, so the receiver recognises the replay', async () => {
    const owner = await signUp(t.app);
    const { webhookId } = await addWebhook(owner, ['plan.answered']);
    const plan = await proposePlan(t.app, owner);
    receiver.answerNext(500);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await t.runWorker();
    expect(await deliveriesOf(owner, webhookId)).toMatchObject([
      { status: 'pending', attempts: 1, lastStatusCode: 500, lastAnswer: 'Receiver failed with 500' },
    ]);

    t.clock.advance({ seconds: 59 });
    await t.runWorker();
    expect(receiver.received, 'the retry waits for its backoff').toHaveLength(1);
    t.clock.advance({ seconds: 2 });
    await t.runWorker();

    expect(receiver.rejected).toBe(0);
    const [first, retry] = receiver.received;
    expect(retry).toMatchObject({ id: first!.id, replay: true, payload: first!.payload });
    expect(first!.replay).toBe(false);
    const [delivery] = await deliveriesOf(owner, webhookId);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2, lastStatusCode: 204 });
    const attempts = await t.database.db.select({ statusCode: webhookAttempts.statusCode, answer: webhookAttempts.answer })
      .from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.deliveryId)).orderBy(webhookAttempts.attemptedAt);
    expect(attempts).toEqual([{ statusCode: 500, answer: 'Receiver failed with 500' }, { statusCode: 204, answer: '' }]);
  });
});

describe('each event type', () => {
  it('goes to the webhooks that subscribe to it, with its data', async () => {
    const owner = await signUp(t.app);
    await addWebhook(owner, ['plan.confirmed', 'event.created', 'event.updated', 'event.deleted', 'person.created']);
    const personId = await addPerson(t.app, owner.auth, { personName: 'Grace' });
    const eventId = await addEvent(owner, personId);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/v1/events/${eventId}`, headers: owner.auth, payload: { eventTitle: 'Pottery' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/events/${eventId}`, headers: owner.auth })).statusCode).toBe(200);
    const plan = await proposePlan(t.app, owner, { personId });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await confirmPlan(t.app, owner, plan.proposedPlanId);
    await t.runWorker();

    expect(receiver.rejected).toBe(0);
    const byType = (type: string) => receiver.received.filter((got) => got.payload.type === type).map((got) => got.payload.data);
    expect(byType('person.created')).toEqual([expect.objectContaining({ personId, personName: 'Grace', lastSeenDate: null, userConnections: [] })]);
    expect(byType('event.updated')).toEqual([expect.objectContaining({ eventId, eventTitle: 'Pottery', personName: 'Grace' })]);
    expect(byType('event.deleted')).toEqual([{ eventId }]);
    const [confirmed] = byType('plan.confirmed');
    expect(confirmed).toMatchObject({ proposedPlanId: plan.proposedPlanId, planOutcomeDate: '2026-12-04', planOutcomeTimeSlot: 'evening' });
    // The confirmed plan's event is an event created like any other.
    expect(byType('event.created').map((data) => data.eventId).sort()).toEqual([eventId, confirmed!.eventId].sort());
    expect(byType('plan.answered'), 'not subscribed').toEqual([]);
  });

  it('goes to no one else\'s webhooks', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { webhookId } = await addWebhook(other, ['person.created']);
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(other, webhookId)).toEqual([]);
  });
});

describe('a webhook that keeps failing', () => {
  it('is switched off with a note after 3 days, and sends again once turned back on', async () => {
    const owner = await signUp(t.app);
    const { webhookId } = await addWebhook(owner, ['person.created']);
    receiver.answerNext(...Array(30).fill(503));
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    t.clock.advance({ hours: 71 });
    await t.runWorker();
    await signInAgain(owner);
    expect((await webhooksOf(owner))[0], 'not yet: 3 days have not passed').toMatchObject({ enabled: true, disabledReason: null });

    t.clock.advance({ hours: 1 });
    await t.runWorker();
    await signInAgain(owner);
    const [switchedOff] = await webhooksOf(owner);
    // The last answer is the receiver's 401: the library refuses a timestamp 3 days off the receiver's clock.
    expect(switchedOff).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/every delivery since .* failed \(last: 401\)/) });
    expect(await deliveriesOf(owner, webhookId)).toMatchObject([{ status: 'failed', lastStatusCode: 401 }]);
    const tried = receiver.received.length;
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    expect(receiver.received, 'nothing goes to a switched-off webhook').toHaveLength(tried);

    receiver.reset();
    const turnedOn = await t.app.inject({ method: 'PUT', url: `/api/v1/webhooks/${webhookId}`, headers: owner.auth, payload: { enabled: true } });
    expect(parseBody(webhook, turnedOn)).toMatchObject({ enabled: true, disabledReason: null });
    t.clock.now = Temporal.Now.instant();
    await signInAgain(owner);
    await addPerson(t.app, owner.auth, { personName: 'Back on' });
    await t.runWorker();
    expect(receiver.received.map((got) => got.payload.data.personName)).toEqual(['Back on']);
  });

  it('is not switched off while some deliveries still succeed', async () => {
    const owner = await signUp(t.app);
    await addWebhook(owner, ['person.created']);
    receiver.answerNext(500);
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    t.clock.advance({ seconds: 61 });
    await t.runWorker(); // the retry succeeds: the failing streak ends
    t.clock.advance({ hours: 72 });
    await signInAgain(owner);
    receiver.answerNext(500);
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    expect((await webhooksOf(owner))[0]).toMatchObject({ enabled: true });
  });
});

describe('a receiver that redirects', () => {
  it('is not followed: the 3xx is a failed attempt', async () => {
    const owner = await signUp(t.app);
    const { webhookId } = await addWebhook(owner, ['person.created']);
    receiver.answerNext(302);
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    expect(receiver.received).toHaveLength(1);
    expect(await deliveriesOf(owner, webhookId)).toMatchObject([{ status: 'pending', lastStatusCode: 302 }]);
  });
});

describe('the addresses', () => {
  let strict: TestApp;
  beforeAll(async () => { strict = await createTestApp(); });
  afterAll(async () => { await strict.close(); });

  it.each([
    ['https://127.0.0.1/hook', /private or local network/],
    ['https://[::1]/hook', /private or local network/],
    ['https://10.1.2.3/hook', /private or local network/],
    ['https://localhost/hook', /private or local network/],
    ['http://hooks.example.com/hook', /must be an https:\/\/ address/],
    ['https://user:pass@hooks.example.com/hook', /user name or password/],
    ['https://no-such-host.invalid/hook', /could not be found/],
  ])('refuses %s without ALLOW_PRIVATE_WEBHOOKS', async (url, message) => {
    const owner = await signUp(strict.app);
    const response = await strict.app.inject({ method: 'POST', url: '/api/v1/webhooks', headers: owner.auth, payload: { url, eventTypes: ['person.created'] } });
    expect(expectError(response, 400, ERROR_CODES.validation).errorMessage).toMatch(message);
  });

  it('are checked again at each delivery: a server without the allow flag does not send to loopback', async () => {
    const owner = await signUp(t.app);
    // https and a host name pass the URL's own check; the name's address is refused when it is resolved.
    const { webhookId } = await addWebhook(owner, ['person.created'], receiver.url.replace('http://127.0.0.1', 'https://localhost'));
    await addPerson(t.app, owner.auth);
    await t.runWorker(await t.another({ allowPrivateWebhooks: false, secretsKey: SECRETS_KEY }));
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(owner, webhookId)).toMatchObject([
      { status: 'pending', lastStatusCode: null, lastAnswer: expect.stringMatching(/private or local network/) },
    ]);
  });
});

describe('the webhooks of a user', () => {
  it('show no secret after creation, keep it sealed at rest, and give a new one when asked', async () => {
    const owner = await signUp(t.app);
    const created = await addWebhook(owner, ['person.created']);
    expect(JSON.stringify(await webhooksOf(owner))).not.toContain(created.secret);
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, created.webhookId));
    expect(row!.sealedSecret).not.toContain(created.secret.slice('whsec_'.length));

    const rotated = parseBody(webhookWithSecret, await t.app.inject({
      method: 'PUT', url: `/api/v1/webhooks/${created.webhookId}`, headers: owner.auth, payload: { rotateSecret: true },
    }));
    expect(rotated.secret).not.toBe(created.secret);
    receiver.secret = rotated.secret;
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    expect(receiver.rejected).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it(`are at most ${MAX_WEBHOOKS_PER_USER}`, async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < MAX_WEBHOOKS_PER_USER; i++) await addWebhook(owner, ['person.created']);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks', headers: owner.auth, payload: { url: receiver.url, eventTypes: ['person.created'] } });
    expectError(response, 409, ERROR_CODES.conflict);
  });

  it('take only known event types, at least one', async () => {
    const owner = await signUp(t.app);
    for (const eventTypes of [[], ['plan.deleted'], 'person.created']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks', headers: owner.auth, payload: { url: receiver.url, eventTypes } });
      expectError(response, 400, ERROR_CODES.validation);
    }
  });

  it('go with their deliveries when deleted', async () => {
    const owner = await signUp(t.app);
    const { webhookId } = await addWebhook(owner, ['person.created']);
    receiver.answerNext(500);
    await addPerson(t.app, owner.auth);
    await t.runWorker();
    expect(parseBody(z.object({ webhookId: z.string() }), await t.app.inject({ method: 'DELETE', url: `/api/v1/webhooks/${webhookId}`, headers: owner.auth })))
      .toEqual({ webhookId });
    expect(await webhooksOf(owner)).toEqual([]);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId))).toEqual([]);
  });
});
