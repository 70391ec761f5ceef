import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Delivery } from '@/domain/contract/notifications';
import type { Db } from '@/server/db/client';
import { notificationDeliveries, notificationJobs, notifications, pushSubscriptions } from '@/server/db/schema';
import type { Texts } from '@/server/i18n';
import { failureText } from '@/server/notifications/deliveryFailures';

/** The user's delivery list shows this many, the newest first. */
export const DELIVERIES_SHOWN = 50;

export type NotificationRow = Pick<typeof notifications.$inferSelect, 'id' | 'kind' | 'payload' | 'createdAt' | 'readAt'>;

/**
 * A page of the user's in-app notifications, newest first: the `limit` newest, or with `before` (one
 * of theirs) the next older ones. Walks the (user_id, created_at) index from one end.
 */
export async function notificationsPageOf(db: Db, userId: string, page: { before?: string; limit: number }) {
  const olderThanBefore = page.before === undefined ? undefined : sql`(${notifications.createdAt}, ${notifications.id}) < (
    select cursor.created_at, cursor.id from ${notifications} as cursor where cursor.id = ${page.before} and cursor.user_id = ${userId}
  )`;
  const rows: NotificationRow[] = await db.select({
    id: notifications.id, kind: notifications.kind, payload: notifications.payload, createdAt: notifications.createdAt, readAt: notifications.readAt,
  }).from(notifications)
    .where(and(eq(notifications.userId, userId), olderThanBefore))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return { rows: shown, nextBefore: rows.length > page.limit ? shown.at(-1)!.id : null };
}

export async function unreadCountOf(db: Db, userId: string) {
  const [row] = await db.select({ unread: count() }).from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** False when the user has no such notification; reading it again changes nothing. */
export async function markRead(db: Db, userId: string, notificationId: string, at: Date) {
  const [row] = await db.update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

/** Marks every unread notification of the user read; returns how many were. */
export async function markAllRead(db: Db, userId: string, at: Date) {
  const rows = await db.update(notifications).set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

const DEVICE_GONE = /*i18n*/ { id: 'delivery.deviceNoLonger', message: 'A device no longer subscribed' };
const DEVICE_UNNAMED = /*i18n*/ { id: 'delivery.deviceUnnamed', message: 'A device without a name' };

const deviceLabel = (subscriptionId: string | null, deviceName: string | null, texts: Texts) =>
  (subscriptionId === null ? texts(DEVICE_GONE) : deviceName ?? texts(DEVICE_UNNAMED));

/** What was sent to the user, on which channel, and how it went: the newest DELIVERIES_SHOWN, in `texts`' language. */
export async function deliveriesOf(db: Db, userId: string, texts: Texts): Promise<Delivery[]> {
  const rows = await db.select({
    delivery: notificationDeliveries, kind: notificationJobs.kind, deviceName: pushSubscriptions.deviceName,
  }).from(notificationDeliveries)
    .innerJoin(notificationJobs, eq(notificationJobs.id, notificationDeliveries.jobId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationDeliveries.pushSubscriptionId))
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(({ delivery, kind, deviceName }) => ({
    deliveryId: delivery.id,
    kind,
    channel: delivery.channel,
    // A push subscription's id means nothing to the user; its device's name does.
    target: delivery.channel === 'email' ? delivery.target : deviceLabel(delivery.pushSubscriptionId, deviceName, texts),
    status: delivery.status,
    attempts: delivery.attempts,
    lastError: failureText(delivery.lastErrorCode, delivery.lastError, texts),
    lastErrorCode: delivery.lastErrorCode,
    created_at: delivery.createdAt.toISOString(),
    sentAt: delivery.sentAt?.toISOString() ?? null,
  }));
}
