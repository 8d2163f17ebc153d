import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

// The real server on a fresh in-memory database, serving the built app (npm run build).
// One server per worker: a worker only ever talks to its own server, so specs that change
// system data (maintenance, regions, settings) and restore it never meet another spec
// mid-change. Playwright gives each worker process its slot in TEST_PARALLEL_INDEX and
// loads this file again there, so `baseURL` (the `use` option and the export some specs
// import) is that worker's server.
const PORT = Number(process.env.E2E_PORT ?? 18090);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const serverURL = (slot: number) => `http://127.0.0.1:${PORT + 100 * slot}`;
export const baseURL = serverURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Both cores: two workers, each with its browser and its server. Tests of a file run
  // in order (they share a member's page); files spread over the workers.
  workers: WORKERS,
  fullyParallel: false,
  // A test that fails once in ten runs is a bug to fix, not to retry.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    viewport: { width: 1366, height: 900 },
    // The app honours reduced motion (src/styles/base.css): no endless shimmer or carousel
    // animation keeps the browser compositing; a spec about motion asks for it back.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The built app registers a service worker that keeps pages and files; a spec that means to
    // test it allows it (e2e/shell/installable.spec.ts), the others see the network as it is.
    serviceWorkers: 'block',
    // Recording a trace of every test costs time; CI keeps only the printed failure and its screenshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    command: 'npx tsx server/main.ts',
    url: `${serverURL(slot)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT + 100 * slot),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      PORTAL_DEV: '1',
      // Lets a spec present itself as a visitor from another country.
      TRUST_PROXY: '127.0.0.1',
      // The SMS sign-in provider a spec starts on the port after its server (e2e/accounts/phoneProvider.spec.ts).
      PHONE_PROVIDER_ORIGINS: `http://127.0.0.1:${PORT + 100 * slot + 1}`,
      LOG_LEVEL: 'warn',
    },
  })),
});
