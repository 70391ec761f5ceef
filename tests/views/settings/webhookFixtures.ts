import { screen } from '@testing-library/react';
import type { Webhook, WebhookDelivery } from '@/domain/contract/webhooks';
import { success } from '../support/fixtures';
import { signedInAt } from '../integrations/integrationFixtures';

export const WEBHOOK_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01';
export const WEBHOOK_URL = 'https://hooks.example.com/funplans';
export const SWITCHED_OFF = 'Switched off on 2026-11-20: every delivery since 2026-11-17 failed (last: 503)';

export const webhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  webhookId: WEBHOOK_ID,
  url: WEBHOOK_URL,
  eventTypes: ['plan.answered', 'event.created'],
  enabled: true,
  disabledReason: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const webhookDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  deliveryId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e02',
  type: 'plan.answered',
  status: 'sent',
  attempts: 2,
  lastStatusCode: 204,
  lastAnswer: '',
  created_at: '2026-11-20T09:00:00.000Z',
  lastAttemptAt: '2026-11-20T09:01:00.000Z',
  ...overrides,
});

/** /settings/webhooks signed in, with the account's webhooks loaded and each one's deliveries. */
export async function openWebhooks(webhooks: Webhook[], deliveries: WebhookDelivery[] = []) {
  const app = await signedInAt('/settings/webhooks');
  await app.fakes.settle('fetchWebhooks', { output: success(webhooks) });
  await screen.findByRole('heading', { name: 'Webhooks' });
  for (const _ of webhooks) await app.fakes.settle('fetchWebhookDeliveries', { output: success(deliveries) });
  return app;
}
