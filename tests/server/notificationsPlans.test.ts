import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries, notificationJobs, reactions } from '@/server/db/schema';
import { LEASE_MS } from '@/server/notifications/deliver';
import { createTestApp, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';
import { answerPlan, confirmPlan, connectPerson, inApp, proposePlan } from './support/notify';
import { type FakeSmtp, startFakeSmtp } from '../support/fakeSmtp';

/**
 * What the plans tell their owner and their responders (issue 25), received by a fake SMTP server:
 * each answer, batched; everyone having answered; the pick, with its calendar file; the plan's mute.
 */
let smtp: FakeSmtp;
let t: TestApp;
const BATCH = { seconds: 120 };
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ publicUrl: 'https://funplans.test', notify: { smtpUrl: smtp.url, batchSeconds: BATCH.seconds } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => { smtp.refuse.clear(); });

type Account = Awaited<ReturnType<typeof signUp>>;
const subjects = (account: { email: string }) => smtp.to(account.email).map((mail) => mail.subject);
/** Lets the batch window pass and runs the worker twice, as a polling server would. */
async function afterTheBatch() {
  t.clock.advance({ seconds: BATCH.seconds + 1 });
  await t.runWorker();
  await t.runWorker();
}

describe('plan.answered', () => {
  it('gives the owner exactly one email and one in-app notification for an anonymous answer', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada' });
    const plan = await proposePlan(t.app, owner);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await t.runWorker();
    expect(subjects(owner), 'sent before the batch window closed').toEqual([]);

    await afterTheBatch();
    expect(subjects(owner)).toEqual(["Alan answered your plan 'Dinner'"]);
    const [mail] = smtp.to(owner.email);
    expect(mail!.text).toContain(`https://funplans.test/proposedplans/${plan.proposedPlanId}`);
    const list = await inApp(t.app, owner.auth);
    expect(list.map(({ kind, title, link, read }) => ({ kind, title, link, read }))).toEqual([
      { kind: 'plan.answered', title: "Alan answered your plan 'Dinner'", link: `/proposedplans/${plan.proposedPlanId}`, read: false },
    ]);
  });

  it('names all three answers within the batch window in one message, and a fourth after it in a second', async () => {
    const owner = await signUp(t.app);
    const plan = await proposePlan(t.app, owner, { title: 'Picnic' });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    t.clock.advance({ seconds: 100 });
    await t.runWorker();
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Grace' });
    t.clock.advance({ seconds: 100 });
    await t.runWorker();
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Linus' });
    await afterTheBatch();
    expect(subjects(owner)).toEqual(["Alan, Grace and Linus answered your plan 'Picnic'"]);

    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Barbara' });
    await afterTheBatch();
    expect(subjects(owner)).toEqual(["Alan, Grace and Linus answered your plan 'Picnic'", "Barbara answered your plan 'Picnic'"]);
    expect((await inApp(t.app, owner.auth)).map((n) => n.title)).toEqual([
      "Barbara answered your plan 'Picnic'", "Alan, Grace and Linus answered your plan 'Picnic'",
    ]);
  });

  it('names a signed-in responder who changes their answer within the window once', async () => {
    const owner = await signUp(t.app);
    const friend = await signUp(t.app, { firstName: 'Grace' });
    const personId = await addPerson(t.app, owner.auth);
    await connectPerson(t.app, owner, friend, personId);
    const plan = await proposePlan(t.app, owner, { personId });
    await answerPlan(t.app, plan.proposedPlanId, {}, friend.auth);
    t.clock.advance({ seconds: 10 });
    await answerPlan(t.app, plan.proposedPlanId, { slots: plan.slots }, friend.auth);
    await afterTheBatch();
    expect(subjects(owner).filter((subject) => subject.includes('answered your plan'))).toEqual(["Grace answered your plan 'Dinner'"]);
  });

  it("does not tell the owner of their own answer", async () => {
    const owner = await signUp(t.app);
    const plan = await proposePlan(t.app, owner, { title: 'Mine' });
    await answerPlan(t.app, plan.proposedPlanId, {}, owner.auth);
    await afterTheBatch();
    expect(subjects(owner)).toEqual([]);
    expect(await inApp(t.app, owner.auth)).toEqual([]);
  });
});

describe('plan.everyone-answered', () => {
  it('tells the owner once when every user linked to the plan\'s person has answered', async () => {
    const owner = await signUp(t.app);
    const [grace, alan] = [await signUp(t.app, { firstName: 'Grace' }), await signUp(t.app, { firstName: 'Alan' })];
    const personId = await addPerson(t.app, owner.auth, { personName: 'The club' });
    await connectPerson(t.app, owner, grace, personId);
    await connectPerson(t.app, owner, alan, personId);
    const plan = await proposePlan(t.app, owner, { personId, title: 'Club night' });
    const everyone = () => subjects(owner).filter((subject) => subject.startsWith('Everyone'));

    await answerPlan(t.app, plan.proposedPlanId, {}, grace.auth);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'A stranger' });
    await afterTheBatch();
    expect(everyone(), 'one linked user has not answered yet').toEqual([]);

    await answerPlan(t.app, plan.proposedPlanId, {}, alan.auth);
    await afterTheBatch();
    expect(everyone()).toEqual(["Everyone answered 'Club night'"]);
    await answerPlan(t.app, plan.proposedPlanId, { slots: plan.slots }, alan.auth);
    await afterTheBatch();
    expect(everyone(), 'a changed answer does not tell it again').toEqual(["Everyone answered 'Club night'"]);
    expect((await inApp(t.app, owner.auth)).filter((n) => n.kind === 'plan.everyone-answered')).toHaveLength(1);
  });

  it('tells the owner once when the answers reach the number set on the plan', async () => {
    const owner = await signUp(t.app);
    const plan = await proposePlan(t.app, owner, { title: 'Hike' });
    const set = await t.app.inject({
      method: 'PUT', url: `/api/v1/proposedplans/${plan.proposedPlanId}/notifications`, headers: owner.auth, payload: { expectedAnswers: 2 },
    });
    expect(set.json()).toEqual({ proposedPlanId: plan.proposedPlanId, notificationsMuted: false, expectedAnswers: 2 });
    const everyone = () => subjects(owner).filter((subject) => subject.startsWith('Everyone'));

    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await afterTheBatch();
    expect(everyone()).toEqual([]);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Grace' });
    await afterTheBatch();
    expect(everyone()).toEqual(["Everyone answered 'Hike'"]);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Linus' });
    await afterTheBatch();
    expect(everyone()).toEqual(["Everyone answered 'Hike'"]);
  });

  it('tells the owner when they set a number the answers have reached already, and not again', async () => {
    const owner = await signUp(t.app);
    const plan = await proposePlan(t.app, owner, { title: 'Quiz' });
    for (const reactorName of ['Alan', 'Grace']) await answerPlan(t.app, plan.proposedPlanId, { reactorName });
    await afterTheBatch();
    const everyone = () => subjects(owner).filter((subject) => subject.startsWith('Everyone'));
    expect(everyone()).toEqual([]);
    const setTwo = () => t.app.inject({
      method: 'PUT', url: `/api/v1/proposedplans/${plan.proposedPlanId}/notifications`, headers: owner.auth, payload: { expectedAnswers: 2 },
    });
    expect((await setTwo()).statusCode).toBe(200);
    await t.runWorker();
    await t.runWorker();
    expect(everyone()).toEqual(["Everyone answered 'Quiz'"]);
    expect((await setTwo()).statusCode).toBe(200);
    await t.runWorker();
    expect(everyone()).toEqual(["Everyone answered 'Quiz'"]);
  });
});

describe('plan.confirmed', () => {
  it('gives each signed-in responder and the anonymous one who left an address one email with the .ics, the owner none', async () => {
    const owner = await signUp(t.app, { firstName: 'Ada' });
    const friend = await signUp(t.app, { firstName: 'Grace' });
    const personId = await addPerson(t.app, owner.auth);
    await connectPerson(t.app, owner, friend, personId);
    const plan = await proposePlan(t.app, owner, { personId, title: 'Dinner' });
    // A signed-in responder's address field is ignored: their account hears the outcome.
    await answerPlan(t.app, plan.proposedPlanId, { reactorEmail: 'ignored@example.com' }, friend.auth);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan', reactorEmail: 'Alan@Example.com' });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Linus' });
    await afterTheBatch();
    const ownerMailsBefore = smtp.to(owner.email).length;

    await confirmPlan(t.app, owner, plan.proposedPlanId, { date: '2026-12-04', timeSlot: 'evening' });
    await t.runWorker();
    await t.runWorker();
    const outcome = "'Dinner' is on: Friday 4 December, evening";
    expect(subjects(friend)).toEqual([outcome]);
    expect(smtp.to('alan@example.com').map((mail) => mail.subject)).toEqual([outcome]);
    expect(smtp.to('ignored@example.com')).toEqual([]);
    expect(smtp.to(owner.email)).toHaveLength(ownerMailsBefore);
    for (const mail of [...smtp.to(friend.email), ...smtp.to('alan@example.com')]) {
      expect(mail.text).toContain(`https://funplans.test/plan/${plan.shareCode}`);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toBe('text/calendar');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(mail.attachments[0]!.content)).getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe('Dinner');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-04T18:00:00.000Z');
    }
    expect((await inApp(t.app, friend.auth)).map((n) => [n.title, n.link])).toEqual([[outcome, `/plan/${plan.shareCode}`]]);
    expect((await inApp(t.app, owner.auth)).filter((n) => n.kind === 'plan.confirmed')).toEqual([]);
  });
});

describe('a muted plan', () => {
  it('sends its owner no email, while the in-app list still shows what happened', async () => {
    const owner = await signUp(t.app);
    const plan = await proposePlan(t.app, owner, { title: 'Quiet one' });
    const mute = await t.app.inject({
      method: 'PUT', url: `/api/v1/proposedplans/${plan.proposedPlanId}/notifications`, headers: owner.auth, payload: { notificationsMuted: true, expectedAnswers: 1 },
    });
    expect(mute.statusCode, mute.body).toBe(200);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await afterTheBatch();
    expect(subjects(owner)).toEqual([]);
    expect((await inApp(t.app, owner.auth)).map((n) => n.title).sort()).toEqual(["Alan answered your plan 'Quiet one'", "Everyone answered 'Quiet one'"]);

    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/proposedplans/${plan.proposedPlanId}`, headers: owner.auth });
    expect(detail.json()).toMatchObject({ notificationsMuted: true, expectedAnswers: 1 });
    const unmute = await t.app.inject({
      method: 'PUT', url: `/api/v1/proposedplans/${plan.proposedPlanId}/notifications`, headers: owner.auth, payload: { notificationsMuted: false },
    });
    expect(unmute.json()).toEqual({ proposedPlanId: plan.proposedPlanId, notificationsMuted: false, expectedAnswers: 1 });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Grace' });
    await afterTheBatch();
    expect(subjects(owner)).toEqual(["Grace answered your plan 'Quiet one'"]);
  });
});

describe('delivery across restarts and servers', () => {
  it('delivers once when the server restarts between queueing and sending', async () => {
    const owner = await signUp(t.app);
    // The answer reaches a server that stops before its job is due; the one started after it sends it.
    const before = await t.another();
    const plan = await proposePlan(before, owner, { title: 'Restart' });
    await answerPlan(before, plan.proposedPlanId, { reactorName: 'Alan' });
    await before.close();
    t.clock.advance({ seconds: BATCH.seconds + 1 });
    const after = await t.another();
    await t.runWorker(after);
    await t.runWorker(after);
    expect(subjects(owner)).toEqual(["Alan answered your plan 'Restart'"]);
  });

  it('sends a delivery that a server claimed before it died once its lease has run out, and only once', async () => {
    const owner = await signUp(t.app);
    const plan = await proposePlan(t.app, owner, { title: 'Lease' });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    t.clock.advance({ seconds: BATCH.seconds + 1 });
    // What a server leaves when it dies between claiming the delivery and sending it.
    const now = new Date(t.clock.now.epochMilliseconds);
    const [job] = await t.database.db.update(notificationJobs).set({ doneAt: now })
      .where(eq(notificationJobs.planId, plan.proposedPlanId)).returning();
    const [claimed] = await t.database.db.insert(notificationDeliveries).values({
      jobId: job!.id, userId: owner.userId, channel: 'email', target: owner.email, attempts: 1,
      nextAttemptAt: now, claimedUntil: new Date(now.getTime() + LEASE_MS), createdAt: now,
    }).returning();

    await t.runWorker();
    expect(subjects(owner), 'sent while the dead server still held the lease').toEqual([]);
    t.clock.advance({ milliseconds: LEASE_MS });
    await t.runWorker();
    await t.runWorker();
    expect(subjects(owner)).toEqual(["Alan answered your plan 'Lease'"]);
    // Had the dead server sent it before dying, its copy and this one would be one message to the mail client.
    expect(smtp.to(owner.email)[0]!.headers.get('message-id')).toBe(`<${claimed!.id}@funplans.test>`);
    const [delivery] = await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, claimed!.id));
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers once when two servers run their workers at the same time', async () => {
    const owners: Account[] = [];
    for (let i = 0; i < 6; i++) {
      const owner = await signUp(t.app);
      const plan = await proposePlan(t.app, owner, { title: `Plan ${i}` });
      await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
      owners.push(owner);
    }
    t.clock.advance({ seconds: BATCH.seconds + 1 });
    // Two servers on one PostgreSQL; PGlite serves one process, where two runs at once race the same way.
    const second = process.env.TEST_DB === 'postgres' ? await t.another() : t.app;
    await Promise.all([t.runWorker(), t.runWorker(second), t.runWorker(), t.runWorker(second)]);
    for (const [i, owner] of owners.entries()) expect(subjects(owner)).toEqual([`Alan answered your plan 'Plan ${i}'`]);
  });
});

describe('reactorEmail', () => {
  it('is stored with an anonymous answer only', async () => {
    const owner = await signUp(t.app);
    const friend = await signUp(t.app);
    const personId = await addPerson(t.app, owner.auth);
    await connectPerson(t.app, owner, friend, personId);
    const plan = await proposePlan(t.app, owner, { personId });
    const anonymous = await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan', reactorEmail: ' Alan@Example.COM ' });
    const signedIn = await answerPlan(t.app, plan.proposedPlanId, { reactorEmail: 'friend@example.com' }, friend.auth);
    const stored = async (id: string) => (await t.database.db.select().from(reactions).where(eq(reactions.id, id)))[0]!.reactorEmail;
    expect(await stored(anonymous)).toBe('alan@example.com');
    expect(await stored(signedIn)).toBeNull();
  });
});
