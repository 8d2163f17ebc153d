// Walks every route of the OpenAPI document with junk: bad path parameters, bad
// queries, malformed and oversized bodies, wrong types and content types, odd
// headers. Nothing a client sends may cause a 5xx; every refusal is a 4xx with an
// errorCode envelope, and inputs that break a route's schema must be refused.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { sealedCall } from './accounts.helpers';
import { DB_KINDS, OPERATOR_KEY, useApp, type TestApp } from './harness';

type Schema = { type?: string | string[]; enum?: unknown[]; pattern?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; maxLength?: number };
interface Parameter { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema }
interface Operation { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
interface Route { method: string; path: string; operation: Operation }

/** Valid values for path parameters, so junk can be sent one part at a time. */
const VALID_PATH_VALUES: Record<string, string> = { scope: 'NG', topic: 'faq', id: '1', code: 'FB', country: 'NG', nodeId: '100001', vendor: 'HOUSE' };
const VALID_QUERY_VALUES: Record<string, string> = { device: '0', group: 'w_home', types: 'B,PU', style: 'logo', v: 'abc', serverSeed: 'ab'.repeat(32), nonce: '0', game: 'dice', prizeMode: 'Lott', gameId: 'FAST1', merchantCode: 'NG', gameType: 'LIVE' };

/** Valid bodies where the schema's minimal sample is not one (formats checked by the service). */
const VALID_BODIES: Record<string, unknown> = {
  'PUT /api/operator/system': { regionInfo: 'Not available here.' },
  'POST /api/member/password/email': { username: 'someone', email: 'someone@example.com' },
  'POST /api/verification/sms/register': { mobileNum: '8030000001' },
  'POST /api/verification/sms/reset': { mobileNum: '8030000002' },
  'PUT /api/operator/wallet-settings': { withdrawConfirmMinutes: 30 },
  'PUT /api/operator/vendors/wallet': { vendor: 'HOUSE', walletMode: 'seamless', secret: 'a-test-secret-of-32-characters!!' },
  'PUT /api/operator/agent-options': { merchantCode: 'AU' },
  'PUT /api/operator/sign-in-providers': { provider: 'google', enabled: false, clientId: 'fuzz-client', clientSecret: 'fuzz-secret' },
  // The back office's content (test/server/backoffice-content.test.ts); inactive, so players see nothing.
  'POST /api/operator/notices': { merchantCode: null, type: 'B', title: 'Fuzz', content: 'Fuzz', popup: false, active: false },
  'PUT /api/operator/notices/{id}': { merchantCode: null, type: 'B', title: 'Fuzz', content: 'Fuzz', popup: false, active: false },
  'POST /api/operator/banners': { merchantCode: null, group: 'w_help', title: 'Fuzz', motif: 'star', colorFrom: '#000000', colorTo: '#ffffff', linkageType: 'none', linkageTarget: null, sortOrder: 0, active: false },
  'PUT /api/operator/banners/{id}': { merchantCode: null, group: 'w_help', title: 'Fuzz', motif: 'star', colorFrom: '#000000', colorTo: '#ffffff', linkageType: 'none', linkageTarget: null, sortOrder: 0, active: false },
  // Promotions and help articles (test/server/backoffice-promotions-help.test.ts); inactive, so players see nothing.
  'POST /api/operator/promotions': { merchantCode: null, category: 'slots', mode: 'event', title: 'Fuzz', summary: 'Fuzz', body: 'Fuzz', bonus: '0', colorFrom: '#000000', colorTo: '#ffffff', startsAt: '2099-01-01T00:00:00Z', endsAt: '2099-01-02T00:00:00Z', sortOrder: 0, active: false },
  'PUT /api/operator/promotions/{id}': { merchantCode: null, category: 'slots', mode: 'event', title: 'Fuzz', summary: 'Fuzz', body: 'Fuzz', bonus: '0', colorFrom: '#000000', colorTo: '#ffffff', startsAt: '2099-01-01T00:00:00Z', endsAt: '2099-01-02T00:00:00Z', sortOrder: 0, active: false },
  'PUT /api/operator/help/{scope}/{topic}': { title: 'Fuzz', body: 'Fuzz', sortOrder: 0, active: false },
  // A window far ahead, so the app's launches are not refused.
  'PUT /api/operator/vendors/maintenance': { vendor: 'HOUSE', startsAt: '2099-01-01T00:00:00Z', endsAt: '2099-01-02T00:00:00Z' },
  'POST /api/operator/staff': { username: 'fuzz.staff', displayName: 'Fuzz Staff', role: 'support', password: 'a-long-staff-password' },
  'POST /api/operator/keys': { name: 'bad-input tool', scopes: ['reports.read'] },
  'PUT /api/operator/identity/rules': { merchantCode: 'NG', anyWithdrawal: null, withdrawalAbove: null, depositedAbove: null },
  'PUT /api/operator/customer-services': { merchantCode: 'AU', entries: [{ csPosition: 'right', csType: 'livechat', name: 'Live Chat', url: 'https://chat.example.com/au' }] },
};
/**
 * Routes whose valid request needs a live token, a solved bot check, a one-time code,
 * an existing account or a sealed (E) body: test/server/accounts-*.test.ts make those.
 */
const NEEDS_CONTEXT = new Set([
  'POST /api/session/login', 'POST /api/session/login/sms', 'DELETE /api/session', 'GET /api/member/info', 'PUT /api/member/register',
  'POST /api/member/password', 'POST /api/member/password/sms', 'PUT /api/operator/accounts/lock',
  // Money: a member's token, an Idempotency-Key, a signed vendor body, or an existing deposit,
  // withdrawal, member or image (test/server/wallet-*.test.ts and seamless.test.ts make those).
  ...[
    'GET /api/wallet/balance', 'POST /api/wallet/transfers', 'POST /api/wallet/recall', 'POST /api/wallet/upline-transfers',
    'GET /api/wallet/deposit-methods', 'GET /api/wallet/deposits', 'POST /api/wallet/deposits', 'GET /api/wallet/bank-accounts',
    'POST /api/wallet/bank-accounts', 'POST /api/member/payment-password', 'GET /api/wallet/withdrawal-settings', 'POST /api/wallet/withdrawals',
    'GET /api/wallet/withdrawals', 'GET /api/wallet/withdrawals/{id}', 'POST /api/wallet/withdrawals/{id}/confirmation', 'GET /api/wallet/uploads/{id}',
    'GET /api/records/account', 'GET /api/records/bonuses', 'GET /api/records/bets', 'GET /api/records/profit',
    'GET /api/inbox', 'GET /api/inbox/unread', 'POST /api/inbox/{id}/read', 'POST /api/inbox/read-all', 'GET /api/member/badges',
    'GET /api/rewards', 'POST /api/rewards/{id}/claim', 'GET /api/missions', 'GET /api/missions/{id}/leaderboard', 'POST /api/missions/{id}/claim',
    'GET /api/rebates', 'POST /api/rebates/claim', 'GET /api/member/referral', 'GET /api/member/logins', 'POST /api/member/self-exclusion',
    'POST /api/verification/sms/bind', 'POST /api/member/mobile', 'POST /api/verification/email/bind', 'POST /api/member/email',
    'POST /api/seamless/balance', 'POST /api/seamless/bet', 'POST /api/seamless/win', 'POST /api/seamless/rollback',
    'POST /api/operator/deposits/{id}/approve', 'POST /api/operator/deposits/{id}/reject', 'POST /api/operator/withdrawals/{id}/paid',
    'POST /api/operator/withdrawals/{id}/reject', 'POST /api/operator/withdrawals/{id}/resolution', 'POST /api/operator/adjustments',
    'POST /api/operator/rewards', 'GET /api/operator/uploads/{id}',
    // An existing operator key to revoke (test/server/backoffice-roles.test.ts makes one).
    'DELETE /api/operator/keys/{id}',
    // Third-party sign-in: a configured provider, its answer and a member's token (test/server/sign-in.test.ts).
    'POST /api/session/sign-in', 'GET /api/session/sign-in/callback', 'POST /api/session/sign-in/finish', 'GET /api/member/identities',
    'POST /api/member/identities', 'POST /api/member/identities/finish', 'DELETE /api/member/identities/{provider}',
    // Lobby and house games: favourites and rounds need a member.
    'POST /api/games/{nodeId}/favourite', 'DELETE /api/games/{nodeId}/favourite', 'POST /api/games/launch',
    'GET /api/house/fairness', 'PUT /api/house/fairness', 'POST /api/house/dice/rounds', 'POST /api/house/slot/rounds', 'GET /api/house/rounds',
    // Lottery: tickets need a member; verify needs a draw (test/server/lottery.test.ts makes them);
    // the lobby needs a member (test/server/lottery-lobby.test.ts).
    'POST /api/lottery/tickets', 'GET /api/lottery/tickets', 'GET /api/lottery/draws/{id}/verify', 'GET /api/lottery/lobby',
    // Player protection: a member's token; bad input is tested in test/server/protection-*.test.ts.
    'GET /api/member/protection', 'POST /api/member/protection/break', 'POST /api/member/protection/lift',
    // The history download (a member's token; bad input in test/server/history-export.test.ts).
    'GET /api/member/history.csv',
    'GET /api/member/limits/{kind}', 'POST /api/member/limits/{kind}', 'POST /api/member/limits/{kind}/confirm', 'POST /api/member/limits/review',
    // Agent centre: an agent's token (test/server/agents-*.test.ts); a platform contract needs a top agent.
    'GET /api/agent/contracts', 'GET /api/agent/contracts/{id}', 'POST /api/agent/contracts', 'POST /api/agent/contracts/{id}/accept', 'POST /api/agent/contracts/{id}/reject',
    'POST /api/agent/contracts/{id}/cancel', 'GET /api/agent/options', 'GET /api/agent/overview', 'GET /api/agent/account', 'GET /api/agent/team',
    'POST /api/agent/team', 'POST /api/agent/transfers', 'GET /api/agent/team/bets', 'GET /api/agent/team/profit', 'GET /api/agent/income',
    'GET /api/agent/invitations', 'POST /api/agent/invitations', 'POST /api/agent/invitations/{code}/retire', 'PUT /api/operator/affiliate-codes/{code}',
    // The member's avatar (test/server/member-labels.test.ts reads it with a token).
    'GET /api/member/avatar',
    // The session clock and session time limit: a member's token; bad input in test/server/protection-session-clock.test.ts.
    'GET /api/member/session-clock', 'POST /api/member/session-clock/continue', 'POST /api/member/session-clock/interval',
    'POST /api/member/limits/session-time', 'DELETE /api/member/limits/session-time', 'POST /api/member/limits/session-time/confirm',
    // An existing promotion to change (test/server/backoffice-promotions-help.test.ts makes one).
    'PUT /api/operator/promotions/{id}',
    'POST /api/operator/agent-contracts',
    // Content pages: a member's token, an existing promotion, application or redemption (test/server/content-pages.test.ts).
    'GET /api/promotions/{id}', 'POST /api/promotions/{id}/join', 'POST /api/promotions/{id}/claim', 'POST /api/promotions/{id}/raffle', 'POST /api/promotions/{id}/applications',
    'POST /api/operator/promotions/applications/{id}/review', 'GET /api/vip', 'GET /api/points', 'GET /api/points/config', 'GET /api/points/rewards',
    'GET /api/points/history', 'GET /api/points/transactions', 'POST /api/points/convert', 'POST /api/points/redeem',
    'POST /api/operator/points/redemptions/{id}/review', 'GET /api/content/recent-games', 'PUT /api/content/feedback',
    // Chat: a member's token; the staff's side needs a member with a support room (test/server/chat.test.ts).
    'GET /api/chat/games/{nodeId}/messages', 'POST /api/chat/games/{nodeId}/messages', 'GET /api/chat/support/messages', 'POST /api/chat/support/messages',
    'GET /api/chat/support/unread', 'GET /api/operator/chat/support/{memberId}/messages', 'POST /api/operator/chat/support/{memberId}/messages',
    'DELETE /api/operator/chat/messages/{id}',
    // The back office: a member of staff with a password, a ticket and an authenticator (test/server/backoffice-signin.test.ts).
    'POST /api/backoffice/session', 'POST /api/backoffice/session/totp', 'POST /api/backoffice/session/enrol', 'GET /api/backoffice/me', 'GET /api/backoffice/merchants',
    'DELETE /api/backoffice/session', 'PATCH /api/operator/staff/{id}',
    // The back office's players: an existing player (test/server/backoffice-players.test.ts).
    'GET /api/operator/players/{id}', 'GET /api/operator/players/{id}/ledger', 'GET /api/operator/players/{id}/bets', 'GET /api/operator/players/{id}/logins',
    'POST /api/operator/players/{id}/notes', 'PUT /api/operator/players/{id}/lock', 'POST /api/operator/players/{id}/password-reset',
    // A player's protection, an application's image, a withdrawal's payee (test/server/backoffice-risk.test.ts).
    'GET /api/operator/players/{id}/protection', 'PUT /api/operator/players/{id}/break', 'GET /api/operator/applications/uploads/{id}',
    'GET /api/operator/withdrawals/{id}/bank-account',
    // A pending adjustment decided by a second member of staff (test/server/backoffice-adjustments.test.ts).
    'POST /api/operator/adjustments/{id}/approve', 'POST /api/operator/adjustments/{id}/reject',
    // A settlement run that happened (test/server/backoffice-agents.test.ts).
    'GET /api/operator/agents/settlement-runs/{kind}/{periodKey}',
    // Identity checks: a member's token, a submission to decide, a file (test/server/identity.test.ts).
    'GET /api/member/identity', 'PUT /api/member/identity/details', 'GET /api/member/identity/files/{id}', 'POST /api/member/identity/documents',
    'POST /api/operator/identity/reviews/{id}/decision', 'GET /api/operator/identity/files/{id}', 'GET /api/operator/identity/members/{id}',
  ],
]);

const JUNK_PATH_VALUES = ['0', '-1', '1.5', '99999999999999999999', 'x'.repeat(300), "1'OR'1'='1", '%00', '%E0%A4%A', '%2F..%2F', '<script>', ' ', 'ñ'];
/** Invalid for any parameter that has an enum or a pattern. */
const JUNK_CONSTRAINED_VALUES = ['', '%ZZ', "' OR 1=1 --", '[object Object]', '%00', 'x'.repeat(5000), 'w_home\nX-Injected: 1'];
const JUNK_ANY_VALUES = ['', '%ZZ', '%E0%A4%A', 'x'.repeat(5000), '{"a":1}', '[]', 'null', '-1e309'];
const JUNK_HEADERS: Record<string, string>[] = [
  { 'accept-language': 'xx-YY;q=abc,,,;;;' },
  { 'accept-language': 'a'.repeat(4000) },
  { 'x-merchant': "NG'; DROP TABLE merchants; --" },
  { 'x-merchant': 'x'.repeat(4000) },
  { authorization: 'Bearer ' + 'z'.repeat(2000) },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::zz' },
  { 'x-forwarded-for': Array.from({ length: 200 }, (_, i) => `10.0.${i % 256}.1`).join(', ') },
  { 'x-device': '\u00ff' },
];

function routesOf(app: TestApp): Route[] {
  const doc = app.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));
}

function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? VALID_PATH_VALUES[name] ?? 'x');
}

function queryOf(params: Record<string, string | string[]>): string {
  const parts = Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodeURIComponent(k)}=${encodeURIComponent(item)}`));
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A valid query for the route: its required parameters with good values. */
function validQuery(route: Route): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of route.operation.parameters ?? []) if (p.in === 'query' && p.required) query[p.name] = VALID_QUERY_VALUES[p.name] ?? 'x';
  return query;
}

/** A minimal valid body for a JSON schema (required properties only). */
function sampleOf(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum) return schema.enum[0];
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleOf(schema.properties![name]!)]));
    case 'array':
      return [];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return 1;
    default:
      return 'x';
  }
}

/** Values of the wrong type for a property of this schema. */
function wrongTypes(schema: Schema): unknown[] {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object')) return ['text', 5, [1, 2], true];
  if (types.includes('array')) return [{ a: 1 }, 5, [{ nested: true }], [[1]]];
  if (types.includes('boolean')) return ['maybe', { a: 1 }, [true, false], 7];
  if (types.includes('integer') || types.includes('number')) return ['seven', { a: 1 }, 1.5, [1, 2]];
  // NUL: PostgreSQL's text cannot hold it, so it must be refused before it reaches the database.
  return [{ a: 1 }, [1, 2], 'a\u0000b', ...(schema.enum || schema.pattern ? ['', 'x'.repeat(5000)] : ['x'.repeat(100_000)])];
}

function expectRefusal(label: string, response: { statusCode: number; headers: Record<string, unknown>; body: string }, { strict }: { strict: boolean }) {
  expect(response.statusCode, `${label}: never 5xx`).toBeLessThan(500);
  if (strict) expect(response.statusCode, `${label}: refused`).toBeGreaterThanOrEqual(400);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], `${label}: JSON envelope`).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as { success: boolean; errorCode: string; message: string };
    expect(body.success, label).toBe(false);
    expect(ERROR_CODES, `${label}: known errorCode`).toContain(body.errorCode);
    expect(typeof body.message === 'string' && body.message.length > 0, `${label}: message`).toBe(true);
  }
}

describe.each(DB_KINDS)('[ERRORS-25] bad input to every route on %s', (kind) => {
  const app = useApp(kind);

  async function send(label: string, opts: InjectOptions, strict: boolean) {
    const response = await app().app.inject(opts);
    expectRefusal(label, response, { strict });
    return response;
  }

  it('documents every API route, so the walk below covers them all', () => {
    const documented = new Set(routesOf(app()).map((r) => `${r.method} ${r.path}`));
    const registered = app()
      .app.printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /^[├└]── (\/api\/\S+) \(([A-Z, ]+)\)/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null && !m[1]!.startsWith('/api/docs'))
      .flatMap((m) => m[2]!.split(', ').filter((method) => method !== 'HEAD').map((method) => `${method} ${m[1]!.replace(/:(\w+)/g, '{$1}')}`));
    expect(registered.length).toBeGreaterThan(10);
    for (const route of registered) expect(documented, route).toContain(route);
  });

  it('every route answers its valid request (so the junk below is what gets refused)', async () => {
    const routes = routesOf(app());
    for (const name of NEEDS_CONTEXT) expect(routes.map((r) => `${r.method} ${r.path}`), name).toContain(name);
    for (const route of routes.filter((r) => !NEEDS_CONTEXT.has(`${r.method} ${r.path}`))) {
      const override = VALID_BODIES[`${route.method} ${route.path}`];
      const sample = route.operation.requestBody ? sampleOf(route.operation.requestBody.content['application/json']!.schema) : undefined;
      const body = override ?? sample;
      const response = await app().app.inject({
        method: route.method as InjectOptions['method'],
        url: fillPath(route.path) + queryOf(validQuery(route)),
        headers: { 'x-operator-key': OPERATOR_KEY },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.path}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('refuses junk path parameters', async () => {
    for (const route of routesOf(app())) {
      for (const p of (route.operation.parameters ?? []).filter((q) => q.in === 'path')) {
        for (const junk of JUNK_PATH_VALUES) {
          const url = fillPath(route.path, { [p.name]: junk.startsWith('%') ? junk : encodeURIComponent(junk) }) + queryOf(validQuery(route));
          await send(`${route.method} ${url}`, { method: route.method as InjectOptions['method'], url }, true);
        }
      }
    }
  });

  it('refuses junk in constrained query parameters and survives junk in any other', async () => {
    for (const route of routesOf(app())) {
      const declared = (route.operation.parameters ?? []).filter((q) => q.in === 'query');
      for (const p of declared) {
        const constrained = Boolean(p.schema.enum || p.schema.pattern);
        for (const junk of constrained ? JUNK_CONSTRAINED_VALUES : ['x'.repeat(5000), 'a\u0000b']) {
          const url = fillPath(route.path) + queryOf({ ...validQuery(route), [p.name]: junk });
          await send(`${route.method} ${route.path} ${p.name}=${junk.slice(0, 20)}`, { method: route.method as InjectOptions['method'], url }, true);
        }
        // The same parameter twice is an array where one value is expected.
        await send(`${route.method} ${route.path} ${p.name} twice`, { method: route.method as InjectOptions['method'], url: fillPath(route.path) + queryOf({ ...validQuery(route), [p.name]: ['a', 'b'] }) }, true);
      }
      for (const junk of JUNK_ANY_VALUES) {
        const url = fillPath(route.path) + queryOf({ ...validQuery(route), junk, 'a[b][c]': junk, __proto__x: junk });
        await send(`${route.method} ${route.path} junk query`, { method: route.method as InjectOptions['method'], url }, false);
      }
      const rawBroken = `${fillPath(route.path)}?${'%'}&${'%E0%A4%A'}=1&&&=`;
      await send(`${route.method} ${route.path} broken query string`, { method: route.method as InjectOptions['method'], url: rawBroken }, false);
    }
  });

  it('survives junk headers', async () => {
    for (const route of routesOf(app())) {
      for (const headers of JUNK_HEADERS) {
        await send(`${route.method} ${route.path} ${Object.keys(headers)[0]}`, { method: route.method as InjectOptions['method'], url: fillPath(route.path) + queryOf(validQuery(route)), headers }, false);
      }
    }
  });

  it('refuses malformed, oversized, mistyped and wrongly typed bodies', async () => {
    const bodies: { label: string; payload: string; contentType: string }[] = [
      ...['{', '{"a":', 'nul', '[1,2', '{"csBarEnabled": true,}', "{'single': 'quotes'}", '\u0000', '{"a":1}{"b":2}'].map((payload) => ({ label: `malformed ${JSON.stringify(payload)}`, payload, contentType: 'application/json' })),
      { label: 'empty JSON body', payload: '', contentType: 'application/json' },
      ...['null', '42', '"text"', '[]', 'true', '[{"csBarEnabled": true}]'].map((payload) => ({ label: `not an object: ${payload}`, payload, contentType: 'application/json' })),
      { label: 'prototype pollution', payload: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
      { label: 'constructor pollution', payload: '{"constructor": {"prototype": {"admin": true}}}', contentType: 'application/json' },
      { label: 'unknown property', payload: '{"isAdmin": true}', contentType: 'application/json' },
      { label: 'huge body', payload: JSON.stringify({ regionInfo: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
      { label: 'xml', payload: '<change/>', contentType: 'application/xml' },
      { label: 'form', payload: 'csBarEnabled=true', contentType: 'application/x-www-form-urlencoded' },
      { label: 'multipart', payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
      { label: 'plain text', payload: 'hello', contentType: 'text/plain' },
      { label: 'no content type', payload: '{"csBarEnabled": true}', contentType: '' },
    ];
    for (const route of routesOf(app()).filter((r) => r.operation.requestBody)) {
      const url = fillPath(route.path);
      for (const { label, payload, contentType } of bodies) {
        const headers: Record<string, string> = { 'x-operator-key': OPERATOR_KEY };
        if (contentType) headers['content-type'] = contentType;
        await send(`${route.method} ${url} ${label}`, { method: route.method as InjectOptions['method'], url, headers, payload }, true);
      }
      const schema = route.operation.requestBody!.content['application/json']!.schema;
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        for (const wrong of wrongTypes(property)) {
          const payload = { ...(sampleOf(schema) as object), [name]: wrong };
          await send(`${route.method} ${url} ${name}=${JSON.stringify(wrong).slice(0, 40)}`, { method: route.method as InjectOptions['method'], url, headers: { 'x-operator-key': OPERATOR_KEY }, payload }, true);
        }
      }
    }
  });

  it('sends bodies to read-only routes and unknown methods without harm', async () => {
    for (const route of routesOf(app()).filter((r) => r.method === 'GET')) {
      const url = fillPath(route.path) + queryOf(validQuery(route));
      await send(`GET ${url} with a malformed body`, { method: 'GET', url, headers: { 'content-type': 'application/json' }, payload: '{' }, false);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        await send(`${method} ${url}`, { method, url, headers: { 'content-type': 'application/json' }, payload: '{"a":1}' }, true);
      }
    }
  });

  it('refuses a NUL inside an encrypted body once it is opened (login, registration, password calls)', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/session/login', { username: 'demo\u0000', password: 'Demo@12345', type: 'username' }],
      ['PUT', '/api/member/register', { type: 'register', username: 'nul\u0000user', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', login: true }],
      ['POST', '/api/member/password/sms', { newPassword: 'Passw0rd!', mobileNum: '8012345678\u0000', countryDialingCode: '234', verificationCode: '123456' }],
    ] as const) {
      const answer = await sealedCall(app(), method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(400);
      expect(answer.body.errorCode, `${method} ${url}`).toBe('bad_request');
    }
  });

  it('refuses URLs that are not URLs', async () => {
    for (const url of ['/api/%', '/api/system/%E0%A4%A', '/api/' + 'a/'.repeat(2000), '/api/health/../../etc/passwd', '/api//health//', '/api/content/banners?group=%00']) {
      await send(url, { method: 'GET', url }, false);
    }
  });
});
