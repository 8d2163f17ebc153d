// The installable lite app: the manifest a browser installs from, the service worker that keeps
// the app's files and pages, the offline page in every language and theme, and the API left to
// the network. The only spec with service workers allowed (playwright.config.ts blocks them).
import { expect, test, type Page } from '@playwright/test';
import { offlineMessages } from '../../scripts/build/offlineMessages';
import { LOCALES } from '../../server/shared/languages';
import { VISITOR_IP } from '../support';
import { saveScreen } from '../screens';

/** The offline page's words, read from the catalogues as the build reads them. */
const WORDS = offlineMessages('src/i18n/messages');

test.use({ serviceWorkers: 'allow', extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (!localStorage.getItem('region')) localStorage.setItem('region', 'NG');
  });
});

/** Opens a page and waits until the service worker controls it and has kept the page. */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  // Installing keeps the pages' own files first: slow on a busy machine.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.waitForFunction(async (address) => Boolean(await (await caches.open('pages')).match(address)), path, { timeout: 15_000 });
  await filesKept(page);
}

/**
 * Waits until every built file the page has loaded is in one of the worker's caches: a file is
 * kept just after it is answered, and a test that goes offline at once would race the keeping.
 */
async function filesKept(page: Page) {
  await page.waitForFunction(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
    const kept = await Promise.all(files.map(async (url) => Boolean(await caches.match(url.pathname))));
    return kept.every(Boolean);
  }, undefined, { timeout: 15_000 });
}

function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the manifest makes the app installable: name, icons 192 and 512, start address, standalone', async ({ page, request }) => {
  await page.goto('/download');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    expect(icon, size).toBeDefined();
    expect((await request.get(icon!.src)).status(), size).toBe(200);
  }
  // Chromium's own verdict, the one behind its install button (a worker that answers offline is
  // part of it in older releases).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // A test browser's context is private, which only the browser minds; anything else is ours.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the service worker registers from the app, controls the page and keeps to the content security policy', async ({ page }) => {
  const violations = policyViolations(page);
  await openControlled(page, '/');
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(new URL(registration.scope!).pathname).toBe('/');
  expect(new URL(registration.script!).pathname).toBe('/sw.js');
  // The app's files are kept (precache), the app page itself is not among them: pages are network-first.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/offline.html');
  expect(kept.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
  // The install brings the pages' own files, not every screen and language: no Thai catalogue for
  // an English visitor who never chose it.
  expect(kept.filter((u) => /^\/assets\/th-[\w-]+\.js$/.test(u))).toEqual([]);
  expect(kept.filter((u) => u.startsWith('/api'))).toEqual([]);
  expect(violations).toEqual([]);
});

test('offline, a visited page reloads as the app and a new one shows the offline page', async ({ page, context }) => {
  await openControlled(page, '/');
  await page.goto('/rng');
  await expect(page.getByTestId('site-header')).toBeVisible();
  // The hall's own screen and pictures came with this visit, not with the install.
  await filesKept(page);
  await context.setOffline(true);

  await page.reload();
  // The app itself (its own scripts from the worker's cache), saying it cannot reach the portal.
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.getByTestId('system-failed')).toBeVisible();

  await page.goto('/lottery');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.en!['system.failed.title']);
  expect(new URL(page.url()).pathname).toBe('/lottery');

  // Retrying while still offline keeps the offline page; once the network is back the page
  // goes to the real one at the same address by itself.
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await context.setOffline(false);
  await expect(async () => {
    // The page reloads itself when the browser says it is online; the button does the same.
    // The page may reload itself between the look and the click: a short click, then look again.
    if (await page.getByTestId('offline-retry').isVisible()) await page.getByTestId('offline-retry').click({ timeout: 2_000 });
    await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
});

test('the API is never answered by the service worker, online or offline', async ({ page, context }) => {
  const apiAnswers: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await openControlled(page, '/');
  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.filter((a) => a.fromWorker)).toEqual([]);

  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    try {
      const answer = await fetch('/api/system/status');
      return `answered ${answer.status}`;
    } catch {
      return 'failed';
    }
  });
  expect(offline).toBe('failed');
  await context.setOffline(false);
});

test.describe('the offline page in every language and theme', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} theme`, async ({ page, context }, testInfo) => {
      await openControlled(page, '/');
      await context.setOffline(true);
      for (const { code } of LOCALES) {
        await page.evaluate(([lang, t]) => {
          localStorage.setItem('lang', lang);
          localStorage.setItem('theme', t);
        }, [code, theme] as const);
        await page.goto(`/promotions?never-visited=${code}`);
        await expect(page.getByTestId('offline-page')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS[code]!['system.failed.title']);
        await expect(page.getByTestId('offline-retry')).toHaveText(WORDS[code]!['system.failed.retry']);
        if (code === 'en' || code === 'th') {
          await page.setViewportSize({ width: 390, height: 844 });
          await saveScreen(page, testInfo, `shell/offline-${code}-${theme}`);
          await page.setViewportSize({ width: 1366, height: 900 });
        }
      }
      await context.setOffline(false);
    });
  }
});
