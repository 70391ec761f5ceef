import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushSubscriptions } from '@/server/db/schema';
import { ERROR_CODES } from '@/domain/contract/common';
import { pushSubscription, pushSubscriptionSaved, vapidKey } from '@/domain/contract/notifications';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '@/server/repositories/pushSubscriptions';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { type FakePushService, type PushSubscriptionJson, startFakePushService } from '../support/fakePushService';

let t: TestApp;
let strict: TestApp;
let push: FakePushService;
beforeAll(async () => {
  push = await startFakePushService();
  [t, strict] = await Promise.all([createTestApp({ allowPrivatePush: true }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), strict.close()]);
  await push.close();
});

type Account = Awaited<ReturnType<typeof signUp>>;
const URL_ = '/api/v1/notifications/pushsubscriptions';

const subscribe = (app: TestApp, who: Account, body: object) => app.app.inject({ method: 'POST', url: URL_, headers: who.auth, payload: body });
const devicesOf = async (app: TestApp, who: Account) =>
  parseBody(z.array(pushSubscription), await app.app.inject({ method: 'GET', url: URL_, headers: who.auth }));

/** Sends a message through the app's push channel to what the server stored for the device. */
async function sendToStored(subscription: PushSubscriptionJson, keys = subscription.keys) {
  return t.app.notificationChannels.push.send({ endpoint: subscription.endpoint, ...keys }, {
    id: '00000000-0000-4000-8000-000000000001', kind: 'reminder.upcoming', locale: 'en', title: "Tomorrow: Grace's birthday", body: 'Say happy birthday', html: '', link: 'http://localhost/', unsubscribeUrl: 'http://localhost/u', unsubscribePageUrl: 'http://localhost/p',
  });
}

describe('GET /notifications/vapidkey', () => {
  it('gives the public key the server signs pushes with', async () => {
    const me = await signUp(t.app);
    const { publicKey } = parseBody(vapidKey, await t.app.inject({ method: 'GET', url: '/api/v1/notifications/vapidkey', headers: me.auth }));
    const subscription = push.subscribe();
    expect(await sendToStored(subscription)).toEqual({ ok: true });
    expect(push.received.at(-1)!.vapidKey).toBe(publicKey);
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/notifications/vapidkey' }), 401, ERROR_CODES.invalidToken);
    expectError(await t.app.inject({ method: 'GET', url: URL_ }), 401, ERROR_CODES.invalidToken);
  });
});

describe('a device subscribing', () => {
  it("is stored with its name and listed by its push service's host, never its endpoint", async () => {
    const me = await signUp(t.app);
    const subscription = push.subscribe();
    const { pushSubscriptionId } = parseBody(pushSubscriptionSaved, await subscribe(t, me, { ...subscription, deviceName: 'Ada’s phone' }), 201);
    const response = await t.app.inject({ method: 'GET', url: URL_, headers: me.auth });
    expect(response.body).not.toContain(new URL(subscription.endpoint).pathname);
    expect(parseBody(z.array(pushSubscription), response)).toEqual([{
      pushSubscriptionId, deviceName: 'Ada’s phone', service: new URL(push.url).host, created_at: t.clock.now.toString({ smallestUnit: 'millisecond' }), lastSuccessAt: null,
    }]);
  });

  it('again with the same endpoint updates its keys and name rather than adding a device', async () => {
    const me = await signUp(t.app);
    const subscription = push.subscribe();
    const first = parseBody(pushSubscriptionSaved, await subscribe(t, me, subscription), 201);
    const renewed = { ...subscription, keys: { ...subscription.keys, p256dh: push.subscribe().keys.p256dh } };
    const again = parseBody(pushSubscriptionSaved, await subscribe(t, me, { ...renewed, deviceName: 'Laptop' }), 200);
    expect(again).toEqual(first);
    expect(await devicesOf(t, me)).toMatchObject([{ pushSubscriptionId: first.pushSubscriptionId, deviceName: 'Laptop' }]);
    const [stored] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, first.pushSubscriptionId));
    expect(stored).toMatchObject({ endpoint: subscription.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
    // Without a name the stored one stays.
    parseBody(pushSubscriptionSaved, await subscribe(t, me, renewed), 200);
    expect(await devicesOf(t, me)).toMatchObject([{ deviceName: 'Laptop' }]);
  });

  it('moves to the account that subscribes it now, as a new subscription', async () => {
    const [ada, grace] = [await signUp(t.app), await signUp(t.app)];
    const subscription = push.subscribe();
    const old = parseBody(pushSubscriptionSaved, await subscribe(t, ada, subscription), 201);
    const moved = parseBody(pushSubscriptionSaved, await subscribe(t, grace, subscription), 201);
    expect(moved.pushSubscriptionId).not.toBe(old.pushSubscriptionId);
    expect(await devicesOf(t, ada)).toEqual([]);
    expect((await devicesOf(t, grace)).map((device) => device.pushSubscriptionId)).toEqual([moved.pushSubscriptionId]);
  });

  it(`takes at most ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} devices per account`, async () => {
    const me = await signUp(t.app);
    const subscriptions = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER }, () => push.subscribe());
    for (const subscription of subscriptions) expect((await subscribe(t, me, subscription)).statusCode).toBe(201);
    expectError(await subscribe(t, me, push.subscribe()), 409, ERROR_CODES.conflict);
    // A device already there may still renew its keys.
    expect((await subscribe(t, me, subscriptions[0]!)).statusCode).toBe(200);
  });

  it('is refused with a 400 naming the field for a body that is no push subscription', async () => {
    const me = await signUp(t.app);
    const { endpoint, keys } = push.subscribe();
    for (const [body, field] of [
      [{ endpoint }, 'body.keys'],
      [{ endpoint: 'not a url', keys }, 'body.endpoint'],
      [{ endpoint: 'ftp://push.example.com/1', keys }, 'body.endpoint'],
      [{ endpoint, keys: { p256dh: '', auth: keys.auth } }, 'body.keys.p256dh'],
      [{ endpoint, keys, deviceName: 'x'.repeat(101) }, 'body.deviceName'],
    ] as const) {
      expect(expectError(await subscribe(t, me, body), 400, ERROR_CODES.validation).errorMessage, JSON.stringify(body)).toContain(field);
    }
  });
});

describe('push endpoints without ALLOW_PRIVATE_PUSH', () => {
  it('are refused with a 400 unless https on a public address', async () => {
    const me = await signUp(strict.app);
    const { keys } = push.subscribe();
    for (const endpoint of ['http://push.example.com/1', 'https://127.0.0.1/1', 'https://10.0.0.7/1', 'https://[::1]/1', 'https://169.254.1.1/1', 'https://[fe80::1]/1']) {
      const body = expectError(await subscribe(strict, me, { endpoint, keys }), 400, ERROR_CODES.validation);
      expect(body.errorMessage, endpoint).toMatch(/^Invalid request: body\.endpoint: /);
    }
    expect(await devicesOf(strict, me)).toEqual([]);
    const inItalian = await strict.app.inject({
      method: 'POST', url: URL_, headers: { ...me.auth, 'accept-language': 'it' }, payload: { endpoint: 'https://10.0.0.7/1', keys },
    });
    expect(expectError(inItalian, 400, ERROR_CODES.validation).errorMessage)
      .toBe('Richiesta non valida: body.endpoint: L’endpoint push punta a una rete privata o locale, il che non è consentito');
    expect((await subscribe(strict, me, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).statusCode).toBe(201);
  });
});

describe('removing a device', () => {
  it("is the owner's: it leaves the list, and another account gets a 404", async () => {
    const [ada, grace] = [await signUp(t.app), await signUp(t.app)];
    const { pushSubscriptionId } = parseBody(pushSubscriptionSaved, await subscribe(t, ada, push.subscribe()), 201);
    const remove = (who: Account) => t.app.inject({ method: 'DELETE', url: `${URL_}/${pushSubscriptionId}`, headers: who.auth });
    expectError(await remove(grace), 404, ERROR_CODES.notFound);
    expect(await devicesOf(t, ada)).toHaveLength(1);
    expect(parseBody(pushSubscriptionSaved, await remove(ada))).toEqual({ pushSubscriptionId });
    expect(await devicesOf(t, ada)).toEqual([]);
    expectError(await remove(ada), 404, ERROR_CODES.notFound);
  });
});
