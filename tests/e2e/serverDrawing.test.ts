import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_USER_AGENT, PASSWORD, type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp,
} from './support/app';

/**
 * Issue 29, item 9: the first screens visitors open first come drawn by the server (the page's own
 * text in its HTML, src/views/serverEntry.tsx), and the app takes the drawing over (hydration)
 * rather than drawing the page again: the drawn elements stay, nothing is logged, and the page works.
 */
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ drawFirstScreens: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The app's root in the HTML as the server sent it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"') >>> 0);

/** Console errors and uncaught errors (React reports a drawing it could not take over as both). */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens `path`, marks the element `selector` finds in the server's drawing before the app runs on
 * it, and resolves once the app has taken the page over: whether that element is still the one on
 * screen (a page drawn again by the browser would have replaced it), with the HTML as it came.
 */
async function open(page: Page, path: string, selector: string) {
  const response = await page.goto(path, { waitUntil: 'commit' });
  const html = await response!.text();
  await page.waitForSelector(selector, { state: 'attached' });
  await page.evaluate((css) => { (document.querySelector(css) as Element & { drawn?: boolean }).drawn = true; }, selector);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate((css) => (document.querySelector(css) as (Element & { drawn?: boolean }) | null)?.drawn === true, selector);
  return { html, kept };
}

describe('a first screen drawn by the server', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('/login comes drawn in the phone layout, and the app takes it over: signing in works', async () => {
    context = await phoneContext(browser, { baseURL: app.url });
    const { email } = await signUpAndIn(context.request);
    await context.clearCookies();
    const page = await context.newPage();
    const errors = recordErrors(page);

    const { html, kept } = await open(page, '/login', 'h1');
    expect(html).toContain('data-layout="phone"');
    expect(rootOf(html)).toContain('Web Sign in');
    expect(html).toMatch(/<style data-s="" data-emotion="css [^"]+">/);
    expect(kept).toBe(true);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("the signed-in pages come drawn with the user's own data, which the app shows without asking the API again", async () => {
    const graceId = await addPerson(context.request, 'Grace Hopper');
    const page = await context.newPage();
    const errors = recordErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });

    const network = await open(page, '/network', 'ul[aria-label="People"]');
    expect(rootOf(network.html)).toContain('Grace Hopper');
    expect(network.kept).toBe(true);
    // The list, the person and the session came with the page.
    expect(apiCalls.filter((call) => /\/(people|auth\/me)$/.test(call))).toEqual([]);

    const person = await open(page, `/network/${graceId}`, 'h1');
    expect(rootOf(person.html)).toContain('Grace Hopper');
    expect(person.kept).toBe(true);
    expect(apiCalls.filter((call) => call.includes(graceId))).toEqual([]);

    for (const path of ['/', '/calendar']) {
      const drawn = await open(page, path, 'h1');
      expect(drawn.html, path).toContain('data-layout="phone"');
      expect(drawn.kept, path).toBe(true);
    }
    // The app is the app: a tab moves to its page without loading the document again.
    await page.evaluate(() => { (window as Window & { stayed?: boolean }).stayed = true; });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Network' }).click();
    await page.getByRole('link', { name: /Grace Hopper/ }).waitFor();
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("is drawn in the desktop layout for a laptop's browser, which the app keeps", async () => {
    const laptop = await browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_USER_AGENT });
    await laptop.addCookies(await context.cookies());
    const page = await laptop.newPage();
    const errors = recordErrors(page);
    const [grace] = await (await context.request.get('/api/v1/people')).json() as Array<{ personId: string }>;
    // Beside a person's page, the desktop layout lists the network.
    const { html, kept } = await open(page, `/network/${grace!.personId}`, 'h2');
    expect(html).toContain('data-layout="desktop"');
    expect(rootOf(html)).toMatch(/<h2[^>]*>Network<\/h2>/);
    expect(kept).toBe(true);
    expect(errors).toEqual([]);
    await laptop.close();
  });

  it('keeps what a visitor typed and ticked into a drawn plan before its code arrived', async () => {
    const personId = await addPerson(context.request, 'Katherine Johnson');
    const date = Temporal.Now.plainDateISO('UTC').add({ days: 2 }).toString();
    const created = await context.request.post('/api/v1/proposedplans', {
      data: { withPersonId: personId, proposedPlanTitle: 'Kite flying', proposedPlanTimeSlots: JSON.stringify([{ date, timeSlot: 'noon' }]) },
    });
    const { shareCode } = await created.json() as { shareCode: string };
    const visitor = await phoneContext(browser, { baseURL: app.url });
    const page = await visitor.newPage();
    // The app's code arrives late, as on a slow phone: the visitor fills the drawn form first.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/plan/${shareCode}`, { waitUntil: 'commit' });
    await page.getByLabel('Your name').fill('Mary');
    await page.getByRole('checkbox').check();
    expect(await page.getByRole('button', { name: 'Send answer' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Thank you, Mary!', { exact: false }).waitFor();
    await visitor.close();
  });

  it("draws a plan as its owner reads it, which a browser in the owner's zone keeps and one elsewhere names", async () => {
    const owner = await browser.newContext({ baseURL: app.url });
    await signUpAndIn(owner.request, { firstName: 'Lise', timeZone: 'Europe/Berlin' });
    const personId = await addPerson(owner.request, 'Otto Hahn');
    const date = Temporal.Now.plainDateISO('Europe/Berlin').add({ days: 3 }).toString();
    const created = await owner.request.post('/api/v1/proposedplans', {
      data: { withPersonId: personId, proposedPlanTitle: 'Stargazing', proposedPlanTimeSlots: JSON.stringify([{ date, timeSlot: 'evening' }]) },
    });
    const { shareCode } = await created.json() as { shareCode: string };
    await owner.close();
    // The server (on UTC here) does not know the visitor's zone: it draws the owner's day parts alone.
    const visitorIn = async (timezoneId: string) => {
      const visitor = await phoneContext(browser, { baseURL: app.url, timezoneId });
      const page = await visitor.newPage();
      const errors = recordErrors(page);
      const { html, kept } = await open(page, `/plan/${shareCode}`, 'h1');
      expect(rootOf(html)).toContain('Stargazing');
      expect(rootOf(html)).not.toContain('Berlin time');
      expect(kept).toBe(true);
      return { visitor, page, errors };
    };

    const inBerlin = await visitorIn('Europe/Berlin');
    await inBerlin.page.getByRole('button', { name: 'Send answer' }).and(inBerlin.page.locator(':enabled')).waitFor();
    expect(await inBerlin.page.getByText(/Berlin time/).count()).toBe(0);
    expect(inBerlin.errors).toEqual([]);
    await inBerlin.visitor.close();

    const inSydney = await visitorIn('Australia/Sydney');
    await inSydney.page.getByRole('checkbox', { name: /, Berlin time \(.* Sydney time\)$/ }).waitFor();
    expect(inSydney.errors).toEqual([]);
    await inSydney.visitor.close();
  });

  it("draws a plan on New Year's Eve in its owner's year, which a visitor already in the new year takes over", async () => {
    // 20:00 UTC on the 31st (the server's zone here): 21:00 in Berlin, 07:00 on New Year's Day in Sydney.
    const eve = new Date('2026-12-31T20:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: eve, shouldAdvanceTime: true });
    try {
      const owner = await browser.newContext({ baseURL: app.url });
      await signUpAndIn(owner.request, { firstName: 'Lise', timeZone: 'Europe/Berlin' });
      const personId = await addPerson(owner.request, 'Otto Hahn');
      const created = await owner.request.post('/api/v1/proposedplans', {
        data: { withPersonId: personId, proposedPlanTitle: 'Fireworks', proposedPlanTimeSlots: JSON.stringify([{ date: '2027-01-02', timeSlot: 'evening' }]) },
      });
      const { shareCode } = await created.json() as { shareCode: string };
      await owner.close();

      const visitor = await phoneContext(browser, { baseURL: app.url, timezoneId: 'Australia/Sydney' });
      await visitor.clock.setFixedTime(eve);
      const page = await visitor.newPage();
      const errors = recordErrors(page);
      const { html, kept } = await open(page, `/plan/${shareCode}`, 'h1');
      // Drawn in the owner's year, 2026: the slot's year is named.
      expect(rootOf(html)).toContain('Jan 2nd 2027, Evening');
      expect(kept).toBe(true);
      // Taken over, the labels are the visitor's, for whom it is 2027 already.
      await page.getByRole('checkbox', { name: /^Jan 2nd, Evening, Berlin time \(Jan 3rd, .* Sydney time\)$/ }).waitFor();
      expect(errors).toEqual([]);
      await visitor.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a drawing over without making its styles again: the page came with every one it uses, each taken in once', async () => {
    const page = await context.newPage();
    type Styled = Window & { madeStyles?: string[]; movedStyles?: string[] };
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as Styled).madeStyles = made;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        made.push(rule);
        return insertRule.call(this, rule, index);
      };
      // Emotion takes each drawn style tag into its sheet by moving it once; a second move parsed it anew.
      const moved: string[] = [];
      (window as Styled).movedStyles = moved;
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.removedNodes) if (node instanceof HTMLStyleElement) moved.push(node.dataset.emotion!.split(' ')[0]!);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/network', '/calendar']) {
      const { kept } = await open(page, path, 'h1');
      expect(kept, path).toBe(true);
      expect(await page.evaluate(() => (window as Styled).madeStyles), path).toEqual([]);
      const moved = await page.evaluate(() => (window as Styled).movedStyles!.splice(0));
      expect(moved.length, path).toBe(new Set(moved).size);
    }
    await page.close();
  });

  it("never sends the server's own module", async () => {
    const response = await context.request.get('/.ssr/serverEntry.mjs');
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).not.toContain('renderToPipeableStream');
  });
});
