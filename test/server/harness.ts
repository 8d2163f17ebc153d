// Builds the server for tests on each database kind: PGlite in memory always, and
// PostgreSQL when TEST_DATABASE_URL points at a server we may create databases on
// (a fresh database per app, dropped afterwards). Use with describe.each(DB_KINDS).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import type { MerchantChanged, SystemChange } from '../../server/shared/wire/operator';
import { openDb, type Db } from '../../server/db/index';
import { TEST_CATALOGUE_SIZE } from './databaseTemplates';

export type DbKind = 'pglite' | 'postgres';

const adminUrl = process.env.TEST_DATABASE_URL || undefined;
export const DB_KINDS: DbKind[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];

export const OPERATOR_KEY = 'test-operator-key';
/** The proxies the test apps trust; inject() connects from 127.0.0.1 by default. */
export const TRUSTED_PROXIES = ['127.0.0.1', '10.0.0.0/8'];

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    pgliteDir: 'memory://',
    dev: false,
    trustProxy: TRUSTED_PROXIES,
    distDir: path.join(tmpdir(), 'portal-no-dist-here'),
    logLevel: 'silent',
    operatorKey: OPERATOR_KEY,
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 12,
    outbox: { provider: 'db' },
    authRequestsPerMinute: 10_000,
    // Background jobs run only where a test starts them (the clock of a test is its own).
    jobIntervalSeconds: 0,
    // A small catalogue keeps the many test apps quick; a test may ask for the full one.
    catalogueSize: TEST_CATALOGUE_SIZE,
    payloadKeyPem: inject('payloadKeyPem'),
    ...overrides,
  };
}

/** A database that exists only for one test file: its location and how to remove it. */
export interface TestDatabase {
  kind: DbKind;
  config: Pick<ServerConfig, 'databaseUrl' | 'pgliteDir'> & { pgliteFrom?: Blob };
  drop(): Promise<void>;
}

let templateBlob: Blob | undefined;
/** The run's PGlite snapshot, or undefined when the run has none. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file && !templateBlob) templateBlob = new Blob([readFileSync(file)]);
  return templateBlob;
}

/**
 * A fresh database. PGlite lives in memory unless `persistent` asks for a folder
 * (to open it twice); PostgreSQL gets a new database created through TEST_DATABASE_URL.
 */
export async function createTestDatabase(kind: DbKind, opts: { persistent?: boolean; fromTemplate?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    if (!opts.persistent) {
      // Each app loads its own copy of the snapshot (databaseTemplates.ts) into memory; the file is read once.
      const pgliteFrom = opts.fromTemplate ? pgliteTemplate() : undefined;
      return { kind, config: { pgliteDir: 'memory://', ...(pgliteFrom ? { pgliteFrom } : {}) }, drop: async () => undefined };
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-'));
    // A folder below one that does not exist yet, as ./data/pglite on a fresh checkout.
    return { kind, config: { pgliteDir: path.join(dir, 'data', 'pglite') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = opts.fromTemplate ? inject('postgresTemplate') : '';
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    config: { databaseUrl: url.toString(), pgliteDir: 'memory://' },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestApp extends BuiltApp {
  kind: DbKind;
  database: TestDatabase;
}

/** Builds an app on a fresh database of the given kind; close() also drops the database. */
export async function startApp(kind: DbKind, overrides: Partial<ServerConfig> = {}, opts: BuildOptions = {}): Promise<TestApp> {
  // The run's migrated and seeded database fits unless the test asks for another catalogue or a database of its own.
  const fromTemplate = !opts.store && !overrides.databaseUrl && (overrides.pgliteDir ?? 'memory://') === 'memory://' && (overrides.catalogueSize ?? TEST_CATALOGUE_SIZE) === TEST_CATALOGUE_SIZE;
  const database = await createTestDatabase(kind, { fromTemplate });
  let store: Db | undefined;
  try {
    const { pgliteFrom, ...where } = database.config;
    const config = testConfig({ ...where, ...overrides });
    if (pgliteFrom) store = await openDb({ ...config, pgliteFrom });
    const built = await buildApp(config, { logger: false, statusCacheMs: 0, checkAnswers: true, ...(store ? { store } : {}), ...opts });
    return {
      ...built,
      kind,
      database,
      async close() {
        await built.close();
        await store?.close();
        await database.drop();
      },
    };
  } catch (err) {
    await store?.close();
    await database.drop();
    throw err;
  }
}

/** One app for the enclosing describe block, built before its tests and closed after. */
export function useApp(kind: DbKind, overrides: Partial<ServerConfig> = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startApp(kind, overrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('The app is not built yet');
    return current;
  };
}

export interface Answer<T = unknown> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: { success: boolean; value?: T; errorCode?: string; message?: string };
  raw: LightMyRequestResponse;
}

/** Calls the app and parses the envelope (failing loudly when the answer is not JSON). */
export async function call<T = unknown>(app: TestApp, opts: InjectOptions | string): Promise<Answer<T>> {
  const raw = await app.app.inject(opts);
  let body: Answer<T>['body'];
  try {
    body = raw.json();
  } catch {
    throw new Error(`Not JSON (${raw.statusCode} ${raw.headers['content-type']}): ${raw.body.slice(0, 200)}`);
  }
  return { status: raw.statusCode, headers: raw.headers, body, raw };
}

/** The value of a successful answer; throws with the answer when it failed. */
export async function value<T = unknown>(app: TestApp, opts: InjectOptions | string): Promise<T> {
  const answer = await call<T>(app, opts);
  if (answer.status !== 200 || !answer.body.success) {
    throw new Error(`Expected success, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.value as T;
}

/** Changes system data through the operator route, as an operator would. */
export async function operate(app: TestApp, change: SystemChange, ip?: string): Promise<MerchantChanged> {
  const answer = await call(app, {
    method: 'PUT',
    url: '/api/operator/system',
    headers: { 'x-operator-key': OPERATOR_KEY, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    payload: change,
  });
  if (answer.status !== 200) throw new Error(`Operator change failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  return answer.body.value as MerchantChanged;
}

/** Collects the JSON lines a logger writes (the server's log, read by a test). */
export function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}
