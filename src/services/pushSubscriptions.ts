import type { PushSubscriptionBody } from '@/domain/contract/notifications';
import { type CallOptions, request } from '@/services/request';

/** The key the browser subscribes with. */
export const fetchVapidKey = ({ signal }: CallOptions = {}) =>
  request('vapidKey', { method: 'GET', url: '/notifications/vapidkey', signal });

/** The account's devices that take notifications, newest first. */
export const fetchPushSubscriptions = ({ signal }: CallOptions = {}) =>
  request('pushSubscriptions', { method: 'GET', url: '/notifications/pushsubscriptions', signal });

/** Stores this browser's subscription (again: its keys and name are updated). */
export const savePushSubscription = (body: PushSubscriptionBody, { signal }: CallOptions = {}) =>
  request('pushSubscriptionSaved', { method: 'POST', url: '/notifications/pushsubscriptions', data: body, signal });

export const deletePushSubscription = (pushSubscriptionId: string, { signal }: CallOptions = {}) =>
  request('pushSubscriptionSaved', { method: 'DELETE', url: `/notifications/pushsubscriptions/${encodeURIComponent(pushSubscriptionId)}`, signal });
