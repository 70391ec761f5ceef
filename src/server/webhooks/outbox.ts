import crypto from 'node:crypto';
import { type SQLWrapper, and, eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@/domain/contract/webhooks';
import type { Db } from '@/server/db/client';
import type { QueryValue } from '@/server/db/prepared';
import { webhookDeliveries, webhooks } from '@/server/db/schema';

/**
 * The user's webhooks that are on and subscribe to `type`: a condition on `webhooks`. The type is
 * written into the text (one of a fixed list, no quote in it), so that a prepared statement with
 * it keeps its plan.
 */
export const subscribedTo = (userId: QueryValue<string> | SQLWrapper, type: WebhookEventType) =>
  and(eq(webhooks.userId, userId), sql`${webhooks.enabled} and ${webhooks.eventTypes} @> ${sql.raw(`'${JSON.stringify([type])}'`)}::jsonb`);

/**
 * Queues `type` for each of the user's webhooks that is on and subscribes to it, inside the
 * transaction of what caused it: the change and its webhook deliveries are stored together or not at
 * all. `data` is only built when some webhook wants it. The body is fixed here, so every attempt
 * sends the same bytes under the same id.
 */
export async function emitWebhookEvent(
  tx: Db, userId: string, type: WebhookEventType, data: () => unknown, at: Date,
): Promise<void> {
  const subscribed = await tx.select({ id: webhooks.id }).from(webhooks).where(subscribedTo(userId, type));
  if (subscribed.length === 0) return;
  const payload = await data();
  await tx.insert(webhookDeliveries).values(subscribed.map((webhook) => {
    const id = crypto.randomUUID();
    const body = JSON.stringify({ id, type, timestamp: at.toISOString(), data: payload });
    return { id, webhookId: webhook.id, userId, type, body, nextAttemptAt: at, createdAt: at };
  }));
}
