import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '@/server/notifications/unsubscribe';
import { secretBoxFor } from '@/server/secrets';
import { type RunningApp, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

/** The server's secrets key, known to the test so that it can sign an unsubscribe link as the server does for an email. */
const SECRETS_KEY = crypto.randomBytes(32).toString('hex');

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ secretsKey: SECRETS_KEY }), launchBrowser()]);
  context = await phoneContext(browser, { baseURL: app.url });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

const preferences = () => page.getByRole('region', { name: 'What reaches you' });
const hour = () => preferences().getByLabel('Time of reminders and the digest');
const emailSwitch = (kind: string) => preferences().getByRole('switch', { name: `${kind}: Email` });

async function openSettings() {
  await page.goto('/settings/notifications');
  await emailSwitch('Someone answered my plan').waitFor();
}

describe('the notification settings and the unsubscribe page in Chromium', () => {
  it('keeps a changed hour and a kind turned off by email across a reload', async () => {
    await signUpAndIn(context.request);
    await openSettings();
    // No SMTP_URL here: the page says so, and the choices are kept for when it is set.
    await preferences().getByText(/^This server sends no email/).waitFor();
    expect(await hour().inputValue()).toBe('8');
    await expectAccessible(page, 'the notification settings');

    await hour().selectOption({ label: '21:00' });
    await preferences().getByText('Saved').waitFor();
    await emailSwitch('Someone answered my plan').click();
    await expect.poll(async () => (await (await context.request.get('/api/v1/notifications/preferences')).json()).channels['plan.answered'])
      .toEqual({ email: false, push: true });

    await page.reload();
    await emailSwitch('Someone answered my plan').waitFor();
    expect(await hour().inputValue()).toBe('21');
    expect(await emailSwitch('Someone answered my plan').isChecked()).toBe(false);
    expect(await emailSwitch('Everyone answered my plan').isChecked()).toBe(true);
  });

  it("stops a kind from an email's link only when asked, which the settings then show", async () => {
    const { userId } = await signUpAndIn(context.request, { firstName: 'Grace' });
    const token = unsubscribeToken(secretBoxFor(SECRETS_KEY), { user: userId, kind: 'reminder.upcoming', channel: 'email' });

    // Whoever opens the link need not be signed in on this browser.
    const visitor = await phoneContext(browser, { baseURL: app.url });
    const unsubscribePage = await visitor.newPage();
    await unsubscribePage.goto(`/unsubscribe/${token}`);
    await unsubscribePage.getByText("Stop getting reminders of tomorrow's birthdays, holidays and plans by email?").waitFor();
    await expectAccessible(unsubscribePage, 'the unsubscribe page');
    // Opening it, as a link scanner would, stopped nothing.
    expect((await (await visitor.request.get(`/api/v1/notifications/unsubscribe/${token}`)).json()).unsubscribed).toBe(false);

    await unsubscribePage.getByRole('button', { name: 'Stop these emails' }).click();
    await unsubscribePage.getByText("You will no longer get reminders of tomorrow's birthdays, holidays and plans by email.").waitFor();
    await expectAccessible(unsubscribePage, 'the unsubscribe page once stopped');
    expect(await unsubscribePage.getByRole('link', { name: 'Choose what FunPlans sends you' }).getAttribute('href')).toBe('/settings/notifications');

    // A link that was altered says so.
    await unsubscribePage.goto(`/unsubscribe/${token.slice(0, -4)}AAAA`);
    await unsubscribePage.getByText(/^This unsubscribe link does not work/).waitFor();
    await expectAccessible(unsubscribePage, 'the unsubscribe page with a link that does not work');
    await visitor.close();

    await openSettings();
    expect(await emailSwitch('Reminders the day before').isChecked()).toBe(false);
    expect(await preferences().getByRole('switch', { name: 'Reminders the day before: Push' }).isChecked()).toBe(true);
  });
});
