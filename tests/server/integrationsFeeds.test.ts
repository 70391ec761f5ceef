import net from 'node:net';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/contract/common';
import { eventsWindow } from '@/domain/contract/events';
import { externalEvent, icalFeed } from '@/domain/contract/integrations';
import { users } from '@/server/db/schema';
import { checkFeedUrl, FeedError, isPrivateAddress } from '@/server/integrations/feedFetch';
import { MAX_SERIES_PER_FEED } from '@/server/integrations/ics';
import { MAX_FEEDS_PER_USER } from '@/server/routes/integrations';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent } from './support/network';
import { startFakeGoogle, type FakeGoogle } from '../support/fakeGoogle';

/** Every Tuesday 13:30 in Berlin from 13 October 2026, five times, the 20 October one cancelled: across the end of summer time (25 October). */
const BERLIN_FEED = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//test//EN
X-WR-CALNAME:Sports club
BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE
BEGIN:VEVENT
UID:training@club.example
DTSTAMP:20261001T000000Z
DTSTART;TZID=Europe/Berlin:20261013T133000
DTEND;TZID=Europe/Berlin:20261013T150000
RRULE:FREQ=WEEKLY;COUNT=5
EXDATE;TZID=Europe/Berlin:20261020T133000
SUMMARY:Training
END:VEVENT
BEGIN:VEVENT
UID:fair@club.example
DTSTAMP:20261001T000000Z
DTSTART;VALUE=DATE:20261016
DTEND;VALUE=DATE:20261018
SUMMARY:Club fair
END:VEVENT
END:VCALENDAR`.replaceAll('\n', '\r\n');

const vcalendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20200101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const two = (n: number) => String(n).padStart(2, '0');
/** `count` series repeating every `interval` minutes since 1 January 2020 (the feed: 8, every minute; 791 bytes). */
const minutelySeries = (count: number, interval: number) => vcalendar(...Array.from({ length: count }, (_, i) => vevent(
  `UID:minutely-${i}@example.com`, `DTSTART:20200101T00${two(i)}00Z`, `RRULE:FREQ=MINUTELY;INTERVAL=${interval}`, `SUMMARY:Series ${i}`,
)));

let fake: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.feeds.set('club.ics', BERLIN_FEED);
  fake.feeds.set('huge.ics', `BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(6 * 1024 * 1024, 'x')}\r\nEND:VCALENDAR`);
  fake.feeds.set('not-a-calendar.ics', '<html>hello</html>');
  fake.feeds.set('every-minute.ics', minutelySeries(8, 1));
  fake.feeds.set('half-hourly.ics', minutelySeries(8, 30));
  fake.feeds.set('since-1970.ics', vcalendar(vevent('UID:standup@example.com', 'DTSTART:19700101T090000Z', 'DTEND:19700101T091500Z', 'RRULE:FREQ=DAILY', 'SUMMARY:Stand-up')));
  fake.feeds.set('many-series.ics', vcalendar(...Array.from({ length: MAX_SERIES_PER_FEED + 1 }, (_, i) => vevent(
    `UID:series-${i}@example.com`, 'DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=YEARLY', `SUMMARY:Anniversary ${i}`,
  ))));
  // ical.js looks for the next 29 February second by second: a single step of the expansion takes many seconds.
  fake.feeds.set('endless.ics', vcalendar(vevent('UID:leap@example.com', 'DTSTART:20260301T000000Z', 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29', 'SUMMARY:Leap second')));
  t = await createTestApp({ allowPrivateFeeds: true });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Auth = { authorization: string };
const addFeed = (app: TestApp['app'], auth: Auth, feedUrl: string) =>
  app.inject({ method: 'POST', url: '/api/v1/integrations', headers: auth, payload: { integrationType: 'ICS_FEED', feedUrl } });
const calendarWindow = (auth: Auth, startDate: string, days: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/eventswithintegration?startDate=${startDate}&days=${days}`, headers: auth });
const listIntegrations = async (auth: Auth) => (await t.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: auth })).json();

describe('ICS feed integration', () => {
  it('expands a weekly event with an EXDATE across the change from summer time into the right slot each week', async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, user.userId));
    const added = await addFeed(t.app, user.auth, `${fake.url}/feeds/club.ics`);
    expect(added.statusCode, added.body).toBe(201);
    const integrationId = added.json().integrationId as string;
    const listed = parseBody(externalEvent.array(), await t.app.inject({ method: 'GET', url: `/api/v1/integrations/${integrationId}/events?startDate=2026-10-12&days=35`, headers: user.auth }));
    const training = listed.filter((e) => e.summary === 'Training');
    expect(training.map((e) => [e.startDate, e.eventTimeSlot, e.start.dateTime])).toEqual([
      ['2026-10-13', 'noon', '2026-10-13T11:30:00Z'],
      ['2026-10-27', 'noon', '2026-10-27T12:30:00Z'],
      ['2026-11-03', 'noon', '2026-11-03T12:30:00Z'],
      ['2026-11-10', 'noon', '2026-11-10T12:30:00Z'],
    ]);
    const window = parseBody(eventsWindow, await t.app.inject({ method: 'GET', url: '/api/v1/eventswithintegration?startDate=2026-10-12&days=35', headers: user.auth }));
    expect(window.meta).toMatchObject({ externalCalendarStatus: 'CONNECTED', integrationUsed: integrationId });
    const busy = window.meta.busySlots.map((s) => `${s.date} ${s.timeSlot}`);
    expect(busy).toEqual(expect.arrayContaining(['2026-10-27 noon', '2026-10-27 afternoon', '2026-10-16 evening', '2026-10-17 morning']));
    expect(busy).not.toContain('2026-10-20 noon');
    expect(busy).not.toContain('2026-10-18 morning');
    const fair = window.events.find((e) => e.eventTitle === 'Club fair');
    expect(fair).toMatchObject({ eventDate: '2026-10-16', eventTimeSlot: 'morning', googleCalendarEventId: null, externalCalendarEventIntegrationId: integrationId });
  });

  it('refuses a feed that is not http(s), too large, or no calendar', async () => {
    const user = await signUp(t.app);
    expectError(await addFeed(t.app, user.auth, 'ftp://example.com/cal.ics'), 400, ERROR_CODES.validation);
    expect(expectError(await addFeed(t.app, user.auth, `${fake.url}/feeds/huge.ics`), 400, ERROR_CODES.validation).errorMessage).toMatch(/larger than 5 MB/);
    expect(expectError(await addFeed(t.app, user.auth, `${fake.url}/feeds/not-a-calendar.ics`), 400, ERROR_CODES.validation).errorMessage).toMatch(/iCalendar/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: user.auth })).json()).toEqual([]);
  });

  it("words a feed's refusal in the request's language, one found in the feed thread too", async () => {
    const user = await signUp(t.app);
    const addIn = (acceptLanguage: string, feed: string) => t.app.inject({
      method: 'POST', url: '/api/v1/integrations', headers: { ...user.auth, 'accept-language': acceptLanguage },
      payload: { integrationType: 'ICS_FEED', feedUrl: `${fake.url}/feeds/${feed}` },
    });
    expect(expectError(await addIn('de', 'not-a-calendar.ics'), 400, ERROR_CODES.validation).errorMessage)
      .toBe('Der Feed kann nicht verwendet werden: Unter der Adresse gibt es keinen iCalendar-Feed');
    expect(expectError(await addIn('fr', 'huge.ics'), 400, ERROR_CODES.validation).errorMessage)
      .toBe('Le flux ne peut pas être utilisé : Le flux dépasse 5 Mo');
    expect(expectError(await addIn('en', 'missing.ics'), 400, ERROR_CODES.validation).errorMessage)
      .toBe('The feed cannot be used: The feed server answered 404');
  });

  it('refuses private and loopback addresses unless ALLOW_PRIVATE_FEEDS is set', async () => {
    const guarded = await createTestApp();
    try {
      const user = await signUp(guarded.app);
      for (const address of [`${fake.url}/feeds/club.ics`, 'http://10.1.2.3/cal.ics', 'http://[::1]/cal.ics', 'http://169.254.169.254/latest', 'http://localhost/cal.ics']) {
        const refused = expectError(await addFeed(guarded.app, user.auth, address), 400, ERROR_CODES.validation);
        expect(refused.errorMessage, address).toMatch(/private or local network/);
      }
    } finally {
      await guarded.close();
    }
  });

  it('says only that a feed could not be fetched when the connection fails, not why', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const user = await signUp(t.app);
    const refused = expectError(await addFeed(t.app, user.auth, `http://127.0.0.1:${port}/cal.ics`), 400, ERROR_CODES.validation);
    expect(refused.errorMessage).toBe('The feed cannot be used: The feed could not be fetched');
  });
});

describe('costly feeds', () => {
  it('expands series from the window asked for: eight series every 30 minutes since 2020 give that day\'s occurrences', async () => {
    const user = await signUp(t.app);
    const added = await addFeed(t.app, user.auth, `${fake.url}/feeds/half-hourly.ics`);
    expect(added.statusCode, added.body).toBe(201);
    const listed = parseBody(externalEvent.array(), await t.app.inject({
      method: 'GET', url: `/api/v1/integrations/${added.json().integrationId}/events?startDate=2026-11-22&days=1`, headers: user.auth,
    }));
    expect(listed).toHaveLength(8 * 48);
    const series3 = listed.filter((e) => e.summary === 'Series 3').map((e) => e.start.dateTime);
    expect([series3.length, series3[0], series3.at(-1)]).toEqual([48, '2026-11-22T00:03:00Z', '2026-11-22T23:33:00Z']);
  });

  it('shows today\'s occurrence of a daily series begun in 1970', async () => {
    const user = await signUp(t.app);
    expect((await addFeed(t.app, user.auth, `${fake.url}/feeds/since-1970.ics`)).statusCode).toBe(201);
    const window = parseBody(eventsWindow, await calendarWindow(user.auth, '2026-11-22', 2));
    expect(window.meta.externalCalendarStatus).toBe('CONNECTED');
    expect(window.events.map((e) => [e.eventTitle, e.eventDate, e.eventTimeSlot])).toEqual([
      ['Stand-up', '2026-11-22', 'morning'], ['Stand-up', '2026-11-23', 'morning'],
    ]);
  });

  it('moves, adds and cancels occurrences as the feed\'s exceptions say, beside another series', async () => {
    fake.feeds.set('moved.ics', vcalendar(
      vevent('UID:yoga@example.com', 'DTSTART:20000103T090000Z', 'DTEND:20000103T100000Z', 'RRULE:FREQ=DAILY', 'EXDATE:20261125T090000Z', 'SUMMARY:Yoga'),
      vevent('UID:yoga@example.com', 'RECURRENCE-ID:20261123T090000Z', 'DTSTART:20261123T150000Z', 'DTEND:20261123T160000Z', 'SUMMARY:Yoga later'),
      vevent('UID:yoga@example.com', 'RECURRENCE-ID:20261220T090000Z', 'DTSTART:20261124T180000Z', 'DTEND:20261124T190000Z', 'SUMMARY:Yoga brought forward'),
      vevent('UID:run@example.com', 'DTSTART:20100101T070000Z', 'RRULE:FREQ=WEEKLY;BYDAY=SU', 'SUMMARY:Run'),
    ));
    const user = await signUp(t.app);
    const added = await addFeed(t.app, user.auth, `${fake.url}/feeds/moved.ics`);
    expect(added.statusCode, added.body).toBe(201);
    const listed = parseBody(externalEvent.array(), await t.app.inject({
      method: 'GET', url: `/api/v1/integrations/${added.json().integrationId}/events?startDate=2026-11-22&days=5`, headers: user.auth,
    }));
    expect(listed.map((e) => [e.summary, e.start.dateTime])).toEqual([
      ['Run', '2026-11-22T07:00:00Z'],
      ['Yoga', '2026-11-22T09:00:00Z'],
      ['Yoga later', '2026-11-23T15:00:00Z'],
      ['Yoga', '2026-11-24T09:00:00Z'],
      ['Yoga brought forward', '2026-11-24T18:00:00Z'],
      ['Yoga', '2026-11-26T09:00:00Z'],
    ]);
  });

  it('answers other requests while a costly window is being read, then reports the feed as failing', async () => {
    const user = await signUp(t.app);
    const added = await addFeed(t.app, user.auth, `${fake.url}/feeds/half-hourly.ics`);
    expect(added.statusCode, added.body).toBe(201);
    const served = fake.feedServed('half-hourly.ics');
    let windowAnswered = false;
    // A year of the eight series is past the cap: the reading goes on until the cap stops it.
    const window = calendarWindow(user.auth, '2026-11-22', 366).finally(() => { windowAnswered = true; });
    await served;
    // The app reads the fetched feed in the next turn of the event loop; reading it there would block these turns until it is done.
    await new Promise(setImmediate);
    await new Promise(setImmediate);
    // Several answers one after the other: what a window read on the event loop still had to do after it (a query) is done by then.
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect(windowAnswered).toBe(false);
    const answered = parseBody(eventsWindow, await window);
    expect(answered.meta).toMatchObject({ externalCalendarStatus: 'CONNECTED_BUT_FETCHING_FAILED', busySlots: [] });
    expect(answered.events.filter((e) => e.eventType === 'EXTERNAL_CALENDAR_EVENT')).toEqual([]);
  });

  it('refuses a feed that is too costly to read, or has too many recurring events, when it is added', async () => {
    const user = await signUp(t.app);
    const costly = expectError(await addFeed(t.app, user.auth, `${fake.url}/feeds/every-minute.ics`), 400, ERROR_CODES.validation);
    expect(costly.errorMessage).toBe('The feed cannot be used: The feed is too costly to read: it has too many events or repeats them too often');
    const many = expectError(await addFeed(t.app, user.auth, `${fake.url}/feeds/many-series.ics`), 400, ERROR_CODES.validation);
    expect(many.errorMessage).toBe(`The feed cannot be used: The feed has more than ${MAX_SERIES_PER_FEED} recurring events`);
    expect(await listIntegrations(user.auth)).toEqual([]);
  });

  it('refuses a feed whose reading runs out of time, and reads the next feed in a new thread', async () => {
    const user = await signUp(t.app);
    const endless = expectError(await addFeed(t.app, user.auth, `${fake.url}/feeds/endless.ics`), 400, ERROR_CODES.validation);
    expect(endless.errorMessage).toMatch(/too costly to read/);
    expect((await addFeed(t.app, user.auth, `${fake.url}/feeds/club.ics`)).statusCode).toBe(201);
  });

  it(`lets a user add at most ${MAX_FEEDS_PER_USER} feeds`, async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < MAX_FEEDS_PER_USER; i++) expect((await addFeed(t.app, user.auth, `${fake.url}/feeds/club.ics`)).statusCode).toBe(201);
    const refused = expectError(await addFeed(t.app, user.auth, `${fake.url}/feeds/club.ics`), 409, ERROR_CODES.conflict);
    expect(refused.errorMessage).toBe(`You can add at most ${MAX_FEEDS_PER_USER} calendar feeds; remove one first`);
    const inGerman = await t.app.inject({
      method: 'POST', url: '/api/v1/integrations', headers: { ...user.auth, 'accept-language': 'de' },
      payload: { integrationType: 'ICS_FEED', feedUrl: `${fake.url}/feeds/club.ics` },
    });
    expect(expectError(inGerman, 409, ERROR_CODES.conflict).errorMessage)
      .toBe(`Du kannst höchstens ${MAX_FEEDS_PER_USER} Kalender-Feeds hinzufügen; entferne zuerst einen`);
    expect(await listIntegrations(user.auth)).toHaveLength(MAX_FEEDS_PER_USER);
  });
});

describe('the private address guard', () => {
  it.each([
    ['IPv4-compatible ::/96', '::808:808'], ['6to4 2002::/16', '2002:808:808::1'], ['site-local fec0::/10', 'fec0::1'],
    ['local-use NAT64 64:ff9b:1::/48', '64:ff9b:1::808:808'], ['Teredo 2001::/32', '2001:0:4136:e378::1'],
  ])('refuses %s (%s), whatever IPv4 address it leads to', (_, address) => {
    expect(isPrivateAddress(address)).toBe(true);
    expect(() => checkFeedUrl(`http://[${address}]/calendar.ics`, false)).toThrow(FeedError);
  });

  it('judges an IPv4-mapped address (::ffff:0:0/96, hex as a URL writes it, or dotted) by its IPv4 address', () => {
    for (const address of ['::ffff:7f00:1', '::ffff:a01:203', '::ffff:127.0.0.1', '::ffff:169.254.169.254']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(() => checkFeedUrl('http://[::ffff:127.0.0.1]/calendar.ics', false)).toThrow(FeedError);
    expect(isPrivateAddress('::ffff:808:808')).toBe(false);
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '2001:4860:4860::8888', '2a00:1450:4001:80b::200e']) expect(isPrivateAddress(address), address).toBe(false);
    expect(checkFeedUrl('https://[2001:4860:4860::8888]/calendar.ics', false).hostname).toBe('[2001:4860:4860::8888]');
  });
});

describe('the own iCal feed', () => {
  it('serves confirmed plans and birthdays, not canceled ones, and regenerating retires the old address', async () => {
    const user = await signUp(t.app);
    const personId = await addPerson(t.app, user.auth, { personName: 'Grace' });
    await addRecurringEvent(t.app, user.auth, { personId, recurringEventName: 'Grace birthday', recurringEventType: 'birthday', recurringEventMonth: 2, recurringEventDay: 29 });
    const plan = (eventTitle: string) => t.app.inject({ method: 'POST', url: '/api/v1/events', headers: user.auth, payload: { personId, eventDate: '2026-12-01', eventTimeSlot: 'evening', eventTitle } });
    await plan('Dinner with Grace');
    const canceled = (await plan('Skating')).json().eventId as string;
    await t.app.inject({ method: 'PUT', url: `/api/v1/events/${canceled}`, headers: user.auth, payload: { status: 'canceled' } });

    const { url } = parseBody(icalFeed, await t.app.inject({ method: 'GET', url: '/api/v1/icalfeed', headers: user.auth }));
    expect(parseBody(icalFeed, await t.app.inject({ method: 'GET', url: '/api/v1/icalfeed', headers: user.auth })).url).toBe(url);
    const path = new URL(url).pathname;
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/calendar/);
    const vevents = new ICAL.Component(ICAL.parse(served.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents.map((e) => e.summary).sort()).toEqual(['Dinner with Grace', 'Grace birthday']);
    const dinner = vevents.find((e) => e.summary === 'Dinner with Grace')!;
    expect(dinner.startDate.toJSDate().toISOString()).toBe('2026-12-01T18:00:00.000Z');
    const birthday = vevents.find((e) => e.summary === 'Grace birthday')!;
    expect([birthday.startDate.isDate, birthday.isRecurring(), birthday.startDate.month, birthday.startDate.day]).toEqual([true, true, 2, 29]);

    const renewed = parseBody(icalFeed, await t.app.inject({ method: 'POST', url: '/api/v1/icalfeed/regenerate', headers: user.auth }));
    expect(renewed.url).not.toBe(url);
    expectError(await t.app.inject({ method: 'GET', url: path }), 404, ERROR_CODES.notFound);
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed.url).pathname })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/ical/not-a-secret.ics' }), 404, ERROR_CODES.notFound);
  });

  it("names an untitled plan in its owner's language, whatever language the calendar app asks in", async () => {
    const summaries = async (locale: string) => {
      const user = await signUp(t.app);
      const profile = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: user.auth, payload: { locale } });
      expect(profile.statusCode, profile.body).toBe(200);
      const personId = await addPerson(t.app, user.auth, { personName: 'Grace' });
      const added = await t.app.inject({
        method: 'POST', url: '/api/v1/events', headers: user.auth, payload: { personId, eventDate: '2026-12-01', eventTimeSlot: 'evening', eventActivity: 'dinner' },
      });
      expect(added.statusCode, added.body).toBe(201);
      const { url } = parseBody(icalFeed, await t.app.inject({ method: 'GET', url: '/api/v1/icalfeed', headers: user.auth }));
      const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { 'accept-language': 'en' } });
      return new ICAL.Component(ICAL.parse(served.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
    };
    expect(await summaries('de')).toEqual(['Abendessen mit Grace']);
    expect(await summaries('fr')).toEqual(['Dîner avec Grace']);
  });
});
