import { defineConfig } from '@playwright/test';

// The real server on a fresh in-memory database, serving the built app (npm run build).
const PORT = Number(process.env.E2E_PORT ?? 18090);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One server and one browser on a 2-core machine; specs that change system data
  // restore it, so they run one after another.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    viewport: { width: 1366, height: 900 },
    screenshot: 'only-on-failure',
    // The built app registers a service worker that keeps pages and files; a spec that means to
    // test it allows it (e2e/shell/installable.spec.ts), the others see the network as it is.
    serviceWorkers: 'block',
    // Recording a trace of every test costs time; CI keeps one of a failed test's retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      PORTAL_DEV: '1',
      // Lets a spec present itself as a visitor from another country.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  },
});
