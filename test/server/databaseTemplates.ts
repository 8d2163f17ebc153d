// The server project's global setup: one migrated and seeded database, made once per run, that
// every test app starts from instead of migrating and seeding its own (harness.ts, startApp).
// A fresh PGlite runs initdb and 45 migrations (most of a test app's start); loading a snapshot
// of the same folder skips both. The run's apps also share one key of the encrypted calls. On PostgreSQL the copy is CREATE DATABASE ... TEMPLATE.
// The copy is the same database a start would have made: migrate() then finds every file applied
// and seedIfEmpty() finds the merchants, and the seeds that follow (content, games, money
// reference) run on it as on any restart. Tests of migrations and seeding open their own.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../server/db/index';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';

/** The test apps' catalogue: small keeps them quick; a test may ask for the full one (no template then). */
export const TEST_CATALOGUE_SIZE = 300;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite snapshot file startApp loads, or '' when there is none. */
    pgliteTemplate: string;
    /** The PostgreSQL database startApp copies, or '' when there is none. */
    postgresTemplate: string;
    /** The encrypted calls' private key every test app of the run shares (a 2048-bit RSA key costs a start ~0.3 s to make). */
    payloadKeyPem: string;
  }
}

async function prepare(store: Awaited<ReturnType<typeof openDb>>) {
  await migrate(store);
  await seedIfEmpty(store, { catalogueSize: TEST_CATALOGUE_SIZE });
}

export default async function setup(project: TestProject) {
  project.provide('payloadKeyPem', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const pglite = await openDb({ pgliteDir: 'memory://' });
  let postgresName = '';
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  try {
    await prepare(pglite);
    const file = path.join(folder, 'pglite.tar');
    writeFileSync(file, Buffer.from(await (await pglite.snapshot!()).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await pglite.close();
  }
  if (adminUrl) {
    postgresName = `portal_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${postgresName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresName}`;
    const store = await openDb({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
    try {
      await prepare(store);
    } finally {
      // A template may have no other session open while it is copied.
      await store.close();
    }
    project.provide('postgresTemplate', postgresName);
  } else {
    project.provide('postgresTemplate', '');
  }
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (postgresName) await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
