import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

/**
 * Issue 27 in Chromium: the first HTML in the browser's language, the language menu, the profile's
 * choice following the user, and the shared plan page in the visitor's language.
 */
let app: RunningApp;
let browser: Browser;
let owner: BrowserContext;
let shareCode: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  owner = await phoneContext(browser, { baseURL: app.url });
  await signUpAndIn(owner.request, { firstName: 'Ada' });
  const personId = await addPerson(owner.request);
  const slot = { date: Temporal.Now.plainDateISO('UTC').add({ days: 1 }).toString(), timeSlot: 'evening' };
  const created = await owner.request.post('/api/v1/proposedplans', {
    data: { withPersonId: personId, proposedPlanTitle: 'Board games night', proposedPlanTimeSlots: JSON.stringify([slot]) },
  });
  expect(created.status()).toBe(201);
  shareCode = (await created.json()).shareCode;
});

afterAll(async () => {
  await owner?.close();
  await browser?.close();
  await app?.close();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A phone whose browser speaks `locale` (navigator.languages and Accept-Language). */
async function phoneIn(locale: string): Promise<Page> {
  const context = await phoneContext(browser, { baseURL: app.url, locale });
  contexts.push(context);
  return context.newPage();
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

describe('languages in Chromium', () => {
  it('shows /login in the German browser\'s language from the first HTML, and in French once chosen in the menu, also after a reload', async () => {
    const page = await phoneIn('de-DE');
    const response = await page.goto('/login');
    expect(await response?.text()).toContain('<html lang="de">');
    await page.getByRole('heading', { name: 'Web-Anmeldung' }).waitFor();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.title()).toBe('Web-Anmeldung | FunPlans');
    await expectAccessible(page, '/login in German');

    await page.getByLabel('Sprache').selectOption({ label: 'Français' });
    await page.getByRole('heading', { name: 'Connexion web' }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await expectAccessible(page, '/login in French');

    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<html lang="fr">');
    await page.getByRole('heading', { name: 'Connexion web' }).waitFor();
  });

  it('shows the shared plan page in the visitor\'s browser language', async () => {
    const page = await phoneIn('nl-NL');
    await page.goto(`/plan/${shareCode}`);
    await page.getByRole('heading', { level: 1, name: 'Board games night' }).waitFor();
    await page.getByText('Voorgesteld door Ada').waitFor();
    await page.getByRole('button', { name: 'Antwoord versturen' }).waitFor();
    expect(await htmlLang(page)).toBe('nl');
    await expectAccessible(page, 'the shared plan page in Dutch');

    await page.getByLabel('Je naam').fill('Grace');
    await page.getByLabel('Opmerkingen').fill('Ik neem snacks mee');
    await page.getByRole('button', { name: 'Antwoord versturen' }).click();
    await page.getByText('Bedankt, Grace! Ada ziet je antwoord.').waitFor();
  });

  it('follows the language a signed-in user chooses in the profile, on the shared plan page too', async () => {
    const page = await phoneIn('en-US');
    await signUpAndIn(page.context().request, { firstName: 'Grace' });
    await page.goto('/profile/edit');
    // The form takes changes once it has the countries.
    await page.getByLabel('Country').getByRole('option', { name: 'Germany' }).waitFor({ state: 'attached' });
    await page.getByLabel('Language').selectOption({ label: 'Italiano' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('/profile');
    await expect.poll(() => htmlLang(page)).toBe('it');

    await page.goto(`/plan/${shareCode}`);
    await page.getByText('Proposto da Ada').waitFor();
    await page.getByText('Rispondi come Grace').waitFor();
    await page.getByRole('button', { name: 'Invia risposta' }).waitFor();
    expect(await htmlLang(page)).toBe('it');
    await expectAccessible(page, 'the shared plan page in Italian, signed in');
  });
});
