import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '@/server/config';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';
import { type FakeSmtp, startFakeSmtp } from '../support/fakeSmtp';

/**
 * Issue 27 in Chromium: the first HTML in the browser's language, the language menu, the profile's
 * choice following the user (the pages, the emails they get, the shared plan page), and the shared
 * plan page in a visitor's language.
 */
let smtp: FakeSmtp;
let app: RunningApp;
let browser: Browser;
let owner: BrowserContext;
let shareCode: string;
const contexts: BrowserContext[] = [];

/** A plan of the signed-in account's with a new person, tomorrow evening; its share code. */
async function proposePlan(request: APIRequestContext, proposedPlanTitle: string) {
  const personId = await addPerson(request);
  const slot = { date: Temporal.Now.plainDateISO('UTC').add({ days: 1 }).toString(), timeSlot: 'evening' };
  const created = await request.post('/api/v1/proposedplans', {
    data: { withPersonId: personId, proposedPlanTitle, proposedPlanTimeSlots: JSON.stringify([slot]) },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).shareCode as string;
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  [app, browser] = await Promise.all([startApp({ notify: { ...configFromEnv().notify, smtpUrl: smtp.url } }), launchBrowser()]);
  owner = await phoneContext(browser, { baseURL: app.url });
  await signUpAndIn(owner.request, { firstName: 'Ada' });
  shareCode = await proposePlan(owner.request, 'Board games night');
});

afterAll(async () => {
  await owner?.close();
  await browser?.close();
  await app?.close();
  await smtp?.close();
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
    expect(await response?.text()).toMatch(/<html lang="de"[ >]/);
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
    expect(await reloaded?.text()).toMatch(/<html lang="fr"[ >]/);
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

  it('follows the language a signed-in user chooses in the profile: the pages, an email to them and the shared plan page', async () => {
    const page = await phoneIn('en-US');
    const grace = await signUpAndIn(page.context().request, { firstName: 'Grace' });
    await page.goto('/profile/edit');
    // The form takes changes once it has the countries.
    await page.getByLabel('Country').getByRole('option', { name: 'Germany' }).waitFor({ state: 'attached' });
    await page.getByLabel('Language').selectOption({ label: 'Italiano' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('/profile');
    await page.getByRole('link', { name: 'Modifica profilo' }).waitFor();
    expect(await htmlLang(page)).toBe('it');
    expect(await page.title()).toBe('Io | FunPlans');
    await expectAccessible(page, '/profile in Italian');

    // Someone whose browser speaks Spanish answers Grace's plan on a Spanish page; Grace's email is Italian.
    const gracesPlan = await proposePlan(page.context().request, 'Cena');
    const visitor = await phoneIn('es-ES');
    await visitor.goto(`/plan/${gracesPlan}`);
    await visitor.getByLabel('Tu nombre').fill('Carmen');
    await visitor.getByRole('button', { name: 'Enviar respuesta' }).click();
    await visitor.getByText('¡Gracias, Carmen! Grace verá tu respuesta.').waitFor();
    expect(await htmlLang(visitor)).toBe('es');
    await expectAccessible(visitor, 'the shared plan page answered in Spanish');
    await app.runNotifications();
    await expect.poll(() => smtp.to(grace.email).map((mail) => mail.subject)).toEqual(['Carmen ha risposto al tuo programma «Cena»']);
    expect(smtp.to(grace.email)[0]!.text).toContain('Una nuova risposta a «Cena» da Carmen. Guarda quali fasce orarie vanno bene.');

    await page.goto(`/plan/${shareCode}`);
    await page.getByText('Proposto da Ada').waitFor();
    await page.getByText('Rispondi come Grace').waitFor();
    await page.getByRole('button', { name: 'Invia risposta' }).waitFor();
    expect(await htmlLang(page)).toBe('it');
    await expectAccessible(page, 'the shared plan page in Italian, signed in');
  });
});
