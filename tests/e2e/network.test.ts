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
  context = await phoneContext(browser, { baseURL: app.url });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

/** A new account, signed in through the API: the journey starts on a signed-in phone. */
const signIn = () => signUpAndIn(context.request);

const personActions = async (action: string) => {
  await page.getByRole('button', { name: 'Person actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

describe('the network of people in Chromium', () => {
  it('adds two people, opens and edits one, gives them a birthday, and deletes the other', async () => {
    await signIn();
    await page.goto('/network');
    await page.getByText('Uh-oh, no people in your network yet!').waitFor();
    expect(await page.title()).toBe('Network | FunPlans');
    await expectAccessible(page, 'the empty network page');

    // The first person with 'Add another': the form stays, fresh.
    await page.getByRole('link', { name: 'Add person' }).click();
    await page.waitForURL('/network/add');
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByRole('img', { name: 'woman with a black hair bun' }).click();
    await expectAccessible(page, 'the add-person form');
    await page.getByLabel('Add another').check();
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByText('Person created successfully').waitFor();
    expect(new URL(page.url()).pathname).toBe('/network/add');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    // The second one without it: on to their page.
    await page.getByLabel('Name', { exact: true }).fill('Alan Turing');
    await page.getByLabel('Meet frequency').selectOption('Weekly');
    await page.getByLabel('Add another').uncheck();
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alan Turing' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/network\/[0-9a-f-]{36}$/);
    await page.getByText('Person created successfully').waitFor();

    // Both are in the network; open Grace.
    await page.getByRole('link', { name: 'Back to network' }).click();
    const people = page.getByRole('list', { name: 'People' });
    await people.getByRole('link').nth(1).waitFor();
    // Text content, not innerText: a row off screen or not yet laid out (content-visibility) has no innerText.
    expect(await people.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('Alan Turing'), expect.stringContaining('Grace Hopper'),
    ]);
    await people.getByRole('link', { name: /Grace Hopper/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    const graceUrl = new URL(page.url()).pathname;
    await expectAccessible(page, 'a person page');
    // The speed dial's actions reach screen readers only while it is open.
    const actions = page.getByRole('menu');
    const dial = page.getByRole('button', { name: 'Person actions' });
    await dial.waitFor();
    expect(await actions.count()).toBe(0);
    await dial.click();
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
    expect(await actions.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))))
      .toEqual(['Delete', 'Edit', 'Recurring Events']);
    await dial.click();
    await actions.waitFor({ state: 'hidden' });

    // Edit her: notes and where to message her.
    await personActions('Edit');
    await page.waitForURL(`${graceUrl}/edit`);
    await page.getByLabel('Notes').waitFor();
    await expectAccessible(page, 'the edit-person form');
    await page.getByLabel('Notes').fill('Loves sailing');
    await page.getByLabel('Messaging platform').selectOption('Telegram');
    await page.getByLabel('Messaging ID').fill('amazinggrace');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(graceUrl);
    await page.getByText('Person updated successfully').waitFor();
    await page.getByText('Loves sailing').waitFor();

    // Her birthday, on her recurring events page.
    await personActions('Recurring Events');
    await page.waitForURL(`${graceUrl}/editrecurringevents`);
    expect(await page.getByLabel('Description').inputValue()).toBe("Grace Hopper's Birthday");
    await expectAccessible(page, 'the recurring events page');
    await page.getByLabel('Month', { exact: true }).selectOption('December');
    await page.getByLabel('Day', { exact: true }).selectOption('9');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('list', { name: "Grace Hopper's yearly events" })
      .getByRole('link', { name: "Grace Hopper's Birthday Yearly at 9 / 12" }).waitFor();
    await page.getByRole('link', { name: 'Close' }).click();
    await page.getByRole('list', { name: 'Recurring events' }).getByText('Yearly at 9 / 12').waitFor();

    // Delete Alan, after confirming, and land on /network.
    await page.getByRole('link', { name: 'Back to network' }).click();
    await page.getByRole('list', { name: 'People' }).getByRole('link', { name: /Alan Turing/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Alan Turing' }).waitFor();
    await personActions('Delete');
    await page.getByRole('dialog', { name: 'Delete Alan Turing?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Poof, this person is gone! Redirecting to network page ...').waitFor();
    await page.waitForURL('/network');
    const remaining = page.getByRole('list', { name: 'People' }).getByRole('link');
    await remaining.first().waitFor();
    expect(await remaining.count()).toBe(1);
    expect(await remaining.first().textContent()).toContain('Grace Hopper');
  });

  it('draws the list where it stands: nothing moves as a long network appears (Lighthouse counts it as layout shift)', async () => {
    await signIn();
    for (let index = 1; index <= 12; index++) await addPerson(context.request, `Friend ${String(index).padStart(2, '0')}`);
    const fresh = await context.newPage();
    // Layout shifts from the first paint on, as the browser reports them (no user input here).
    await fresh.addInitScript({
      content: `window.layoutShifts = [];
        new PerformanceObserver((list) => window.layoutShifts.push(...list.getEntries().map((entry) => entry.value)))
          .observe({ type: 'layout-shift', buffered: true });`,
    });
    await fresh.goto('/network');
    await fresh.getByRole('list', { name: 'People' }).getByRole('link').nth(11).waitFor();
    // Two frames for the rows drawn after the first layout.
    await fresh.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await fresh.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    await fresh.close();
  });
  it('draws a person from the answers in its HTML, asking the API for neither the session nor the person, and the avatar without a request', async () => {
    await signIn();
    const personId = await addPerson(context.request, 'Katherine Johnson');
    const fresh = await context.newPage();
    const requests: string[] = [];
    fresh.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await fresh.goto(`/network/${personId}`);
    await fresh.getByRole('heading', { name: 'Katherine Johnson' }).waitFor();
    await fresh.getByRole('img', { name: "Katherine Johnson's avatar" }).waitFor();
    expect(requests.filter((path) => path === '/api/v1/auth/me' || path === `/api/v1/people/${personId}`)).toEqual([]);
    // The header draws the avatar in the page (the page's largest paint), so nothing waits for an image.
    expect(requests.filter((path) => path.startsWith('/img/avatars/'))).toEqual([]);
    await fresh.close();
  });
});
