import { z } from 'zod';
import { DELIVERY_STATUSES } from '@/domain/constants';
import { instant, uuid } from '@/domain/contract/common';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

/** What a webhook can subscribe to: each is sent when it happens, in the transaction that made it. */
export const WEBHOOK_EVENT_TYPES = [
  'plan.answered', 'plan.confirmed', 'event.created', 'event.updated', 'event.deleted', 'person.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A user registers at most this many webhooks. */
export const MAX_WEBHOOKS_PER_USER = 10;

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
const eventTypes = z.array(webhookEventType).min(1, ISSUE_TEXTS.noEventType.id).max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

export const webhookBody = z.object({
  /** https on a public address (the server checks the address, its DNS included, here and at each delivery). */
  url: z.url({ protocol: /^https?$/ }).max(2048),
  eventTypes,
});
export type WebhookBody = z.input<typeof webhookBody>;

/** Turns a webhook on or off (on again after it was switched off for failing), changes its events, or gives it a new secret. */
export const updateWebhookBody = z.object({
  enabled: z.boolean().optional(),
  eventTypes: eventTypes.optional(),
  rotateSecret: z.literal(true).optional(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const webhook = z.object({
  webhookId: uuid,
  url: z.string(),
  eventTypes: z.array(webhookEventType),
  enabled: z.boolean(),
  /** Why the server switched it off (every delivery failed for 3 days); null while on, or when its owner turned it off. */
  disabledReason: z.string().nullable(),
  created_at: instant,
});
export type Webhook = z.infer<typeof webhook>;

/** The signing secret (`whsec_` + base64) is answered once: at creation, and when it is rotated. */
export const webhookWithSecret = webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const webhookDeleted = z.object({ webhookId: uuid });

/** One event sent (or being sent) to a webhook: its `deliveryId` is the `webhook-id` header and the body's `id`. */
export const webhookDelivery = z.object({
  deliveryId: uuid,
  type: webhookEventType,
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  /** The receiver's last answer: its HTTP status (null when it gave none) and the start of its body or what went wrong. */
  lastStatusCode: z.number().int().nullable(),
  lastAnswer: z.string().nullable(),
  created_at: instant,
  lastAttemptAt: instant.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
