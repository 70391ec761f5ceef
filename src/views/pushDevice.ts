import type { PushSubscriptionBody } from '@/domain/contract/notifications';
import { deviceName } from '@/domain/deviceName';
import type { PushDevice } from '@/machines/pushOptInMachine';

/*
 * This browser's side of Web Push: whether it can take pushes, the permission, and its subscription
 * with the service worker's registration (src/sw.ts, registered by src/views/serviceWorker.ts).
 * The opt-in machine's actors (src/views/actors.tsx) call these.
 */

/** Only a production build has a service worker (src/views/serviceWorker.ts). */
const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function readPushDevice(): Promise<PushDevice> {
  if (!supported()) return { supported: false, permission: 'default', subscription: null };
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  return { supported: true, permission: Notification.permission, subscription: subscription && bodyOf(subscription) };
}

export const askNotificationPermission = (): Promise<NotificationPermission> => Notification.requestPermission();

/** Subscribes this browser with the server's VAPID public key (base64url). */
export async function subscribePushDevice(publicKey: string): Promise<PushSubscriptionBody> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
  return bodyOf(subscription);
}

export async function unsubscribePushDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  await (await registration.pushManager.getSubscription())?.unsubscribe();
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    deviceName: deviceName(navigator.userAgent),
  };
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (character) => character.charCodeAt(0));
}
