// Registers the service worker the build writes (vite-plugin-pwa, options in vite.config.ts):
// it keeps the app's files so the lite app installs and opens without a network, and shows
// the offline page for a page it never kept. /api is never answered from its caches.
import { ASSETS_CACHE, PAGES_CACHE } from './serviceWorkerCaches';

/**
 * Registers once the page has loaded, so the worker's download of the app's files does not
 * compete with the page's own first requests. workbox-window comes in its own chunk for the
 * same reason: it is no part of the first paint.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      // autoUpdate (vite.config.ts): a new build's worker takes over and the page reloads once,
      // so a client never keeps running against a server that has moved on.
      registerSW({ immediate: true });
      void navigator.serviceWorker.ready.then(() => Promise.all([keepThisPage(), keepLoadedFiles()]));
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The page a visitor first opens arrived before the worker existed, so the worker never saw it:
 * keep it now, as the worker keeps every later page, so reloading it offline shows the app.
 */
async function keepThisPage() {
  const address = window.location.pathname + window.location.search;
  const cache = await caches.open(PAGES_CACHE);
  if (!(await cache.match(address))) await cache.add(address).catch(() => undefined);
}

/**
 * The built files this page loaded before the worker existed (its lazy screens, its language),
 * which the install did not bring (scripts/build/shellPrecache.ts): kept as the worker keeps
 * every later one, so this page also reloads offline whole. They come from the browser's cache.
 */
async function keepLoadedFiles() {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(files.map(async (file) => (await cache.match(file)) ?? cache.add(file).catch(() => undefined)));
}
