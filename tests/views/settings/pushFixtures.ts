import { screen } from '@testing-library/react';
import type { PushSubscription, PushSubscriptionBody } from '@/domain/contract/notifications';
import { success } from '../support/fixtures';
import { signedInAt } from '../integrations/integrationFixtures';

export const THIS_DEVICE_ID = '7b2e4c1a-3d5f-4e6a-9b8c-0d1e2f3a4b01';
export const OTHER_DEVICE_ID = '7b2e4c1a-3d5f-4e6a-9b8c-0d1e2f3a4b02';

/** This browser's subscription, as the browser gives it. */
export const SUBSCRIPTION: PushSubscriptionBody = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BNlW5sfryZHGzZX4IaQI6mMDuXiwRKD7u3SJAgFIzglxsowAbmhoLoXaGkV7-aa41iCezJQ4fSlnJ5B1yW_OabQ', auth: 'neeIebQwtxDm-zcpYEqWzQ' },
  deviceName: 'Chrome on Linux',
};

export const device = (overrides: Partial<PushSubscription> = {}): PushSubscription => ({
  pushSubscriptionId: OTHER_DEVICE_ID,
  deviceName: 'Safari on iOS',
  service: 'web.push.apple.com',
  created_at: '2026-11-01T10:00:00.000Z',
  lastSuccessAt: null,
  ...overrides,
});

/** /settings/notifications signed in, with the account's devices loaded. */
export async function openNotificationSettings(devices: PushSubscription[]) {
  const app = await signedInAt('/settings/notifications');
  await app.fakes.settle('fetchPushSubscriptions', { output: success(devices) });
  await screen.findByRole('heading', { name: 'Notifications' });
  return app;
}
