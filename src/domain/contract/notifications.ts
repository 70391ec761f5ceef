import { z } from 'zod';
import { DELIVERY_FAILURES, DELIVERY_STATUSES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@/domain/constants';
import { instant, name, uuid } from '@/domain/contract/common';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

export const notificationKind = z.enum(NOTIFICATION_KINDS);
export const notificationChannel = z.enum(NOTIFICATION_CHANNELS);

/** One entry of the app's own list, rendered by the server in the user's words; `link` is a path in the app. */
export const notification = z.object({
  notificationId: uuid,
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  created_at: instant,
});
export type Notification = z.infer<typeof notification>;

/** Notifications come a page at a time, newest first; `before` names the oldest one the client has. */
export const notificationsQuery = z.object({
  before: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationsPage = z.object({
  notifications: z.array(notification),
  nextBefore: uuid.nullable(),
  unreadCount: z.number().int().min(0),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const unreadNotifications = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadNotifications = z.infer<typeof unreadNotifications>;

export const notificationRead = z.object({ notificationId: uuid });
export const notificationsAllRead = z.object({ markedRead: z.number().int().min(0) });

/** Per kind, whether it goes out by email and by push (the in-app list always has it). */
export const channelChoice = z.object({ email: z.boolean(), push: z.boolean() });
export const kindChannels = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelChoice])) as Record<
  (typeof NOTIFICATION_KINDS)[number], typeof channelChoice
>);
export type KindChannels = z.infer<typeof kindChannels>;

export const notificationPreferences = z.object({
  /** The local hour (in the user's time zone) at which reminders and the digest go out. */
  localHour: z.number().int().min(0).max(23),
  /** ISO weekday of the catch-up digest, Monday = 1. */
  digestWeekday: z.number().int().min(1).max(7),
  channels: kindChannels,
  /** Whether the server can send email at all (SMTP_URL), to which address, and why it stopped if it did. */
  email: z.object({ configured: z.boolean(), address: z.string().nullable(), disabledReason: z.string().nullable() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** A PUT may send part of the preferences; a kind's channels may be sent one at a time. */
export const notificationPreferencesBody = z.object({
  localHour: z.number().int().min(0).max(23).optional(),
  digestWeekday: z.number().int().min(1).max(7).optional(),
  channels: z.partialRecord(notificationKind, channelChoice.partial()).optional(),
  /** Sending true turns email back on after it was switched off for failing. */
  resumeEmail: z.literal(true).optional(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

/** The browser's `PushSubscription.toJSON()`, plus a name the user recognises the device by. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  deviceName: name.optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushSubscription = z.object({
  pushSubscriptionId: uuid,
  deviceName: z.string().nullable(),
  /** The push service's host (the endpoint itself is a secret of the device). */
  service: z.string(),
  created_at: instant,
  lastSuccessAt: instant.nullable(),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

export const pushSubscriptionSaved = z.object({ pushSubscriptionId: uuid });

/** The VAPID public key (base64url) the browser subscribes with. */
export const vapidKey = z.object({ publicKey: z.string() });

/** What was sent to the user, when, and what failed: the newest first. */
export const delivery = z.object({
  deliveryId: uuid,
  kind: notificationKind,
  channel: notificationChannel,
  /** The address, or the device's name for a push. */
  target: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  /** Why it failed (last), in the request's language. */
  lastError: z.string().nullable(),
  /** The same as a code; null for one that has not failed, and for failures older than the codes. */
  lastErrorCode: z.enum(DELIVERY_FAILURES).nullable(),
  created_at: instant,
  sentAt: instant.nullable(),
});
export type Delivery = z.infer<typeof delivery>;

/** The signed token of a one-click unsubscribe link (no login: the token is the key). */
export const unsubscribeParams = z.object({ token: z.string().min(16).max(512).regex(/^[A-Za-z0-9_.-]+$/, ISSUE_TEXTS.unsubscribeToken.id) });

/** What an unsubscribe link stops (and whether it has been done). */
export const unsubscribeState = z.object({ kind: notificationKind, channel: notificationChannel, unsubscribed: z.boolean() });
export type UnsubscribeState = z.infer<typeof unsubscribeState>;
