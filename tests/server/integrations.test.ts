import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/contract/common';
import { eventsWindow } from '@/domain/contract/events';
import { externalCalendar, externalEvent, externalEventDetail, integration } from '@/domain/contract/integrations';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';
import { startFakeGoogle, type FakeGoogle } from '../support/fakeGoogle';

let fake: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp({ google: fake.config });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Auth = { authorization: string };
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });

/** Starts the consent: the fake's authorize URL the browser is sent to. */
async function startConsent(auth: Auth, integrationId: string): Promise<URL> {
  const response = await t.app.inject({ method: 'GET', url: `/oauth/connect/googlecalendar?integrationId=${integrationId}&isFirstTime=true`, headers: auth });
  expect(response.statusCode, response.body).toBe(302);
  return new URL(response.headers.location as string);
}

/** The browser at the fake's consent screen: its redirect back to our callback. */
async function consent(authorizeUrl: URL): Promise<URL> {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

const callback = (auth: Auth, back: URL) => t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: auth });

async function connectedGoogle(auth: Auth) {
  const integrationId = parseBody(integration.pick({ integrationId: true }), await api('POST', '/integrations', auth, { integrationType: 'GOOGLE_CALENDAR' }), 201).integrationId;
  const done = await callback(auth, await consent(await startConsent(auth, integrationId)));
  expect(done.statusCode, done.body).toBe(302);
  expect(done.headers.location).toBe(`/settings/integrations/${integrationId}`);
  return integrationId;
}

const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
const integrationsText = async () => JSON.stringify(await rowsOf(sql`select * from integrations`));
const windowOf = async (auth: Auth) => parseBody(eventsWindow, await api('GET', '/eventswithintegration?startDate=2026-11-22&days=7', auth));

describe('Google Calendar', () => {
  it('connects with PKCE, merges the chosen calendar, ignores, converts and disconnects with a revoke', async () => {
    const user = await signUp(t.app);
    expect(parseBody(integration.array(), await api('GET', '/integrations', user.auth))).toEqual([]);
    expect((await api('GET', '/integrations/options', user.auth)).json()).toEqual({ googleCalendarConfigured: true });
    const integrationId = await connectedGoogle(user.auth);
    const asked = fake.lastAuthorize!;
    expect(asked.get('scope')).toBe('https://www.googleapis.com/auth/calendar.readonly');
    expect([asked.get('access_type'), asked.get('prompt'), asked.get('code_challenge_method')]).toEqual(['offline', 'consent', 'S256']);
    expect(asked.get('redirect_uri')).toMatch(/\/oauth\/callback\/googlecalendar$/);

    const stored = await integrationsText();
    expect(fake.issuedTokens.length).toBeGreaterThanOrEqual(2);
    for (const secret of fake.issuedTokens) expect(stored, 'a plaintext token in the database').not.toContain(secret);

    const calendars = parseBody(externalCalendar.array(), await api('GET', `/integrations/${integrationId}/calendars`, user.auth));
    expect(calendars.map((c) => c.id)).toEqual(['primary', 'work@example.com']);
    parseBody(integration.pick({ integrationId: true }), await api('PUT', `/integrations/${integrationId}`, user.auth, { activeCalendarId: 'primary', activeCalendarName: 'Ada Lovelace', activeCalendarColor: '#9FC6E7' }));

    fake.events.set('primary', [
      { id: 'timed1', summary: 'Team lunch', start: { dateTime: '2026-11-24T13:30:00Z' }, end: { dateTime: '2026-11-24T15:00:00Z' } },
      { id: 'allday1', summary: 'Conference', start: { date: '2026-11-26' }, end: { date: '2026-11-27' } },
      { id: 'free1', summary: 'Reminder', start: { date: '2026-11-23' }, end: { date: '2026-11-24' }, transparency: 'transparent' },
      { id: 'dentist1', summary: 'Dentist appointment', start: { dateTime: '2026-11-25T09:00:00Z' }, end: { dateTime: '2026-11-25T10:00:00Z' } },
      { id: 'bob1', summary: 'Drinks with Bob', start: { dateTime: '2026-11-27T19:00:00Z' }, end: { dateTime: '2026-11-27T21:00:00Z' } },
    ]);
    let window = await windowOf(user.auth);
    expect(window.meta).toMatchObject({ externalCalendarStatus: 'CONNECTED', integrationUsed: integrationId });
    const external = window.events.filter((e) => e.eventType === 'EXTERNAL_CALENDAR_EVENT');
    expect(external.map((e) => [e.eventId, e.eventDate, e.eventTimeSlot])).toEqual([
      ['free1', '2026-11-23', 'morning'], ['timed1', '2026-11-24', 'noon'], ['dentist1', '2026-11-25', 'morning'],
      ['allday1', '2026-11-26', 'morning'], ['bob1', '2026-11-27', 'evening'],
    ]);
    expect(external[1]).toMatchObject({ eventTitle: 'Team lunch', googleCalendarEventId: 'timed1', externalCalendarEventIntegrationId: integrationId, status: 'confirmed', personId: null });
    const busy = window.meta.busySlots.map((s) => `${s.date} ${s.timeSlot}`).sort();
    expect(busy).toEqual([
      '2026-11-24 afternoon', '2026-11-24 noon', '2026-11-25 morning',
      '2026-11-26 afternoon', '2026-11-26 evening', '2026-11-26 morning', '2026-11-26 noon', '2026-11-27 evening',
    ]);

    expectError(await api('POST', '/integrations/ignorerules', user.auth, { matchPattern: 'dentist', createdFromExternalIntegrationId: crypto.randomUUID() }), 404, ERROR_CODES.notFound);
    expect((await api('POST', '/integrations/ignorerules', user.auth, { matchPattern: 'DENTIST' })).statusCode).toBe(201);
    window = await windowOf(user.auth);
    expect(window.events.find((e) => e.eventId === 'dentist1')?.ignoredByUser).toBe(true);
    expect(window.meta.busySlots).not.toContainEqual({ date: '2026-11-25', timeSlot: 'morning' });

    const personId = await addPerson(t.app, user.auth);
    const stranger = await signUp(t.app);
    const convert = { personId, eventDate: '2026-11-27', eventTimeSlot: 'evening', externalCalendarEventId: 'bob1', externalCalendarEventIntegrationId: integrationId };
    expectError(await api('POST', '/events', stranger.auth, { ...convert, personId: await addPerson(t.app, stranger.auth) }), 404, ERROR_CODES.notFound);
    const converted = await api('POST', '/events', user.auth, convert);
    expect(converted.statusCode, converted.body).toBe(201);
    const eventId = converted.json().eventId as string;
    expect((await api('GET', `/events/${eventId}`, user.auth)).json().createdFromExternalEventId).toBe('bob1');
    window = await windowOf(user.auth);
    expect(window.events.filter((e) => e.externalCalendarEventId === 'bob1')).toEqual([]);
    expect(window.events.some((e) => e.eventId === eventId)).toBe(true);
    const listed = parseBody(externalEvent.array(), await api('GET', `/integrations/${integrationId}/events?startDate=2026-11-22&days=7`, user.auth));
    expect(listed.find((e) => e.id === 'bob1')?.convertedEventId).toBe(eventId);
    const detail = parseBody(externalEventDetail, await api('GET', '/integrations/externalcalendarevents/bob1', user.auth));
    expect(detail).toMatchObject({ event: { id: 'bob1', convertedEventId: eventId, eventTimeSlot: 'evening' }, integration: { integrationId } });
    expectError(await api('GET', '/integrations/externalcalendarevents/bob1', stranger.auth), 404, ERROR_CODES.notFound);

    const deleted = await api('DELETE', `/integrations/${integrationId}`, user.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(fake.revoked.some((revoked) => fake.issuedTokens.includes(revoked))).toBe(true);
    expectError(await api('GET', `/integrations/${integrationId}`, user.auth), 404, ERROR_CODES.notFound);
    expect((await windowOf(user.auth)).meta.externalCalendarStatus).toBe('NOT_CONNECTED');
  });

  it('refreshes an expired access token, answers a failing provider with the own events, and unverifies a revoked grant', async () => {
    const user = await signUp(t.app);
    const integrationId = await connectedGoogle(user.auth);
    await api('PUT', `/integrations/${integrationId}`, user.auth, { activeCalendarId: 'work@example.com', activeCalendarName: 'Work' });
    fake.events.set('work@example.com', [{ id: 'w1', summary: 'Standup', start: { dateTime: '2026-11-23T08:00:00Z' }, end: { dateTime: '2026-11-23T08:15:00Z' } }]);
    const before = fake.issuedTokens.length;
    fake.expireAccessTokens();
    expect((await windowOf(user.auth)).events.map((e) => e.eventId)).toEqual(['w1']);
    expect(fake.issuedTokens.length, 'a refreshed access token').toBe(before + 1);

    t.clock.advance({ seconds: 61 });
    fake.apiMode = 'error';
    const failed = await windowOf(user.auth);
    fake.apiMode = 'ok';
    expect(failed.meta).toMatchObject({ externalCalendarStatus: 'CONNECTED_BUT_FETCHING_FAILED', busySlots: [] });

    fake.revokeGrants();
    fake.expireAccessTokens();
    expect((await windowOf(user.auth)).meta.externalCalendarStatus).toBe('CONNECTED_BUT_FETCHING_FAILED');
    const after = parseBody(integration, await api('GET', `/integrations/${integrationId}`, user.auth));
    expect(after.integrationStatus).toBe('NOT_VERIFIED');
    expect((await windowOf(user.auth)).meta.externalCalendarStatus).toBe('NOT_CONNECTED');
  });

  it('refuses a missing, wrong, replayed, expired or other user\'s state and stores nothing', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const integrationId = parseBody(integration.pick({ integrationId: true }), await api('POST', '/integrations', user.auth, { integrationType: 'GOOGLE_CALENDAR' }), 201).integrationId;
    const back = await consent(await startConsent(user.auth, integrationId));
    const withState = (state: string | null) => {
      const url = new URL(back);
      if (state === null) url.searchParams.delete('state'); else url.searchParams.set('state', state);
      return url;
    };
    expectError(await callback(user.auth, withState(null)), 400, ERROR_CODES.validation);
    expectError(await callback(user.auth, withState('wrong-state')), 400, ERROR_CODES.validation);
    expectError(await callback(other.auth, back), 400, ERROR_CODES.validation);
    const status = async () => parseBody(integration, await api('GET', `/integrations/${integrationId}`, user.auth)).integrationStatus;
    expect(await status()).toBe('NOT_VERIFIED');
    expect((await callback(user.auth, back)).statusCode).toBe(302);
    expect(await status()).toBe('VERIFIED');
    expectError(await callback(user.auth, back), 400, ERROR_CODES.validation);

    const late = parseBody(integration.pick({ integrationId: true }), await api('POST', '/integrations', user.auth, { integrationType: 'GOOGLE_CALENDAR' }), 201).integrationId;
    const lateBack = await consent(await startConsent(user.auth, late));
    t.clock.advance({ minutes: 11 });
    expectError(await callback(user.auth, lateBack), 400, ERROR_CODES.validation);

    const denied = parseBody(integration.pick({ integrationId: true }), await api('POST', '/integrations', user.auth, { integrationType: 'GOOGLE_CALENDAR' }), 201).integrationId;
    const deniedBack = new URL(await consent(await startConsent(user.auth, denied)));
    deniedBack.searchParams.delete('code');
    deniedBack.searchParams.set('error', 'access_denied');
    const answer = await callback(user.auth, deniedBack);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`/settings/integrations/${denied}`);
    const rows = await rowsOf(sql`select integration_status, access_token from integrations where id in (${late}, ${denied})`);
    expect(rows).toEqual([{ integration_status: 'NOT_VERIFIED', access_token: null }, { integration_status: 'NOT_VERIFIED', access_token: null }]);
  });

  it('sends a visitor without a session to the login page', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/oauth/connect/googlecalendar?integrationId=${crypto.randomUUID()}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe('without Google credentials', () => {
  it('says Google is not configured', async () => {
    const bare = await createTestApp();
    try {
      const user = await signUp(bare.app);
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/integrations/options', headers: user.auth })).json()).toEqual({ googleCalendarConfigured: false });
      const refused = expectError(await bare.app.inject({ method: 'POST', url: '/api/v1/integrations', headers: user.auth, payload: { integrationType: 'GOOGLE_CALENDAR' } }), 400, ERROR_CODES.validation);
      expect(refused.errorMessage).toMatch(/GOOGLE_CLIENT_ID/);
    } finally {
      await bare.close();
    }
  });
});
