// What the service worker (written by the build, options in vite.config.ts) and the page agree on.

/** Pages (the app's HTML at each address visited), kept network-first for offline reloads. */
export const PAGES_CACHE = 'pages';

/** Built files under /assets/ that a page has used and the install did not bring (scripts/build/shellPrecache.ts). */
export const ASSETS_CACHE = 'assets';

/** The page the worker shows for an address it never kept while the network is down. */
export const OFFLINE_PAGE = '/offline.html';

