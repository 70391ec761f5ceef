import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { PushSubscription, PushSubscriptionBody } from '@/domain/contract/notifications';
import type { Db } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';
import { conflict } from '@/server/errors';
import { ERROR_TEXTS } from '@/server/errorTexts';

/** A user's devices that take pushes; a browser that subscribes past it gets a 409 until one is removed. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20;

/** The user's push subscriptions, newest first; a device's endpoint stays on the server, only its push service's host is shown. */
export async function pushSubscriptionsOf(db: Db, userId: string): Promise<PushSubscription[]> {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((row) => ({
    pushSubscriptionId: row.id,
    deviceName: row.deviceName,
    service: new URL(row.endpoint).host,
    created_at: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  }));
}

/**
 * Stores the browser's subscription for the user. The same endpoint again is the same device: its
 * keys (and name, when one is sent) are updated. An endpoint another account holds is the browser
 * signed in to this account now: that subscription is deleted and a new one made, so the other
 * account's pending pushes (which name the old one) never reach it.
 */
export async function savePushSubscription(db: Db, userId: string, body: PushSubscriptionBody, at: Date): Promise<{ id: string; created: boolean }> {
  const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint)).for('update');
    if (existing?.userId === userId) {
      await tx.update(pushSubscriptions).set({ ...keys, ...(body.deviceName !== undefined && { deviceName: body.deviceName }) })
        .where(eq(pushSubscriptions.id, existing.id));
      return { id: existing.id, created: false };
    }
    if (existing) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, existing.id));
    const [devices] = await tx.select({ n: count() }).from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, body.endpoint)));
    if (devices!.n >= MAX_PUSH_SUBSCRIPTIONS_PER_USER) {
      throw conflict({ ...ERROR_TEXTS.tooManyDevices, values: { max: MAX_PUSH_SUBSCRIPTIONS_PER_USER } });
    }
    const [row] = await tx.insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, ...keys, deviceName: body.deviceName ?? null, createdAt: at })
      .onConflictDoNothing({ target: pushSubscriptions.endpoint })
      .returning({ id: pushSubscriptions.id });
    // The same browser subscribing twice at once: the other request stored it.
    if (!row) throw conflict(ERROR_TEXTS.subscribing);
    return { id: row.id, created: true };
  });
}

/** Removes one of the user's push subscriptions; false when the user has none by that id. */
export async function deletePushSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
