// Property: whatever malformed body reaches an account route (plain or sealed as an
// E call, wrong types, unknown fields, not an object, broken JSON, junk tokens), the
// answer is a 4xx with a known errorCode and a message, never a 5xx, and no account
// or session appears or disappears.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { encryptPayload, type PayloadKey } from '../../server/shared/payloadCrypto';
import { countRows } from './accounts.helpers';
import { DB_KINDS, useApp, value } from './harness';

interface Route {
  method: InjectOptions['method'];
  url: string;
  /** Marked E: bodies are sealed (and a plain one is refused). */
  sealed?: boolean;
  form?: boolean;
  /** Needs a session (T). */
  token?: boolean;
  keys: string[];
  /**
   * Whether a body of the right shape with junk values is still malformed here: true
   * where success needs a live bot check, code or token that junk cannot hold.
   */
  shapedIsJunk: boolean;
}

const PHONE = ['mobileNum', 'countryDialingCode', 'slider'];
const ROUTES: Route[] = [
  { method: 'POST', url: '/api/session/login', sealed: true, shapedIsJunk: true, keys: ['type', 'username', 'password', 'mobileNum', 'countryDialingCode', 'code', 'captchaId', 'captcha', 'slider', 'side', 'deviceId', 'extraCheck'] },
  { method: 'POST', url: '/api/session/login/sms', shapedIsJunk: true, keys: PHONE },
  { method: 'POST', url: '/api/session/freeplay', shapedIsJunk: false, keys: ['os', 'platform', 'gatewayVersion', 'nonce'] },
  { method: 'DELETE', url: '/api/session', token: true, shapedIsJunk: true, keys: [] },
  { method: 'GET', url: '/api/member/info', token: true, shapedIsJunk: true, keys: [] },
  { method: 'PUT', url: '/api/member/register', sealed: true, shapedIsJunk: true, keys: ['type', 'username', 'password', 'confirmPassword', 'mobileNum', 'email', 'payeeName', 'verificationCode', 'affiliateCode', 'referralCode', 'birthday', 'termsAccepted', 'slider', 'login', 'captcha', 'captchaId'] },
  { method: 'POST', url: '/api/member/password', sealed: true, token: true, shapedIsJunk: true, keys: ['oldPassword', 'newPassword', 'confirmNewPassword'] },
  { method: 'POST', url: '/api/member/password/email', form: true, shapedIsJunk: false, keys: ['username', 'email'] },
  { method: 'POST', url: '/api/member/password/sms', sealed: true, shapedIsJunk: true, keys: ['newPassword', 'confirmNewPassword', 'verificationCode', ...PHONE] },
  { method: 'POST', url: '/api/verification/sms/register', shapedIsJunk: false, keys: PHONE },
  { method: 'POST', url: '/api/verification/sms/reset', shapedIsJunk: false, keys: PHONE },
];

const junkValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1, maxKeys: 3 }),
  fc.record({ sliderId: fc.string(), x: fc.oneof(fc.integer(), fc.string()), durationMs: fc.oneof(fc.integer(), fc.string()) }),
);

/** An object with at least one field the route does not have. */
const poisoned = (keys: string[]) =>
  fc
    .tuple(keys.length ? fc.dictionary(fc.constantFrom(...keys), junkValue, { maxKeys: 5 }) : fc.constant({}), fc.stringMatching(/^[a-z]{1,8}$/), junkValue)
    .map(([known, extra, v]) => ({ ...known, [`x_${extra}`]: v }));
/** The route's fields with junk values (possibly valid in shape). */
const shaped = (keys: string[]) => (keys.length ? fc.dictionary(fc.constantFrom(...keys), junkValue, { maxKeys: keys.length }) : fc.constant({}));
const notAnObject = fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.string(), fc.integer(), fc.constant(null), fc.boolean());
const brokenJson = fc.constantFrom('{', '{"a":', 'nul', '[1,2', '{"type":"username",}', "{'a':1}", '\u0000', '{"a":1}{"b":2}', '');
const junkToken = fc.oneof(fc.constant(undefined), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 80 }));

type Case = { route: Route; kind: 'plain' | 'sealed' | 'raw' | 'form'; body: unknown; token?: string };

function caseOf(route: Route): fc.Arbitrary<Case> {
  const bodies = route.shapedIsJunk ? fc.oneof(poisoned(route.keys), shaped(route.keys), notAnObject) : fc.oneof(poisoned(route.keys), notAnObject);
  const kinds: fc.Arbitrary<Case>[] = [
    fc.record({ route: fc.constant(route), kind: fc.constant('plain' as const), body: bodies, token: junkToken }),
    fc.record({ route: fc.constant(route), kind: fc.constant('raw' as const), body: brokenJson, token: junkToken }),
  ];
  if (route.sealed) kinds.push(fc.record({ route: fc.constant(route), kind: fc.constant('sealed' as const), body: bodies, token: junkToken }));
  if (route.form) {
    kinds.push(
      fc.record({
        route: fc.constant(route),
        kind: fc.constant('form' as const),
        body: fc.tuple(poisoned(route.keys), fc.string({ maxLength: 20 })).map(([fields, tail]) => `${new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v) ?? ""])).toString()}&${tail}`),
        token: junkToken,
      }),
    );
  }
  return fc.oneof(...kinds);
}

describe.each(DB_KINDS)('[ERRORS-25] malformed bodies at every account route on %s', (kind) => {
  const app = useApp(kind);

  it('answer 4xx with an errorCode, never 5xx, and change no account or session', async () => {
    const key = await value<PayloadKey>(app(), '/api/system/key');
    const before = { users: await countRows(app(), 'users'), sessions: await countRows(app(), 'sessions') };
    await fc.assert(
      fc.asyncProperty(fc.oneof(...ROUTES.map(caseOf)), async ({ route, kind: bodyKind, body, token }) => {
        const headers: Record<string, string> = token !== undefined ? { authorization: `Bearer ${token}` } : {};
        let payload: string;
        if (bodyKind === 'sealed') {
          const sealed = await encryptPayload(body, key);
          Object.assign(headers, sealed.headers);
          payload = JSON.stringify(sealed.body);
          headers['content-type'] = 'application/json';
        } else if (bodyKind === 'form') {
          payload = body as string;
          headers['content-type'] = 'application/x-www-form-urlencoded';
        } else {
          payload = bodyKind === 'raw' ? (body as string) : JSON.stringify(body);
          headers['content-type'] = 'application/json';
        }
        const response = await app().app.inject({ method: route.method, url: route.url, headers, payload });
        const label = `${route.method} ${route.url} ${bodyKind} ${payload.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        const answer = response.json() as { success: boolean; errorCode: string; message: string };
        expect(answer.success, label).toBe(false);
        expect(ERROR_CODES, label).toContain(answer.errorCode);
        expect(answer.message.length, label).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
    expect({ users: await countRows(app(), 'users'), sessions: await countRows(app(), 'sessions') }).toEqual(before);
  }, 120_000);
});
