import type { NotificationPreferencesBody } from '@/domain/contract/notifications';
import { type CallOptions, request } from '@/services/request';

/** When and how the user is notified, and whether this server can email at all. */
export const fetchNotificationPreferences = ({ signal }: CallOptions = {}) =>
  request('notificationPreferences', { method: 'GET', url: '/notifications/preferences', signal });

/** Changes only what `body` names; answers with the preferences as now stored. */
export const saveNotificationPreferences = (body: NotificationPreferencesBody, { signal }: CallOptions = {}) =>
  request('notificationPreferences', { method: 'PUT', url: '/notifications/preferences', data: body, signal });

/** What was sent to the user, newest first. */
export const fetchDeliveries = ({ signal }: CallOptions = {}) =>
  request('deliveries', { method: 'GET', url: '/notifications/deliveries', signal });
