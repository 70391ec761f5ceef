import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { webhookAttempts, webhookDeliveries, webhooks } from '@/server/db/schema';
import type { SecretBox } from '@/server/secrets';
import { LEASE_MS, backoffMs } from '@/server/notifications/deliver';
import { webhookHeaders } from '@/server/webhooks/signature';
import { type WebhookAnswer, postWebhook } from '@/server/webhooks/send';

/**
 * A delivery is retried for this long, and a webhook whose every delivery has failed for this long
 * (no success since its first failure) is switched off with a note, until its owner turns it back on.
 */
export const WEBHOOK_RETRY_MS = 3 * 24 * 3600_000;

export interface WebhookDeliveryDeps {
  db: Db;
  secrets: SecretBox;
  /** ALLOW_PRIVATE_WEBHOOKS. */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** How long a claim holds; LEASE_MS when not given. */
  leaseMs?: number;
}

/**
 * The notifications' delivery step (src/server/notifications/deliver.ts) for webhooks: claims up to
 * `limit` due deliveries of webhooks that are on (a lease and one attempt more, in one statement,
 * FOR UPDATE SKIP LOCKED), sends each outside any transaction, then records the attempt. Returns how
 * many were claimed.
 */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps, now: Date, limit: number): Promise<number> {
  const lease = new Date(now.getTime() + (deps.leaseMs ?? LEASE_MS));
  const due = deps.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)
    .innerJoin(webhooks, and(eq(webhooks.id, webhookDeliveries.webhookId), eq(webhooks.enabled, true)))
    .where(and(
      eq(webhookDeliveries.status, 'pending'),
      lte(webhookDeliveries.nextAttemptAt, now),
      or(isNull(webhookDeliveries.claimedUntil), lte(webhookDeliveries.claimedUntil, now)),
    ))
    .orderBy(asc(webhookDeliveries.nextAttemptAt)).limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const claimed = await deps.db.update(webhookDeliveries)
    .set({ claimedUntil: lease, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  if (claimed.length === 0) return 0;
  const items = await deps.db.select({ delivery: webhookDeliveries, url: webhooks.url, sealedSecret: webhooks.sealedSecret })
    .from(webhookDeliveries).innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(inArray(webhookDeliveries.id, claimed.map(({ id }) => id)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt));
  for (const { delivery, url, sealedSecret } of items) {
    const secret = openSecret(deps.secrets, sealedSecret);
    const answer = secret === undefined
      ? { ok: false, statusCode: null, answer: 'The webhook\'s secret cannot be read with this server\'s SECRETS_KEY' }
      : await postWebhook(url, webhookHeaders(secret, delivery.id, now, delivery.body), delivery.body, deps.allowPrivate, deps.timeoutMs);
    await recordAttempt(deps.db, delivery, lease, answer, now);
  }
  return claimed.length;
}

/** A secret sealed under another key (SECRETS_KEY changed, or differs between servers) fails its delivery, not the worker's run. */
function openSecret(secrets: SecretBox, sealed: string): string | undefined {
  try {
    return secrets.open(sealed);
  } catch {
    return undefined;
  }
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Records the attempt and what follows: sent; another attempt after the backoff; or, WEBHOOK_RETRY_MS
 * after the event, given up. Only while this worker's lease holds. A success clears the webhook's
 * failing streak; a failure starts it, and one that has lasted WEBHOOK_RETRY_MS switches it off.
 */
function recordAttempt(db: Db, delivery: DeliveryRow, lease: Date, answer: WebhookAnswer, now: Date) {
  return db.transaction(async (tx) => {
    const giveUp = !answer.ok && now.getTime() - delivery.createdAt.getTime() >= WEBHOOK_RETRY_MS;
    const [updated] = await tx.update(webhookDeliveries).set({
      status: answer.ok ? 'sent' : giveUp ? 'failed' : 'pending',
      lastStatusCode: answer.statusCode,
      lastAnswer: answer.answer,
      lastAttemptAt: now,
      claimedUntil: null,
      ...(answer.ok || giveUp ? {} : { nextAttemptAt: new Date(now.getTime() + backoffMs(delivery.attempts)) }),
    }).where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.claimedUntil, lease)))
      .returning({ id: webhookDeliveries.id });
    if (!updated) return;
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id, attemptedAt: now, statusCode: answer.statusCode, ok: answer.ok, answer: answer.answer,
    });
    const [webhook] = await tx.update(webhooks)
      .set({ failingSince: answer.ok ? null : sql`coalesce(${webhooks.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhooks.id, delivery.webhookId))
      .returning({ failingSince: webhooks.failingSince });
    const since = webhook?.failingSince;
    if (since && now.getTime() - since.getTime() >= WEBHOOK_RETRY_MS) {
      const last = answer.statusCode === null ? answer.answer : `${answer.statusCode}`;
      await switchOff(tx, delivery.webhookId,
        `Switched off on ${now.toISOString().slice(0, 10)}: every delivery since ${since.toISOString().slice(0, 10)} failed (last: ${last})`);
    }
  });
}

/** A webhook switched off (by the server or its owner) sends nothing more: its pending deliveries are given up. */
export async function switchOff(tx: Db, webhookId: string, reason: string | null) {
  await tx.update(webhooks).set({ enabled: false, disabledReason: reason, failingSince: null }).where(eq(webhooks.id, webhookId));
  await tx.update(webhookDeliveries)
    .set({ status: 'failed', lastAnswer: sql`coalesce(${webhookDeliveries.lastAnswer}, 'The webhook was switched off')`, claimedUntil: null })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
}
