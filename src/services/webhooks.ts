import type { UpdateWebhookBody, WebhookBody } from '@/domain/contract/webhooks';
import { type CallOptions, request } from '@/services/request';

const webhookPath = (webhookId: string) => `/webhooks/${encodeURIComponent(webhookId)}`;

/** The account's webhooks, newest first. */
export const fetchWebhooks = ({ signal }: CallOptions = {}) =>
  request('webhooks', { method: 'GET', url: '/webhooks', signal });

/** Registers a webhook; the answer carries its signing secret, shown this once. */
export const createWebhook = (body: WebhookBody, { signal }: CallOptions = {}) =>
  request('webhookWithSecret', { method: 'POST', url: '/webhooks', data: body, signal });

export const deleteWebhook = (webhookId: string, { signal }: CallOptions = {}) =>
  request('webhookDeleted', { method: 'DELETE', url: webhookPath(webhookId), signal });

/** Turns a webhook back on after it was switched off. */
export const enableWebhook = (webhookId: string, { signal }: CallOptions = {}) =>
  request('webhookUpdated', { method: 'PUT', url: webhookPath(webhookId), data: { enabled: true } satisfies UpdateWebhookBody, signal });

/** A webhook's latest deliveries, newest first. */
export const fetchWebhookDeliveries = (webhookId: string, { signal }: CallOptions = {}) =>
  request('webhookDeliveries', { method: 'GET', url: `${webhookPath(webhookId)}/deliveries`, signal });
