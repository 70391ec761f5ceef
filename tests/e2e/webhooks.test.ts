import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

/** A closed port on loopback: the page is what is tested here; delivery is proven in tests/server/webhooks.test.ts. */
const HOOK_URL = 'http://127.0.0.1:9/funplans';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ allowPrivateWebhooks: true }), launchBrowser()]);
  context = await phoneContext(browser, { baseURL: app.url });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

describe('/settings/webhooks in Chromium', () => {
  it('adds a webhook, shows its secret once, lists it and deletes it', async () => {
    await signUpAndIn(context.request);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Send your plans and events to your own apps' }).click();
    await page.waitForURL('/settings/webhooks');
    await page.getByText('No webhooks yet.').waitFor();
    await expectAccessible(page, 'the webhooks page with none');

    const form = page.getByRole('form', { name: 'Add webhook' });
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await form.getByText('Choose at least one event').waitFor();
    await form.getByRole('textbox', { name: 'URL' }).fill(HOOK_URL);
    await form.getByRole('checkbox', { name: 'plan.answered' }).check();
    await form.getByRole('checkbox', { name: 'person.created' }).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();

    const added = page.getByRole('region', { name: 'Webhook added' });
    const secret = await added.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const card = page.getByRole('region', { name: HOOK_URL });
    await card.getByText('plan.answered, person.created').waitFor();
    await expectAccessible(page, 'the webhooks page showing a new secret');
    await added.getByRole('button', { name: 'Done' }).click();
    await form.waitFor();
    expect(await page.getByText(secret).count(), 'the secret is shown once').toBe(0);
    await card.getByText('Nothing sent yet.').waitFor();

    await card.getByRole('button', { name: `Delete webhook ${HOOK_URL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
    // The dialog's code loads when it is first asked for: audit it once it is there.
    await dialog.waitFor();
    await expectAccessible(page, 'the webhook delete confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhooks yet.').waitFor();
  });
});
