/**
 * Registers the service worker (src/sw.ts, built to /sw.js) in production builds, where the browser
 * has them, once the page has loaded: its install downloads the whole app for offline use, which
 * must not compete with the first paint. Development builds have no /sw.js.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, a blocked origin) simply runs the app without one.
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
