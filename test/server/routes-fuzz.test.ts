// The fuzz pass over every route the server registers (taken from the app's own route
// registry, so a new route is fuzzed the day it is added): path parameters, query
// strings, headers and bodies drawn from each route's schema and spoiled in every way
// a client can spoil them, with and without a member's token (and, at operator routes,
// with and without the operator key). Nothing may answer 5xx, and every refusal is the
// error envelope with a known errorCode. The seed is printed; FUZZ_SEED replays a run,
// FUZZ_RUNS sets the number of cases per route.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { bodyFor, rarely, textFor, urlEncode, weirdString, type Schema, type WireBody } from './fuzz.arbitraries';
import { DB_KINDS, OPERATOR_KEY } from './harness';
import { fuzzedRoutes, useRegistryApp, type RegisteredRoute } from './routeRegistry.helpers';
import { newMember } from './wallet.helpers';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Values that satisfy the common path parameters, so the rest of a request gets through. */
const PLAUSIBLE_PATH: Record<string, string[]> = {
  id: ['1', '2'],
  nodeId: ['100001'],
  memberId: ['1'],
  code: ['FB', 'NG'],
  country: ['NG'],
  vendor: ['HOUSE'],
};

interface FuzzCase {
  params: Record<string, string>;
  query: string;
  body: WireBody | undefined;
  auth: 'none' | 'junk' | 'member';
  operatorKey: 'none' | 'wrong' | 'valid';
  idempotencyKey: string | undefined;
  extraHeaders: Record<string, string>;
}

const pathParamNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function caseFor(route: RegisteredRoute): fc.Arbitrary<FuzzCase> {
  const paramsSchema = (route.schema?.params ?? {}) as Schema;
  const querySchema = route.schema?.querystring as Schema | undefined;
  const params = Object.fromEntries(
    pathParamNames(route.url).map((name) => [name, fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(PLAUSIBLE_PATH[name] ?? ['1'])) }, { weight: 2, arbitrary: textFor(paramsSchema.properties?.[name]) })]),
  );
  const declared = Object.entries(querySchema?.properties ?? {});
  const queryPairs = fc
    .tuple(
      fc.record(Object.fromEntries(declared.map(([name, s]) => [name, textFor(s)])), { requiredKeys: [] }),
      rarely(fc.tuple(weirdString, weirdString)),
      rarely(fc.constantFrom(...(declared.length ? declared.map(([name]) => name) : ['page']))),
    )
    .map(([known, extra, twice]) => {
      const pairs = Object.entries(known).filter((p): p is [string, string] => p[1] !== undefined);
      if (extra) pairs.push(extra);
      // The same parameter twice is an array where one value is expected.
      if (twice) pairs.push([twice, '1'], [twice, '2']);
      return pairs.length ? `?${pairs.map(([k, v]) => `${urlEncode(k)}=${urlEncode(v)}`).join('&')}` : '';
    });
  const query = fc.oneof(
    { weight: 12, arbitrary: queryPairs },
    { weight: 1, arbitrary: fc.constantFrom('?%', '?%E0%A4%A=1&&&=', '?a[b][c]=1&__proto__[x]=1', `?q=${'x'.repeat(100_000)}`, `?${'a=1&'.repeat(5_000)}`) },
  );
  const isOperator = route.url.startsWith('/api/operator') || Boolean((route.schema?.headers as Schema | undefined)?.properties?.['x-operator-key']);
  const extraHeaders = fc.oneof(
    { weight: 8, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { 'accept-language': 'xx-YY;q=abc,,,;;;' },
        { 'accept-language': 'a'.repeat(8_000) },
        { 'x-merchant': "NG'; DROP TABLE merchants; --" },
        { 'x-merchant': 'x'.repeat(8_000) },
        { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::zz' },
        { 'x-forwarded-for': Array.from({ length: 300 }, (_, i) => `10.0.${i % 256}.1`).join(', ') },
        { 'x-device': '\u00ff' },
        { 'content-length': '5' },
        { 'x-big': 'y'.repeat(64_000) },
      ),
    },
  );
  return fc.record({
    params: fc.record(params),
    query,
    body: route.method === 'GET' || route.method === 'DELETE' ? fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyFor(undefined) }) : bodyFor(route.schema?.body as Schema | undefined),
    auth: fc.constantFrom('none', 'junk', 'member', 'member', 'member', 'member'),
    operatorKey: isOperator ? fc.constantFrom('none', 'wrong', 'valid', 'valid', 'valid', 'valid') : fc.constant('none'),
    idempotencyKey: fc.oneof({ weight: 5, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: weirdString.filter((s) => /^[\x20-\x7e]*$/.test(s)) }),
    extraHeaders,
  });
}

function requestOf(route: RegisteredRoute, c: FuzzCase, memberToken: string): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => urlEncode(c.params[name] ?? '1')) + c.query;
  const headers: Record<string, string> = { ...c.extraHeaders };
  if (c.auth === 'member') headers.authorization = `Bearer ${memberToken}`;
  if (c.auth === 'junk') headers.authorization = 'Bearer ' + 'z'.repeat(43);
  if (c.operatorKey !== 'none') headers['x-operator-key'] = c.operatorKey === 'valid' ? OPERATOR_KEY : 'not-the-key';
  if (c.idempotencyKey !== undefined) headers['idempotency-key'] = c.idempotencyKey;
  if (c.body?.contentType) headers['content-type'] = c.body.contentType;
  return { method: route.method as InjectOptions['method'], url, headers, ...(c.body ? { payload: c.body.payload } : {}) };
}

/** Never 5xx; a refusal is JSON `{ success: false, errorCode, message }` (plus an optional value) with a known code. */
function expectSound(label: string, response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode, `${label}: never 5xx`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], `${label}: JSON envelope`).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body.success, label).toBe(false);
  expect(ERROR_CODES, `${label}: known errorCode`).toContain(body.errorCode);
  expect(typeof body.message === 'string' && body.message.length > 0, `${label}: message`).toBe(true);
  expect(Object.keys(body).filter((k) => !['success', 'errorCode', 'message', 'value'].includes(k)), `${label}: nothing else`).toEqual([]);
}

describe.each(DB_KINDS)('[ERRORS-25] fuzz over every registered route on %s', (kind) => {
  const { app, routes } = useRegistryApp(kind);

  it('never answers 5xx, and every refusal is the error envelope with a known errorCode', async () => {
    console.log(`routes-fuzz: seed ${SEED}, ${RUNS} cases per route (FUZZ_SEED=${SEED} replays)`);
    const walked = fuzzedRoutes(routes());
    expect(walked.length).toBeGreaterThan(100);
    // Agent routes get an agent's token, every other route a member's.
    const fresh = (route: RegisteredRoute) => newMember(app(), { type: route.url.startsWith('/api/agent') ? 1 : 0 });
    let member = await fresh(walked[0]!);
    let sent = 0;
    const failures: string[] = [];
    const started = Date.now();
    for (const [index, route] of walked.entries()) {
      // A case may end the member's session (logout, self-exclusion, a lock); start each route with a live one.
      const live = await app().app.inject({ method: 'GET', url: '/api/member/info', headers: { authorization: `Bearer ${member.token}` } });
      if (live.statusCode !== 200 || route.url.startsWith('/api/agent') !== (member.user.type === 1)) member = await fresh(route);
      // Every unsound answer is collected (not only the first), so one run lists them all.
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          const request = requestOf(route, c, member.token);
          const response = await app().app.inject(request);
          sent += 1;
          const label = `${route.method} ${String(request.url).slice(0, 200)} [${c.auth}/${c.operatorKey}] ${c.body?.contentType ?? ''} ${(c.body?.payload ?? '').slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          try {
            expectSound(label, response);
          } catch (err) {
            failures.push((err as Error).message.split('\n')[0]!);
          }
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    }
    console.log(`routes-fuzz on ${kind}: ${walked.length} routes, ${sent} requests, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 600_000);

  it('refuses numbers past any range in a query (1e309 was Infinity and a 500) and ids past their int4 column', async () => {
    const member = await newMember(app());
    const agent = await newMember(app(), { type: 1 });
    const headersFor = (route: RegisteredRoute) => ({
      authorization: `Bearer ${route.url.startsWith('/api/agent') ? agent.token : member.token}`,
      'x-operator-key': OPERATOR_KEY,
    });
    let checked = 0;
    for (const route of fuzzedRoutes(routes()).filter((r) => r.method === 'GET')) {
      const numeric = Object.entries((route.schema?.querystring as Schema | undefined)?.properties ?? {}).filter(([, s]) => [s.type].flat().some((t) => t === 'integer' || t === 'number'));
      for (const [param] of numeric) {
        for (const value of ['1e309', '-1e309', 'Infinity', '2147483648', '-2147483649']) {
          const url = `${route.url.replace(/:(\w+)/g, (_, p: string) => PLAUSIBLE_PATH[p]?.[0] ?? '1')}?${param}=${value}`;
          const response = await app().app.inject({ method: 'GET', url, headers: headersFor(route) });
          expectSound(url, response);
          expect(response.statusCode, `${url}: refused`).toBe(400);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    const deposit = await app().app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': crypto.randomUUID() },
      payload: { methodId: 2147483648, amount: '100.00', reference: 'REF 1' },
    });
    expectSound('deposit with methodId 2147483648', deposit);
    expect(deposit.json()).toMatchObject({ errorCode: 'bad_request', value: { issues: [{ in: 'body', path: '/methodId', rule: 'maximum' }] } });
  });
});
