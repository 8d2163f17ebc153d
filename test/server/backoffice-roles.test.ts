// Who may call which operator route: every /api/operator route names a permission, and each
// staff role and each key's scope is let through exactly where server/shared/staffRoles.ts
// says so, walked from the route registry so a new route is covered the day it is added.
// Then the operator API's keys (made, used, revoked), the audit log (filters, pages, the
// caller's name, no secrets) and the credentials that never open an operator route.
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it, beforeAll } from 'vitest';
import type { DomainOptions } from '../../server/http/domain';
import { operatorsOnly } from '../../server/http/domain';
import { REDACTED, TOO_DEEP, withoutSecrets } from '../../server/http/operatorCallAudit';
import { PERMISSION_ROLES, PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '../../server/shared/staffRoles';
import type { OperatorKey } from '../../server/shared/wire/backoffice';
import { call, DB_KINDS, OPERATOR_KEY, useApp, type Answer, type TestApp } from './harness';
import { useRegistryApp, type RegisteredRoute } from './routeRegistry.helpers';
import { newStaff } from './staff.helpers';
import { newMember } from './wallet.helpers';

type Created = OperatorKey & { key: string };
type AuditPage = { items: { actor: string; ip: string | null; action: string; details: Record<string, unknown>; at: string }[]; page: number; pageSize: number; total: number; totalPages: number };

/** Path parameters that name nothing: an allowed call answers 404 or 400, never changes a real row. */
const PARAM_VALUES: Record<string, string> = { id: '999999', memberId: '999999', vendor: 'NOBODY', code: 'NOPE' };
const urlOf = (route: RegisteredRoute) => route.url.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? 'x');
const nameOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;

async function makeKey(app: TestApp, scopes: Permission[], headers: Record<string, string> = { 'x-operator-key': OPERATOR_KEY }, name = `tool ${scopes.join(' ')}`): Promise<Answer<Created>> {
  return call<Created>(app, { method: 'POST', url: '/api/operator/keys', headers, payload: { name, scopes } });
}

function request(route: RegisteredRoute, headers: Record<string, string>): InjectOptions {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return { method: route.method as InjectOptions['method'], url: urlOf(route), headers, ...(withBody ? { payload: {} } : {}) };
}

describe.each(DB_KINDS)('operator routes by role and scope on %s', (kind) => {
  const { app, routes } = useRegistryApp(kind);
  const operatorRoutes = () => routes().filter((route) => route.url.startsWith('/api/operator'));
  const staff = new Map<StaffRole, string>();
  const keys = new Map<Permission, string>();

  beforeAll(async () => {
    for (const role of STAFF_ROLES) staff.set(role, (await newStaff(app(), role)).token);
    for (const permission of PERMISSIONS) {
      const made = await makeKey(app(), [permission]);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      keys.set(permission, made.body.value!.key);
    }
  });

  it('every operator route names a permission of staffRoles.ts (a route without one is refused to all)', () => {
    expect(operatorRoutes().length).toBeGreaterThan(35);
    const missing = operatorRoutes().filter((route) => !route.permission || !PERMISSIONS.includes(route.permission as Permission)).map(nameOf);
    expect(missing).toEqual([]);
  });

  it.each(STAFF_ROLES)('a %s staff member reaches exactly the routes its role holds', async (role) => {
    const wrong: string[] = [];
    for (const route of operatorRoutes()) {
      const allowed = (PERMISSION_ROLES[route.permission as Permission] as readonly StaffRole[]).includes(role);
      const answer = await app().app.inject(request(route, { authorization: `Bearer ${staff.get(role)!}` }));
      const refused = answer.statusCode === 403 && answer.json<{ errorCode: string }>().errorCode === 'forbidden';
      if (allowed === refused || (allowed && answer.statusCode === 401)) wrong.push(`${nameOf(route)} → ${answer.statusCode} (${allowed ? 'allowed' : 'refused'} by the table)`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(PERMISSIONS)('a key with only %s reaches exactly the routes that need it', async (permission) => {
    const wrong: string[] = [];
    for (const route of operatorRoutes()) {
      const allowed = route.permission === permission;
      const answer = await app().app.inject(request(route, { 'x-operator-key': keys.get(permission)! }));
      const refused = answer.statusCode === 403 && answer.json<{ errorCode: string }>().errorCode === 'forbidden';
      if (allowed === refused || answer.statusCode === 401) wrong.push(`${nameOf(route)} → ${answer.statusCode} (${allowed ? 'allowed' : 'refused'})`);
    }
    expect(wrong).toEqual([]);
  });

  it('the configured key reaches every route; no credentials, a wrong key and a member token reach none', async () => {
    const member = await newMember(app());
    const wrong: string[] = [];
    for (const route of operatorRoutes()) {
      const configured = await app().app.inject(request(route, { 'x-operator-key': OPERATOR_KEY }));
      if (configured.statusCode === 403 || configured.statusCode === 401) wrong.push(`${nameOf(route)} configured key → ${configured.statusCode}`);
      for (const [who, headers] of [
        ['nobody', {}],
        ['a wrong key', { 'x-operator-key': 'not-the-key' }],
        ['a member', { authorization: `Bearer ${member.token}` }],
      ] as const) {
        const answer = await app().app.inject(request(route, headers));
        if (answer.statusCode !== 401 && answer.statusCode !== 403) wrong.push(`${nameOf(route)} ${who} → ${answer.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    const asMember = await call(app(), { url: '/api/operator/ledger/check', headers: { authorization: `Bearer ${member.token}` } });
    expect([asMember.status, asMember.body.errorCode]).toEqual([401, 'not_logged_in']);
  });
});

describe.each(DB_KINDS)('operator keys and the audit log on %s', (kind) => {
  const app = useApp(kind);
  let admin: { token: string; username: string };
  let risk: { token: string; username: string };
  const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

  beforeAll(async () => {
    admin = await newStaff(app(), 'admin');
    risk = await newStaff(app(), 'risk');
  });

  it('an admin makes a key (shown once, only its hash kept), the key works and is marked used, and once revoked is refused at once; both audited by name', async () => {
    const made = await makeKey(app(), ['reports.read'], asAdmin(), 'ledger watcher');
    expect(made.status).toBe(200);
    const key = made.body.value!;
    expect(key.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'ledger watcher', scopes: ['reports.read'], createdBy: `staff:${admin.username}`, lastUsedAt: null, revokedAt: null });
    const stored = await app().store.db.selectFrom('operator_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key.key);

    const listed = await call<{ items: (OperatorKey & { key?: string })[] }>(app(), { url: '/api/operator/keys', headers: asAdmin() });
    const mine = listed.body.value!.items.find((k) => k.id === key.id)!;
    expect(mine).toMatchObject({ name: 'ledger watcher', lastUsedAt: null });
    expect(mine.key).toBeUndefined();
    expect(JSON.stringify(listed.body)).not.toContain(key.key);

    const used = await call(app(), { url: '/api/operator/ledger/check', headers: { 'x-operator-key': key.key } });
    expect(used.status).toBe(200);
    const afterUse = await app().store.db.selectFrom('operator_keys').select('last_used_at').where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(afterUse.last_used_at).toBeInstanceOf(Date);
    // Its scope is all it holds.
    const outside = await call(app(), { method: 'PUT', url: '/api/operator/wallet-settings', headers: { 'x-operator-key': key.key }, payload: { merchantCode: 'NG', withdrawConfirmMinutes: 30 } });
    expect([outside.status, outside.body.errorCode]).toEqual([403, 'forbidden']);

    const revoked = await call<OperatorKey>(app(), { method: 'DELETE', url: `/api/operator/keys/${key.id}`, headers: asAdmin() });
    expect(revoked.status).toBe(200);
    expect(revoked.body.value!.revokedAt).not.toBeNull();
    const refused = await call(app(), { url: '/api/operator/ledger/check', headers: { 'x-operator-key': key.key } });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'forbidden']);

    const audit = await app().store.db.selectFrom('audit_log').select(['actor', 'action', 'details']).where('action', 'like', 'operator_key.%').where('actor', '=', `staff:${admin.username}`).orderBy('id').execute();
    expect(audit.map((r) => r.action)).toEqual(['operator_key.create', 'operator_key.revoke']);
    expect(JSON.stringify(audit)).not.toContain(key.key);
    const unknown = await call(app(), { method: 'DELETE', url: '/api/operator/keys/999999', headers: asAdmin() });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'not_found']);
  });

  it('a key makes keys only with staff.manage, and only with scopes it holds itself; other staff roles make none', async () => {
    const lacking = (await makeKey(app(), ['reports.read'])).body.value!.key;
    const refused = await makeKey(app(), ['reports.read'], { 'x-operator-key': lacking });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'forbidden']);

    const manager = (await makeKey(app(), ['staff.manage', 'reports.read'], { 'x-operator-key': OPERATOR_KEY }, 'provisioner')).body.value!.key;
    const wider = await makeKey(app(), ['money.decide'], { 'x-operator-key': manager });
    expect([wider.status, wider.body.errorCode]).toEqual([403, 'forbidden']);
    const within = await makeKey(app(), ['reports.read'], { 'x-operator-key': manager }, 'child');
    expect(within.status).toBe(200);
    expect(within.body.value!.createdBy).toBe('key:provisioner');

    const asRisk = await makeKey(app(), ['reports.read'], { authorization: `Bearer ${risk.token}` });
    expect([asRisk.status, asRisk.body.errorCode]).toEqual([403, 'forbidden']);
    const badScope = await makeKey(app(), ['everything' as Permission], asAdmin());
    expect([badScope.status, badScope.body.errorCode]).toEqual([400, 'bad_request']);
  });

  it("a staff member's change is audited under their name, by the service and as an operator call", async () => {
    const ip = '10.9.8.7';
    const changed = await call(app(), {
      method: 'PUT',
      url: '/api/operator/register-fields',
      headers: { ...asAdmin(), 'x-forwarded-for': ip },
      payload: { merchantCode: 'NG', field: 'captcha', enabled: true, required: false },
    });
    expect(changed.status).toBe(200);
    const rows = await app().store.db.selectFrom('audit_log').select(['actor', 'ip', 'action', 'details']).where('ip', '=', ip).orderBy('id').execute();
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['register_field.change', `staff:${admin.username}`],
      ['operator.call PUT /api/operator/register-fields', `staff:${admin.username}`],
    ]);
    expect(rows[1]!.details).toMatchObject({ status: 200, body: { merchantCode: 'NG', field: 'captcha', enabled: true } });
    // A refused call and a read write no operator.call entry.
    await call(app(), { url: '/api/operator/ledger/check', headers: { ...asAdmin(), 'x-forwarded-for': ip } });
    await call(app(), { method: 'PUT', url: '/api/operator/wallet-settings', headers: { ...asAdmin(), 'x-forwarded-for': ip }, payload: {} });
    expect(await app().store.db.selectFrom('audit_log').select('id').where('ip', '=', ip).execute()).toHaveLength(2);
  });

  it('no password, secret, key or token reaches the audit log', async () => {
    const secret = 'a-vendor-secret-nobody-may-read-0042';
    const clientSecret = 'google-client-secret-nobody-may-read';
    const ip = '10.9.8.6';
    const headers = { 'x-operator-key': OPERATOR_KEY, 'x-forwarded-for': ip };
    expect((await call(app(), { method: 'PUT', url: '/api/operator/vendors/wallet', headers, payload: { vendor: 'HOUSE', walletMode: 'seamless', secret } })).status).toBe(200);
    const provider = await call(app(), { method: 'PUT', url: '/api/operator/sign-in-providers', headers, payload: { provider: 'google', enabled: false, clientId: 'audit-client', clientSecret } });
    expect(provider.status).toBe(200);
    const rows = await app().store.db.selectFrom('audit_log').select(['action', 'details']).where('ip', '=', ip).execute();
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['operator.call PUT /api/operator/vendors/wallet', 'operator.call PUT /api/operator/sign-in-providers']));
    const text = JSON.stringify(rows);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(clientSecret);
    expect(text).toContain(REDACTED);
    expect(withoutSecrets({ a: 1, password: 'p', nested: [{ apiKey: 'k', refreshToken: 't', note: 'kept' }], paymentPassword: 'q', clientSecretEnv: 'X' })).toEqual({
      a: 1,
      password: REDACTED,
      nested: [{ apiKey: REDACTED, refreshToken: REDACTED, note: 'kept' }],
      paymentPassword: REDACTED,
      clientSecretEnv: REDACTED,
    });
    // Junk nested deeper than any real body is cut rather than refused by the database.
    const deep = JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) as unknown;
    expect(JSON.stringify(withoutSecrets(deep))).toContain(TOO_DEEP);
    const cut = await call(app(), { method: 'DELETE', url: '/api/operator/vendors/HOUSE/maintenance', headers, payload: deep as object });
    expect(cut.status).toBe(200);
  });

  it('the audit log: risk and admin read it, filtered by actor, action start and time, newest first in pages of 15', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const at = (minute: number) => new Date(base + minute * 60_000);
    const rows = [
      ...Array.from({ length: 20 }, (_, i) => ({ actor: 'staff:filter.alice', ip: null, action: 'zzaudit.deposit.approve', details: JSON.stringify({ n: i }), at: at(i) })),
      ...Array.from({ length: 5 }, (_, i) => ({ actor: 'key:filter-tool', ip: null, action: 'zzaudit.withdrawal.paid', details: JSON.stringify({ n: i }), at: at(i) })),
      { actor: 'staff:filter.alice', ip: null, action: 'zzaudit_x.other', details: '{}', at: at(30) },
    ];
    await app().store.db.insertInto('audit_log').values(rows).execute();
    const read = (query: string, token = risk.token) => call<AuditPage>(app(), { url: `/api/operator/audit?${query}`, headers: { authorization: `Bearer ${token}` } });

    const first = (await read('actor=staff:filter.alice')).body.value!;
    expect([first.total, first.totalPages, first.pageSize, first.items.length]).toEqual([21, 2, 15, 15]);
    expect(first.items[0]).toMatchObject({ action: 'zzaudit_x.other', at: at(30).toISOString() });
    expect(first.items.slice(1).map((i) => i.details.n)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    const second = (await read('actor=staff:filter.alice&page=2', admin.token)).body.value!;
    expect(second.items.map((i) => i.details.n)).toEqual([5, 4, 3, 2, 1, 0]);

    // The action filter is a prefix, its _ and % taken literally.
    expect((await read('action=zzaudit.')).body.value!.total).toBe(25);
    expect((await read('action=zzaudit.withdrawal')).body.value!.total).toBe(5);
    expect((await read('action=zzaudit_')).body.value!.total).toBe(1);
    expect((await read('action=zzaudit%25')).body.value!.total).toBe(0);
    const ranged = (await read(`action=zzaudit.deposit&from=${at(5).toISOString()}&to=${at(9).toISOString()}`)).body.value!;
    expect(ranged.items.map((i) => i.details.n)).toEqual([9, 8, 7, 6, 5]);
    expect((await read('actor=staff:filter')).body.value!.total).toBe(0);

    const backwards = await read(`from=${at(9).toISOString()}&to=${at(5).toISOString()}`);
    expect([backwards.status, backwards.body.errorCode]).toEqual([400, 'bad_request']);
    const notATime = await read('from=yesterday');
    expect([notATime.status, notATime.body.errorCode]).toEqual([400, 'bad_request']);
    const support = await newStaff(app(), 'support');
    expect((await read('', support.token)).status).toBe(403);
  });
});

describe.each(DB_KINDS)('without a configured operator key on %s', (kind) => {
  const app = useApp(kind, { operatorKey: undefined });

  it("development's well-known key and an empty key open nothing", async () => {
    for (const key of ['dev-operator-key', OPERATOR_KEY, '']) {
      const answer = await call(app(), { url: '/api/operator/ledger/check', headers: { 'x-operator-key': key } });
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'forbidden']);
    }
  });

  it('a route that names no permission is refused, even to a key with every scope', async () => {
    const server = Fastify();
    let reached = false;
    const opts = { services: app().services, store: app().store, operatorKey: OPERATOR_KEY } as DomainOptions;
    await operatorsOnly(server, opts, (scope) => {
      scope.get('/api/operator/unnamed', async () => {
        reached = true;
        return { ok: true };
      });
    });
    const answer = await server.inject({ url: '/api/operator/unnamed', headers: { 'x-operator-key': OPERATOR_KEY } });
    expect(answer.statusCode).toBe(403);
    expect(reached).toBe(false);
    await server.close();
  });
});
