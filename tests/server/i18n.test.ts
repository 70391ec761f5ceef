import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { user } from '@/domain/contract/auth';
import { createTestApp, expectError, GOOD_PASSWORD, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';
import { type FakeSmtp, startFakeSmtp } from '../support/fakeSmtp';

/**
 * Issue 27 on the server: the language a user chose, emails in it, errors in the language the app
 * asks in, and the first HTML in the visitor's language. The clock starts on Sunday 22 November 2026.
 */
let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => { smtp = await startFakeSmtp(); });
afterAll(async () => { await smtp.close(); });
beforeEach(async () => { t = await createTestApp({ publicUrl: 'https://funplans.test', notify: { smtpUrl: smtp.url } }); });
afterEach(async () => { await t.close(); });

type Account = Awaited<ReturnType<typeof signUp>>;

const putProfile = (account: Account, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: account.auth, payload });

async function me(account: Account) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: account.auth });
  return user.parse(response.json());
}

describe('the language and clock a user chooses', () => {
  it('are none at first, stored by PUT /auth/profile, cleared with null, and told by GET /auth/me', async () => {
    const account = await signUp(t.app);
    expect(await me(account)).toMatchObject({ locale: null, hourCycle: null });
    expect((await putProfile(account, { locale: 'it', hourCycle: 'h12' })).statusCode).toBe(200);
    expect(await me(account)).toMatchObject({ locale: 'it', hourCycle: 'h12' });
    expect((await putProfile(account, { locale: null })).statusCode).toBe(200);
    expect(await me(account)).toMatchObject({ locale: null, hourCycle: 'h12' });
  });

  it('are one of the app\'s languages and clocks, else a 400 naming the field', async () => {
    const account = await signUp(t.app);
    const wrongLocale = await putProfile(account, { locale: 'pt' });
    expectError(wrongLocale, 400, 'VALIDATION_ERROR');
    expect(wrongLocale.json().errorMessage).toContain('locale');
    expectError(await putProfile(account, { hourCycle: 'h24' }), 400, 'VALIDATION_ERROR');
  });
});

describe('the weekly digest', () => {
  /** Adds people on the given days (never seen, each is overdue from that day), then runs Friday's digest. */
  async function digestOf(account: Account, people: [day: number, names: string[]][]) {
    await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: account.auth, payload: { digestWeekday: 5 } });
    for (const [day, names] of people) {
      t.clock.now = Temporal.Instant.from(`2026-11-${day}T07:00:00Z`);
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: account.email, password: GOOD_PASSWORD } });
      const auth = { authorization: `Bearer ${login.json().token as string}` };
      for (const personName of names) await addPerson(t.app, auth, { personName });
      await t.runWorker();
    }
    t.clock.now = Temporal.Instant.from('2026-11-27T08:00:00Z');
    await t.runWorker();
    await t.runWorker();
    return smtp.to(account.email);
  }

  it("is written in the user's language, plurals and its email's own lines too", async () => {
    const account = await signUp(t.app);
    await putProfile(account, { locale: 'de' });
    const [digest, ...more] = await digestOf(account, [[22, ['Ada', 'Alan', 'Barbara', 'Charles']], [26, ['Dorothy']]]);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Triff dich wieder mit Ada, Alan und 3 weitere');
    expect(digest?.text).toContain([
      '5 Personen warten auf ein Wiedersehen:', '- Ada, 5 Tage überfällig', '- Alan, 5 Tage überfällig', '- Barbara, 5 Tage überfällig',
      '- Charles, 5 Tage überfällig', '- Dorothy, 1 Tag überfällig',
    ].join('\n'));
    expect(digest?.text).toContain('FunPlans öffnen: https://funplans.test/network');
    expect(digest?.text).toContain('Gesendet von FunPlans.');
    expect(digest?.html).toContain('<html lang="de">');
    expect(digest?.html).toContain('Keine solchen E-Mails mehr</a>');
  });

  it('says one person in the singular', async () => {
    const account = await signUp(t.app);
    await putProfile(account, { locale: 'fr' });
    const [digest] = await digestOf(account, [[26, ['Grace']]]);
    expect(digest?.subject).toBe('Revois Grace');
    expect(digest?.text).toContain('Une personne attend de te revoir :\n- Grace, en retard de 1 jour');
  });

  it('stays in English for a user who follows the browser', async () => {
    const account = await signUp(t.app);
    const [digest] = await digestOf(account, [[22, ['Ada', 'Alan']]]);
    expect(digest?.subject).toBe('Catch up with Ada and Alan');
    expect(digest?.text).toContain('2 people are due for a catch-up:\n- Ada, 5 days overdue');
    expect(digest?.text).toContain('Sent by FunPlans.');
  });
});

describe('error messages', () => {
  const logIn = (headers: Record<string, string>) => t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', headers, payload: { email: 'nobody@example.com', password: 'not the password' },
  });

  it('are in the language the request names first, with the same code', async () => {
    for (const [acceptLanguage, message] of [
      ['fr-FR,fr;q=0.9,en;q=0.8', 'Adresse e-mail ou mot de passe incorrect'],
      ['nl', 'Onjuist e-mailadres of wachtwoord'],
      ['pt-BR, es;q=0.5', 'Correo electrónico o contraseña incorrectos'],
    ]) {
      const response = await logIn({ 'accept-language': acceptLanguage! });
      expectError(response, 401, 'INVALID_CREDENTIALS');
      expect(response.json().errorMessage).toBe(message);
    }
  });

  it("are in the request's language for the routes' other errors too", async () => {
    const account = await signUp(t.app);
    const missing = (acceptLanguage: string) => t.app.inject({
      method: 'GET', url: '/api/v1/people/00000000-0000-4000-8000-000000000000', headers: { ...account.auth, 'accept-language': acceptLanguage },
    });
    expect((await missing('de')).json()).toEqual({ errorCode: 'NOT_FOUND', errorMessage: 'Person nicht gefunden' });
    expect((await missing('it')).json()).toEqual({ errorCode: 'NOT_FOUND', errorMessage: 'Persona non trovata' });
    expect((await missing('en')).json()).toEqual({ errorCode: 'NOT_FOUND', errorMessage: 'Person not found' });
    const noCountry = await t.app.inject({
      method: 'PUT', url: '/api/v1/auth/profile', headers: { ...account.auth, 'accept-language': 'fr' }, payload: { city: 'Berlin', country: null },
    });
    expectError(noCountry, 400, 'VALIDATION_ERROR');
    expect(noCountry.json().errorMessage).toBe('city: choisis d’abord un pays');
  });

  it("word a malformed request's fields in the request's language with zod's own words, at the same time as in English", async () => {
    const login = (acceptLanguage: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'accept-language': acceptLanguage }, payload });
    const answers = await Promise.all([
      login('de', { email: 'ada@example.com' }), login('en', { email: 'ada@example.com' }), login('de', { email: 'ada@example.com', password: 7 }),
    ]);
    for (const answer of answers) expectError(answer, 400, 'VALIDATION_ERROR');
    expect(answers.map((answer) => answer.json().errorMessage)).toEqual([
      'Ungültige Anfrage: body.password: Ungültige Eingabe: erwartet string, erhalten undefined',
      'Invalid request: body.password: Invalid input: expected string, received undefined',
      'Ungültige Anfrage: body.password: Ungültige Eingabe: erwartet string, erhalten Zahl',
    ]);
  });

  it("word the contract's own reasons in the request's language", async () => {
    const account = await signUp(t.app);
    const moveTo = (acceptLanguage: string) => t.app.inject({
      method: 'PUT', url: '/api/v1/auth/profile', headers: { ...account.auth, 'accept-language': acceptLanguage }, payload: { timeZone: 'Mars/Olympus' },
    });
    expect((await moveTo('fr')).json().errorMessage)
      .toBe('Requête invalide : body.timeZone : n’est pas un fuseau horaire : indique un nom IANA comme Europe/Berlin');
    expect((await moveTo('en')).json().errorMessage)
      .toBe('Invalid request: body.timeZone: is not a time zone: give an IANA name such as Europe/Berlin');
  });

  it('are in English without a language the app speaks', async () => {
    expect((await logIn({})).json().errorMessage).toBe('Wrong email or password');
    expect((await logIn({ 'accept-language': 'ja' })).json().errorMessage).toBe('Wrong email or password');
  });
});

describe('the first HTML', () => {
  const INDEX = '<!doctype html><html lang="en"><head><title>FunPlans</title></head><body><div id="root"></div></body></html>';
  const MANIFEST = {
    'src/views/main.tsx': { file: 'assets/main-1.js', isEntry: true, dynamicImports: ['src/views/auth/LoginPage.tsx'] },
    'src/views/auth/LoginPage.tsx': { file: 'assets/LoginPage-1.js', isDynamicEntry: true },
    'src/views/catalogs.ts': { file: 'assets/catalogs-1.js', isDynamicEntry: true },
    'src/locales/de/auth.po': { file: 'assets/auth-de.js', isDynamicEntry: true },
    'src/locales/de/components.po': { file: 'assets/components-de.js', isDynamicEntry: true },
    'src/locales/fr/auth.po': { file: 'assets/auth-fr.js', isDynamicEntry: true },
    'src/locales/fr/components.po': { file: 'assets/components-fr.js', isDynamicEntry: true },
  };
  let staticDir: string;
  let site: TestApp;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-i18n-'));
    fs.mkdirSync(path.join(staticDir, '.vite'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    site = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });
  const page = (headers: Record<string, string>) => site.app.inject({ method: 'GET', url: '/login', headers });

  it("is in the browser's language, and names that language's catalogues of the page for preloading", async () => {
    const response = await page({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(response.body).toContain('<html lang="de">');
    expect(response.headers.link).toBe([
      '</assets/LoginPage-1.js>; rel=modulepreload', '</assets/catalogs-1.js>; rel=modulepreload',
      '</assets/auth-de.js>; rel=modulepreload', '</assets/components-de.js>; rel=modulepreload',
    ].join(', '));
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('is in the language this browser chose, whatever its own', async () => {
    const response = await page({ 'accept-language': 'de', cookie: 'funplans-locale=fr' });
    expect(response.body).toContain('<html lang="fr">');
    expect(response.headers.link).toContain('</assets/auth-fr.js>; rel=modulepreload');
  });

  it('is the English file, with no catalogue, otherwise', async () => {
    const response = await page({ 'accept-language': 'ja' });
    expect(response.body).toBe(INDEX);
    expect(response.headers.link).toBe('</assets/LoginPage-1.js>; rel=modulepreload');
  });
});
