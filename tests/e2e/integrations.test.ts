import { setupI18n } from '@lingui/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_DISCONNECTED } from '@/machines/integrationMachine';
import { type FakeGoogle, startFakeGoogle } from '../support/fakeGoogle';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

/** The app's English texts: the browser here shows English. */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

let google: FakeGoogle;
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  google = await startFakeGoogle();
  [app, browser] = await Promise.all([startApp({ google: google.config }), launchBrowser()]);
  context = await phoneContext(browser, { baseURL: app.url, timezoneId: 'UTC' });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  await google?.close();
});

/** Two timed events today in the fake Google calendar: a morning one and an evening one. */
function todaysGoogleEvents() {
  const today = Temporal.Now.plainDateISO('UTC').toString();
  google.events.set('primary', [
    { id: 'dentist1', summary: 'Dentist appointment', start: { dateTime: `${today}T09:00:00Z` }, end: { dateTime: `${today}T10:00:00Z` } },
    { id: 'drinks1', summary: 'Drinks with Bob', start: { dateTime: `${today}T19:00:00Z` }, end: { dateTime: `${today}T21:00:00Z` } },
  ]);
}

const thisWeek = () => page.getByRole('group', { name: 'This week' });

describe('a Google calendar in Chromium', () => {
  it('connects through the consent screen, shows busy slots, ignores one event, converts another and disconnects', async () => {
    await signUpAndIn(context.request, { timeZone: 'UTC' });
    await addPerson(context.request);
    todaysGoogleEvents();

    await page.goto('/settings');
    await page.getByLabel('Feed address').waitFor();
    await expectAccessible(page, 'the settings page with its calendar choices');
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    // The app's connect endpoint sends the browser to the (fake) consent screen, which sends it back.
    await page.waitForURL(/\/settings\/integrations\/[0-9a-f-]{36}$/);
    const integrationPath = new URL(page.url()).pathname;
    expect(google.lastAuthorize?.get('code_challenge_method')).toBe('S256');
    await page.getByText('Status: Connected').waitFor();
    await page.getByRole('radio', { name: 'Ada Lovelace' }).check();
    const activeCalendar = async () => (await (await context.request.get(`/api/v1${integrationPath.replace('/settings', '')}`)).json()).activeCalendarId;
    await expect.poll(activeCalendar).toBe('primary');
    await expectAccessible(page, 'the integration page');

    await page.goto('/');
    await thisWeek().getByRole('link', { name: 'Dentist appointment' }).waitFor();
    await page.getByRole('button', { name: 'Morning, busy in your calendar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Morning, busy in your calendar' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'Home with a linked calendar');

    await thisWeek().getByRole('link', { name: 'Dentist appointment' }).click();
    await page.waitForURL('/externalcalendar/dentist1');
    await expect.poll(() => page.getByLabel('Match text').inputValue()).toBe('Dentist appointment');
    await expectAccessible(page, 'the external event page');
    await page.getByRole('button', { name: 'Ignore event' }).click();
    await page.getByText(/^Rule added: events matching 'Dentist appointment'/).waitFor();

    await page.goto('/');
    await thisWeek().getByRole('link', { name: 'Dentist appointment (ignored)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Morning, busy in your calendar' }).count()).toBe(0);

    await thisWeek().getByRole('link', { name: 'Drinks with Bob' }).click();
    await page.waitForURL('/externalcalendar/drinks1');
    await page.getByLabel('Person').click();
    await page.getByRole('option', { name: 'Grace Hopper' }).click();
    await page.getByRole('button', { name: 'Convert to Fun Plan' }).click();
    await page.getByText('Fun plan created.').waitFor();
    await page.getByRole('link', { name: 'View event' }).click();
    await page.waitForURL(/\/calendar\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Created from external event' }).waitFor();

    await page.goto('/settings/ignorerules');
    await page.getByRole('button', { name: "Delete rule 'Dentist appointment'" }).waitFor();
    await expectAccessible(page, 'the ignore rules page');

    await page.goto(integrationPath);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText(english._(INTEGRATION_DISCONNECTED)).waitFor();
    await page.waitForURL('/settings');
    await page.getByText('No calendar linked.').waitFor();
    expect(google.revoked.length).toBeGreaterThan(0);
    await expectAccessible(page, 'the settings page without a linked calendar');
  });
});
