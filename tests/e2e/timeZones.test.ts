import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateLabel } from '@/domain/dateLabels';
import { slotsToText } from '@/domain/planSlots';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await app?.close();
});

/** A phone whose clock is set to `timeZone`. */
async function phoneIn(timeZone: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, { baseURL: app.url, timezoneId: timeZone });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

// Ten days on: an evening in Berlin, 18:00 to 22:00 there.
const date = Temporal.Now.plainDateISO('Europe/Berlin').add({ days: 10 });
const today = { year: Temporal.Now.plainDateISO().year };
const slotName = `${dateLabel(date.toString(), today)}, Evening`;

/** The evening's start and end on Sydney's clocks, read by Temporal rather than by the app's own code. */
function sydneyHours() {
  const inSydney = (hour: number) => date.toZonedDateTime({ timeZone: 'Europe/Berlin', plainTime: { hour } }).withTimeZone('Australia/Sydney');
  const [start, end] = [inSydney(18), inSydney(22)];
  // English shows a 12-hour clock: '4:00 AM'.
  const time = ({ hour, minute }: Temporal.ZonedDateTime) => `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${dateLabel(start.toPlainDate().toString(), today)}, ${time(start)}–${time(end)} Sydney time`;
}

describe('time zones in Chromium', () => {
  let shareCode = '';

  it('lets the owner move to Berlin in the profile, and a plan proposed then is in Berlin time', async () => {
    const { context, page } = await phoneIn('Europe/London');
    await signUpAndIn(context.request, { firstName: 'Ada', timeZone: 'Europe/London' });
    await page.goto('/profile/edit');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect.poll(() => zone.inputValue()).toMatch(/^London \(Europe\/London, UTC(\+01:00)?\)$/);
    await zone.fill('berlin');
    await page.getByRole('option', { name: /^Berlin \(Europe\/Berlin, UTC\+0[12]:00\)$/ }).waitFor();
    await expectAccessible(page, 'the profile form with the time zones open');
    await page.getByRole('option', { name: /^Berlin \(Europe\/Berlin/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    expect((await (await context.request.get('/api/v1/auth/me')).json()).timeZone).toBe('Europe/Berlin');

    const personId = await addPerson(context.request);
    const created = await context.request.post('/api/v1/proposedplans', {
      data: { withPersonId: personId, proposedPlanTitle: 'Dinner', proposedPlanTimeSlots: slotsToText([{ date: date.toString(), timeSlot: 'evening' }]) },
    });
    expect(created.status()).toBe(201);
    shareCode = (await created.json()).shareCode;
    expect((await (await context.request.get(`/api/v1/proposedplans/bycode/${shareCode}`)).json()).timeZone).toBe('Europe/Berlin');
  });

  it('shows a responder in Sydney the owner\'s zone and the evening\'s hours on Sydney\'s clock', async () => {
    const { page } = await phoneIn('Australia/Sydney');
    await page.goto(`/plan/${shareCode}`);
    const slot = page.getByRole('checkbox', { name: `${slotName}, Berlin time (${sydneyHours()})` });
    await slot.waitFor();
    await expectAccessible(page, 'the public plan page in another time zone');
    await slot.check();
    await page.getByLabel('Your name').fill('Bruce');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText(`Your choices: ${slotName}, Berlin time (${sydneyHours()})`).waitFor();
  });

  it('names only the owner\'s zone to a responder within three hours of it', async () => {
    const { page } = await phoneIn('Europe/London');
    await page.goto(`/plan/${shareCode}`);
    await page.getByRole('checkbox', { name: `${slotName}, Berlin time`, exact: true }).waitFor();
  });

  it('says nothing of zones to a responder in the owner\'s own', async () => {
    const { page } = await phoneIn('Europe/Berlin');
    await page.goto(`/plan/${shareCode}`);
    await page.getByRole('checkbox', { name: slotName, exact: true }).waitFor();
    expect(await page.getByText(/ time\b/).count()).toBe(0);
  });
});
