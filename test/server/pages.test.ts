import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { DB_KINDS, startApp, testConfig, type TestApp } from './harness';

const INDEX = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const BACKOFFICE = '<!doctype html><html><head><title>Back office</title></head><body><div id="backoffice-root"></div><script type="module" src="/assets/backoffice-def456.js"></script></body></html>';

describe.each(DB_KINDS)('serving the app on %s', (kind) => {
  let dist: string;
  let withBuild: TestApp;
  let withoutBuild: BuiltApp;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'backoffice.html'), BACKOFFICE);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    withBuild = await startApp(kind, { distDir: dist });
    // A second app on the same database, as if the build had not been run.
    withoutBuild = await buildApp(testConfig({ distDir: path.join(dist, 'missing') }), { store: withBuild.store, logger: false });
  });
  afterAll(async () => {
    await withoutBuild?.close();
    await withBuild?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('[SHELL-02][SHELL-04][SHELL-06][SHELL-13][SHELL-18] answers index.html for every page path (history mode)', async () => {
    for (const url of ['/', '/index.html', '/index', '/home', '/rng?page=2', '/rng?vassalage=NOVA_SLOTS&page=3', '/register.html', '/help#terms', '/agentHome', '/deep/unknown/path']) {
      const page = await withBuild.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(INDEX);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await withBuild.app.inject({ method: 'HEAD', url: '/promotions' });
    expect(head.statusCode).toBe(200);
  });

  it("answers the console's page for /backoffice and every path under it, with the same security headers", async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/money', '/backoffice/audit?actor=staff%3Aadmin&page=2']) {
      const page = await withBuild.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(BACKOFFICE);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(page.headers['content-security-policy'], url).not.toContain('unsafe-inline');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // A path that only starts like it is the app's.
    expect((await withBuild.app.inject('/backofficer')).body).toBe(INDEX);
  });

  it('serves built files, with long caching for hashed assets only', async () => {
    const script = await withBuild.app.inject('/assets/index-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await withBuild.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // A stale page asking for an asset of an old build gets a plain 404, not the page.
    const missing = await withBuild.app.inject('/assets/index-old999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('serves assets of a build made while the server runs, and nothing outside assets/', async () => {
    writeFileSync(path.join(dist, 'assets', 'index-new456.js'), 'console.log("rebuilt");');
    const fresh = await withBuild.app.inject('/assets/index-new456.js');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('rebuilt');
    expect(fresh.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A file beside the build folder must never be reachable through assets/.
    const outside = `${path.basename(dist)}-outside.js`;
    writeFileSync(path.join(dist, '..', outside), 'secret');
    try {
      for (const url of [`/assets/../../${outside}`, `/assets/%2e%2e/%2e%2e/${outside}`, `/assets/..%2f..%2f${outside}`]) {
        const escaped = await withBuild.app.inject(url);
        expect(escaped.body, url).not.toContain('secret');
        expect(escaped.statusCode, url).toBeLessThan(500);
      }
    } finally {
      rmSync(path.join(dist, '..', outside), { force: true });
    }
  });

  it('serves a top-level file a build made while the server runs adds (a service worker), kept fresh, and no hidden file', async () => {
    expect((await withBuild.app.inject('/sw.js')).statusCode).toBe(404);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(path.join(dist, '.hidden.txt'), 'secret');
    const worker = await withBuild.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toContain('install');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const hidden = await withBuild.app.inject('/.hidden.txt');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('secret');
    // A folder is not a file.
    mkdirSync(path.join(dist, 'icons.d'));
    expect((await withBuild.app.inject('/icons.d')).statusCode).toBe(404);
  });

  it('sends the security headers on pages and answers', async () => {
    for (const url of ['/', '/rng', '/api/health']) {
      const answer = await withBuild.app.inject(url);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await withBuild.app.inject('/api/health')).headers['cache-control']).toBe('no-store');
  });

  it('keeps /api paths out of the fallback: unknown ones are a 404 envelope', async () => {
    for (const url of ['/api/nope', '/api', '/api/system/nope?x=1', '/api/index.html']) {
      const answer = await withBuild.app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    const post = await withBuild.app.inject({ method: 'POST', url: '/rng', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it('without a build, pages say to run the build instead of failing', async () => {
    for (const url of ['/', '/rng?page=2', '/register.html']) {
      const page = await withoutBuild.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('npm run build');
    }
    expect((await withoutBuild.app.inject('/api/health')).json()).toMatchObject({ success: true, value: { status: 'ok', db: kind } });
  });
});
