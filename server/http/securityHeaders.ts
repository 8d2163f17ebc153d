// The security headers of every answer (pages, assets and API alike): the content
// security policy, HSTS over https, the permissions the portal gives up, the opener
// policy and the older framing and sniffing headers. Built once from the config.
import type { FastifyRequest } from 'fastify';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_COMPLETE_PAGE } from '../shared/signIn';

export interface SecurityHeaderOptions {
  /** Origins of outside game vendors the launcher may frame (https://games.vendor.example). */
  gameFrameOrigins: readonly string[];
  /** Origins the app may call besides its own: the SMS sign-in provider's API (SMS-14). */
  connectOrigins?: readonly string[];
  /** Send the policy as Content-Security-Policy-Report-Only, for an operator trying it. */
  cspReportOnly: boolean;
  /** Where browsers send violation reports (report-uri), if anywhere. */
  cspReportUri?: string;
  /**
   * Hash sources ('sha256-…') of the app page's inline styles (inlineStyles.ts), asked for each
   * answer: the same array until the built page changes.
   */
  pageStyles?: () => readonly string[];
}

/** Game iframes and our pages may only be framed by ourselves (trust.md). */
const FRAME_ANCESTORS = "frame-ancestors 'self'";

const NO_HASHES: readonly string[] = [];

/** One year: browsers keep to https that long after an answer over https. */
export const HSTS = 'max-age=31536000';

/**
 * The app's policy. Scripts come only from our own files (index.html has no inline script);
 * styles too, except the page's inline style of its static frame, allowed by its hash (React
 * and motion set styles through the DOM, which style-src does not govern). Images may be
 * data: (captcha, QR codes), blob: (proof previews) or any https address, since operators
 * configure pictures (app QR codes, banners) on their own hosts and an image cannot run code. The launcher frames our own game pages and the vendors'
 * origins from the config; nothing else may be framed, embedded or posted to.
 */
export function contentSecurityPolicy(
  opts: Pick<SecurityHeaderOptions, 'gameFrameOrigins' | 'connectOrigins' | 'cspReportUri'>,
  styles: 'own' | 'inline' = 'own',
  styleHashes: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // A hash source would switch 'unsafe-inline' off, so the inline variant carries none.
    styles === 'own' ? ['style-src', "'self'", ...styleHashes].join(' ') : "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...(opts.connectOrigins ?? [])].join(' '),
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    ['frame-src', "'self'", ...opts.gameFrameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    FRAME_ANCESTORS,
  ];
  if (opts.cspReportUri) directives.push(`report-uri ${opts.cspReportUri}`);
  return directives.join('; ');
}

/**
 * Powerful features the portal never uses, denied to the page and every frame in it.
 * Fullscreen stays for the launcher's game frame (ours and the vendors'); the clipboard
 * (copying a referral link) keeps its default of our own origin.
 */
export function permissionsPolicy(gameFrameOrigins: readonly string[]): string {
  const denied = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking'];
  const fullscreen = ['self', ...gameFrameOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [...denied.map((feature) => `${feature}=()`), `fullscreen=(${fullscreen})`].join(', ');
}

/** The API documentation (Swagger UI, /api/docs) injects a style element of its own; it holds no member data. */
export const DOCS_PREFIX = '/api/docs';

export function securityHeaders(opts: SecurityHeaderOptions) {
  // Report-only cannot carry frame-ancestors, so framing stays enforced while the rest is tried.
  const policyHeaders = (policy: string): Record<string, string> =>
    opts.cspReportOnly ? { 'content-security-policy': FRAME_ANCESTORS, 'content-security-policy-report-only': policy } : { 'content-security-policy': policy };
  const common: Record<string, string> = {
    'permissions-policy': permissionsPolicy(opts.gameFrameOrigins),
    // Our own popups (sign-in, customer service, member chat) keep their opener; other sites' do not.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const pageStyles = opts.pageStyles ?? (() => NO_HASHES);
  let hashes = pageStyles();
  let app = { ...policyHeaders(contentSecurityPolicy(opts, 'own', hashes)), ...common };
  const docs = { ...policyHeaders(contentSecurityPolicy(opts, 'inline')), ...common };
  // The provider sends a sign-in popup back through the callback (a redirect) to the page it
  // ends on, after the provider's own pages: an opener policy of ours on either answer (a
  // browser checks redirects too) would cut the popup off from the page it must tell.
  const popupEnd = () => ({ ...app, 'cross-origin-opener-policy': 'unsafe-none' });
  return {
    /** The headers of one answer: HSTS only when the request came over https (request.protocol follows TRUST_PROXY). */
    of(request: FastifyRequest): Record<string, string> {
      const path = request.url.split('?')[0]!;
      if (pageStyles() !== hashes) {
        hashes = pageStyles();
        app = { ...policyHeaders(contentSecurityPolicy(opts, 'own', hashes)), ...common };
      }
      const headers = path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`) ? docs : path === SIGN_IN_COMPLETE_PAGE || path === SIGN_IN_CALLBACK_PATH ? popupEnd() : app;
      return request.protocol === 'https' ? { ...headers, 'strict-transport-security': HSTS } : headers;
    },
  };
}
