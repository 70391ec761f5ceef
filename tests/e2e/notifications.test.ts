import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateLabel } from '@/domain/dateLabels';
import { slotsToText } from '@/domain/planSlots';
import { reactions } from '@/server/db/schema';
import { type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

let app: RunningApp;
let browser: Browser;
let ownerContext: BrowserContext;
let visitorContext: BrowserContext;
let owner: Page;
let visitor: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  ownerContext = await phoneContext(browser, { baseURL: app.url });
  visitorContext = await phoneContext(browser, { baseURL: app.url });
  [owner, visitor] = await Promise.all([ownerContext.newPage(), visitorContext.newPage()]);
});

afterAll(async () => {
  await ownerContext?.close();
  await visitorContext?.close();
  await browser?.close();
  await app?.close();
});

const EMAIL_LABEL = 'Email (optional) — to hear which slot is picked';

/** A signed-in owner's plan with Grace, on two evenings from tomorrow; its id and share code. */
async function ownersPlan(today: Temporal.PlainDate) {
  await signUpAndIn(ownerContext.request);
  const withPersonId = await addPerson(ownerContext.request);
  const slots = [1, 2].map((n) => ({ date: today.add({ days: n }).toString(), timeSlot: 'evening' as const }));
  const created = await ownerContext.request.post('/api/v1/proposedplans', {
    data: { withPersonId, proposedPlanTitle: 'Board games night', proposedPlanTimeSlots: slotsToText(slots) },
  });
  expect(created.status()).toBe(201);
  const { proposedPlanId, shareCode } = await created.json() as { proposedPlanId: string; shareCode: string };
  return { proposedPlanId, shareCode, firstDay: today.add({ days: 1 }) };
}

describe('notifications in Chromium', () => {
  it('an anonymous answer with an email reaches the owner on /inbox and Home; opening it reads it and lands on the plan, which the owner mutes', async () => {
    const today = Temporal.Now.plainDateISO('UTC');
    const { proposedPlanId, shareCode, firstDay } = await ownersPlan(today);

    // An anonymous visitor answers and leaves an address for the outcome; a wrong one is refused first.
    await visitor.goto(`/plan/${shareCode}`);
    await visitor.getByRole('heading', { level: 1, name: 'Board games night' }).waitFor();
    await visitor.getByLabel(`${dateLabel(firstDay.toString(), today)}, Evening`).check();
    await visitor.getByLabel('Your name').fill('Grace');
    await visitor.getByLabel('Comments').fill('I bring the snacks');
    await visitor.getByLabel(EMAIL_LABEL).fill('grace@');
    await visitor.getByRole('button', { name: 'Send answer' }).click();
    await visitor.getByText('Please enter a valid email address, or leave it empty').waitFor();
    await visitor.getByLabel(EMAIL_LABEL).fill('grace@example.com');
    await expectAccessible(visitor, 'the public plan page with the email field');
    await visitor.getByRole('button', { name: 'Send answer' }).click();
    await visitor.getByText('Thank you, Grace! Ada will see your answer.', { exact: false }).waitFor();
    const [answer] = await app.db.select({ reactorEmail: reactions.reactorEmail }).from(reactions).where(eq(reactions.proposedPlanId, proposedPlanId));
    expect(answer?.reactorEmail).toBe('grace@example.com');

    // The worker turns the answer into the owner's notification; Home's inbox link counts it.
    await app.runNotifications();
    await owner.goto('/');
    const inboxLink = owner.getByRole('link', { name: 'Inbox, 1 unread notification, 1 plan with new answers' });
    await inboxLink.waitFor();
    expect(await inboxLink.textContent()).toBe('1');

    // /inbox lists it unread above the plans.
    await inboxLink.click();
    await owner.waitForURL('/inbox');
    const notifications = owner.getByRole('list', { name: 'Notifications' });
    const item = notifications.getByRole('link', { name: /^Unread/ });
    await item.waitFor();
    expect(await item.textContent()).toContain('Grace');
    await owner.getByRole('heading', { level: 2, name: 'Notifications (1 unread)' }).waitFor();
    await owner.getByRole('list', { name: 'Plans' }).waitFor();
    await expectAccessible(owner, '/inbox with an unread notification');

    // Opening it marks it read and lands on the plan.
    await item.click();
    await owner.waitForURL(`/proposedplans/${proposedPlanId}`);
    await owner.getByRole('heading', { level: 1, name: 'Board games night' }).waitFor();
    expect(await (await ownerContext.request.get('/api/v1/notifications/unread')).json()).toEqual({ unreadCount: 0 });

    // The owner mutes the plan and expects two answers; both hold after a reload.
    const mute = owner.getByRole('switch', { name: 'Mute notifications for this plan' });
    expect(await mute.isChecked()).toBe(false);
    await expectAccessible(owner, "the owner's plan page with its notification settings");
    await mute.click();
    await owner.waitForFunction(() => !document.querySelector<HTMLInputElement>('input[role="switch"]')?.disabled);
    expect(await mute.isChecked()).toBe(true);
    await owner.getByLabel('Answers expected').fill('2');
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.waitForFunction(() => !document.querySelector<HTMLInputElement>('input[role="switch"]')?.disabled);
    const saved = await (await ownerContext.request.get(`/api/v1/proposedplans/${proposedPlanId}`)).json() as { notificationsMuted: boolean; expectedAnswers: number | null };
    expect(saved).toMatchObject({ notificationsMuted: true, expectedAnswers: 2 });
    await owner.reload();
    await owner.getByRole('heading', { level: 1, name: 'Board games night' }).waitFor();
    expect(await owner.getByRole('switch', { name: 'Mute notifications for this plan' }).isChecked()).toBe(true);
    expect(await owner.getByLabel('Answers expected').inputValue()).toBe('2');

    // Back on /inbox the notification is read; Home's link has nothing more to count.
    await owner.goto('/inbox');
    await notifications.getByRole('link', { name: /Grace/ }).waitFor();
    expect(await notifications.getByText('Unread').count()).toBe(0);
    await owner.getByRole('heading', { level: 2, name: 'Notifications' }).waitFor();
    await owner.goto('/');
    await owner.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
  });
});
