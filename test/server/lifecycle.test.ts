import { sql } from 'kysely';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { parseSystemArgs, runOperatorCli } from '../../server/cli/operator';
import { call, createTestDatabase, DB_KINDS, startApp, testConfig } from './harness';

/** The operator command line is a process of its own, started several times a test: slow on a busy machine. */
const CLI_TIMEOUT_MS = 120_000;

const MIGRATIONS = readdirSync(path.join(__dirname, '../../server/db/migrations')).filter((f) => f.endsWith('.sql'));

async function counts(built: BuiltApp) {
  const db = built.store.db;
  const count = async (table: 'merchants' | 'banners' | 'notices' | 'vendors' | 'schema_migrations' | 'register_fields') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const seeded = await db.selectFrom('audit_log').select('id').where('action', '=', 'database.seeded').execute();
  return {
    merchants: await count('merchants'),
    banners: await count('banners'),
    notices: await count('notices'),
    vendors: await count('vendors'),
    registerFields: await count('register_fields'),
    migrations: await count('schema_migrations'),
    seeded: seeded.length,
  };
}

describe.each(DB_KINDS)('start-up on %s', (kind) => {
  it('[SESSION-42][SESSION-43] migrates and seeds an empty database once; a second start changes nothing', async () => {
    const database = await createTestDatabase(kind, { persistent: true });
    try {
      const config = testConfig(database.config);
      const first = await buildApp(config, { logger: false });
      const before = await counts(first);
      await first.close();
      expect(before).toMatchObject({ merchants: 2, migrations: MIGRATIONS.length, seeded: 1 });
      expect(before.banners).toBeGreaterThanOrEqual(17);

      const second = await buildApp(config, { logger: false });
      try {
        expect(await counts(second)).toEqual(before);
        expect((await second.app.inject('/api/health')).json()).toEqual({ success: true, value: { status: 'ok', db: kind } });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
    // Two starts of a database on disk, every migration and the seed: slow on a busy machine.
  }, 120_000);

  it.runIf(kind === 'postgres')('two servers starting together on one PostgreSQL database migrate and seed once', async () => {
    const database = await createTestDatabase(kind);
    try {
      const config = testConfig(database.config);
      const started = await Promise.allSettled([buildApp(config, { logger: false }), buildApp(config, { logger: false })]);
      const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started']);
        expect(await counts(apps[0]!)).toMatchObject({ merchants: 2, migrations: MIGRATIONS.length, seeded: 1 });
      } finally {
        await Promise.all(apps.map((a) => a.close()));
      }
    } finally {
      await database.drop();
    }
  });

  it('without an operator key, the operator route answers 403 to everyone; a configured Redis is connected only when used', async () => {
    const app = await startApp(kind, { operatorKey: undefined, redisUrl: 'redis://127.0.0.1:1' });
    try {
      // Nothing uses Redis yet, so an unreachable one does not stop the server.
      expect(app.redis?.status).toBe('wait');
      expect((await call(app, '/api/health')).status).toBe(200);
      for (const key of ['dev-operator-key', 'test-operator-key', '']) {
        const answer = await call(app, { method: 'PUT', url: '/api/operator/system', headers: { 'x-operator-key': key }, payload: { csBarEnabled: false } });
        expect(answer.status).toBe(403);
        expect(answer.body.errorCode).toBe('forbidden');
      }
    } finally {
      await app.close();
    }
  });

  it('[CONTENT-29] staff answer a member\'s chat from the operator command line (inbox, read, reply), audited', async () => {
    const database = await createTestDatabase(kind, { persistent: true });
    try {
      const env = database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : { PGLITE_DIR: database.config.pgliteDir };
      const run = async (args: string[]) => {
        const lines: string[] = [];
        const code = await runOperatorCli(args, env, (line) => lines.push(line));
        return { code, text: lines.join('\n') };
      };
      expect(await run(['chat', 'inbox'])).toEqual({ code: 0, text: '[]' });
      // A member writes from the portal.
      const app = await buildApp(testConfig(database.config), { logger: false });
      let memberId: number;
      try {
        const user = await app.services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: 'chatcli1', password: 'Member@12345', passwordSetBy: 'self', type: 0, parentId: null, paymentPassword: null });
        memberId = user.id;
        const token = await app.services.sessions.open(user, { via: 'password', ip: '127.0.0.1' });
        const sent = await app.app.inject({ method: 'POST', url: '/api/chat/support/messages', headers: { authorization: `Bearer ${token}` }, payload: { body: 'Is my withdrawal on its way?' } });
        expect(sent.statusCode).toBe(200);
      } finally {
        await app.close();
      }
      const inbox = await run(['chat', 'inbox', '--merchant', 'NG']);
      expect(JSON.parse(inbox.text)).toEqual([expect.objectContaining({ memberId, account: 'chatcli1', lastMessage: 'Is my withdrawal on its way?', unread: 1 })]);
      expect(JSON.parse((await run(['chat', 'read', String(memberId)])).text).messages).toHaveLength(1);
      const reply = await run(['chat', 'reply', String(memberId), '--as', 'Mia', '--text', 'Yes, it was paid this morning.']);
      expect(reply.code, reply.text).toBe(0);
      expect(JSON.parse(reply.text)).toMatchObject({ author: 'Mia', staff: true, body: 'Yes, it was paid this morning.' });
      expect((await run(['chat', 'reply', String(memberId), '--text', 'unsigned'])).code).toBe(2);
      expect((await run(['chat', 'read', '999999999'])).code).toBe(1);
      expect((await run(['chat', 'shout'])).code).toBe(2);

      const after = await buildApp(testConfig(database.config), { logger: false });
      try {
        const audit = await after.store.db.selectFrom('audit_log').select(['actor', 'action']).where('action', '=', 'chat.reply').execute();
        expect(audit).toHaveLength(1);
        expect(audit[0]!.actor).toMatch(/^operator-cli:/);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  }, CLI_TIMEOUT_MS);

  it('the operator command line changes the database through the same audited service', async () => {
    const database = await createTestDatabase(kind, { persistent: true });
    try {
      const env = database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : { PGLITE_DIR: database.config.pgliteDir };
      const lines: string[] = [];
      const code = await runOperatorCli(
        ['system', '--merchant', 'AU', '--maintenance', 'on', '--title', 'Upgrade', '--info', 'Back soon', '--end-time', '2031-01-01T00:00:00Z', '--switch', 'FREEPLAY3=1'],
        env,
        (line) => lines.push(line),
      );
      expect(code, lines.join('\n')).toBe(0);
      expect(JSON.parse(lines.join('\n'))).toMatchObject({ merchantCode: 'AU', status: 1, maintenance: { title: 'Upgrade', info: 'Back soon', endTime: '2031-01-01T00:00:00.000Z' }, switches: { FREEPLAY3: 1 } });

      expect(await runOperatorCli(['system', '--restricted-cidrs', 'bogus'], env, () => undefined)).toBe(1);
      expect(await runOperatorCli(['system'], env, () => undefined)).toBe(2);

      const app = await buildApp(testConfig(database.config), { logger: false });
      try {
        const status = (await app.app.inject({ url: '/api/system/status', headers: { 'x-merchant': 'AU' } })).json();
        expect(status.value).toMatchObject({ status: 1, maintenance: { title: 'Upgrade' } });
        const audit = await app.store.db.selectFrom('audit_log').select(['actor', 'action']).where('action', '=', 'system.update').execute();
        expect(audit).toHaveLength(1);
        expect(audit[0]!.actor).toMatch(/^operator-cli:/);
        await expect(sql`DELETE FROM audit_log`.execute(app.store.db)).rejects.toThrow(/append-only/);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  }, CLI_TIMEOUT_MS);
});

describe('configuration', () => {
  it('uses a well-known operator key only in development', () => {
    expect(loadConfig({ PORTAL_DEV: '1' }).operatorKey).toBe('dev-operator-key');
    expect(loadConfig({}).operatorKey).toBeUndefined();
    expect(loadConfig({ PORTAL_DEV: '0' }).operatorKey).toBeUndefined();
    expect(loadConfig({ OPERATOR_KEY: 'secret' }).operatorKey).toBe('secret');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('reads operator command-line options', () => {
    expect(parseSystemArgs(['system', '--maintenance', 'off'])).toEqual({ maintenance: { enabled: false, title: '', info: '', endTime: null } });
    expect(parseSystemArgs(['system', '--allowed', 'NG, GH', '--restricted-countries', '', '--cs-bar', 'off', '--switch', 'DIRECTREG3=0', '--switch', 'FREEPLAY3=1'])).toEqual({
      allowedCountries: ['NG', 'GH'],
      restrictedCountries: [],
      csBarEnabled: false,
      switches: { DIRECTREG3: 0, FREEPLAY3: 1 },
    });
    expect(parseSystemArgs(['system', '--merchant', 'AU', '--time-zone', 'Australia/Perth'])).toEqual({ merchantCode: 'AU', timeZone: 'Australia/Perth' });
    expect(() => parseSystemArgs(['system', '--maintenance', 'maybe'])).toThrow(/on or off/);
    expect(() => parseSystemArgs(['system', '--switch', 'NOPE=1'])).toThrow(/NAME=0\|1/);
    expect(() => parseSystemArgs(['status'])).toThrow(/system/);
  });
});
