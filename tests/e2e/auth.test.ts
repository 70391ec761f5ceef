import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/domain/constants';
import { type RunningApp, launchBrowser, phoneContext, startApp } from './support/app';

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
    expect(await tabNames()).toEqual(['Home', 'Network', 'Me', 'More']);
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
