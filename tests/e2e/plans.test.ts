import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { MAX_ANSWERS_PER_PLAN, REACTIONS_PAGE } from '@/domain/constants';
import { PLAN_FULL } from '@/server/routes/proposedPlans';
import { dateLabel } from '@/domain/dateLabels';
import { reactions } from '@/server/db/schema';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';
import { dayButtonName } from '@/views/plans/dayButtonName';

/** The owner's browser speaks English: the day buttons are named in it. */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

let app: RunningApp;
let browser: Browser;
let ownerContext: BrowserContext;
let visitorContext: BrowserContext;
let owner: Page;
let visitor: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  ownerContext = await phoneContext(browser, { baseURL: app.url, permissions: ['clipboard-read', 'clipboard-write'] });
  visitorContext = await phoneContext(browser, { baseURL: app.url });
  [owner, visitor] = await Promise.all([ownerContext.newPage(), visitorContext.newPage()]);
});

afterAll(async () => {
  await ownerContext?.close();
  await visitorContext?.close();
  await browser?.close();
  await app?.close();
});

/** A signed-in owner (time zone UTC) with one person in their network; returns the person's id. */
async function ownerWithPerson() {
  await signUpAndIn(ownerContext.request);
  return addPerson(ownerContext.request);
}

describe('proposing a plan and answering it in Chromium', () => {
  it('the owner proposes three slots and shares the link, a visitor answers two, the owner picks the winner', async () => {
    const personId = await ownerWithPerson();
    const today = Temporal.Now.plainDateISO('UTC');
    const days = [1, 2, 3].map((n) => today.add({ days: n }));
    const label = (day: Temporal.PlainDate) => dateLabel(day.toString(), today);

    // Propose from the person's page: a title and three tapped days, the second at noon.
    await owner.goto(`/network/${personId}`);
    await owner.getByRole('link', { name: 'Propose plan' }).click();
    await owner.waitForURL(`/proposeplan/${personId}`);
    await owner.getByRole('button', { name: 'Propose plan' }).click();
    await owner.getByText('Please fill title').waitFor();
    await owner.getByLabel('Title').fill('Board games night');
    await owner.getByRole('button', { name: 'Propose plan' }).click();
    await owner.getByText('Please propose at least one time slot').waitFor();
    for (const day of days) await owner.getByRole('button', { name: dayButtonName(day, today, english) }).click();
    await owner.getByLabel(`Time slot on ${label(days[1]!)}`).selectOption('noon');
    await expectAccessible(owner, 'the propose-plan form');
    await owner.getByRole('button', { name: 'Propose plan' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Board games night' }).waitFor();
    const planPath = new URL(owner.url()).pathname;
    expect(planPath).toMatch(/^\/proposedplans\/[0-9a-f-]{36}$/);
    await owner.getByText('No answers yet. Share the link to collect them.').waitFor();
    await expectAccessible(owner, 'the owner view of a new plan');

    // Share copies the link.
    await owner.getByRole('button', { name: 'Share' }).click();
    await owner.getByText('Link copied', { exact: false }).waitFor();
    const link = await owner.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${app.url}/plan/[A-Za-z0-9_-]{16}$`));

    // An anonymous visitor answers two of the slots.
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Board games night' }).waitFor();
    await visitor.getByText('Proposed by Ada').waitFor();
    await expectAccessible(visitor, 'the public plan page, logged out');
    await visitor.getByRole('button', { name: 'Send answer' }).click();
    await visitor.getByText('Please enter your name').waitFor();
    await visitor.getByLabel(`${label(days[0]!)}, Evening`).check();
    await visitor.getByLabel(`${label(days[1]!)}, Noon`).check();
    await visitor.getByLabel('Your name').fill('Grace');
    await visitor.getByLabel('Comments').fill('I bring the snacks');
    await visitor.getByRole('button', { name: 'Send answer' }).click();
    await visitor.getByText('Thank you, Grace!').waitFor();
    await visitor.getByText(`Your choices: ${label(days[0]!)}, Evening; ${label(days[1]!)}, Noon`).waitFor();
    await expectAccessible(visitor, 'the thank-you on the public plan page');

    // The owner finds the plan in the inbox and sees the grid.
    await owner.goto('/inbox');
    await owner.getByRole('list', { name: 'Plans' }).getByRole('link', { name: /Board games night/ }).waitFor();
    await expectAccessible(owner, 'the inbox');
    await owner.getByRole('list', { name: 'Plans' }).getByRole('link', { name: /Board games night/ }).click();
    await owner.waitForURL(planPath);
    const grid = owner.getByRole('table', { name: 'Availabilities' });
    await grid.getByRole('columnheader', { name: 'Grace' }).waitFor();
    const rows = await grid.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.split(/\s*\t\s*/))).toEqual([
      [`${label(days[0]!)}, Evening`, 'Yes', '1'],
      [`${label(days[1]!)}, Noon`, 'Yes', '1'],
      [`${label(days[2]!)}, Evening`, '–', '0'],
    ]);
    await owner.getByRole('list', { name: 'Reactions' }).getByText('I bring the snacks', { exact: false }).waitFor();
    await expectAccessible(owner, 'the owner view with an answer');

    // Pick the winner: the plan is confirmed and links to its event.
    await owner.getByRole('button', { name: `${label(days[1]!)}, Noon` }).click();
    await owner.getByRole('dialog', { name: `Pick ${label(days[1]!)}, Noon?` }).getByRole('button', { name: 'Pick winner' }).click();
    await owner.getByText(`Winner: ${label(days[1]!)}, Noon`).waitFor();
    await owner.getByText('Confirmed', { exact: true }).waitFor();
    expect(await owner.getByRole('heading', { name: 'Pick winner' }).count()).toBe(0);
    const eventLink = owner.getByRole('link', { name: 'View event' });
    expect(await eventLink.getAttribute('href')).toMatch(/^\/calendar\/[0-9a-f-]{36}$/);

    // Every responder sees the confirmed slot, with the event for their calendar.
    await visitor.goto(link);
    await visitor.getByText(`It's on: ${label(days[1]!)}, Noon.`).waitFor();
    const calendarLink = visitor.getByRole('link', { name: 'Add to calendar' });
    const calendar = await visitorContext.request.get(`${app.url}${await calendarLink.getAttribute('href')}`);
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain('SUMMARY:Board games night');
    await expectAccessible(visitor, 'the public page of a confirmed plan');

    // The event is on Home, next up, and among the person's upcoming events.
    await owner.goto('/');
    await owner.getByRole('region', { name: 'Next Up' }).getByRole('link', { name: 'Board games night' }).waitFor();
    await owner.goto(`/network/${personId}`);
    await owner.getByRole('list', { name: 'Upcoming events' }).getByRole('link', { name: /Board games night/ }).waitFor();
  });

  it(`a plan with ${MAX_ANSWERS_PER_PLAN} answers takes no more, and its owner pages through them`, async () => {
    const personId = await ownerWithPerson();
    const slot = { date: Temporal.Now.plainDateISO('UTC').add({ days: 1 }).toString(), timeSlot: 'evening' as const };
    const created = await ownerContext.request.post('/api/v1/proposedplans', {
      data: { withPersonId: personId, proposedPlanTitle: 'Open house', proposedPlanTimeSlots: JSON.stringify([slot]) },
    });
    expect(created.status()).toBe(201);
    const { proposedPlanId, shareCode } = await created.json();
    // A full plan, written straight into the database: answering 200 times would meet the rate limits.
    await app.db.insert(reactions).values(Array.from({ length: MAX_ANSWERS_PER_PLAN }, (_, index) => ({
      proposedPlanId, reactorName: `Guest ${index}`, acceptedTimeSlots: [slot], createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    })));

    await visitor.goto(`/plan/${shareCode}`);
    await visitor.getByRole('heading', { level: 1, name: 'Open house' }).waitFor();
    await visitor.getByLabel('Your name').fill('Latecomer');
    await visitor.getByRole('button', { name: 'Send answer' }).click();
    await visitor.getByText(`Error adding response: ${PLAN_FULL.message}`).waitFor();

    await owner.goto(`/proposedplans/${proposedPlanId}`);
    const answers = owner.getByRole('list', { name: 'Reactions' }).getByRole('listitem');
    await owner.getByText(`${REACTIONS_PAGE} of ${MAX_ANSWERS_PER_PLAN} answers shown`).waitFor();
    expect(await answers.count()).toBe(REACTIONS_PAGE);
    expect(await answers.first().innerText()).toContain(`Guest ${MAX_ANSWERS_PER_PLAN - 1}`);
    const grid = owner.getByRole('table', { name: 'Availabilities' });
    expect((await grid.getByRole('row').nth(1).innerText()).split(/\s*\t\s*/).at(-1)).toBe(String(MAX_ANSWERS_PER_PLAN));
    await owner.getByRole('button', { name: 'Show more answers' }).click();
    await owner.getByText(`${2 * REACTIONS_PAGE} of ${MAX_ANSWERS_PER_PLAN} answers shown`).waitFor();
    expect(await answers.nth(REACTIONS_PAGE).innerText()).toContain(`Guest ${MAX_ANSWERS_PER_PLAN - 1 - REACTIONS_PAGE}`);
  });
});
