import { msg } from '@lingui/core/macro';
import type { Webhook, WebhookDelivery } from '@/domain/contract/webhooks';
import { createConfirmMachine } from '@/machines/confirmMachine';
import { createDetailMachine } from '@/machines/detailMachine';

/** The account's webhooks on /settings/webhooks. */
export const webhookListMachine = createDetailMachine<Webhook[]>({
  id: 'webhookList',
  actor: 'fetchWebhooks',
  failed: (message) => msg`Error fetching your webhooks: ${message}`,
  unknownError: msg`Error fetching your webhooks`,
});

/** One webhook's latest deliveries, under it on /settings/webhooks. */
export const webhookDeliveriesMachine = createDetailMachine<WebhookDelivery[]>({
  id: 'webhookDeliveries',
  actor: 'fetchWebhookDeliveries',
  failed: (message) => msg`Error fetching deliveries: ${message}`,
  unknownError: msg`Error fetching deliveries`,
});

/** A webhook is deleted after a confirmation; the page then loads the list again. */
export const webhookDeleteMachine = createConfirmMachine({
  id: 'webhookDelete',
  actor: 'deleteWebhook',
  failed: (message) => msg`Error deleting webhook: ${message}`,
  unknownError: msg`Unknown error deleting webhook`,
});

/** A webhook that was switched off is turned back on after a confirmation; the page then loads the list again. */
export const webhookEnableMachine = createConfirmMachine({
  id: 'webhookEnable',
  actor: 'enableWebhook',
  failed: (message) => msg`Error turning webhook back on: ${message}`,
  unknownError: msg`Unknown error turning webhook back on`,
});
