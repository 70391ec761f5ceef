import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, signUp, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent } from './support/network';
import { answerPlan, confirmPlan, inApp, proposePlan } from './support/notify';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '../support/fakeSmtp';
import { type FakePushService, startFakePushService } from '../support/fakePushService';

/**
 * Every kind of notification, by email and by push, in its recipient's language (issue 27): a user's
 * `locale`, an anonymous responder's the one their plan page was in. The clock starts on Sunday 22
 * November 2026; the plans' winning slot is Friday 4 December, evening.
 */
let smtp: FakeSmtp;
let push: FakePushService;
let t: TestApp;
beforeAll(async () => { [smtp, push] = await Promise.all([startFakeSmtp(), startFakePushService()]); });
afterAll(async () => { await Promise.all([smtp.close(), push.close()]); });
beforeEach(async () => {
  t = await createTestApp({ publicUrl: 'https://funplans.test', allowPrivatePush: true, notify: { smtpUrl: smtp.url, batchSeconds: 60 } });
});
afterEach(async () => { await t.close(); });

type Account = Awaited<ReturnType<typeof signUp>>;

async function userIn(locale: string, firstName: string, profile: object = {}) {
  const account = await signUp(t.app, { firstName });
  const response = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: account.auth, payload: { locale, ...profile } });
  expect(response.statusCode, response.body).toBe(200);
  const device = push.subscribe();
  const subscribed = await t.app.inject({
    method: 'POST', url: '/api/v1/notifications/pushsubscriptions', headers: account.auth, payload: { ...device, deviceName: 'Firefox on Linux' },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  return { ...account, endpoint: device.endpoint };
}

const pushTitles = (account: { endpoint: string }) =>
  push.received.filter((message) => message.endpoint === account.endpoint).map((message) => (message.payload as { title: string }).title);
const mailTo = (account: Account | string, subject: string) =>
  smtp.to(typeof account === 'string' ? account : account.email).find((mail) => mail.subject === subject);
const icsDescription = (mail: ReceivedMail | undefined) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(mail!.attachments[0]!.content)).getFirstSubcomponent('vevent')!).description;

async function runWorker(times = 3) {
  for (let i = 0; i < times; i += 1) await t.runWorker();
}

const PLAN_MESSAGES = {
  de: {
    answered: 'Bo hat auf deinen Plan „Dinner“ geantwortet',
    answeredBody: 'Eine neue Antwort auf „Dinner“ von Bo. Sieh nach, welche Zeitfenster passen.',
    everyone: 'Alle haben auf „Dinner“ geantwortet',
    confirmed: '„Dinner“ findet statt: Freitag, 4. Dezember, Abend',
    confirmedBody: 'Ada hat Freitag, 4. Dezember, Abend für „Dinner“ gewählt. Füge es auf der Seite des Plans zu deinem Kalender hinzu.',
    ics: 'Vorgeschlagen von Ada auf FunPlans',
    openApp: 'FunPlans öffnen',
  },
  fr: {
    answered: 'Bo a répondu à ton plan « Dinner »',
    answeredBody: 'Une nouvelle réponse à « Dinner » de Bo. Regarde quels créneaux leur conviennent.',
    everyone: 'Tout le monde a répondu à « Dinner »',
    confirmed: '« Dinner » est confirmé : vendredi 4 décembre, soir',
    confirmedBody: 'Ada a choisi vendredi 4 décembre, soir pour « Dinner ». Ajoute-le à ton agenda depuis la page du plan.',
    ics: 'Proposé par Ada sur FunPlans',
    openApp: 'Ouvrir FunPlans',
  },
};

describe("a plan's messages", () => {
  it.each(Object.entries(PLAN_MESSAGES))('reach owner and responder in %s by email and push', async (locale, words) => {
    const owner = await userIn(locale, 'Ada');
    const responder = await userIn(locale, 'Bo');
    const plan = await proposePlan(t.app, owner);
    const expecting = await t.app.inject({
      method: 'PUT', url: `/api/v1/proposedplans/${plan.proposedPlanId}/notifications`, headers: owner.auth, payload: { expectedAnswers: 1 },
    });
    expect(expecting.statusCode, expecting.body).toBe(200);
    await answerPlan(t.app, plan.proposedPlanId, {}, responder.auth);
    t.clock.advance({ seconds: 61 });
    await runWorker();

    const answered = mailTo(owner, words.answered);
    expect(answered?.text).toContain(words.answeredBody);
    expect(answered?.text).toContain(`${words.openApp}: https://funplans.test/proposedplans/${plan.proposedPlanId}`);
    expect(answered?.html).toContain(`<html lang="${locale}">`);
    expect(mailTo(owner, words.everyone)).toBeDefined();
    expect(pushTitles(owner).sort()).toEqual([words.answered, words.everyone].sort());

    await confirmPlan(t.app, owner, plan.proposedPlanId);
    await runWorker();
    const confirmed = mailTo(responder, words.confirmed);
    expect(confirmed?.text).toContain(words.confirmedBody);
    expect(icsDescription(confirmed)).toBe(words.ics);
    expect(pushTitles(responder)).toEqual([words.confirmed]);
  });

  it('reach an anonymous responder in the language their plan page was in, the in-app list in the one the app asks in', async () => {
    const owner = await userIn('de', 'Ada');
    const plan = await proposePlan(t.app, owner);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Carmen', reactorEmail: 'carmen@example.com', acceptLanguage: 'es-ES,es;q=0.9' });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan', reactorEmail: 'alan@example.com' });
    await confirmPlan(t.app, owner, plan.proposedPlanId);
    t.clock.advance({ seconds: 61 });
    await runWorker();

    const spanish = mailTo('carmen@example.com', '«Dinner» está confirmado: viernes, 4 de diciembre, noche');
    expect(spanish?.text).toContain('Ada ha elegido viernes, 4 de diciembre, noche para «Dinner».');
    expect(icsDescription(spanish)).toBe('Propuesto por Ada en FunPlans');
    expect(mailTo('alan@example.com', "'Dinner' is on: Friday 4 December, evening")).toBeDefined();

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { ...owner.auth, 'accept-language': 'it' } });
    expect(list.json().notifications.map((n: { title: string }) => n.title)).toContain('Carmen e Alan hanno risposto al tuo programma «Dinner»');
  });

  it("give the confirmed plan's .ics the language this browser chose", async () => {
    const owner = await userIn('de', 'Ada');
    const plan = await proposePlan(t.app, owner);
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    await confirmPlan(t.app, owner, plan.proposedPlanId);
    const shareCode = (await t.app.inject({ method: 'GET', url: `/api/v1/proposedplans/${plan.proposedPlanId}`, headers: owner.auth })).json().shareCode as string;
    const ics = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/sharedplans/${shareCode}/event.ics`, headers });
    const description = async (headers: Record<string, string>) =>
      new ICAL.Event(new ICAL.Component(ICAL.parse((await ics(headers)).body)).getFirstSubcomponent('vevent')!).description;
    expect(await description({ 'accept-language': 'nl' })).toBe('Voorgesteld door Ada op FunPlans');
    expect(await description({ 'accept-language': 'nl', cookie: 'funplans-locale=it' })).toBe('Proposto da Ada su FunPlans');
    expect(await description({})).toBe('Proposed by Ada on FunPlans');
  });
});

const DAILY_MESSAGES = {
  de: {
    reminder: 'Morgen: Geburtstag von Grace und 2 weitere', holiday: '- 1. Weihnachtstag', plan: '- Abendessen mit Linus', digest: 'Triff dich wieder mit Grace',
  },
  fr: { reminder: 'Demain : Anniversaire de Grace et 2 autres', holiday: '- Noël', plan: '- Dîner avec Linus', digest: 'Revois Grace' },
};

describe('the daily messages', () => {
  it.each(Object.entries(DAILY_MESSAGES))('reach the user in %s by email and push, holidays and untitled plans named in it', async (locale, words) => {
    const user = await userIn(locale, 'Ada', { country: 'Germany', city: 'Berlin' });
    const personId = await addPerson(t.app, user.auth, { personName: 'Grace' });
    await addRecurringEvent(t.app, user.auth, {
      personId, recurringEventType: 'birthday', recurringEventName: 'Birthday', recurringEventMonth: 12, recurringEventDay: 25,
    });
    // A plan with Linus on Christmas Day keeps him out of the digest.
    const linus = await addPerson(t.app, user.auth, { personName: 'Linus' });
    const plan = await t.app.inject({
      method: 'POST', url: '/api/v1/events', headers: user.auth, payload: { personId: linus, eventDate: '2026-12-25', eventTimeSlot: 'evening', eventActivity: 'dinner' },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    // Thursday 24 December: the reminder of Christmas, and the digest on the user's digest day.
    const preferences = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: user.auth, payload: { digestWeekday: 4 } });
    expect(preferences.statusCode, preferences.body).toBe(200);
    await runWorker(1);
    t.clock.now = Temporal.Instant.from('2026-12-24T08:00:00Z');
    await runWorker();

    expect(mailTo(user, words.reminder)?.text).toContain(words.holiday);
    expect(mailTo(user, words.reminder)?.text).toContain(words.plan);
    expect(mailTo(user, words.digest)).toBeDefined();
    expect(pushTitles(user)).toEqual(expect.arrayContaining([words.reminder, words.digest]));
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: GOOD_PASSWORD } });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    const reminder = (await inApp(t.app, auth)).find((n) => n.title === "Tomorrow: Grace's birthday and 2 more");
    expect(reminder?.body).toContain('- dinner with Linus');
  });
});
