import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '@/server/repositories/users';
import { type Account, PASSWORD, type RunningApp, addPerson, launchBrowser, phoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
});

interface Phone extends Account {
  page: Page;
}

/** A new account on its own phone, signed in through the API. */
async function signIn(firstName: string, lastName: string): Promise<Phone> {
  const context = await phoneContext(browser, { baseURL: app.url });
  contexts.push(context);
  const account = await signUpAndIn(context.request, { firstName, lastName });
  return { ...account, page: await context.newPage() };
}

describe('connections, settings, subscription and admin in Chromium', () => {
  it('connects two users by invite code, and each sees the other', async () => {
    const ada = await signIn('Ada', 'Lovelace');
    const grace = await signIn('Grace', 'Hopper');
    await addPerson(ada.page.request, 'Amazing Grace');

    await grace.page.goto('/connections');
    const code = (await grace.page.getByLabel('Your invite code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await grace.page.getByText('No connections yet: share your invite code.').waitFor();
    await expectAccessible(grace.page, 'the connections page');

    const { page } = ada;
    await page.goto('/connections');
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Invite code', { exact: true }).fill('NOSUCHCD');
    await next.click();
    await page.getByText('No user found with that invite code. Please try again.').waitFor();
    await page.getByLabel('Invite code', { exact: true }).fill(code.toLowerCase());
    await next.click();
    await page.getByText('Found Grace Hopper. Who are they in your network?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Need to have a user and person to connect them to').waitFor();
    await page.getByLabel('Person in my network').selectOption('Amazing Grace');
    await expectAccessible(page, 'the connect form with a found user');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('You are now connected with Grace Hopper.').waitFor();

    await page.getByRole('link', { name: /Grace Hopper/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    expect(await page.getByText('Connected since').count()).toBe(1);
    await expectAccessible(page, 'a connection page');
    await page.getByRole('link', { name: 'Amazing Grace' }).click();
    await page.getByRole('heading', { level: 1, name: 'Amazing Grace' }).waitFor();
    await page.getByRole('link', { name: 'Connected with Grace Hopper' }).waitFor();

    await grace.page.reload();
    await grace.page.getByRole('link', { name: /Ada Lovelace.*Not linked to a person in your network yet/ }).waitFor();

    // Grace ends the connection from her side; then neither of them lists it.
    await grace.page.getByRole('link', { name: /Ada Lovelace/ }).click();
    await grace.page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await grace.page.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = grace.page.getByRole('dialog', { name: 'Disconnect from Ada Lovelace?' });
    await dialog.waitFor();
    await expectAccessible(grace.page, 'the disconnect confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await grace.page.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await grace.page.waitForURL('/connections');
    await grace.page.getByText('No connections yet: share your invite code.').waitFor();
    await page.goto('/connections');
    await page.getByText('No connections yet: share your invite code.').waitFor();
    await page.goto('/network');
    await page.getByRole('link', { name: /Amazing Grace/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Amazing Grace' }).waitFor();
    expect(await page.getByRole('link', { name: 'Connected with Grace Hopper' }).count()).toBe(0);
  });

  it('stores feedback; an admin switches that user to Standard, soft-deletes them (who then cannot log in) and restores them', async () => {
    const root = await signIn('Root', 'Admin');
    await updateUser(app.db, root.userId, { rights: 'ADMIN' });
    const grace = await signIn('Grace', 'Murray');

    // Grace asks for the free upgrade with her feedback.
    await grace.page.goto('/network');
    await grace.page.getByRole('link', { name: 'Manage' }).click();
    await grace.page.waitForURL('/subscription');
    await grace.page.getByText('Current Plan: TRIAL').waitFor();
    await expectAccessible(grace.page, 'the subscription page');
    await grace.page.getByLabel('Your feedback').fill('Please add a dark theme');
    await grace.page.getByRole('button', { name: 'Send feedback' }).click();
    await grace.page.getByText('Thank you! We read every message and will switch you to Standard.').waitFor();
    await grace.page.getByRole('list', { name: 'Feedback you sent' }).getByText('Please add a dark theme').waitFor();

    // A non-admin's /admin says so.
    await grace.page.goto('/admin');
    await grace.page.getByText("Not admin! Functions won't work").waitFor();

    // The admin: Settings and Admin tabs, the user list, Grace's page.
    const { page } = root;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Settings' }).waitFor();
    await expectAccessible(page, 'the settings page of an admin');
    await page.getByRole('tab', { name: 'Admin' }).click();
    await page.waitForURL('/admin');
    await page.getByLabel('Search by name or email').fill(grace.email.toUpperCase());
    const users = page.getByRole('list', { name: 'Active users' });
    await users.getByRole('link').first().waitFor();
    expect(await users.getByRole('link').allInnerTexts()).toEqual([expect.stringContaining('Grace Murray')]);
    await expectAccessible(page, 'the admin user list');
    await users.getByRole('link', { name: /Grace Murray/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Grace Murray' }).waitFor();
    await page.getByRole('list', { name: 'Feedback' }).getByText('Please add a dark theme').waitFor();
    await expectAccessible(page, 'an admin user page');

    await page.getByRole('button', { name: 'Switch to STANDARD' }).click();
    await page.getByRole('button', { name: 'Switch to TRIAL' }).waitFor();
    await page.getByText('STANDARD', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('dialog', { name: 'Delete Grace Murray?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { level: 1, name: 'Grace Murray [DELETED]' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete user' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Close' }).click();
    await page.getByRole('tab', { name: /Deleted/ }).click();
    await page.getByRole('list', { name: 'Deleted users' }).getByRole('link', { name: /Grace Murray \[DELETED\]/ }).waitFor();

    // Grace's session has ended, and logging in again fails.
    await grace.page.goto('/network');
    await grace.page.waitForURL(/\/login/);
    await grace.page.getByLabel('Email').fill(grace.email);
    await grace.page.getByLabel('Password').fill(PASSWORD);
    await grace.page.getByRole('button', { name: 'Log In' }).click();
    await grace.page.getByText('Error trying to log in: Wrong email or password').waitFor();
    expect(new URL(grace.page.url()).pathname).toBe('/login');

    // The admin restores Grace, who logs in again and finds her feedback where she left it.
    await page.getByRole('list', { name: 'Deleted users' }).getByRole('link', { name: /Grace Murray \[DELETED\]/ }).click();
    await page.getByRole('button', { name: 'Restore user' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore Grace Murray?' });
    await restore.waitFor();
    await expectAccessible(page, 'the restore confirmation');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('heading', { level: 1, name: 'Grace Murray' }).waitFor();
    await page.getByRole('button', { name: 'Delete user' }).waitFor();
    await grace.page.getByRole('button', { name: 'Log In' }).click();
    await grace.page.waitForURL((url) => url.pathname !== '/login');
    await grace.page.goto('/subscription');
    await grace.page.getByRole('list', { name: 'Feedback you sent' }).getByText('Please add a dark theme').waitFor();

    // Another admin has no Delete action, and the server would refuse it.
    const second = await signIn('Second', 'Admin');
    await updateUser(app.db, second.userId, { rights: 'ADMIN' });
    await page.goto(`/admin/users/${second.userId}`);
    await page.getByRole('heading', { level: 1, name: 'Second Admin' }).waitFor();
    await page.getByRole('button', { name: 'Switch to STANDARD' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete user' }).count()).toBe(0);
  });

  it('deletes an account from settings after a confirmation', async () => {
    const { page } = await signIn('Alan', 'Turing');
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Account deleted. Sorry to see you go.').waitFor();
    await page.getByText('Not logged in').waitFor();
    await expectAccessible(page, 'the settings page, signed out');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('/login');
  });
});
