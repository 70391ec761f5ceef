import { eq } from 'drizzle-orm';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@/server/db/schema';
import { pushPayload } from '@/server/notifications/channels/push';
import { type RunningApp, persistentPhoneContext, signUpAndIn, startApp } from './support/app';
import { expectAccessible } from './support/axe';
import { type FakeGcm, startFakeGcm } from './support/fakeGcm';

let app: RunningApp;
let gcm: FakeGcm;
let context: BrowserContext;
let closeContext: (() => Promise<void>) | undefined;
let page: Page;

beforeAll(async () => {
  // The browser's real push endpoint is Google's, which a test cannot reach: the server must take it.
  [app, gcm] = await Promise.all([startApp({ allowPrivatePush: true }), startFakeGcm()]);
  ({ context, close: closeContext } = await persistentPhoneContext(gcm.switches, { baseURL: app.url, timezoneId: 'UTC' }));
  await context.grantPermissions(['notifications'], { origin: app.url });
  page = await context.newPage();
});

afterAll(async () => {
  await closeContext?.();
  await app?.close();
  await gcm?.close();
});

const mainNavigation = () => page.getByRole('navigation', { name: 'Main' });

/** The service worker's registration id, as DevTools knows it, for the app's scope (with `cdp`'s ServiceWorker domain on). */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${app.url}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

describe('Web Push and the offline app in Chromium', () => {
  it('registers the service worker, turns on notifications, shows a push, and opens offline', async () => {
    const { userId } = await signUpAndIn(context.request, { timeZone: 'UTC' });

    // The service worker is registered once Home has loaded, and caches the app for offline use.
    await page.goto('/');
    await mainNavigation().waitFor();
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toBe(`${app.url}/sw.js`);
    // Revalidated on every visit, so a new build's worker is found at once.
    const script = await context.request.get('/sw.js');
    expect(script.headers()).toMatchObject({ 'cache-control': 'no-cache', 'content-type': expect.stringMatching(/javascript/) });
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('funplans-shell-')).length)).toBe(1);

    // The opt-in, from the settings page.
    await mainNavigation().getByRole('link', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Choose how FunPlans notifies you' }).click();
    await page.waitForURL('/settings/notifications');
    const turnOn = page.getByRole('button', { name: 'Turn on notifications on this device' });
    await turnOn.waitFor();
    await page.getByText('No device gets notifications yet.').waitFor();
    await expectAccessible(page, 'the notification settings before opting in');
    await turnOn.click();
    await page.getByText('Notifications are on for this device.').waitFor();
    await page.getByText('Chrome on Android (this device)').waitFor();
    await expectAccessible(page, 'the notification settings with this device subscribed');

    // The browser subscribed for real, with the server's key, and the server holds that subscription.
    const { publicKey } = await (await context.request.get('/api/v1/notifications/vapidkey')).json();
    // (Chromium may register its own senders too, such as 745476177629, before or after ours.)
    expect(gcm.registrations.map((registration) => registration.get('sender'))).toContain(publicKey);
    const subscription = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.toJSON());
    const stored = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    expect(stored).toMatchObject([{ endpoint: subscription?.endpoint, p256dh: subscription?.keys?.p256dh, auth: subscription?.keys?.auth, deviceName: 'Chrome on Android' }]);

    // A push as the server sends it (its payload; the push service is DevTools here) shows a notification.
    const data = pushPayload({
      id: '00000000-0000-4000-8000-000000000001', kind: 'plan.answered', locale: 'en', title: "Grace answered your plan 'Dinner'", body: 'See who can come when.', html: '',
      link: `${app.url}/inbox`, unsubscribeUrl: `${app.url}/api/v1/notifications/unsubscribe/x`, unsubscribePageUrl: `${app.url}/unsubscribe/x`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${app.url}/`, registrationId: await registrationId(cdp), data });
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
      .map(({ title, body, icon, data: { link } }) => ({ title, body, icon, link })));
    await expect.poll(shown).toEqual([{
      title: "Grace answered your plan 'Dinner'", body: 'See who can come when.', icon: `${app.url}/icons/icon-192.png`, link: `${app.url}/inbox`,
    }]);

    // Without a network the app still opens, from the service worker's cache, and says it is offline.
    await context.setOffline(true);
    const offline = await page.goto('/');
    expect(offline?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await mainNavigation().count()).toBe(0);
    await expectAccessible(page, 'the app opened offline');

    // Back online, Retry signs the user in again.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await mainNavigation().waitFor();
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
  });
});
