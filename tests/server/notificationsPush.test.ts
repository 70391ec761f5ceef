import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@/server/db/schema';
import { createTestApp, signUp, type TestApp } from './support/testApp';
import { answerPlan, proposePlan } from './support/notify';
import { type FakeSmtp, startFakeSmtp } from '../support/fakeSmtp';
import { type FakePushService, startFakePushService } from '../support/fakePushService';

/**
 * Both channels behind the one outbox (issue 25): an answer reaches its owner once by email and once
 * on each device, through the worker; a device its push service forgot is forgotten too.
 */
let smtp: FakeSmtp;
let push: FakePushService;
let t: TestApp;
beforeAll(async () => {
  [smtp, push] = await Promise.all([startFakeSmtp(), startFakePushService()]);
  t = await createTestApp({ publicUrl: 'https://funplans.test', allowPrivatePush: true, notify: { smtpUrl: smtp.url, batchSeconds: 120 } });
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), push.close()]);
});

type Account = Awaited<ReturnType<typeof signUp>>;
async function subscribeDevice(account: Account, deviceName: string) {
  const subscription = push.subscribe();
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/notifications/pushsubscriptions', headers: account.auth, payload: { ...subscription, deviceName },
  });
  expect(response.statusCode, response.body).toBe(201);
  return subscription;
}
const pushesTo = (endpoint: string) => push.received.filter((message) => message.endpoint === endpoint);
async function afterTheBatch() {
  t.clock.advance({ seconds: 121 });
  await t.runWorker();
  await t.runWorker();
}

describe('an anonymous answer', () => {
  it('gives the owner exactly one email and one push, which the device decrypts', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada' });
    const phone = await subscribeDevice(owner, 'Chrome on Android');
    const plan = await proposePlan(t.app, owner);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await afterTheBatch();
    await t.runWorker();

    expect(smtp.to(owner.email).map((mail) => mail.subject)).toEqual(["Alan answered your plan 'Dinner'"]);
    expect(pushesTo(phone.endpoint).map((message) => message.payload)).toEqual([{
      kind: 'plan.answered',
      title: "Alan answered your plan 'Dinner'",
      body: expect.any(String),
      link: `https://funplans.test/proposedplans/${plan.proposedPlanId}`,
    }]);
    const deliveries = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/deliveries', headers: owner.auth })).json();
    expect(deliveries.map((d: { channel: string; status: string }) => [d.channel, d.status]).sort()).toEqual([['email', 'sent'], ['push', 'sent']]);
  });

  it('is not pushed to a device the user turned push off for, and a device its service forgot (410) is removed', async () => {
    const owner = await signUp(t.app);
    const gone = await subscribeDevice(owner, 'Old phone');
    const kept = await subscribeDevice(owner, 'Laptop');
    push.answers.set(gone.endpoint, 410);
    const plan = await proposePlan(t.app, owner, { title: 'Picnic' });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Grace' });
    await afterTheBatch();

    expect(pushesTo(kept.endpoint)).toHaveLength(1);
    const devices = await t.app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.userId));
    expect(devices.map((device) => device.endpoint)).toEqual([kept.endpoint]);
    const inDutch = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/deliveries', headers: { ...owner.auth, 'accept-language': 'nl' } });
    expect(inDutch.json()).toContainEqual(expect.objectContaining({
      target: 'Een apparaat dat niet meer is aangemeld', status: 'failed', lastErrorCode: 'deviceGone', lastError: 'Het apparaat is niet meer aangemeld',
    }));

    const off = await t.app.inject({
      method: 'PUT', url: '/api/v1/notifications/preferences', headers: owner.auth, payload: { channels: { 'plan.answered': { push: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Linus' });
    await afterTheBatch();
    expect(pushesTo(kept.endpoint)).toHaveLength(1);
    expect(smtp.to(owner.email)).toHaveLength(2);
  });
});
