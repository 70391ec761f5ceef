import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { TEXT_FILE } from '../../vite.config';
import { entryOf, readManifest } from '@/server/viteManifest';
import { ROUTE_BUDGETS, routeScripts } from '../../scripts/bundleBudget';
import { type RunningApp, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  context = await phoneContext(browser, { baseURL: app.url });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

describe('the build', () => {
  it('writes a Brotli and a gzip copy of every text file, unless the copy would be no smaller', () => {
    const dir = inject('staticDir');
    // Not the server's drawing of first screens (.ssr), which the server runs and never sends.
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => TEXT_FILE.test(file) && !file.startsWith('.ssr'));
    expect(files).toEqual(expect.arrayContaining(['index.html', 'robots.txt', 'manifest.webmanifest', 'icons/icon.svg']));
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    const decoders = { br: zlib.brotliDecompressSync, gz: zlib.gunzipSync };
    for (const file of files) {
      const content = fs.readFileSync(path.join(dir, file));
      for (const [extension, decode] of Object.entries(decoders)) {
        const copy = path.join(dir, `${file}.${extension}`);
        if (fs.existsSync(copy)) {
          expect(decode(fs.readFileSync(copy)).equals(content), `${file}.${extension}`).toBe(true);
        } else {
          const smallest = extension === 'br' ? zlib.brotliCompressSync(content) : zlib.gzipSync(content, { level: 9 });
          expect(smallest.length, `${file}.${extension} is missing`).toBeGreaterThanOrEqual(content.length);
        }
      }
    }
  });
});

describe('a logged-out first visit of /login in Chromium', () => {
  it('arrives compressed, logs no console error and makes no failing request', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const responses: Response[] = [];
    const failedRequests: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(message.text()); });
    page.on('response', (response) => responses.push(response));
    page.on('requestfailed', (request) => failedRequests.push(request.url()));

    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Web Sign in' }).waitFor();

    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    expect(responses.filter((response) => response.status() >= 400).map((response) => response.url())).toEqual([]);
    expect(responses.some((response) => response.url().includes('/api/'))).toBe(false);
    const code = responses.filter((response) => /\.(?:js|css)$/.test(new URL(response.url()).pathname) || response.url().endsWith('/login'));
    expect(code.length).toBeGreaterThan(5);
    for (const response of code) {
      expect(response.headers()['content-encoding'], response.url()).toBe('br');
    }
    // The bundle budget counts every script the page loads.
    const counted = routeScripts(readManifest(inject('staticDir')), ROUTE_BUDGETS.find((budget) => budget.route === '/login')!.lazyModules);
    const loaded = responses.map((response) => new URL(response.url()).pathname.slice(1)).filter((file) => file.endsWith('.js'));
    expect(loaded.filter((file) => !counted.includes(file))).toEqual([]);
  });

  it('gets the readable signed-in hint on login, which lets the app load the session, and loses it on logout', async () => {
    await signUpAndIn(context.request);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.evaluate(() => document.cookie)).toContain(`${SIGNED_IN_HINT_COOKIE_NAME}=1`);

    await page.getByRole('link', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('/login');
    expect(await page.evaluate(() => document.cookie)).not.toContain(SIGNED_IN_HINT_COOKIE_NAME);
  });
});

describe('a browser whose session outlived its hint cookie', () => {
  it('is shown Home, not the login page: the HTML gives the hint back', async () => {
    const fresh = await phoneContext(browser, { baseURL: app.url });
    try {
      await signUpAndIn(fresh.request);
      // A session from before the hint existed, or a browser that dropped the readable cookie.
      await fresh.clearCookies({ name: SIGNED_IN_HINT_COOKIE_NAME });
      const page = await fresh.newPage();
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => document.cookie)).toContain(`${SIGNED_IN_HINT_COOKIE_NAME}=1`);
    } finally {
      await fresh.close();
    }
  });
});

describe('a signed-in first visit of Home in Chromium', () => {
  it("fetches the shell's and the page's chunks together with the entry, each once, and takes the session, Home and its week from the page", async () => {
    const fresh = await phoneContext(browser, { baseURL: app.url });
    try {
      await signUpAndIn(fresh.request);
      const page = await fresh.newPage();
      const scripts: string[] = [];
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
        if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.getByRole('heading', { name: 'Next Up' }).waitFor();

      const manifest = readManifest(inject('staticDir'));
      const [, entry] = entryOf(manifest);
      const pageChunks = ['src/views/Shell.tsx', 'src/views/home/HomePage.tsx'].map((key) => manifest[key]!.file);
      // Named by the HTML's Link header, they are asked for before the entry script, not after it runs.
      for (const chunk of pageChunks) expect(scripts.indexOf(chunk), chunk).toBeLessThan(scripts.indexOf(entry.file));
      expect(scripts.filter((file, i) => scripts.indexOf(file) !== i)).toEqual([]);
      // The session, the unseen answers, the unread notifications, Home and its week came with the HTML (src/server/firstScreenAnswers.ts).
      const given = ['/api/v1/auth/me', '/api/v1/proposedplans/unseen', '/api/v1/notifications/unread', '/api/v1/home', '/api/v1/eventswithintegration'];
      expect(calls.filter((call) => given.includes(call))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
