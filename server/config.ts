// Every setting of the server, read from the environment in one place.
// Defaults serve a single machine; api.md fixes the variable names.
import type { OutboxSettings } from './platform/outbox';
import { VONAGE_BASE_URL } from './platform/smsGateway/vonage';
import { IDENTITY_TOOLKIT_URL } from './shared/phoneVerification';
import { isLoopbackHost } from './platform/loopback';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  pgliteDir: string;
  redisUrl?: string;
  /** Development mode: demo data and the /api/dev routes. */
  dev: boolean;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs). */
  trustProxy: string[];
  /** Folder of the built app; served with a history-mode fallback when present. */
  distDir: string;
  logLevel: string;
  /** The operator key with every permission (X-Operator-Key); unset, only staff and the keys made in the back office open operator routes. */
  operatorKey?: string;
  /** Sessions end after this long without a call (trust.md: 30 min by default). */
  sessionIdleMinutes: number;
  /** Sessions end this long after login whatever happens (trust.md: 12 h by default). */
  sessionAbsoluteHours: number;
  /**
   * Where SMS and e-mail go (OUTBOX_PROVIDER). `db` stores them in the database, readable
   * at /api/dev/outbox in development; `vonage` sends SMS through the Vonage SMS API
   * (VONAGE_API_KEY, VONAGE_API_SECRET, VONAGE_FROM, VONAGE_BASE_URL) and keeps e-mail in
   * the database.
   */
  outbox: OutboxSettings;
  /** A well-known initial password (the spec's {secret}); logging in with it forces a change. */
  defaultPassword?: string;
  /** Requests per minute one IP may make to the account routes (login, codes, register...). */
  authRequestsPerMinute: number;
  /**
   * PEM private key (RSA 2048) of the encrypted calls. Unset: a key pair is made at
   * start, which is right for one server; servers behind one address must share a key.
   */
  payloadKeyPem?: string;
  /**
   * Seconds between runs of the background jobs (the withdrawal confirmation
   * deadline); 0 turns them off (tests run them by hand). Absent: 30.
   */
  jobIntervalSeconds?: number;
  /** Slot games seeded into an empty database (CATALOGUE_SIZE); absent: the full 10,000. */
  catalogueSize?: number;
  /**
   * Origins of outside game vendors whose pages the launcher frames (GAME_FRAME_ORIGINS,
   * comma-separated https origins): the content security policy's frame-src. Absent: none.
   */
  gameFrameOrigins?: string[];
  /**
   * Origins the browser may call besides the portal (PHONE_PROVIDER_ORIGINS, comma-separated):
   * the API of the provider that sends SMS codes for merchants that use one (SMS-14). Absent:
   * Google's Identity Toolkit, so a merchant can be switched to Firebase without a restart.
   */
  phoneProviderOrigins?: string[];
  /** CSP_REPORT_ONLY=1: the content security policy is reported, not enforced (framing stays enforced). */
  cspReportOnly?: boolean;
  /** CSP_REPORT_URI: where browsers report policy violations (an https address or a path). */
  cspReportUri?: string;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${value}"`);
  return n;
}

/** The outbox provider and its settings; a gateway without its credentials stops the start. */
function outboxOf(env: NodeJS.ProcessEnv): OutboxSettings {
  const provider = env.OUTBOX_PROVIDER || 'db';
  if (provider === 'db') return { provider };
  if (provider === 'vonage') {
    const missing = ['VONAGE_API_KEY', 'VONAGE_API_SECRET', 'VONAGE_FROM'].filter((name) => !env[name]?.trim());
    if (missing.length) throw new Error(`OUTBOX_PROVIDER "vonage" needs ${missing.join(', ')} (the API key, its secret and the sender)`);
    const baseUrl = env.VONAGE_BASE_URL || VONAGE_BASE_URL;
    if (!/^https?:\/\/[^\s/]+/.test(baseUrl)) throw new Error(`VONAGE_BASE_URL must be an http(s) address, not "${baseUrl}"`);
    return { provider, vonage: { apiKey: env.VONAGE_API_KEY!.trim(), apiSecret: env.VONAGE_API_SECRET!.trim(), from: env.VONAGE_FROM!.trim(), baseUrl } };
  }
  throw new Error(`OUTBOX_PROVIDER "${provider}" is not available: the providers are "db" and "vonage"`);
}

/** An origin as a policy may name it: https, a host, an optional port, nothing else. */
/** Comma-separated https origins; `loopbackHttp` also takes plain http on this machine (a test's provider). */
function originsOf(value: string | undefined, name: string, loopbackHttp = false): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      const plainOk = loopbackHttp && url?.protocol === 'http:' && isLoopbackHost(url.hostname);
      if (!url || (url.protocol !== 'https:' && !plainOk) || url.origin !== origin.replace(/\/$/, '').toLowerCase()) throw new Error(`${name} takes https origins (https://host[:port]), not "${origin}"`);
      return url.origin;
    });
}

/** A report address: https, or a path on the portal; nothing that could break the header apart. */
function reportUriOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(https:\/\/|\/(?!\/))[\x21-\x7e]+$/.test(value) && !/[;,]/.test(value)) return value;
  throw new Error(`CSP_REPORT_URI must be an https address or a path, not "${value}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dev = env.PORTAL_DEV === '1';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR ?? './data/pglite',
    redisUrl: env.REDIS_URL || undefined,
    dev,
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    distDir: env.DIST_DIR ?? 'dist',
    logLevel: env.LOG_LEVEL ?? 'info',
    // A well-known key only in development; production must set its own.
    operatorKey: env.OPERATOR_KEY || (dev ? 'dev-operator-key' : undefined),
    sessionIdleMinutes: positive(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: positive(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    outbox: outboxOf(env),
    defaultPassword: env.DEFAULT_PASSWORD || undefined,
    authRequestsPerMinute: positive(env.AUTH_REQUESTS_PER_MINUTE, 120, 'AUTH_REQUESTS_PER_MINUTE'),
    payloadKeyPem: env.PAYLOAD_KEY_PEM || undefined,
    jobIntervalSeconds: env.JOB_INTERVAL_SECONDS === '0' ? 0 : positive(env.JOB_INTERVAL_SECONDS, 30, 'JOB_INTERVAL_SECONDS'),
    catalogueSize: env.CATALOGUE_SIZE ? Math.floor(positive(env.CATALOGUE_SIZE, 10_000, 'CATALOGUE_SIZE')) : undefined,
    gameFrameOrigins: originsOf(env.GAME_FRAME_ORIGINS, 'GAME_FRAME_ORIGINS'),
    phoneProviderOrigins: env.PHONE_PROVIDER_ORIGINS === undefined ? [IDENTITY_TOOLKIT_URL] : originsOf(env.PHONE_PROVIDER_ORIGINS, 'PHONE_PROVIDER_ORIGINS', true),
    cspReportOnly: env.CSP_REPORT_ONLY === '1',
    cspReportUri: reportUriOf(env.CSP_REPORT_URI),
  };
}
