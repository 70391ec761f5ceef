import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationJobs, notificationSettings, reactions } from '@/server/db/schema';
import { createTestApp, GOOD_PASSWORD, signUp, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent } from './support/network';
import { answerPlan, confirmPlan, inApp, proposePlan } from './support/notify';
import { type FakeSmtp, startFakeSmtp } from '../support/fakeSmtp';

/**
 * The worker's daily pass (issue 25): reminders of tomorrow and the weekly catch-up digest at the
 * user's hour in the user's zone, catching up after downtime; and the anonymous addresses forgotten.
 * Each test has its own app, so its clock starts on Sunday 22 November 2026 at 10:00 UTC.
 */
let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => { smtp = await startFakeSmtp(); });
afterAll(async () => { await smtp.close(); });
beforeEach(async () => { t = await createTestApp({ publicUrl: 'https://funplans.test', notify: { smtpUrl: smtp.url } }); });
afterEach(async () => { await t.close(); });

type Account = Awaited<ReturnType<typeof signUp>>;
/** The reminders the account got by email (their weekly digest goes out on Mondays meanwhile). */
const reminders = (account: Account) => smtp.to(account.email).map((mail) => mail.subject).filter((subject) => /^(Today|Tomorrow):/.test(subject));
const setClock = (instant: string) => { t.clock.now = Temporal.Instant.from(instant); };

/** A session for the account at the test clock's time (the first one has expired after a few days). */
async function signIn(account: Account) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: account.email, password: GOOD_PASSWORD } });
  return { authorization: `Bearer ${response.json().token as string}` };
}

async function birthday(account: Account, personName: string, month: number, day: number) {
  const personId = await addPerson(t.app, account.auth, { personName });
  await addRecurringEvent(t.app, account.auth, { personId, recurringEventType: 'birthday', recurringEventName: 'Birthday', recurringEventMonth: month, recurringEventDay: day });
}

const putPreferences = async (auth: { authorization: string }, payload: object) => {
  const response = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: auth, payload });
  expect(response.statusCode, response.body).toBe(200);
};

describe('reminder.upcoming', () => {
  it("tells of a birthday tomorrow in the user's zone at their hour, once", async () => {
    // 10:00 UTC on the 22nd is 23:00 in Auckland (UTC+13), where the 23rd's 08:00 is at 19:00 UTC.
    const user = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
    await birthday(user, 'Grace', 11, 24);
    await t.runWorker();
    setClock('2026-11-22T18:59:00Z');
    await t.runWorker();
    expect(reminders(user)).toEqual([]);

    setClock('2026-11-22T19:00:00Z');
    await t.runWorker();
    expect(reminders(user)).toEqual(["Tomorrow: Grace's birthday"]);
    expect((await inApp(t.app, user.auth)).filter((n) => n.kind === 'reminder.upcoming').map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      ['reminder.upcoming', "Tomorrow: Grace's birthday", "Tomorrow:\n- Grace's birthday", '/'],
    ]);
    await t.runWorker();
    t.clock.advance({ hours: 1 });
    await t.runWorker();
    t.clock.advance({ hours: 24 });
    await t.runWorker();
    expect(reminders(user)).toEqual(["Tomorrow: Grace's birthday"]);
  });

  it('gathers everything of tomorrow in one message: yearly events, public holidays and confirmed plans', async () => {
    const user = await signUp(t.app, { firstName: 'Ada' });
    await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: user.auth, payload: { country: 'Germany', city: 'Berlin' } });
    await birthday(user, 'Grace', 12, 25);
    const plan = await proposePlan(t.app, user, { title: 'Mulled wine', slots: [{ date: '2026-12-25', timeSlot: 'evening' }] });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan', slots: plan.slots });
    await confirmPlan(t.app, user, plan.proposedPlanId, { date: '2026-12-25', timeSlot: 'evening' });
    setClock('2026-12-24T08:00:00Z');
    await t.runWorker();
    const reminder = smtp.to(user.email).find((mail) => mail.subject.startsWith('Tomorrow'));
    expect(reminder?.subject).toBe("Tomorrow: Grace's birthday and 2 more");
    expect(reminder?.text).toContain("Tomorrow:\n- Grace's birthday\n- Christmas Day\n- Mulled wine");
  });

  it('sends today\'s messages at once when the hour changes to the current one, else from tomorrow', async () => {
    const user = await signUp(t.app);
    await birthday(user, 'Grace', 11, 24);
    await t.runWorker();
    setClock('2026-11-23T07:30:00Z');
    const auth = await signIn(user);
    await t.runWorker();
    expect(reminders(user)).toEqual([]);
    await putPreferences(auth, { localHour: 7 });
    await t.runWorker();
    expect(reminders(user)).toEqual(["Tomorrow: Grace's birthday"]);

    // Today's pass has run: a later hour starts tomorrow.
    await putPreferences(auth, { localHour: 9 });
    const [settings] = await t.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.userId));
    expect(settings!.nextDailyAt.toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('moves the next pass to the hour in the new zone when the user changes their zone', async () => {
    const user = await signUp(t.app);
    await t.runWorker();
    const next = async () => (await t.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.userId)))[0]!.nextDailyAt;
    expect((await next()).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    const moved = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: user.auth, payload: { timeZone: 'Pacific/Auckland' } });
    expect(moved.statusCode, moved.body).toBe(200);
    // In Auckland it is 23:00 on the 22nd, whose pass ran: next is 08:00 there on the 23rd.
    expect((await next()).toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });

  it('catches up after downtime: a late pass tells of today and tomorrow, and not of what has passed', async () => {
    const user = await signUp(t.app);
    await birthday(user, 'Alan', 11, 24);
    await birthday(user, 'Grace', 11, 25);
    await birthday(user, 'Linus', 11, 26);
    await t.runWorker();
    // The server was down from Sunday until Wednesday 10:00: the passes of Monday to Wednesday run late.
    setClock('2026-11-25T10:00:00Z');
    await t.runWorker();
    expect(reminders(user)).toEqual(["Today: Grace's birthday", "Tomorrow: Linus's birthday"]);
    await t.runWorker();
    expect(reminders(user)).toHaveLength(2);
  });
});

describe('digest.catch-up', () => {
  it('lists the most overdue people on the chosen weekday, and goes to nobody who has no one overdue', async () => {
    const user = await signUp(t.app);
    const calm = await signUp(t.app);
    for (const account of [user, calm]) await putPreferences(account.auth, { digestWeekday: 5 });
    // One person added each day from Sunday, three on Thursday: never seen, each is overdue from the day they were added.
    for (const [day, names] of [[22, ['Ada']], [23, ['Alan']], [24, ['Barbara']], [25, ['Charles']], [26, ['Frances', 'Dorothy', 'Edsger']]] as const) {
      setClock(`2026-11-${day}T07:00:00Z`);
      const auth = await signIn(user);
      for (const personName of names) await addPerson(t.app, auth, { personName });
      await t.runWorker();
    }
    // Seen on Thursday, weekly: not overdue.
    const calmAuth = await signIn(calm);
    const grace = await addPerson(t.app, calmAuth, { personName: 'Grace', meetFrequency: 'weekly' });
    await t.app.inject({ method: 'POST', url: '/api/v1/events', headers: calmAuth, payload: { personId: grace, eventDate: '2026-11-25', eventTimeSlot: 'evening' } });
    expect(smtp.to(user.email)).toEqual([]);

    setClock('2026-11-27T08:00:00Z');
    await t.runWorker();
    await t.runWorker();
    const [digest] = smtp.to(user.email);
    expect(digest?.subject).toBe('Catch up with Ada, Alan and 5 more');
    expect(digest?.text).toContain([
      '7 people are due for a catch-up:', '- Ada, 5 days overdue', '- Alan, 4 days overdue', '- Barbara, 3 days overdue',
      '- Charles, 2 days overdue', '- Dorothy, 1 day overdue',
    ].join('\n'));
    expect(smtp.to(calm.email)).toEqual([]);

    setClock('2026-11-28T08:00:00Z');
    await t.runWorker();
    expect(smtp.to(user.email)).toHaveLength(1);
    expect((await inApp(t.app, await signIn(user))).map((n) => [n.kind, n.link])).toEqual([['digest.catch-up', '/network']]);
  });
});

describe('an anonymous responder\'s address', () => {
  it("is forgotten 30 days after the plan's date: the winning slot's, else the last slot's", async () => {
    const owner = await signUp(t.app);
    const confirmed = await proposePlan(t.app, owner, { slots: [{ date: '2026-12-04', timeSlot: 'evening' }, { date: '2026-12-20', timeSlot: 'noon' }] });
    const kept = await answerPlan(t.app, confirmed.proposedPlanId, { reactorName: 'Alan', reactorEmail: 'alan.keep@example.com' });
    await confirmPlan(t.app, owner, confirmed.proposedPlanId, { date: '2026-12-04', timeSlot: 'evening' });
    const open = await proposePlan(t.app, owner, { slots: [{ date: '2026-12-04', timeSlot: 'evening' }, { date: '2026-12-05', timeSlot: 'noon' }] });
    const waiting = await answerPlan(t.app, open.proposedPlanId, { reactorName: 'Grace', reactorEmail: 'grace.keep@example.com' });
    await t.runWorker();
    expect(smtp.to('alan.keep@example.com')).toHaveLength(1);
    const addressOf = async (id: string) => (await t.database.db.select().from(reactions).where(eq(reactions.id, id)))[0]!.reactorEmail;
    const anonymousJobs = async () => (await t.database.db.select().from(notificationJobs).where(eq(notificationJobs.planId, confirmed.proposedPlanId)))
      .filter((job) => job.email !== null);

    setClock('2027-01-02T23:00:00Z');
    await t.runWorker();
    expect([await addressOf(kept), await addressOf(waiting)]).toEqual(['alan.keep@example.com', 'grace.keep@example.com']);
    expect(await anonymousJobs()).toHaveLength(1);
    setClock('2027-01-03T00:00:00Z');
    await t.runWorker();
    expect([await addressOf(kept), await addressOf(waiting)]).toEqual([null, 'grace.keep@example.com']);
    expect(await anonymousJobs()).toEqual([]);
    setClock('2027-01-04T00:00:00Z');
    await t.runWorker();
    expect(await addressOf(waiting)).toBeNull();
  });
});
