// How the server delivers: compressed assets and answers for clients that accept them (the
// build's brotli and gzip copies, answers compressed as they are made), the site's own files
// (robots.txt, the web app manifest, the favicon) instead of the app page, and 404 for files that
// do not exist.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, negotiateEncoding } from '../../server/http/compress';
import { appIconFiles } from '../../scripts/build/appIcons';
import { precompressDir } from '../../scripts/build/precompress';
import { DB_KINDS, startApp, type TestApp } from './harness';

const INDEX = `<!doctype html><html><head><title>Portal</title><meta name="description" content="${'a portal '.repeat(150)}"></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
// A script well over the threshold, repetitive as real bundles are.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export function f${i}(x) { return x + ${i}; }`).join('\n');
const SMALL_SCRIPT = 'console.log("small");';
// The service worker and the offline page the build writes at the root (vite.config.ts).
const SERVICE_WORKER = `self.addEventListener('fetch', () => {});\n${SCRIPT}`;
const OFFLINE = INDEX.replace('<div id="root"></div>', '<main data-testid="offline-page"></main>');

function decode(answer: LightMyRequestResponse): Buffer {
  const raw = answer.rawPayload;
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw);
    case 'gzip':
      return zlib.gunzipSync(raw);
    case undefined:
      return raw;
    default:
      throw new Error(`unexpected encoding ${String(answer.headers['content-encoding'])}`);
  }
}

describe('choosing an encoding from Accept-Encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['deflate', undefined],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe.each(DB_KINDS)('delivery on %s', (kind) => {
  let dist: string;
  let t: TestApp;
  const app = () => t.app;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-delivery-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'small-abc123.js'), SMALL_SCRIPT);
    writeFileSync(path.join(dist, 'sw.js'), SERVICE_WORKER);
    writeFileSync(path.join(dist, 'offline.html'), OFFLINE);
    // The site's own files as the build writes them: public/ copied, the icons drawn from the logo.
    for (const file of ['robots.txt', 'manifest.webmanifest', 'favicon.svg']) copyFileSync(path.join('public', file), path.join(dist, file));
    for (const [file, body] of appIconFiles(readFileSync('public/favicon.svg', 'utf8'))) writeFileSync(path.join(dist, file), body);
    await precompressDir(dist);
    t = await startApp(kind, { distDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the build writes brotli and gzip copies of the files over the threshold only', async () => {
    const script = readFileSync(path.join(dist, 'assets', 'index-abc123.js'));
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'index-abc123.js.br')))).toEqual(script);
    expect(zlib.gunzipSync(readFileSync(path.join(dist, 'assets', 'index-abc123.js.gz')))).toEqual(script);
    expect(() => readFileSync(path.join(dist, 'assets', 'small-abc123.js.br'))).toThrow();
    // PNG icons are compressed already; only text is.
    expect(() => readFileSync(path.join(dist, 'icon-512.png.br'))).toThrow();
  });

  it('serves an asset compressed in the encoding the client prefers, decoding to the same bytes', async () => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['gzip;q=1, br;q=0.1', 'gzip']] as const) {
      const answer = await app().inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': accept } });
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers['content-type'], accept).toMatch(/javascript/);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(answer.rawPayload.length, accept).toBeLessThan(SCRIPT.length / 3);
      expect(decode(answer).toString(), accept).toBe(SCRIPT);
    }
  });

  it('sends identity to clients without Accept-Encoding and for files under the threshold', async () => {
    const plain = await app().inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const small = await app().inject({ url: '/assets/small-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SMALL_SCRIPT);
  });

  it('gives each encoding of an asset its own validator, and revalidates it', async () => {
    const identity = await app().inject('/assets/index-abc123.js');
    const br = await app().inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(identity.headers.etag);
    const again = await app().inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('compresses the app page, on its own path and as the history-mode fallback', async () => {
    for (const url of ['/', '/rng?page=2', '/lottery', '/promoDetail?id=101']) {
      const answer = await app().inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(decode(answer).toString(), url).toBe(INDEX);
    }
  });

  it('compresses a file of a build made while the server runs as it sends it', async () => {
    const late = SCRIPT.replaceAll('return', 'return /* rebuilt */');
    writeFileSync(path.join(dist, 'assets', 'late-def456.js'), late);
    const answer = await app().inject({ url: '/assets/late-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(decode(answer).toString()).toBe(late);
    // A strong validator of the plain bytes would be wrong for the compressed ones.
    expect(String(answer.headers.etag)).toMatch(/^W\//);
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const plain = await app().inject('/api/games/menu');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await app().inject({ url: '/api/games/menu', headers: { 'accept-encoding': encoding } });
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(answer.headers['content-type'], encoding).toMatch(/^application\/json/);
      expect(answer.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], encoding).toBe('no-store');
      expect(Number(answer.headers['content-length']), encoding).toBe(answer.rawPayload.length);
      expect(decode(answer), encoding).toEqual(plain.rawPayload);
    }
    const small = await app().inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThanOrEqual(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });

  it('compresses the OpenAPI document, a large answer made by a plugin', async () => {
    const doc = await app().inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(doc).toString())).toHaveProperty('openapi');
  });

  it('answers robots.txt, the manifest and the favicon with their own content', async () => {
    const robots = await app().inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe(readFileSync('public/robots.txt', 'utf8'));

    const manifest = await app().inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ name: expect.any(String), icons: expect.any(Array) });

    const favicon = await app().inject('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file starts with reserved 0 and type 1.
    expect([...favicon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    for (const icon of ['/icon-192.png', '/icon-512.png', '/apple-touch-icon.png']) {
      const answer = await app().inject(icon);
      expect(answer.statusCode, icon).toBe(200);
      expect(answer.headers['content-type'], icon).toBe('image/png');
    }
  });

  it('serves the service worker compressed and revalidated at every check, under the app policy', async () => {
    const answer = await app().inject({ url: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['content-encoding']).toBe('br');
    // Its file name never changes: a cached copy would keep an old build's worker (and files) alive.
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(String(answer.headers['content-security-policy'])).toContain("worker-src 'self'");
    expect(decode(answer).toString()).toBe(SERVICE_WORKER);

    const offline = await app().inject({ url: '/offline.html', headers: { 'accept-encoding': 'gzip' } });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect(decode(offline).toString()).toBe(OFFLINE);
  });

  it('answers 404 for files that do not exist, and the app page for page paths', async () => {
    for (const url of ['/nope.png', '/sitemap.xml', '/assets/gone-000.css', '/wp-login.php', '/deep/path/logo.svg', '/apple-touch-icon-precomposed.png']) {
      const answer = await app().inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('<html');
    }
    for (const url of ['/rng', '/lottery', '/promoDetail?id=101', '/register.html', '/index.html', '/help#terms', '/agentHome']) {
      const answer = await app().inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(INDEX);
    }
  });
});
