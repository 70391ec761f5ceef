import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { entryOf, readManifest, staticClosure } from '@/server/viteManifest';
import { PLAN_TITLE_BUDGET_KB, ROUTE_BUDGETS, gzippedKbOf, routeSizes } from '../../scripts/bundleBudget';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';

describe('the JavaScript a phone downloads before a route first paints, gzipped', () => {
  const buildDir = inject('staticDir');
  const sizes = routeSizes(buildDir);

  it.each(ROUTE_BUDGETS.map((budget) => [budget.route, budget.budgetKb]))('stays within the budget on %s (%d kB)', (route, budgetKb) => {
    const size = sizes.find((entry) => entry.route === route)!;
    expect(size.gzippedKb, size.scripts.join(' ')).toBeLessThanOrEqual(budgetKb);
  });

  it('loads what the entry imports as one chunk, compressed as one, rather than a dozen shared ones', () => {
    const manifest = readManifest(buildDir);
    const [entryKey] = entryOf(manifest);
    // The entry module, the chunk with everything it imports (vite.config.ts) and rolldown's runtime.
    expect(staticClosure(manifest, [entryKey]).length).toBeLessThanOrEqual(3);
  });

  it('keeps the signed-in frame out of the public pages, and the date library (Temporal) out of /login', () => {
    const shell = readManifest(buildDir)['src/views/Shell.tsx']!.file;
    const signedIn = sizes.filter((size) => size.route === '/' || size.route === '/network/{id}');
    const usesTemporal = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('PlainYearMonth');
    for (const { route, scripts } of signedIn) {
      expect(scripts, route).toContain(shell);
      expect(scripts.some(usesTemporal), route).toBe(true);
    }
    for (const { route, scripts } of sizes.filter((size) => !signedIn.includes(size))) expect(scripts, route).not.toContain(shell);
    expect(sizes.find((size) => size.route === '/login')!.scripts.filter(usesTemporal)).toEqual([]);
  });

  it("starts the startup chunk with V8's compile hint, and the small chunks without it", () => {
    const manifest = readManifest(buildDir);
    const [entryKey] = entryOf(manifest);
    const chunks = staticClosure(manifest, [entryKey]).map((file) => fs.readFileSync(path.join(buildDir, file), 'utf8'));
    const startup = chunks.reduce((largest, chunk) => (chunk.length > largest.length ? chunk : largest));
    // V8 reads the hint on the first line only.
    expect(startup.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
    for (const chunk of chunks.filter((code) => code.length < 20_000)) expect(chunk).not.toContain('allFunctionsCalledOnLoad');
  });

  it("leaves React Router's data router out: the app routes declaratively and loads its data through its machines", () => {
    const dataRouter = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('non-empty routes array to createRouter');
    for (const { route, scripts } of sizes) expect(scripts.filter(dataRouter), route).toEqual([]);
  });

  it('checks API answers against the contract only outside production: no service loads zod', () => {
    const manifest = readManifest(buildDir);
    const services = Object.keys(manifest).filter((key) => /^src\/services\/\w+\.ts$/.test(key));
    const carriesZod = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('ZodObject');
    expect(services).toContain('src/services/events.ts');
    for (const service of services) expect(staticClosure(manifest, [service]).filter(carriesZod), service).toEqual([]);
  });
});

describe("the plan page, in Chromium, until the plan's title is on screen", () => {
  const buildDir = inject('staticDir');
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it(`loads at most ${PLAN_TITLE_BUDGET_KB} kB of JavaScript, gzipped, every script counted, for an anonymous responder`, async () => {
    const owner = await phoneContext(browser, { baseURL: app.url });
    await signUpAndIn(owner.request);
    const title = 'Board games night';
    const proposed = await owner.request.post('/api/v1/proposedplans', {
      data: { withPersonId: await addPerson(owner.request), proposedPlanTitle: title, proposedPlanTimeSlots: JSON.stringify([{ date: '2027-06-01', timeSlot: 'evening' }]) },
    });
    const { shareCode } = await proposed.json() as { shareCode: string };
    await owner.close();

    const visitor = await phoneContext(browser, { baseURL: app.url });
    // Notes the moment the title enters the page, before the page's own scripts run.
    await visitor.addInitScript((heading) => {
      new MutationObserver((_, observer) => {
        if ([...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading)) {
          (window as unknown as { titleShownAt: number }).titleShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, title);
    const page = await visitor.newPage();
    await page.goto(`/plan/${shareCode}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The answer form still arrives: it is fetched once the title is on screen.
    await page.getByRole('button', { name: 'Send answer' }).waitFor();
    const { shownAt, scripts } = await page.evaluate(() => ({
      shownAt: (window as unknown as { titleShownAt: number }).titleShownAt,
      scripts: performance.getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), startTime: entry.startTime })),
    }));
    await visitor.close();

    const before = scripts.filter((script) => script.startTime < shownAt).map((script) => script.file);
    const after = scripts.filter((script) => script.startTime >= shownAt).map((script) => script.file);
    expect(after.length, 'the form is fetched after the title').toBeGreaterThan(0);
    expect(gzippedKbOf(buildDir, before), before.join(' ')).toBeLessThanOrEqual(PLAN_TITLE_BUDGET_KB);
    // The plan came with the page: neither the HTTP client nor the plan's service was needed for it.
    const manifest = readManifest(buildDir);
    expect(before).not.toContain(manifest['src/services/proposedPlans.ts']!.file);
  });
});
