// What the browser receives besides the app's behaviour: the page and its scripts compressed,
// the web app manifest with icons that load, and the site's own files instead of the app page.
import { expect, test } from '@playwright/test';
import { VISITOR_IP } from '../support';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });

test('the home page, its scripts and styles and the large API answers arrive compressed', async ({ page, baseURL }) => {
  const checks: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL!).origin || response.status() !== 200) return;
    checks.push(
      (async () => {
        const headers = await response.allHeaders();
        if (!/javascript|css|html|json/.test(headers['content-type'] ?? '')) return undefined;
        // The body as the page reads it (decoded); its size decides whether it had to be compressed.
        const size = (await response.body().catch(() => Buffer.alloc(0))).length;
        return size > 1024 && !['br', 'gzip'].includes(headers['content-encoding'] ?? '') ? `${url.pathname} ${size} B` : undefined;
      })(),
    );
  });
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const uncompressed = (await Promise.all(checks)).filter(Boolean);
  expect(checks.length).toBeGreaterThan(3);
  expect(uncompressed).toEqual([]);
});

test('the page names a manifest whose icons load, and a description', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(href!);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const { icons, name } = (await manifest.json()) as { name: string; icons: { src: string; type: string }[] };
  expect(name).toBe(await page.title());
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe(icon.type);
  }
});

test('robots.txt and favicon.ico are files of their own, a missing file is a 404', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('User-agent: *');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  expect((await request.get('/missing-picture.png')).status()).toBe(404);
  expect((await request.get('/promoDetail?id=101')).headers()['content-type']).toMatch(/^text\/html/);
});
