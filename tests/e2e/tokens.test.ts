import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  context = await phoneContext(browser, { baseURL: app.url, permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

/** A script's call: no cookie, no Origin, only the token. */
const scriptCall = (token: string) => fetch(`${app.url}/api/v1/people`, { headers: { authorization: `Bearer ${token}` } });

describe('personal access tokens in Chromium', () => {
  it('are created in settings, shown once to copy, used by a script, and revoked after a confirmation', async () => {
    await signUpAndIn(context.request);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Personal access tokens for scripts that use the API' }).click();
    await page.waitForURL('/settings/tokens');
    await page.getByText('No token yet.').waitFor();
    await expectAccessible(page, 'the tokens page without a token');

    const form = page.getByRole('form', { name: 'Create a token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await form.getByText('Name the token').waitFor();
    await form.getByLabel('Token name').fill('Backup script');
    await form.getByRole('checkbox', { name: /^write:/ }).check();
    await form.getByLabel('Expires after').selectOption('Never');
    await expectAccessible(page, 'the filled-in token form');
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('region', { name: 'Your new token' });
    await shown.getByText('Copy it now: it is not shown again.').waitFor();
    await expectAccessible(page, 'the new token shown once');
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied to the clipboard').waitFor();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toMatch(/^fp_pat_/);
    expect(await shown.getByLabel('Token').inputValue()).toBe(token);

    expect((await scriptCall(token)).status).toBe(200);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Your new token' }).count()).toBe(0);

    await page.reload();
    const list = page.getByRole('list', { name: 'Personal access tokens' });
    await list.getByText('Scopes: read, write').waitFor();
    await list.getByText(/Never expires · Last used/).waitFor();
    await list.getByRole('button', { name: 'Revoke Backup script' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the revoke confirmation');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('No token yet.').waitFor();
    expect((await scriptCall(token)).status).toBe(401);
  });
});
