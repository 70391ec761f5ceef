import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  context = await phoneContext(browser, { baseURL: app.url, timezoneId: 'Europe/Berlin' });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

/** A new account with one person in the network, signed in through the API. */
async function signInWithFriend() {
  await signUpAndIn(context.request, { timeZone: 'Europe/Berlin' });
  await addPerson(context.request);
}

const eventActions = async (action: string) => {
  await page.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

describe('fun plans in Chromium', () => {
  it('plans an evening from Home, opens it, edits it, deletes it and lands on Home', async () => {
    await signInWithFriend();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Weekly' }).waitFor();
    await page.getByText('Nothing coming up!').waitFor();
    expect(await page.title()).toBe('Home | FunPlans');
    await expectAccessible(page, 'Home');

    // Today is selected; plan its evening with Grace: dinner.
    await page.getByRole('button', { name: 'Plan something in the evening' }).click();
    await page.getByLabel('Person').click();
    await page.getByRole('option', { name: 'Grace Hopper' }).click();
    await page.getByLabel('Activity').click();
    await page.getByRole('option', { name: 'Dinner' }).click();
    await expectAccessible(page, 'the new-plan form');
    await page.getByRole('button', { name: 'Add plan' }).click();
    await page.getByText(/^Event created for .+, Evening\./).waitFor();
    // The week shows it in today's evening, and Next Up names it.
    await page.getByRole('group', { name: 'This week' }).getByRole('link', { name: 'dinner with Grace Hopper' }).waitFor();
    await page.getByRole('region', { name: 'Next Up' }).getByRole('link', { name: 'dinner with Grace Hopper' }).waitFor();

    await page.getByRole('link', { name: 'View event' }).click();
    await page.getByRole('heading', { level: 1, name: 'dinner with Grace Hopper' }).waitFor();
    expect(await page.title()).toBe('dinner with Grace Hopper | FunPlans');
    // decode() waits for the picture to arrive (the heading can be on screen first) and fails when it cannot.
    expect(await page.getByRole('img', { name: 'Dinner illustration' }).evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1200);
    await expectAccessible(page, 'an event page');
    const eventUrl = new URL(page.url()).pathname;
    expect(eventUrl).toMatch(/^\/calendar\/[0-9a-f-]{36}$/);

    // Edit: a title of its own, notes, another activity.
    await eventActions('Edit');
    await page.waitForURL(`${eventUrl}/edit`);
    await expectAccessible(page, 'the event edit form');
    await page.getByRole('radio', { name: 'Movie' }).check();
    await page.getByLabel('Title').fill('Film night');
    await page.getByLabel('Notes').fill('Bring popcorn');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(eventUrl);
    await page.getByText('Event updated successfully').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Film night' }).waitFor();
    await page.getByText('Bring popcorn').waitFor();
    expect(await page.getByRole('img', { name: 'Movie illustration' }).count()).toBe(1);

    // Delete after confirming: 'Poof…', then Home, where the week is empty again.
    await eventActions('Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
    await dialog.getByText('Sure you want to delete this event?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Poof, this event is gone! Redirecting to home page ...').waitFor();
    await page.waitForURL('/');
    await page.getByText('Nothing coming up!').waitFor();
    expect(await page.getByRole('group', { name: 'This week' }).getByRole('link').count()).toBe(0);
  });

  it('steps through months on /calendar and plans from its day panel', async () => {
    await page.goto('/calendar');
    const month = await page.getByRole('heading', { level: 1 }).innerText();
    expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);
    await expectAccessible(page, 'the month calendar');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/calendar\/monthly\/\d{4}-\d{2}$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe(month);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('heading', { level: 1, name: month }).waitFor();
    expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Plan something in the morning' }).waitFor();
  });
});
