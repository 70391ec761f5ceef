import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/domain/constants';
import { systemClock } from '@/server/clock';
import { issueAppUserClaim } from '@/server/auth/appUserClaims';
import { insertUser } from '@/server/repositories/users';
import { type RunningApp, launchBrowser, phoneContext, startApp } from './support/app';
import { expectAccessible } from './support/axe';

const PASSWORD = 'correct horse battery staple';
let counter = 0;
const newEmail = () => `e2e${++counter}.${Date.now()}@example.com`;

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

beforeEach(async () => {
  context = await phoneContext(browser, { baseURL: app.url });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

async function register(email: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('What is 7+9?').fill('16');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('User created successfully! Redirecting to login ...').waitFor();
}

async function logIn(email: string, { rememberMe = false } = {}) {
  await page.getByRole('heading', { name: 'Web Sign in' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Registers through the API, as another device would have. */
async function registeredAccount() {
  const email = newEmail();
  const response = await fetch(`${app.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inviteCode: '16', firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return email;
}

/**
 * Audits the page while its clock is paused (page.clock.pauseAt), moving it a millisecond at a time
 * only as long as axe's own timers need; returns how far it moved.
 */
async function expectAccessibleWhilePaused(what: string): Promise<number> {
  let audited = false;
  const audit = expectAccessible(page, what).finally(() => { audited = true; });
  let moved = 0;
  while (!audited && moved < 500) {
    await page.clock.runFor(1);
    moved++;
  }
  await audit;
  return moved;
}

const tabNames = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
const sessionCookie = async () => (await context.cookies()).find((cookie) => cookie.name === AUTH_COOKIE_NAME);

describe('signing up, in and out in Chromium', () => {
  it('a new user registers, logs in, lands on Home, stays signed in after a reload and logs out', async () => {
    const email = newEmail();
    await page.goto('/register');
    await register(email);
    await page.waitForURL('/login');

    await logIn(email);
    await page.waitForURL('/');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await tabNames()).toEqual(['Home', 'Network', 'Me', 'More settings']);
    expect(await page.title()).toBe('Home | FunPlans');
    const cookie = await sessionCookie();
    expect(cookie).toMatchObject({ httpOnly: true, expires: -1 });

    await page.reload();
    // At once, not after the session's retry: a reload must find the session straight away.
    await page.getByRole('heading', { name: 'Home' }).waitFor({ timeout: 3000 });
    expect(page.url()).toBe(`${app.url}/`);

    await page.getByRole('link', { name: 'More' }).click();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('/login');
    expect(await sessionCookie()).toBeUndefined();

    await page.goto('/');
    await page.waitForURL('/login');
    await page.getByRole('heading', { name: 'Web Sign in' }).waitFor();
  });

  it('takes a visitor to the page they asked for once they log in, remembering them when asked', async () => {
    const email = await registeredAccount();
    await page.goto('/network');
    await page.waitForURL('/login?redirect=%2Fnetwork');

    await logIn(email, { rememberMe: true });
    await page.waitForURL('/network');
    await page.getByRole('heading', { name: 'Network' }).waitFor();
    const cookie = await sessionCookie();
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  it('stays inside the app when the redirect points elsewhere', async () => {
    const email = await registeredAccount();
    await page.goto('/login?redirect=https://example.com');
    await logIn(email);
    await page.waitForURL('/');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(new URL(page.url()).origin).toBe(app.url);
  });

  it('sends the user to log in when the session ends while they use the app', async () => {
    const email = await registeredAccount();
    await page.goto('/login');
    await logIn(email);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    // Home's own calls (they start once their service module has loaded) are answered before the session ends.
    await page.getByText('Nothing coming up!').waitFor();
    await page.waitForLoadState('networkidle');

    // The session ends elsewhere (e.g. logged out on another device): the next call gets 401.
    await context.clearCookies();
    await page.getByRole('link', { name: 'Network', exact: true }).click();
    await page.waitForURL('/login?redirect=%2Fnetwork');
    await logIn(email);
    await page.waitForURL('/network');
  });
});

describe('connecting a mobile-app account in Chromium', () => {
  it('explains the page without its link, connects with the link, and shows the login message before the app', async () => {
    const username = `mobile_${Date.now()}`;
    // What `npm run create-app-user` does.
    const appUser = await insertUser(app.db, systemClock, {
      firstName: 'Friend', lastName: '', username, email: null, passwordHash: null, timeZone: 'UTC', signupOrigin: 'app',
    });
    const claim = await issueAppUserClaim(app.db, systemClock, appUser.id);

    await page.goto(`/appuserregister/${username}`);
    await page.getByText('This page needs the web login link from the FunPlans mobile app.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect' }).count()).toBe(0);
    await expectAccessible(page, 'the app-user page without its link');

    const email = newEmail();
    await page.goto(`/appuserregister/${username}?claim=${claim}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await expectAccessible(page, 'the app-user connect form');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Web account connected! Redirecting to login ...').waitFor();
    await page.waitForURL('/login');

    // The page's clock stands still while the message is read and audited, then moves on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await logIn(email);
    await page.getByText('User Logged in successfully. Redirecting to app...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const movedMs = await expectAccessibleWhilePaused('the login page with its success message');
    expect(new URL(page.url()).pathname, 'the audit saw the login page').toBe('/login');
    await page.clock.runFor(1000 - movedMs);
    await page.waitForURL('/');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
  });
});
