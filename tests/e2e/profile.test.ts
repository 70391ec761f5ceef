import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenMeteo, startFakeOpenMeteo } from '../support/fakeOpenMeteo';
import { PASSWORD, type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

const TIME_ZONE = 'Europe/Berlin';
const userToday = () => Temporal.Now.plainDateISO(TIME_ZONE).toString();

let provider: FakeOpenMeteo;
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  provider = await startFakeOpenMeteo(userToday);
  [app, browser] = await Promise.all([startApp({ weatherApiUrl: provider.url }), launchBrowser()]);
  context = await phoneContext(browser, { baseURL: app.url, timezoneId: TIME_ZONE });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  await provider?.close();
});

const signIn = () => signUpAndIn(context.request, { timeZone: TIME_ZONE });

describe('profile, holidays, reports and weather in Chromium', () => {
  it('sets country and city, sees the holidays of that country and the forecast for that city', async () => {
    await signIn();
    await page.goto('/holidays');
    await page.getByRole('heading', { name: 'Holidays & Anniversaries' }).waitFor();
    await page.getByText('Set your country to see its public holidays.').waitFor();
    await expectAccessible(page, 'the holidays page without a country');
    await page.getByRole('link', { name: 'Edit profile' }).click();

    await page.waitForURL('/profile/edit');
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    await expect.poll(() => page.getByLabel('Country').isEnabled()).toBe(true);
    await expectAccessible(page, 'the empty profile form');
    await page.getByLabel('Country').selectOption('Germany');
    const city = page.getByLabel('City');
    await expect.poll(() => city.isEnabled()).toBe(true);
    await city.selectOption('Munich');
    await page.getByLabel('Birth year').selectOption('1990');
    await page.getByLabel('Birth month').selectOption('December');
    await page.getByLabel('Birth day').selectOption('10');
    await expectAccessible(page, 'the filled-in profile form');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('/profile');
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByText('Munich, Germany').waitFor();
    await page.getByText('Dec 10th 1990').waitFor();
    await expectAccessible(page, 'the profile page');
    const me = await (await context.request.get('/api/v1/auth/me')).json();
    expect(me.geo).toMatchObject({ country: 'Germany', city: 'Munich' });

    await page.getByRole('link', { name: 'Holidays & Anniversaries' }).click();
    await page.waitForURL('/holidays');
    await page.getByText('Public holidays in Germany').waitFor();
    const thisMonth = page.locator('section[aria-current="date"]');
    const monthName = Temporal.Now.plainDateISO(TIME_ZONE).toLocaleString('en-GB', { month: 'long' });
    expect(await thisMonth.getByRole('heading').textContent()).toBe(`${monthName} (this month)`);
    await page.getByRole('heading', { name: 'December' }).waitFor();
    expect(await page.getByRole('link', { name: /^Christmas Day/ }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'the holidays page');

    // The forecast for the user's place comes from the (fake) provider through the running app.
    const forecast = await context.request.get(`/api/v1/weather/forecast?latitude=${me.geo.lat}&longitude=${me.geo.long}`);
    expect(forecast.status()).toBe(200);
    const today = userToday();
    expect((await forecast.json())[today]).toEqual({ maxTemp: 7, weatherType: 'clear' });
    expect(provider.requests.at(-1)?.get('latitude')).toBe(String(Math.round(me.geo.lat * 10) / 10));
    const icon = await context.request.get('/img/weather/weather_clear.jpg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/jpeg');

    // Home's week shows that forecast: today's cell has the recorded sunny 7°.
    await page.goto('/');
    const todaysWeather = page.getByRole('list', { name: 'Weather' }).getByRole('listitem', { name: today });
    await todaysWeather.getByRole('img', { name: 'Clear sky' }).waitFor();
    expect(await todaysWeather.textContent()).toBe('7°');
    await expectAccessible(page, 'Home with the weather row');
  });

  it('changes the email only with the current password, and signs out the account everywhere else', async () => {
    const { email } = await signIn();
    const elsewhere = await phoneContext(browser, { baseURL: app.url });
    try {
      expect((await elsewhere.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
      await page.goto('/profile/edit');
      await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
      const emailField = page.getByLabel('Email');
      await expect.poll(() => emailField.inputValue()).toBe(email);
      const newEmail = `moved.${email}`;
      await emailField.fill(newEmail);
      const currentPassword = page.getByLabel('Current password');
      await currentPassword.fill('not my password');
      await expectAccessible(page, 'the profile form asking for the current password');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/The current password is not right/).waitFor();
      expect((await (await context.request.get('/api/v1/auth/me')).json()).email).toBe(email);

      await currentPassword.fill(PASSWORD);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL('/profile');
      await page.getByText('Profile updated successfully').waitFor();
      expect((await (await context.request.get('/api/v1/auth/me')).json()).email).toBe(newEmail);
      expect((await elsewhere.request.get('/api/v1/auth/me')).status()).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it('shows an empty report with its invitation', async () => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('/reports');
    await page.getByText('No data yet. Add some events with the people in your network to view reports!').waitFor();
    await expectAccessible(page, 'the empty reports page');
  });

  it('reports past fun plans a year at a time and opens their person', async () => {
    const personId = await addPerson(context.request);
    const today = Temporal.Now.plainDateISO(TIME_ZONE);
    const lastWeek = today.subtract({ days: 7 });
    const longAgo = Temporal.PlainDate.from({ year: today.year - 3, month: 6, day: 15 });
    for (const date of [lastWeek, longAgo]) {
      const created = await context.request.post('/api/v1/events', {
        data: { personId, eventDate: date.toString(), eventTimeSlot: 'evening', eventActivity: 'dinner' },
      });
      expect(created.status()).toBe(201);
    }
    const monthOf = (date: Temporal.PlainDate) => page.getByRole('region', { name: date.toLocaleString('en-GB', { month: 'long', year: 'numeric' }) });
    const previousYear = page.getByRole('button', { name: 'Previous year' });

    // The page asks for this year's months only.
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/v1/reports?year=${today.year}`));
    await page.goto('/reports');
    expect((await answer).status()).toBe(200);
    await page.getByRole('heading', { name: 'Events Monthly' }).waitFor();
    // In the first week of January, last week was last year.
    if (lastWeek.year < today.year) await previousYear.click();
    await monthOf(lastWeek).getByRole('link', { name: /Grace Hopper/ }).waitFor();
    await expectAccessible(page, 'the reports page with data');

    // The years without events in between are skipped.
    await previousYear.click();
    await monthOf(longAgo).getByRole('link', { name: /Grace Hopper/ }).waitFor();
    await expect.poll(() => previousYear.isDisabled()).toBe(true);
    await monthOf(longAgo).getByRole('link', { name: /Grace Hopper/ }).click();
    await page.waitForURL(`/network/${personId}`);
  });
});
