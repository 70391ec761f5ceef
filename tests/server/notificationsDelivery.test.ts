import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { delivery, notificationPreferences, unsubscribeState } from '@/domain/contract/notifications';
import { notificationAttempts, notificationDeliveries, notificationSettings, reactions } from '@/server/db/schema';
import { EMAIL_FAILURES_LIMIT } from '@/server/notifications/deliver';
import { unsubscribeToken } from '@/server/notifications/unsubscribe';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { answerPlan, confirmPlan, inApp, proposePlan } from './support/notify';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '../support/fakeSmtp';

/** How email goes out: retries with backoff, every attempt recorded, failing addresses switched off, one-click unsubscribe. */
let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ publicUrl: 'https://funplans.test', notify: { smtpUrl: smtp.url, batchSeconds: 60 } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => { smtp.refuse.clear(); });

type Account = Awaited<ReturnType<typeof signUp>>;
type Auth = { authorization: string };

const deliveriesOf = async (auth: Auth) =>
  parseBody(z.array(delivery), await t.app.inject({ method: 'GET', url: '/api/v1/notifications/deliveries', headers: auth }));
const preferencesOf = async (auth: Auth) =>
  parseBody(notificationPreferences, await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers: auth }));

/**
 * A plan owner who gets only the plans' messages by email: the clock of this file runs for days, and
 * their reminders and weekly digest (their plans' people are overdue) would come in between.
 */
async function signUpOwner() {
  const owner = await signUp(t.app);
  const quiet = await t.app.inject({
    method: 'PUT', url: '/api/v1/notifications/preferences', headers: owner.auth,
    payload: { channels: { 'reminder.upcoming': { email: false }, 'digest.catch-up': { email: false } } },
  });
  expect(quiet.statusCode, quiet.body).toBe(200);
  return owner;
}

/** An anonymous answer to a new plan of the owner's, and the worker once its batch is due. */
async function answered(owner: Account, title = 'Dinner') {
  const plan = await proposePlan(t.app, owner, { title });
  await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
  t.clock.advance({ seconds: 61 });
  await t.runWorker();
  return plan;
}

const unsubscribeUrlOf = (mail: ReceivedMail) => /^<https:\/\/funplans\.test(\/api\/v1\/notifications\/unsubscribe\/[\w.-]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];

describe('a delivery that fails', () => {
  it('is retried with backoff, each attempt recorded, until it goes through', async () => {
    const owner = await signUpOwner();
    smtp.refuse.set(owner.email, { code: 451, message: 'Mailbox busy, try later' });
    await answered(owner);
    expect(smtp.to(owner.email)).toEqual([]);
    let [shown] = await deliveriesOf(owner.auth);
    expect(shown).toMatchObject({ kind: 'plan.answered', channel: 'email', target: owner.email, status: 'pending', attempts: 1, sentAt: null });
    // The user reads why in their language; the mail server's own words are kept for the operator.
    expect(shown).toMatchObject({ lastErrorCode: 'addressDeferred', lastError: 'The mail server did not take it for now (a full mailbox, perhaps)' });
    const inGerman = parseBody(z.array(delivery), await t.app.inject({
      method: 'GET', url: '/api/v1/notifications/deliveries', headers: { ...owner.auth, 'accept-language': 'de' },
    }));
    expect(inGerman[0]!.lastError).toBe('Der Mailserver hat sie vorerst nicht angenommen (vielleicht ist das Postfach voll)');
    const [stored] = await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, shown!.deliveryId));
    expect(stored!.lastError).toContain('Mailbox busy');

    // 30 s × 2^1 after the first attempt, then 30 s × 2^2 after the second.
    t.clock.advance({ seconds: 59 });
    await t.runWorker();
    expect((await deliveriesOf(owner.auth))[0]!.attempts).toBe(1);
    t.clock.advance({ seconds: 1 });
    await t.runWorker();
    expect((await deliveriesOf(owner.auth))[0]!.attempts).toBe(2);
    smtp.refuse.clear();
    t.clock.advance({ seconds: 119 });
    await t.runWorker();
    expect(smtp.to(owner.email)).toEqual([]);
    t.clock.advance({ seconds: 1 });
    await t.runWorker();
    expect(smtp.to(owner.email)).toHaveLength(1);

    [shown] = await deliveriesOf(owner.auth);
    expect(shown).toMatchObject({ status: 'sent', attempts: 3, lastError: null, lastErrorCode: null, sentAt: new Date(t.clock.now.epochMilliseconds).toISOString() });
    const attempts = await t.database.db.select().from(notificationAttempts)
      .where(eq(notificationAttempts.deliveryId, shown!.deliveryId)).orderBy(asc(notificationAttempts.attemptedAt));
    expect(attempts.map((attempt) => [attempt.ok, attempt.error?.includes('Mailbox busy') ?? null])).toEqual([[false, true], [false, true], [true, null]]);
  });

  it('is given up when the address is refused for good, and after 8 attempts', async () => {
    const refused = await signUpOwner();
    smtp.refuse.set(refused.email, { code: 550, message: 'No such user here' });
    await answered(refused);
    expect(await deliveriesOf(refused.auth)).toMatchObject([{ status: 'failed', attempts: 1 }]);

    const busy = await signUpOwner();
    smtp.refuse.set(busy.email, { code: 452, message: 'Mailbox full' });
    await answered(busy);
    // Read from the database: the session ends long before the retries do.
    const busyDeliveries = () => t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, busy.userId));
    for (let attempt = 1; attempt < 8; attempt++) {
      expect(await busyDeliveries()).toMatchObject([{ status: 'pending', attempts: attempt }]);
      t.clock.advance({ hours: 6 });
      await t.runWorker();
    }
    expect(await busyDeliveries()).toMatchObject([{ status: 'failed', attempts: 8 }]);
    t.clock.advance({ hours: 6 });
    await t.runWorker();
    expect(await busyDeliveries()).toMatchObject([{ status: 'failed', attempts: 8 }]);
    expect(smtp.to(busy.email)).toEqual([]);
  });

  it(`switches the user's email off with the reason after ${EMAIL_FAILURES_LIMIT} failures in a row, until they turn it back on`, async () => {
    const owner = await signUpOwner();
    smtp.refuse.set(owner.email, { code: 550, message: 'Mailbox unavailable' });
    for (let i = 0; i < EMAIL_FAILURES_LIMIT - 1; i++) await answered(owner, `Plan ${i}`);
    expect((await preferencesOf(owner.auth)).email.disabledReason).toBeNull();
    await answered(owner, 'The tenth');
    const { email } = await preferencesOf(owner.auth);
    expect(email.disabledReason).toBe(`The last ${EMAIL_FAILURES_LIMIT} emails failed: The mail server refused the address`);
    const inFrench = parseBody(notificationPreferences, await t.app.inject({
      method: 'GET', url: '/api/v1/notifications/preferences', headers: { ...owner.auth, 'accept-language': 'fr' },
    }));
    expect(inFrench.email.disabledReason).toBe(`Les ${EMAIL_FAILURES_LIMIT} derniers e-mails ont échoué : Le serveur de messagerie a refusé l’adresse`);
    const [settings] = await t.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, owner.userId));
    expect(settings!.emailDisabledReason).toContain(`The last ${EMAIL_FAILURES_LIMIT} emails to ${owner.email} failed`);
    expect(settings!.emailDisabledReason).toContain('Mailbox unavailable');

    smtp.refuse.clear();
    await answered(owner, 'Switched off');
    expect(smtp.to(owner.email)).toEqual([]);
    expect(await deliveriesOf(owner.auth)).toHaveLength(EMAIL_FAILURES_LIMIT);
    expect((await inApp(t.app, owner.auth)).map((n) => n.title)).toContain("Alan answered your plan 'Switched off'");

    const resumed = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: owner.auth, payload: { resumeEmail: true } });
    expect(parseBody(notificationPreferences, resumed).email.disabledReason).toBeNull();
    await answered(owner, 'Back on');
    expect(smtp.to(owner.email).map((mail) => mail.subject)).toEqual(["Alan answered your plan 'Back on'"]);
  });

  it('does not count a failure of our own mail server against the address', async () => {
    const broken = await createTestApp({ publicUrl: 'https://funplans.test', notify: { smtpUrl: 'smtp://127.0.0.1:9', batchSeconds: 0 } });
    try {
      const user = await signUp(broken.app);
      for (let i = 0; i < EMAIL_FAILURES_LIMIT + 1; i++) {
        await proposePlan(broken.app, user).then((plan) => answerPlan(broken.app, plan.proposedPlanId, { reactorName: 'Alan' }));
        await broken.runWorker();
      }
      const shown = await parseBody(z.array(delivery), await broken.app.inject({ method: 'GET', url: '/api/v1/notifications/deliveries', headers: user.auth }));
      expect(shown.length).toBe(EMAIL_FAILURES_LIMIT + 1);
      expect(shown.every((one) => one.status === 'pending' && one.lastErrorCode === 'mailServerFailed')).toBe(true);
      const prefs = parseBody(notificationPreferences, await broken.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers: user.auth }));
      expect(prefs.email.disabledReason).toBeNull();
    } finally {
      await broken.close();
    }
  });
});

describe('an email', () => {
  it('carries the RFC 8058 headers, the link into the app and the unsubscribe link', async () => {
    const owner = await signUpOwner();
    const plan = await answered(owner);
    const [mail] = smtp.to(owner.email);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const path = unsubscribeUrlOf(mail!);
    expect(path, mail!.headers.get('list-unsubscribe')).toBeDefined();
    const token = path!.split('/').at(-1)!;
    expect(mail!.text).toContain(`https://funplans.test/proposedplans/${plan.proposedPlanId}`);
    expect(mail!.text).toContain(`https://funplans.test/unsubscribe/${token}`);
    expect(mail!.html).toContain(`href="https://funplans.test/unsubscribe/${token}"`);
    expect(mail!.html).toContain(`href="https://funplans.test/proposedplans/${plan.proposedPlanId}"`);
    expect(mail!.from).toBe('no-reply@funplans.test');
  });
});

describe('the one-click unsubscribe', () => {
  it('stops that kind on email with a POST of the form body without cookie or Origin, and nothing else', async () => {
    const owner = await signUpOwner();
    await answered(owner, 'First');
    const path = unsubscribeUrlOf(smtp.to(owner.email)[0]!)!;
    const before = await preferencesOf(owner.auth);

    expect(parseBody(unsubscribeState, await t.app.inject({ method: 'GET', url: path })))
      .toEqual({ kind: 'plan.answered', channel: 'email', unsubscribed: false });
    const posted = await t.app.inject({
      method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(parseBody(unsubscribeState, posted)).toEqual({ kind: 'plan.answered', channel: 'email', unsubscribed: true });
    expect(parseBody(unsubscribeState, await t.app.inject({ method: 'GET', url: path })).unsubscribed).toBe(true);

    expect(await preferencesOf(owner.auth)).toEqual({ ...before, channels: { ...before.channels, 'plan.answered': { email: false, push: true } } });

    // Answers no longer come by email, and still show in the app; another kind still comes by email.
    const plan = await proposePlan(t.app, owner, { title: 'Second' });
    await t.app.inject({ method: 'PUT', url: `/api/v1/proposedplans/${plan.proposedPlanId}/notifications`, headers: owner.auth, payload: { expectedAnswers: 1 } });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Grace' });
    t.clock.advance({ seconds: 61 });
    await t.runWorker();
    expect(smtp.to(owner.email).map((mail) => mail.subject)).toEqual(["Alan answered your plan 'First'", "Everyone answered 'Second'"]);
    expect((await inApp(t.app, owner.auth)).map((n) => n.title)).toContain("Grace answered your plan 'Second'");
  });

  it('is taken from another site too, and only on this route; a forged or altered token is a 404', async () => {
    const owner = await signUpOwner();
    await answered(owner);
    const path = unsubscribeUrlOf(smtp.to(owner.email)[0]!)!;
    const foreign = { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' };
    expect((await t.app.inject({ method: 'POST', url: path, headers: foreign, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: { ...owner.auth, ...foreign }, payload: 'a=1' }), 403, 'FORBIDDEN');
    expect((await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'text/plain' }, payload: 'x' })).statusCode).toBe(415);

    const token = path.split('/').at(-1)!;
    const altered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expectError(await t.app.inject({ method: 'POST', url: `/api/v1/notifications/unsubscribe/${altered}` }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unsubscribe/v1.abcdefghijklmnop.qrstuvwx.yz' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unsubscribe/not%20a%20token!' }), 400, 'VALIDATION_ERROR');
  });

  it("forgets an anonymous responder's address, with what was still to be sent to it", async () => {
    const owner = await signUpOwner();
    const plan = await proposePlan(t.app, owner);
    const address = 'alan.unsub@example.com';
    const reactionId = await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan', reactorEmail: address });
    smtp.refuse.set(address, { code: 451, message: 'Later' });
    await confirmPlan(t.app, owner, plan.proposedPlanId);
    await t.runWorker();
    expect(await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.target, address)))
      .toMatchObject([{ status: 'pending', attempts: 1 }]);

    // The link of the email the responder got before (the same kind of token the worker signs).
    const token = unsubscribeToken(t.app.secrets, { reaction: reactionId, kind: 'plan.confirmed', channel: 'email' });
    const url = `/api/v1/notifications/unsubscribe/${token}`;
    expect(parseBody(unsubscribeState, await t.app.inject({ method: 'GET', url })).unsubscribed).toBe(false);
    expect(parseBody(unsubscribeState, await t.app.inject({ method: 'POST', url, payload: {} })))
      .toEqual({ kind: 'plan.confirmed', channel: 'email', unsubscribed: true });
    const [stored] = await t.database.db.select().from(reactions).where(eq(reactions.id, reactionId));
    expect(stored!.reactorEmail).toBeNull();
    expect(parseBody(unsubscribeState, await t.app.inject({ method: 'GET', url })).unsubscribed).toBe(true);

    smtp.refuse.clear();
    t.clock.advance({ hours: 1 });
    await t.runWorker();
    expect(smtp.to(address)).toEqual([]);
    expect(await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.target, address)))
      .toMatchObject([{ status: 'failed', lastErrorCode: 'unsubscribed' }]);
  });

  it("is on the anonymous responder's email too", async () => {
    const owner = await signUpOwner();
    const plan = await proposePlan(t.app, owner);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan', reactorEmail: 'alan.link@example.com' });
    await confirmPlan(t.app, owner, plan.proposedPlanId);
    await t.runWorker();
    const path = unsubscribeUrlOf(smtp.to('alan.link@example.com')[0]!)!;
    expect(parseBody(unsubscribeState, await t.app.inject({ method: 'GET', url: path })))
      .toEqual({ kind: 'plan.confirmed', channel: 'email', unsubscribed: false });
  });
});
