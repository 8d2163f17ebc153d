// What the service worker (written by the build, options in vite.config.ts) and the page agree on.

/** Pages (the app's HTML at each address visited), kept network-first for offline reloads. */
export const PAGES_CACHE = 'pages';

/** The page the worker shows for an address it never kept while the network is down. */
export const OFFLINE_PAGE = '/offline.html';

