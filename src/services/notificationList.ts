import type { NotificationsQuery } from '@/domain/contract/notifications';
import { type CallOptions, request } from '@/services/request';

/** The in-app list, newest first: the first page, or the one older than the notification `before`. */
export const fetchNotifications = (before: string | null, { signal }: CallOptions = {}) =>
  request('notificationsPage', {
    method: 'GET', url: '/notifications', params: (before ? { before } : {}) satisfies NotificationsQuery, signal,
  });

/** How many notifications are unread, for Home's inbox link. */
export const fetchUnreadNotifications = ({ signal }: CallOptions = {}) =>
  request('unreadNotifications', { method: 'GET', url: '/notifications/unread', signal });

export const markNotificationRead = (notificationId: string, { signal }: CallOptions = {}) =>
  request('notificationRead', { method: 'PUT', url: `/notifications/${encodeURIComponent(notificationId)}/read`, signal });

export const markAllNotificationsRead = ({ signal }: CallOptions = {}) =>
  request('notificationsAllRead', { method: 'POST', url: '/notifications/read-all', signal });
