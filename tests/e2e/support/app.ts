import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { expect, inject } from 'vitest';
import { buildApp } from '@/server/app';
import { type Db, startPglite } from '@/server/db/client';
import type { Config } from '@/server/config';
import { recordPolicyViolations } from './axe';

export interface RunningApp {
  url: string;
  /** The app's database, for what no API offers (e.g. making an admin, as `npm run make-admin` does). */
  db: Db;
  /** One pass of the notification worker (which these apps do not poll), once answers' batch window has passed. */
  runNotifications(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server on a fresh in-memory database, serving the built browser app on a free port; `config` adds settings (e.g. a fake provider's URL).
 * Pages come undrawn, as without the server's drawing: a test acts as soon as an element shows, and
 * on a drawn page that is before the app runs it, where a button does nothing yet. The drawing has
 * tests of its own (serverDrawing.test.ts), which turn it on.
 */
export async function startApp(config: Partial<Config> = {}): Promise<RunningApp> {
  const database = await startPglite({});
  await database.migrate();
  const app = await buildApp({ db: database.db, config: { staticDir: inject('staticDir'), checkResponses: true, drawFirstScreens: false, ...config } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    runNotifications: async () => {
      await app.notifications.runOnce(Temporal.Now.instant().add({ seconds: app.config.notify.batchSeconds }));
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_SWITCHES = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_SWITCHES });
}

/** A phone's user agent, by which the server draws a first screen in the phone's layout (src/server/serverDrawing.ts). */
const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
/** A laptop's. */
export const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT };

/**
 * A phone-sized Chromium with a profile of its own on disk, as `phoneContext` otherwise: Chromium
 * offers Web Push only outside incognito, and Playwright's ordinary contexts are incognito ones.
 * `switches` are added to Chromium's (e.g. a fake GCM's). `close` ends Chromium, then deletes the profile.
 */
export async function persistentPhoneContext(switches: string[], options: BrowserContextOptions = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, args: [...CHROMIUM_SWITCHES, ...switches], ...PHONE, ...options,
  });
  await context.addInitScript(recordPolicyViolations);
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** A phone-sized browser context whose pages note their Content Security Policy violations for expectAccessible. */
export async function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, ...options });
  await context.addInitScript(recordPolicyViolations);
  return context;
}

export const PASSWORD = 'correct horse battery staple';

export interface Account {
  email: string;
  userId: string;
}

let accounts = 0;

/** Registers a new account and signs it in through the API, so `request`'s context carries its session. */
export async function signUpAndIn(
  request: APIRequestContext,
  { firstName = 'Ada', lastName = 'Lovelace', timeZone }: { firstName?: string; lastName?: string; timeZone?: string } = {},
): Promise<Account> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${++accounts}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    data: { inviteCode: '16', firstName, lastName, email, password: PASSWORD, ...(timeZone && { timeZone }) },
  });
  expect(registered.status()).toBe(201);
  expect((await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  return { email, userId: (await registered.json()).userId };
}

/** Adds a person to the signed-in account's network; returns the person's id. */
export async function addPerson(request: APIRequestContext, personName = 'Grace Hopper'): Promise<string> {
  const response = await request.post('/api/v1/people', { data: { personName, meetFrequency: 'monthly' } });
  expect(response.status()).toBe(201);
  return (await response.json()).personId;
}
