import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Notification, NotificationsPage } from '@/domain/contract/notifications';
import { safeRedirect } from '@/domain/redirect';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The user's notifications on /inbox, above the plans: the newest page first, older ones a page at
 * a time ('Show more'); opening one marks it read and then follows its link, a path in the app
 * (anything else is never followed); 'Mark all as read'. A failed mark leaves the user on the list
 * with the notification still unread and says why.
 */
export interface NotificationListContext {
  notifications: Notification[];
  /** The oldest notification shown, for the next page; null when there is none older. */
  nextBefore: string | null;
  /** Over all the user's notifications, not only those shown. */
  unreadCount: number;
  /** The notification being marked read before its link is followed. */
  openingId: string | null;
  errorMessage: Text | null;
}

export type NotificationListEvent =
  | { type: 'notifications.more' }
  | { type: 'notification.open'; notificationId: string }
  | { type: 'notifications.readAll' }
  | { type: 'notifications.reload' };

/** Bounds what the page holds: past this many, older notifications are not offered. */
export const MAX_LISTED_NOTIFICATIONS = 500;

const LOAD_ERROR = msg`Error fetching notifications`;
const OPEN_ERROR = msg`Error opening notification`;
const READ_ALL_ERROR = msg`Error marking notifications as read`;
const loadError = (message: string) => msg`Error fetching notifications: ${message}`;
const openError = (message: string) => msg`Error opening notification: ${message}`;
const readAllError = (message: string) => msg`Error marking notifications as read: ${message}`;

const notificationOf = (context: NotificationListContext, notificationId: string | null) =>
  context.notifications.find((notification) => notification.notificationId === notificationId);

/** The in-app path a notification leads to; null for anything else (another site, a malformed link). */
export const inAppLinkOf = (notification: Pick<Notification, 'link'> | undefined) => safeRedirect(notification?.link);

const hasMoreOf = (context: NotificationListContext) =>
  context.nextBefore !== null && context.notifications.length < MAX_LISTED_NOTIFICATIONS;

/** An older page after those shown; one shown already (pages that overlap) is not listed twice. */
const appended = (shown: Notification[], page: Notification[]) => {
  const ids = new Set(shown.map(({ notificationId }) => notificationId));
  return [...shown, ...page.filter(({ notificationId }) => !ids.has(notificationId))];
};

const markedRead = (context: NotificationListContext, notificationId: string | null) => ({
  notifications: context.notifications.map((notification) => (notification.notificationId === notificationId ? { ...notification, read: true } : notification)),
  unreadCount: Math.max(0, context.unreadCount - 1),
});

export const notificationListMachine = setup({
  types: {
    context: {} as NotificationListContext,
    events: {} as NotificationListEvent,
  },
  actors: {
    fetchNotifications: appActorPlaceholder<Result<NotificationsPage>, string | null>('fetchNotifications'),
    markNotificationRead: appActorPlaceholder<Result<unknown>, string>('markNotificationRead'),
    markAllNotificationsRead: appActorPlaceholder<Result<unknown>, string>('markAllNotificationsRead'),
  },
  actions: {
    /** Navigates to the path, which is in the app. */
    followLink: (_, _params: { path: string }) => {},
  },
  guards: {
    isSuccess,
    hasMore: ({ context }) => hasMoreOf(context),
    hasUnread: ({ context }) => context.unreadCount > 0,
    isUnread: ({ context }, { notificationId }: { notificationId: string }) => notificationOf(context, notificationId)?.read === false,
    hasInAppLink: ({ context }, { notificationId }: { notificationId: string | null }) => inAppLinkOf(notificationOf(context, notificationId)) !== null,
  },
}).createMachine({
  id: 'notificationList',
  context: { notifications: [], nextBefore: null, unreadCount: 0, openingId: null, errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchNotifications',
        src: 'fetchNotifications',
        input: null,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'listed',
            actions: assign(({ event }) => (event.output.status === 'success'
              ? { notifications: event.output.data.notifications, nextBefore: event.output.data.nextBefore, unreadCount: event.output.data.unreadCount }
              : {})),
          },
          { target: 'failed', actions: assign({ errorMessage: ({ event }) => loadError(errorMessageOf(event.output)) }) },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: LOAD_ERROR }) },
      },
    },
    failed: {
      on: { 'notifications.reload': 'loading' },
    },
    listed: {
      on: {
        'notifications.more': { guard: 'hasMore', target: 'loadingMore' },
        'notifications.readAll': { guard: 'hasUnread', target: 'markingAll' },
        'notification.open': [
          {
            guard: { type: 'isUnread', params: ({ event }) => ({ notificationId: event.notificationId }) },
            target: 'opening',
            actions: assign({ openingId: ({ event }) => event.notificationId }),
          },
          {
            guard: { type: 'hasInAppLink', params: ({ event }) => ({ notificationId: event.notificationId }) },
            target: 'left',
            actions: { type: 'followLink', params: ({ context, event }) => ({ path: inAppLinkOf(notificationOf(context, event.notificationId)) ?? '/' }) },
          },
        ],
      },
    },
    loadingMore: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchNotifications',
        src: 'fetchNotifications',
        input: ({ context }) => context.nextBefore,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'listed',
            actions: assign(({ context, event }) => (event.output.status === 'success'
              ? {
                notifications: appended(context.notifications, event.output.data.notifications),
                nextBefore: event.output.data.nextBefore,
                unreadCount: event.output.data.unreadCount,
              }
              : {})),
          },
          { target: 'listed', actions: assign({ errorMessage: ({ event }) => loadError(errorMessageOf(event.output)) }) },
        ],
        onError: { target: 'listed', actions: assign({ errorMessage: LOAD_ERROR }) },
      },
    },
    opening: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'markNotificationRead',
        src: 'markNotificationRead',
        input: ({ context }) => context.openingId ?? '',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'opened',
            actions: assign(({ context }) => markedRead(context, context.openingId)),
          },
          {
            target: 'listed',
            actions: assign({ openingId: null, errorMessage: ({ event }) => openError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'listed', actions: assign({ openingId: null, errorMessage: OPEN_ERROR }) },
      },
    },
    /** Marked read: its link is followed, or, without one in the app, the list stays. */
    opened: {
      always: [
        {
          guard: { type: 'hasInAppLink', params: ({ context }) => ({ notificationId: context.openingId }) },
          target: 'left',
          actions: { type: 'followLink', params: ({ context }) => ({ path: inAppLinkOf(notificationOf(context, context.openingId)) ?? '/' }) },
        },
        { target: 'listed', actions: assign({ openingId: null }) },
      ],
    },
    markingAll: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'markAllNotificationsRead',
        src: 'markAllNotificationsRead',
        input: '',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'listed',
            actions: assign(({ context }) => ({
              notifications: context.notifications.map((notification) => ({ ...notification, read: true })),
              unreadCount: 0,
            })),
          },
          { target: 'listed', actions: assign({ errorMessage: ({ event }) => readAllError(errorMessageOf(event.output)) }) },
        ],
        onError: { target: 'listed', actions: assign({ errorMessage: READ_ALL_ERROR }) },
      },
    },
    /** The page went where the notification leads. */
    left: {
      type: 'final',
    },
  },
});

type NotificationListSnapshot = SnapshotFrom<typeof notificationListMachine>;

/** The notifications shown, newest first; null until the first page has come. */
export const selectNotifications = (snapshot: NotificationListSnapshot) =>
  (snapshot.matches('loading') || snapshot.matches('failed') ? null : snapshot.context.notifications);
export const selectUnreadCount = (snapshot: NotificationListSnapshot) => snapshot.context.unreadCount;
export const selectErrorMessage = (snapshot: NotificationListSnapshot) => snapshot.context.errorMessage;
export const selectHasFailed = (snapshot: NotificationListSnapshot) => snapshot.matches('failed');
export const selectHasMore = (snapshot: NotificationListSnapshot) => hasMoreOf(snapshot.context);
export const selectCanLoadMore = (snapshot: NotificationListSnapshot) => snapshot.can({ type: 'notifications.more' });
export const selectIsLoadingMore = (snapshot: NotificationListSnapshot) => snapshot.matches('loadingMore');
export const selectCanReadAll = (snapshot: NotificationListSnapshot) => snapshot.can({ type: 'notifications.readAll' });
export const selectIsMarkingAll = (snapshot: NotificationListSnapshot) => snapshot.matches('markingAll');
/** The notification being opened, whose row shows it is busy. */
export const selectOpeningId = (snapshot: NotificationListSnapshot) => (snapshot.matches('opening') ? snapshot.context.openingId : null);
