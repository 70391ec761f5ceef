import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_WEBHOOKS_PER_USER, type Webhook, type WebhookDelivery, type WebhookEventType } from '@/domain/contract/webhooks';
import type { Db } from '@/server/db/client';
import { users, webhookDeliveries, webhooks } from '@/server/db/schema';
import { conflict } from '@/server/errors';
import { ERROR_TEXTS } from '@/server/errorTexts';
import { switchOff } from '@/server/webhooks/deliver';

/** A webhook's list shows this many of its latest deliveries. */
export const WEBHOOK_DELIVERIES_SHOWN = 20;

type WebhookRow = typeof webhooks.$inferSelect;

const toWebhook = (row: WebhookRow): Webhook => ({
  webhookId: row.id,
  url: row.url,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  created_at: row.createdAt.toISOString(),
});

const ownedBy = (userId: string, webhookId: string) => and(eq(webhooks.id, webhookId), eq(webhooks.userId, userId));

/** The user's webhooks, newest first. */
export async function webhooksOf(db: Db, userId: string): Promise<Webhook[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
  return rows.map(toWebhook);
}

export interface NewWebhook { url: string; eventTypes: WebhookEventType[]; sealedSecret: string }

/** Adds a webhook; past MAX_WEBHOOKS_PER_USER a 409 until one is deleted (counted under a lock of the user's row, so two at once cannot both take the last place). */
export function insertWebhook(db: Db, userId: string, webhook: NewWebhook, at: Date): Promise<Webhook> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
    if (existing!.n >= MAX_WEBHOOKS_PER_USER) throw conflict({ ...ERROR_TEXTS.tooManyWebhooks, values: { max: MAX_WEBHOOKS_PER_USER } });
    const [row] = await tx.insert(webhooks).values({ userId, ...webhook, createdAt: at }).returning();
    return toWebhook(row!);
  });
}

export interface WebhookChanges { enabled?: boolean; eventTypes?: WebhookEventType[]; sealedSecret?: string }

/**
 * Changes the user's webhook; undefined when they have none by that id. Turning it on clears the
 * note of why it was switched off; turning it off gives up what it had still to send.
 */
export function updateWebhook(db: Db, userId: string, webhookId: string, changes: WebhookChanges): Promise<Webhook | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhooks).where(ownedBy(userId, webhookId)).for('update');
    if (!current) return undefined;
    if (changes.enabled === false && current.enabled) await switchOff(tx, webhookId, null);
    const turnedOn = changes.enabled === true ? { enabled: true, disabledReason: null, failingSince: null } : {};
    const [row] = await tx.update(webhooks)
      .set({
        ...turnedOn,
        ...(changes.eventTypes && { eventTypes: changes.eventTypes }),
        ...(changes.sealedSecret && { sealedSecret: changes.sealedSecret }),
      })
      .where(eq(webhooks.id, webhookId)).returning();
    return toWebhook(row!);
  });
}

/** Deletes the user's webhook and its deliveries; false when they have none by that id. */
export async function deleteWebhook(db: Db, userId: string, webhookId: string): Promise<boolean> {
  const rows = await db.delete(webhooks).where(ownedBy(userId, webhookId)).returning({ id: webhooks.id });
  return rows.length > 0;
}

/** The latest deliveries of the user's webhook, newest first; undefined when they have no webhook by that id. */
export async function webhookDeliveriesOf(db: Db, userId: string, webhookId: string): Promise<WebhookDelivery[] | undefined> {
  const [owned] = await db.select({ id: webhooks.id }).from(webhooks).where(ownedBy(userId, webhookId));
  if (!owned) return undefined;
  const rows = await db.select().from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.userId, userId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  return rows.map((row) => ({
    deliveryId: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastAnswer: row.lastAnswer,
    created_at: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  }));
}
