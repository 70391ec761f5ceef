/*
 * The service worker, served at /sw.js (scope: the whole app). vite.config.ts's serviceWorker plugin
 * compiles this file after each build and puts PRECACHE before it: the build's files named in its
 * Vite manifest, and a version that changes with them and with index.html. This file imports
 * nothing, so that it compiles on its own; it runs only in production builds.
 *
 * - Install: caches the app shell (index.html and every built file), so the installed app opens
 *   without a network; the session then shows 'You are offline' (src/machines/authSessionMachine.ts).
 * - Navigations: the network first, else the cached index.html. Built files (hashed, immutable):
 *   the cache first. Everything else (the API, images) is left to the browser.
 * - Activate: deletes the caches of earlier versions.
 * - Push: shows the notification the server sent (src/server/notifications/channels/push.ts,
 *   `{kind, title, body, link}`); a click opens the app at its link, or focuses and moves an open one.
 */

declare const PRECACHE: { version: string; files: string[] };

/* The service worker's own types, which the DOM library the app is checked with does not have. */
interface ExtendableEvent extends Event { waitUntil(promise: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent { readonly request: Request; respondWith(response: Promise<Response>): void }
interface PushEvent extends ExtendableEvent { readonly data: { json(): unknown } | null }
interface NotificationEvent extends ExtendableEvent { readonly notification: Notification }
interface WindowClient { readonly url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> }
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
const CACHE_PREFIX = 'funplans-shell-';
const CACHE = `${CACHE_PREFIX}${PRECACHE.version}`;
const SHELL = '/index.html';
const BUILT = new Set(PRECACHE.files);
/** Navigations the server answers itself, not the app: the API's docs, OAuth, the own calendar feed. */
const SERVER_PATHS = /^\/(api|oauth|ical)\//;
const ICON = '/icons/icon-192.png';

worker.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    await (await caches.open(CACHE)).addAll([SHELL, ...PRECACHE.files]);
    // A new version takes over at once: its files are cached, and pages load the rest from the network.
    await worker.skipWaiting();
  })());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const old = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
    await Promise.all(old.map((name) => caches.delete(name)));
    await worker.clients.claim();
  })());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && !SERVER_PATHS.test(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(SHELL, { cacheName: CACHE })) ?? Response.error()));
  } else if (BUILT.has(url.pathname)) {
    event.respondWith((async () => (await caches.match(request, { cacheName: CACHE })) ?? fetch(request))());
  }
});

interface Shown { title: string; body: string; link: string }

/** The server's message, or a plain one when a push carries something else (a push must show something). */
function shownOf(data: PushEvent['data']): Shown {
  const fallback = { title: 'FunPlans', body: 'Something new in FunPlans', link: '/' };
  try {
    const message = data?.json() as Partial<Shown> | undefined;
    const text = (value: unknown, otherwise: string) => (typeof value === 'string' && value !== '' ? value : otherwise);
    return { title: text(message?.title, fallback.title), body: text(message?.body, ''), link: text(message?.link, '/') };
  } catch {
    return fallback;
  }
}

worker.addEventListener('push', (event) => {
  const { title, body, link } = shownOf(event.data);
  event.waitUntil(worker.registration.showNotification(title, { body, icon: ICON, badge: ICON, data: { link } }));
});

/** Only a page of this app: a link elsewhere (which the server never sends) opens the app's start. */
function appUrlOf(link: unknown): string {
  const origin = worker.location.origin;
  try {
    const url = new URL(typeof link === 'string' ? link : '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrlOf((event.notification.data as { link?: unknown } | null)?.link);
  event.waitUntil((async () => {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
    if (!open) {
      await worker.clients.openWindow(target);
      return;
    }
    await open.focus();
    // A window this worker does not control cannot be moved: then the link opens beside it.
    if (open.url !== target) await open.navigate(target).catch(() => worker.clients.openWindow(target));
  })());
});
