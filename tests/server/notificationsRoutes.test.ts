import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  notificationPreferences, notificationsAllRead, notificationsPage, unreadNotifications,
} from '@/domain/contract/notifications';
import { NOTIFICATION_KINDS } from '@/domain/constants';
import { configFromEnv } from '@/server/config';
import { notificationWorker } from '@/server/notifications/worker';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { answerPlan, proposePlan } from './support/notify';

/** The in-app list and the preferences, on a server without SMTP_URL. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ notify: { batchSeconds: 0 } }); });
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };
const page = async (auth: Auth, query = '') =>
  parseBody(notificationsPage, await t.app.inject({ method: 'GET', url: `/api/v1/notifications${query}`, headers: auth }));
const unread = async (auth: Auth) =>
  parseBody(unreadNotifications, await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unread', headers: auth })).unreadCount;
const preferences = async (auth: Auth) =>
  parseBody(notificationPreferences, await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers: auth }));
const putPreferences = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: auth, payload });

/** A user with `count` answered plans, each a notification, the newest last. */
async function withNotifications(count: number) {
  const owner = await signUp(t.app);
  for (let i = 1; i <= count; i++) {
    const plan = await proposePlan(t.app, owner, { title: `Plan ${i}` });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await t.runWorker();
    t.clock.advance({ seconds: 1 });
  }
  return owner;
}

describe('the in-app list', () => {
  it('pages the newest first, counts the unread, and marks one or all read', async () => {
    const owner = await withNotifications(5);
    const first = await page(owner.auth, '?limit=2');
    expect(first.notifications.map((n) => n.title)).toEqual(["Alan answered your plan 'Plan 5'", "Alan answered your plan 'Plan 4'"]);
    expect(first.unreadCount).toBe(5);
    const second = await page(owner.auth, `?limit=2&before=${first.nextBefore}`);
    expect(second.notifications.map((n) => n.title)).toEqual(["Alan answered your plan 'Plan 3'", "Alan answered your plan 'Plan 2'"]);
    const last = await page(owner.auth, `?limit=2&before=${second.nextBefore}`);
    expect(last.notifications.map((n) => n.title)).toEqual(["Alan answered your plan 'Plan 1'"]);
    expect(last.nextBefore).toBeNull();

    const read = await t.app.inject({ method: 'PUT', url: `/api/v1/notifications/${first.notifications[1]!.notificationId}/read`, headers: owner.auth });
    expect(read.json()).toEqual({ notificationId: first.notifications[1]!.notificationId });
    expect(await unread(owner.auth)).toBe(4);
    expect((await page(owner.auth, '?limit=2')).notifications.map((n) => n.read)).toEqual([false, true]);
    const all = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: owner.auth });
    expect(parseBody(notificationsAllRead, all)).toEqual({ markedRead: 4 });
    expect(await unread(owner.auth)).toBe(0);
    expect(parseBody(notificationsAllRead, await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: owner.auth })))
      .toEqual({ markedRead: 0 });
  });

  it("keeps another user's notifications out: not listed, counted or markable", async () => {
    const owner = await withNotifications(1);
    const other = await signUp(t.app);
    const [mine] = (await page(owner.auth)).notifications;
    expect(await page(other.auth)).toEqual({ notifications: [], nextBefore: null, unreadCount: 0 });
    expectError(await t.app.inject({ method: 'PUT', url: `/api/v1/notifications/${mine!.notificationId}/read`, headers: other.auth }), 404, 'NOT_FOUND');
    expect((await page(other.auth, `?before=${mine!.notificationId}`)).notifications).toEqual([]);
    expect(await unread(owner.auth)).toBe(1);
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/notifications' }), 401, 'INVALID_TOKEN');
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences' }), 401, 'INVALID_TOKEN');
  });
});

describe('the preferences', () => {
  it('start at 08:00, Monday, every kind on both channels, and say that this server sends no email', async () => {
    const user = await signUp(t.app);
    const shown = await preferences(user.auth);
    expect(shown).toEqual({
      localHour: 8, digestWeekday: 1,
      channels: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { email: true, push: true }])),
      email: { configured: false, address: user.email, disabledReason: null },
    });
  });

  it('change only what a PUT carries, a kind\'s channels one at a time too', async () => {
    const user = await signUp(t.app);
    const start = await preferences(user.auth);
    expect(parseBody(notificationPreferences, await putPreferences(user.auth, { localHour: 19 }))).toEqual({ ...start, localHour: 19 });
    await putPreferences(user.auth, { digestWeekday: 6 });
    await putPreferences(user.auth, { channels: { 'plan.answered': { email: false } } });
    await putPreferences(user.auth, { channels: { 'plan.answered': { push: false }, 'digest.catch-up': { email: false } } });
    expect(await preferences(user.auth)).toEqual({
      ...start, localHour: 19, digestWeekday: 6,
      channels: { ...start.channels, 'plan.answered': { email: false, push: false }, 'digest.catch-up': { email: false, push: true } },
    });
    await putPreferences(user.auth, { channels: { 'plan.answered': { email: true } } });
    expect((await preferences(user.auth)).channels['plan.answered']).toEqual({ email: true, push: false });
    expect(parseBody(notificationPreferences, await putPreferences(user.auth, {}))).toEqual(await preferences(user.auth));
  });

  it('refuse what is out of range, leaving the preferences as they were', async () => {
    const user = await signUp(t.app);
    const start = await preferences(user.auth);
    for (const payload of [{ localHour: 24 }, { localHour: -1 }, { digestWeekday: 0 }, { digestWeekday: 8 }, { channels: { 'plan.unknown': { email: false } } },
      { channels: { 'plan.answered': { email: 'no' } } }, { localHour: 9, digestWeekday: 9 }, { resumeEmail: false }]) {
      expectError(await putPreferences(user.auth, payload), 400, 'VALIDATION_ERROR');
    }
    expect(await preferences(user.auth)).toEqual(start);
  });
});

describe('the worker', () => {
  it('runs every NOTIFY_POLL_SECONDS once started, and no more once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { db, clock, notificationChannels: channels, secrets, log } = t.app;
    const worker = notificationWorker({
      db, clock, channels, secrets, log, baseUrl: 'https://funplans.test', pollSeconds: 5, allowPrivateWebhooks: false, onDelivery: () => undefined,
    });
    try {
      const owner = await signUp(t.app);
      const plan = await proposePlan(t.app, owner, { title: 'Polled' });
      await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
      worker.start();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(await unread(owner.auth)).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      await worker.stop();
      expect(await unread(owner.auth)).toBe(1);

      const again = await proposePlan(t.app, owner, { title: 'After the stop' });
      await answerPlan(t.app, again.proposedPlanId, { reactorName: 'Grace' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await unread(owner.auth)).toBe(1);
    } finally {
      await worker.stop();
      vi.useRealTimers();
    }
  });
});

describe('the configuration', () => {
  it('reads SMTP_URL, MAIL_FROM, NOTIFY_BATCH_SECONDS, NOTIFY_POLL_SECONDS and NOTIFY_LEASE_SECONDS, with their defaults', () => {
    expect(configFromEnv({}).notify).toEqual({ smtpUrl: undefined, mailFrom: undefined, batchSeconds: 120, pollSeconds: 5, leaseSeconds: 120 });
    expect(configFromEnv({
      SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'Plans <plans@example.com>', NOTIFY_BATCH_SECONDS: '0', NOTIFY_POLL_SECONDS: '0', NOTIFY_LEASE_SECONDS: '10',
    }).notify).toEqual({ smtpUrl: 'smtp://u:p@mail:587', mailFrom: 'Plans <plans@example.com>', batchSeconds: 0, pollSeconds: 0, leaseSeconds: 10 });
    expect(configFromEnv({ NOTIFY_BATCH_SECONDS: 'soon', NOTIFY_POLL_SECONDS: '-3', NOTIFY_LEASE_SECONDS: '5' }).notify)
      .toMatchObject({ batchSeconds: 120, pollSeconds: 5, leaseSeconds: 120 });
    for (const wrong of ['mail.example.com:587', 'http://mail.example.com', 'smtp://']) {
      expect(() => configFromEnv({ SMTP_URL: wrong }), wrong).toThrow(/SMTP_URL must look like/);
    }
  });
});
