// The security headers of every answer: the content security policy (enforced, or
// report-only for an operator trying it, with framing enforced either way), HSTS only
// over https (directly or through a trusted proxy), the permissions the portal gives up
// and the opener policy its popups need. Headers do not depend on the database, so
// these run on PGlite only.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { inlineStyleSources } from '../../server/http/inlineStyles';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_COMPLETE_PAGE } from '../../server/shared/signIn';
import { startApp, testConfig, type TestApp } from './harness';

const VENDOR = 'https://games.vendor.example';
/** A built page's inline style as the build writes it: minified, on one line. */
const FRAME_STYLE = ':root{--bg:#f2f4f9}.boot-header__top{height:var(--header-top-h)}';
const page = (style: string) => `<!doctype html><html><head><title>Portal</title><style>${style}</style></head><body><div id="root"></div></body></html>`;
/** The hash source of a style's text, worked out here independently of the server's code. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const URLS = ['/', '/rng', '/house/dice', '/api/health', '/api/nope'];

/** A policy header as directive name → its sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'policy header').toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  let plain: TestApp;
  /** Vendor origins in the configuration and a built page with an inline style. */
  let configured: BuiltApp;
  let reportOnly: BuiltApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-csp-'));
    writeFileSync(path.join(dist, 'index.html'), page(FRAME_STYLE));
    plain = await startApp('pglite');
    // The other configurations on the same database: headers are all they are asked for.
    configured = await buildApp(testConfig({ gameFrameOrigins: [VENDOR], distDir: dist }), { store: plain.store, logger: false });
    reportOnly = await buildApp(testConfig({ cspReportOnly: true, cspReportUri: '/csp-reports' }), { store: plain.store, logger: false });
    // Three apps: over a minute when the machine is busy with other work.
  }, 180_000);
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await configured?.close();
    await reportOnly?.close();
    await plain?.close();
  }, 60_000);

  it('[SHELL-22] a full content security policy on pages and answers: own scripts only, no plugins, no base or form hijack, framed by ourselves only', async () => {
    for (const url of URLS) {
      const answer = await plain.app.inject(url);
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('style-src'), url).toEqual(["'self'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(csp.get('frame-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.has('report-uri'), url).toBe(false);
      expect(answer.headers['content-security-policy-report-only'], url).toBeUndefined();
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the API documentation alone may apply inline styles (Swagger UI injects its own)', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
      const csp = directives((await plain.app.inject(url)).headers['content-security-policy']);
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
    }
    for (const url of ['/api/docsx', '/api/documents', '/']) {
      expect(directives((await plain.app.inject(url)).headers['content-security-policy']).get('style-src'), url).toEqual(["'self'"]);
    }
  });

  it("allows the built page's inline style (its static frame) by its hash, and no other inline style", async () => {
    for (const url of ['/', '/rng', '/api/health']) {
      const csp = directives((await configured.app.inject(url)).headers['content-security-policy']);
      expect(csp.get('style-src'), url).toEqual(["'self'", sha256(FRAME_STYLE)]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
    }
    // The API documentation keeps 'unsafe-inline' alone: a hash beside it would switch it off.
    expect(directives((await configured.app.inject('/api/docs')).headers['content-security-policy']).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("follows a build made while the server runs: the new page's style hash replaces the old", async () => {
    const restyled = FRAME_STYLE.replace('#f2f4f9', '#080c18');
    const file = path.join(dist, 'index.html');
    writeFileSync(file, page(restyled));
    // A later modification time, as a build seconds later would leave.
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    // The server looks at the file at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      const csp = directives((await configured.app.inject('/')).headers['content-security-policy']);
      expect(csp.get('style-src')).toEqual(["'self'", sha256(restyled)]);
    } finally {
      writeFileSync(file, page(FRAME_STYLE));
    }
  });

  it('hashes each inline style of a page exactly as written', () => {
    expect(inlineStyleSources('<style>a{b:c}</style><p>x</p><style media="print">\n p { d: e }\n</style>')).toEqual([sha256('a{b:c}'), sha256('\n p { d: e }\n')]);
    expect(inlineStyleSources('<link rel="stylesheet" href="/a.css">')).toEqual([]);
  });

  it('[SHELL-22] the launcher may frame the vendor origins of the configuration, and give them fullscreen', async () => {
    const answer = await configured.app.inject('/game?nodeId=1');
    expect(directives(answer.headers['content-security-policy']).get('frame-src')).toEqual(["'self'", VENDOR]);
    expect(answer.headers['permissions-policy']).toContain(`fullscreen=(self "${VENDOR}")`);
  });

  it('report-only mode reports the whole policy and still enforces framing', async () => {
    for (const url of URLS) {
      const answer = await reportOnly.app.inject(url);
      expect(answer.headers['content-security-policy'], url).toBe("frame-ancestors 'self'");
      const tried = directives(answer.headers['content-security-policy-report-only']);
      expect(tried.get('script-src'), url).toEqual(["'self'"]);
      expect(tried.get('object-src'), url).toEqual(["'none'"]);
      expect(tried.get('report-uri'), url).toEqual(['/csp-reports']);
    }
  });

  it('HSTS only over https: a trusted proxy saying https, never plain http or an untrusted proxy', async () => {
    const viaProxy = await plain.app.inject({ url: '/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const api = await plain.app.inject({ url: '/api/health', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    const direct = await plain.app.inject({ url: '/', remoteAddress: '127.0.0.1' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxiedHttp = await plain.app.inject({ url: '/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'http' } });
    expect(proxiedHttp.headers['strict-transport-security']).toBeUndefined();
    // Anyone can send the header; only a proxy in TRUST_PROXY is believed.
    const stranger = await plain.app.inject({ url: '/', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });

  it('[LOBBY-50][CONTENT-33] denies the powerful features the portal does not use and keeps its popups their opener', async () => {
    for (const url of URLS) {
      const answer = await plain.app.inject(url);
      const policy = String(answer.headers['permissions-policy']).split(',').map((s) => s.trim());
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
      }
      // The launcher's frame asks for fullscreen; copying a referral link uses the clipboard.
      expect(policy, url).toContain('fullscreen=(self)');
      expect(policy.some((p) => p.startsWith('clipboard-write=')), url).toBe(false);
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
    // Except the way back of a sign-in popup, which must still reach the page that opened it
    // after the provider's pages (e2e/accounts/signIn.spec.ts); its content policy is the app's.
    for (const url of [SIGN_IN_COMPLETE_PAGE, `${SIGN_IN_CALLBACK_PATH}?state=x&code=y`]) {
      const popupEnd = await plain.app.inject(url);
      expect(popupEnd.headers['cross-origin-opener-policy'], url).toBe('unsafe-none');
      expect(popupEnd.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  // The offline page is the one the service worker shows with no network (offline.html); the
  // sign-in popup's last page runs a script of its own too.
  it.each(['index.html', 'offline.html', 'public/sign-in-complete.html'])('%s carries no inline script for the policy to block', (page) => {
    const html = readFileSync(page, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('reads vendor origins and the report settings from the environment, refusing what could bend the header', () => {
    const config = loadConfig({ GAME_FRAME_ORIGINS: ` ${VENDOR}, https://live.other.example:8443 `, CSP_REPORT_ONLY: '1', CSP_REPORT_URI: 'https://reports.example/csp' });
    expect(config.gameFrameOrigins).toEqual([VENDOR, 'https://live.other.example:8443']);
    expect(config.cspReportOnly).toBe(true);
    expect(config.cspReportUri).toBe('https://reports.example/csp');
    expect(loadConfig({})).toMatchObject({ gameFrameOrigins: [], cspReportOnly: false, cspReportUri: undefined });
    for (const bad of ['http://games.example', 'https://games.example/path', "https://games.example; script-src 'unsafe-inline'", '*', 'games.example']) {
      expect(() => loadConfig({ GAME_FRAME_ORIGINS: bad }), bad).toThrow(/GAME_FRAME_ORIGINS/);
    }
    for (const bad of ['javascript:alert(1)', '//evil.example/r', 'https://r.example/a;script-src *', 'https://r.example/a b']) {
      expect(() => loadConfig({ CSP_REPORT_URI: bad }), bad).toThrow(/CSP_REPORT_URI/);
    }
  });
});
