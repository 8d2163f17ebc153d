import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './scripts/build/appIcons';
import { backofficeBuild } from './scripts/build/backofficeBuild';
import { backofficeDevPage } from './scripts/build/backofficeDevPage';
import { iconSprite } from './scripts/build/iconSprite';
import { offlineMessagesModule } from './scripts/build/offlineMessages';
import { precompress } from './scripts/build/precompress';
import { precompiledMessages } from './scripts/build/precompiledMessages';
import { pureRouterComponents } from './scripts/build/pureRouterComponents';
import { shellPrecache } from './scripts/build/shellPrecache';
import { stylesheetAfterShell } from './scripts/build/stylesheetAfterShell';
import { ASSETS_CACHE, OFFLINE_PAGE, PAGES_CACHE } from './src/app/serviceWorkerCaches';

/**
 * The service worker (vite-plugin-pwa writing Workbox's generateSW): the installable lite app.
 * It installs with the files the pages load at once (scripts/build/shellPrecache.ts), keeps every
 * other built file once a page has used it, never answers /api, and asks the network first for
 * pages, falling back to the copy of the page kept at the last visit and then to the offline page
 * (offline.html, every language).
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  filename: 'sw.js',
  // autoUpdate: a new build's worker takes over at once and the page reloads (src/app/serviceWorker.ts).
  registerType: 'autoUpdate',
  // The app registers it after load (src/app/serviceWorker.ts): nothing is written into index.html.
  injectRegister: false,
  // public/manifest.webmanifest is the manifest, linked from index.html.
  manifest: false,
  workbox: {
    // The brotli and gzip copies beside each file (scripts/build/precompress.ts) are the same
    // files to a browser; index.html is a page, kept network-first below, not precached.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
    globIgnores: ['index.html', '**/*.map', '**/*.br', '**/*.gz', '.vite/**'],
    // Of those, only what the app page and the offline page load at once; the rest on first use (below).
    manifestTransforms: [shellPrecache('dist')],
    // Vite's hashed file names change with their content: no revision query needed.
    dontCacheBustURLsMatching: /^assets\//,
    // Pages go through the network-first route below, not to a shell picked blindly.
    navigateFallback: null,
    // One file, served no-cache like every unhashed file (server/http/pages.ts).
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // Built files: their names change with their content, so a kept copy is always right.
        // Kept once a page has loaded them, so a visited page reloads offline with its lazy
        // screens and its language; at most the last few builds' worth.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: ASSETS_CACHE,
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Pages only. The API (isApiPath in server/http/pages.ts, /api/docs included) matches no
        // route at all, so the worker never answers it: the browser fetches it as if there were
        // no worker, and money and sessions are always live. Written inline: the build copies
        // this function's text into the worker, where nothing can be imported.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/api(?:\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          expiration: { maxEntries: 60 },
          // Only a real page is kept: an error answer would stand in for the page offline.
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
        },
      },
    ],
  },
});

// One config for the app build and for every vitest project.
export default defineConfig({
  // appIcons draws the raster icons from the logo; stylesheetAfterShell lets the static frame of
  // index.html paint before the app's stylesheet arrives; precompiledMessages ships the catalogues
  // parsed, and the app without the ICU parser; backofficeDevPage and backofficeBuild serve and build the
  // operator's console (backoffice.html) as a page of its own; pureRouterComponents lets the router's unused
  // components go; iconSprite writes the icons as one SVG file instead of script; the service worker and the offline page's words are written next; precompress
  // writes .br and .gz beside the whole output, the worker included.
  plugins: [react(), backofficeDevPage(), appIcons(), stylesheetAfterShell(), precompiledMessages(), pureRouterComponents(), iconSprite(), offlineMessagesModule(), serviceWorker, backofficeBuild(), precompress()],
  resolve: {
    // @xstate/react reaches useSyncExternalStore through the shim for React before 18; React 19
    // has it, so the shim's fallback need not load with the home page.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    outDir: 'dist',
    // The polyfill fetches <link rel="modulepreload"> for browsers without it (Safari before 17),
    // where a dynamic chunk's imports then simply load with it; not worth its bytes in every page.
    modulePreload: { polyfill: false },
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The offline page the service worker shows is a page of its own, built beside the app.
      // (The operator's console, backoffice.html, is built apart: scripts/build/backofficeBuild.ts.)
      input: { index: 'index.html', offline: 'offline.html' },
      // Building a valibot schema has no side effect: a wire shape the browser never parses with
      // (a request the server validates) is left out of the bundle.
      treeshake: { manualPureFunctions: ['v'] },
      // What the app page needs before it shows, as one script (it compresses better than a dozen).
      // Not the pages (a captured module brings its imports along) nor their own scripts: a chunk
      // runs all it holds, so the app page would run the offline page's script and the reverse.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !/\.html|\/src\/(main\.tsx|offline\/)|offline-messages/.test(id) }] } },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    // Every core: test files are independent (each server test file has its own database).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'jsdom', include: ['test/unit/**/*.test.{ts,tsx}', 'test/views/**/*.test.{ts,tsx}'], setupFiles: ['test/setup-dom.ts'] },
      },
      {
        extends: true,
        test: { name: 'model', environment: 'jsdom', include: ['test/model/**/*.test.{ts,tsx}'], setupFiles: ['test/setup-dom.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // One migrated, seeded database per run that the test apps copy (test/server/databaseTemplates.ts).
          globalSetup: ['test/server/databaseTemplates.ts'],
        },
      },
    ],
  },
});
