/**
 * Home as the heavy user sees it in headless Chromium with the CPU slowed 4× (a mid-range phone):
 * Largest Contentful Paint, the time until the week planner shows its events, and a week change.
 * Each load is a fresh browser context (nothing cached), signed in by its session cookie.
 */
import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, sessionCookies } from '../browserApp';
import { median } from './median';

export interface HomeInBrowser {
  loads: number;
  /** Medians over the loads. */
  lcpMs: number;
  eventsShownMs: number;
  weekChangeMs: number;
}

export const CPU_SLOWDOWN = 4;
const LOADS = 3;
const VIEWPORT = { width: 390, height: 844 };
const TIMEOUT_MS = 60_000;
/** The week planner's grid (WeekPlanner.tsx): aria-busy while its week loads, labelled with the week's title. */
const WEEK_GRID = '[role="group"][aria-busy]';

/** Why Home cannot be measured in a browser here, if it cannot. */
export const browserMissing = () => (fs.existsSync(CHROMIUM) ? undefined : `no Chromium at ${CHROMIUM}`);

/** Loads Home `LOADS` times at `base` signed in with `token`; the medians. */
export async function measureHome(base: string, token: string): Promise<HomeInBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const loads: Load[] = [];
    for (let load = 0; load < LOADS; load++) loads.push(await loadHome(browser, base, token));
    const middle = (key: keyof Load) => median(loads, (one) => one[key])[key];
    return { loads: LOADS, lcpMs: middle('lcpMs'), eventsShownMs: middle('eventsShownMs'), weekChangeMs: middle('weekChangeMs') };
  } finally {
    await browser.close();
  }
}

type Load = Omit<HomeInBrowser, 'loads'>;

async function loadHome(browser: Browser, base: string, token: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies(sessionCookies(token).map((cookie) => ({ ...cookie, url: base })));
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    if (new URL(page.url()).pathname !== '/') throw new Error(`Home ended on ${page.url()}: is the session missing?`);

    // Checked every frame; performance.now() counts from the navigation's start. The functions run
    // in the page, so they name no helpers of this module.
    const eventsShown = await page.waitForFunction((selector) => {
      const grid = document.querySelector(selector);
      return grid?.getAttribute('aria-busy') === 'false' && grid.querySelector('a[href]') ? performance.now() : 0;
    }, WEEK_GRID, { polling: 'raf' });
    const eventsShownMs = await eventsShown.jsonValue();
    const lcpMs = await page.evaluate(() => new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(Number.NaN), 1_000);
    }));
    // The week shows in the server's drawing before the app has taken the page over, when a click
    // does nothing: the button is clicked again every quarter second until the week changes, and the
    // change is timed from the click that made it.
    const weekChangeMs = await page.evaluate(async ({ selector, timeoutMs }) => {
      const title = document.querySelector(selector)!.getAttribute('aria-label');
      const begun = performance.now();
      let clicked = Number.NEGATIVE_INFINITY;
      while (performance.now() - begun < timeoutMs) {
        const grid = document.querySelector(selector);
        if (grid?.getAttribute('aria-label') !== title) {
          if (grid?.getAttribute('aria-busy') === 'false') return performance.now() - clicked;
        } else if (performance.now() - clicked > 250) {
          clicked = performance.now();
          document.querySelector<HTMLElement>('button[aria-label="Next week"]')!.click();
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      throw new Error('the next week never showed');
    }, { selector: WEEK_GRID, timeoutMs: TIMEOUT_MS });
    return { lcpMs, eventsShownMs, weekChangeMs };
  } finally {
    await context.close();
  }
}
