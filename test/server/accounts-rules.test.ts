// One test (at least) per rule of trust.md "Accounts and sessions", through the API
// on a development app whose clock the tests move.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../server/http/errors';
import { createAuthRateLimit } from '../../server/http/rateLimit';
import type { NewAccount } from '../../server/accounts/accounts';
import { DAY, HOUR, MINUTE } from '../../server/platform/clock';
import { calendarDay } from '../../server/shared/age';
import { encryptPayload } from '../../server/shared/payloadCrypto';
import type { CodeSent } from '../../server/shared/wire/accounts';
import { freshIp, lastCode, passwordLogin, plainCall, sealedCall, solvedSlider, useAccountApp, captchaAnswer, type LoginValue } from './accounts.helpers';
import { call, DB_KINDS, operate, type TestApp } from './harness';

const DEMO_MOBILE = '8012345678';

async function createUser(app: TestApp, account: string, password: string, extra: Partial<NewAccount> = {}) {
  return app.services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account, password, passwordSetBy: 'self', ...extra });
}

/** Parses `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (parameters in any order). */
function argonParams(hash: string) {
  const [, type, version, params] = hash.split('$');
  const values = Object.fromEntries(params!.split(',').map((kv) => kv.split('=') as [string, string]));
  return { type, version, m: Number(values.m), t: Number(values.t), p: Number(values.p) };
}

describe.each(DB_KINDS)('account rules (trust.md) on %s', (kind) => {
  const { app, clock } = useAccountApp(kind, { defaultPassword: 'Welcome@2030' });

  it('[SESSION-11] stores argon2id hashes with memory >= 19 MiB, 2 iterations, parallelism 1', async () => {
    const rows = await app().store.db.selectFrom('users').select(['account', 'password_hash']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const params = argonParams(row.password_hash);
      expect(params.type, row.account).toBe('argon2id');
      expect(params.m).toBeGreaterThanOrEqual(19_456);
      expect(params.t).toBeGreaterThanOrEqual(2);
      expect(params.p).toBe(1);
    }
  });

  it('[REGISTER-57] accepts passwords of 8 to 64 characters and more, never truncated; the rules cannot go below', async () => {
    const long = `Aa1${'x'.repeat(58)}Zz9`; // 64 characters
    expect(long).toHaveLength(64);
    await createUser(app(), 'longpass01', long);
    const ip = freshIp();
    expect((await passwordLogin(app(), 'longpass01', long, {}, { ip })).status).toBe(200);
    expect((await passwordLogin(app(), 'longpass01', long.slice(0, 63), {}, { ip })).body.errorCode).toBe('login_failed');
    expect((await passwordLogin(app(), 'longpass01', `${long.slice(0, 63)}8`, {}, { ip })).body.errorCode).toBe('login_failed');
    // argon2 reads the whole password, far past bcrypt's 72 bytes.
    const hash = await app().services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: 'longpass02', password: 'p'.repeat(200), passwordSetBy: 'self' });
    const { verifyPassword } = await import('../../server/accounts/passwords');
    expect(await verifyPassword(hash.password_hash, 'p'.repeat(199))).toBe(false);
    // The password rule of every merchant is at least 8..64, and the database refuses a weaker one.
    const rules = await app().store.db.selectFrom('register_fields').select(['min_length', 'max_length']).where('field', '=', 'password').execute();
    for (const r of rules) {
      expect(r.min_length).toBeGreaterThanOrEqual(8);
      expect(r.max_length).toBeGreaterThanOrEqual(64);
    }
    await expect(app().store.db.updateTable('register_fields').set({ max_length: 32 }).where('field', '=', 'password').execute()).rejects.toThrow();
    await expect(app().store.db.updateTable('register_fields').set({ min_length: 6 }).where('field', '=', 'password').execute()).rejects.toThrow();
  });

  it('[LOGIN-19][LOGIN-13][ERRORS-17][ERRORS-24] asks for a captcha after 3 failures, locks after 5, and known and unknown accounts behave alike', async () => {
    await createUser(app(), 'burst01', 'Right@12345');
    async function run(account: string) {
      const ip = freshIp();
      const seen: string[] = [];
      let captcha: { captchaId: string } | undefined;
      // Whether each attempt answers the captcha it was last given.
      for (const answersCaptcha of [false, false, false, false, true, true, true]) {
        const extra = answersCaptcha && captcha ? { captchaId: captcha.captchaId, captcha: await captchaAnswer(app(), captcha.captchaId) } : {};
        const answer = await passwordLogin(app(), account, 'Wrong@12345', extra, { ip });
        seen.push(`${answer.status} ${answer.body.errorCode}${(answer.body.value as { captcha?: unknown })?.captcha ? ' +captcha' : ''}`);
        captcha = (answer.body.value as { captcha?: { captchaId: string } } | undefined)?.captcha ?? captcha;
        if (answer.status === 429) {
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(120);
        }
      }
      // The right password too is refused while the lock lasts.
      const right = await passwordLogin(app(), account, 'Right@12345', {}, { ip });
      seen.push(`${right.status} ${right.body.errorCode}`);
      return { seen, ip };
    }
    const known = await run('burst01');
    const unknown = await run('ghost01');
    expect(known.seen).toEqual([
      '400 login_failed',
      '400 login_failed',
      '400 login_failed +captcha',
      '400 captcha_required +captcha',
      '400 login_failed +captcha',
      '400 login_failed +captcha',
      '429 account_locked',
      '429 account_locked',
    ]);
    expect(unknown.seen).toEqual(known.seen);
    // Once the lock has passed, the right password works (with a captcha).
    clock.advance(2 * MINUTE + 1000);
    const challenge = await plainCall<{ captchaId: string }>(app(), 'GET', '/api/captcha');
    const captchaId = challenge.body.value!.captchaId;
    const back = await passwordLogin(app(), 'burst01', 'Right@12345', { captchaId, captcha: await captchaAnswer(app(), captchaId) }, { ip: known.ip });
    expect(back.status).toBe(200);
  });

  it('[LOGIN-19] takes at most 100 failures per account per hour', async () => {
    await createUser(app(), 'cap01', 'Right@12345');
    let failures = 0;
    let captchaId: string | undefined;
    let ip = freshIp();
    let lastLock = 0;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (attempt % 8 === 0) ip = freshIp(); // keep the per-IP counters out of this test
      const extra = captchaId ? { captchaId, captcha: await captchaAnswer(app(), captchaId) } : {};
      const answer = await passwordLogin(app(), 'cap01', 'Wrong@12345', extra, { ip });
      captchaId = (answer.body.value as { captcha?: { captchaId: string } } | undefined)?.captcha?.captchaId;
      if (answer.body.errorCode === 'login_failed') {
        failures += 1;
        continue;
      }
      expect(answer.body.errorCode).toBe('account_locked');
      lastLock = Number(answer.headers['retry-after']);
      if (lastLock > 120) break; // the hourly cap, not the short burst lock
      clock.advance(lastLock * 1000);
      captchaId = (await plainCall<{ captchaId: string }>(app(), 'GET', '/api/captcha')).body.value!.captchaId;
    }
    expect(failures).toBe(100);
    expect(lastLock).toBeGreaterThan(120);
    expect(lastLock).toBeLessThanOrEqual(3600);
    // The cap holds whatever the password: the right one waits too.
    expect((await passwordLogin(app(), 'cap01', 'Right@12345', {}, { ip: freshIp() })).body.errorCode).toBe('account_locked');
  }, 120_000);

  it('[ERRORS-06][LOGIN-33] answers an unknown account exactly like a wrong password, after the same argon2 work', async () => {
    await createUser(app(), 'enum01', 'Right@12345');
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      for (const [which, account] of [['known', 'enum01'], ['unknown', `nosuch${i}`]] as const) {
        const slider = await solvedSlider(app());
        const started = performance.now();
        const answer = await sealedCall(app(), 'POST', '/api/session/login', { type: 'username', username: account, password: 'Wrong@1234', slider }, { ip: freshIp() });
        timings[which].push(performance.now() - started);
        bodies.add(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect([...bodies]).toEqual([`400 ${JSON.stringify({ success: false, errorCode: 'login_failed', message: 'The account or password is incorrect.' })}`]);
    // A hash was checked for the unknown account too (load only makes either slower).
    expect(Math.min(...timings.unknown)).toBeGreaterThan(Math.min(...timings.known) * 0.4);
    // A staff account with a wrong password is not told it is staff.
    await createUser(app(), 'staff01', 'Staff@12345', { role: 'staff' });
    expect((await passwordLogin(app(), 'staff01', 'Wrong@12345', {}, { ip: freshIp() })).body.errorCode).toBe('login_failed');
    expect((await passwordLogin(app(), 'staff01', 'Staff@12345', {}, { ip: freshIp() })).body.errorCode).toBe('non_member_login');
  });

  it('[FORGOT-11][ERRORS-37] forgot by e-mail answers the same for unknown accounts, wrong e-mails and matches', async () => {
    const form = (username: string, email: string) =>
      call(app(), {
        method: 'POST',
        url: '/api/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const before = (await app().services.outboxSink.list('agent01@example.com')).length;
    const answers = [await form('nobody99', 'agent01@example.com'), await form('agent01', 'other@example.com'), await form('agent01', 'AGENT01@example.com')];
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    expect(answers[0]!.body).toEqual({ success: true, value: { sent: true } });
    expect((await app().services.outboxSink.list('agent01@example.com')).length).toBe(before + 1);
    // Rate-limited per account name (3 an hour), known or not.
    await form('nobody99', 'x@example.com');
    await form('nobody99', 'x@example.com');
    const limited = await form('nobody99', 'x@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('[SMS-05][SMS-11][SMS-03] codes: 6 digits stored hashed, bound to their flow, expire, single use, resend blocked server side', async () => {
    const ip = freshIp();
    const slider = async () => solvedSlider(app());
    const sent = await plainCall<CodeSent>(app(), 'POST', '/api/session/login/sms', { mobileNum: DEMO_MOBILE, countryDialingCode: '+234', slider: await slider() }, { ip });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const code = (await lastCode(app(), DEMO_MOBILE))!;
    expect(code).toMatch(/^[0-9]{6}$/);
    const stored = await app().store.db.selectFrom('verification_codes').selectAll().where('target', '=', `+234${DEMO_MOBILE}`).where('flow', '=', 'login').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    // Resend while the countdown runs: refused with the seconds left.
    const again = await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: DEMO_MOBILE, slider: await slider() }, { ip });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('code_already_sent');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Bound to its flow: a login code does not reset a password.
    const wrongFlow = await sealedCall(app(), 'POST', '/api/member/password/sms', { newPassword: 'Other@12345', mobileNum: DEMO_MOBILE, verificationCode: code }, { ip });
    expect(wrongFlow.body.errorCode).toBe('invalid_code');

    // Single use.
    const login = { type: 'sms', mobileNum: DEMO_MOBILE, countryDialingCode: '234', code };
    expect((await sealedCall(app(), 'POST', '/api/session/login', login, { ip })).status).toBe(200);
    expect((await sealedCall(app(), 'POST', '/api/session/login', login, { ip })).body.errorCode).toBe('code_expired');

    // Expiry after expiredMinutes.
    clock.advance(61_000);
    expect((await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: DEMO_MOBILE, slider: await slider() }, { ip })).status).toBe(200);
    const late = (await lastCode(app(), DEMO_MOBILE))!;
    clock.advance(61_000);
    expect((await sealedCall(app(), 'POST', '/api/session/login', { ...login, code: late }, { ip })).body.errorCode).toBe('code_expired');
  });

  it('[SMS-11][ERRORS-30] a code takes at most 5 wrong tries, then even the right one fails', async () => {
    await operate(app(), { codeExpiredMinutes: 10 });
    try {
      const ip = freshIp();
      clock.advance(HOUR);
      await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: DEMO_MOBILE, slider: await solvedSlider(app()) }, { ip });
      const code = (await lastCode(app(), DEMO_MOBILE))!;
      const wrong = code === '000000' ? '111111' : '000000';
      const tries: unknown[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await sealedCall(app(), 'POST', '/api/session/login', { type: 'sms', mobileNum: DEMO_MOBILE, code: wrong }, { ip });
        tries.push(answer.body.value);
      }
      expect(tries).toEqual([4, 3, 2, 1, 0].map((triesLeft) => ({ triesLeft })));
      clock.advance(2 * MINUTE + 1000); // past the account's burst lock; the code itself is still within its 10 minutes
      expect((await sealedCall(app(), 'POST', '/api/session/login', { type: 'sms', mobileNum: DEMO_MOBILE, code }, { ip })).body.errorCode).toBe('code_expired');
    } finally {
      await operate(app(), { codeExpiredMinutes: 1 });
    }
  });

  it('[SMS-11][ERRORS-28] caps sends at 5 per number per hour', async () => {
    const number = '7031112222';
    const ip = freshIp();
    const statuses: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await plainCall(app(), 'POST', '/api/verification/sms/register', { mobileNum: number }, { ip });
      statuses.push(`${answer.status} ${answer.body.errorCode ?? 'ok'}`);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(60);
      clock.advance(61_000);
    }
    expect(statuses).toEqual(['200 ok', '200 ok', '200 ok', '200 ok', '200 ok', '429 too_many_requests']);
  });

  it('[SESSION-03][SESSION-32] tokens: 256 random bits, new at each login, stored as SHA-256, revoked by logout and password change', async () => {
    const ip = freshIp();
    const first = (await passwordLogin(app(), 'agent01', 'Agent@12345', {}, { ip })).body.value as LoginValue;
    const second = (await passwordLogin(app(), 'agent01', 'Agent@12345', {}, { ip })).body.value as LoginValue;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(second.token).not.toBe(first.token);
    const { createHash } = await import('node:crypto');
    const rows = await app().store.db.selectFrom('sessions').select('token_hash').execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(first.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(first.token);

    const info = (token: string) => plainCall(app(), 'GET', '/api/member/info', undefined, { token });
    expect((await info(first.token)).status).toBe(200);
    expect((await plainCall(app(), 'DELETE', '/api/session', undefined, { token: first.token })).status).toBe(200);
    expect((await info(first.token)).body.errorCode).toBe('not_logged_in');
    expect((await info(first.token)).status).toBe(401);

    const changed = await sealedCall<{ token: string }>(app(), 'POST', '/api/member/password', { oldPassword: 'Agent@12345', newPassword: 'Agent@67890', confirmNewPassword: 'Agent@67890' }, { token: second.token, ip });
    expect(changed.status).toBe(200);
    expect((await info(second.token)).status).toBe(401);
    expect((await info(changed.body.value!.token)).status).toBe(200);
    // Put it back for the tests that use the demo agent.
    await sealedCall(app(), 'POST', '/api/member/password', { oldPassword: 'Agent@67890', newPassword: 'Agent@12345', confirmNewPassword: 'Agent@12345' }, { token: changed.body.value!.token, ip });
  });

  it('[SESSION-03] sessions end after 30 idle minutes and 12 hours in all, and at once when the account is locked', async () => {
    const ip = freshIp();
    const login = async () => ((await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip })).body.value as LoginValue).token;
    const info = (token: string) => plainCall(app(), 'GET', '/api/member/info', undefined, { token });

    const idle = await login();
    clock.advance(29 * MINUTE);
    expect((await info(idle)).status).toBe(200); // a call keeps it alive
    clock.advance(29 * MINUTE);
    expect((await info(idle)).status).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    expect((await info(idle)).status).toBe(401);

    const busy = await login();
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await info(busy)).status).toBe(200);
    }
    clock.advance(21 * MINUTE);
    expect((await info(busy)).status).toBe(401);

    const locked = await login();
    const headers = { 'x-operator-key': 'test-operator-key' };
    expect((await call(app(), { method: 'PUT', url: '/api/operator/accounts/lock', headers, payload: { account: 'demo', locked: true } })).status).toBe(200);
    expect((await info(locked)).status).toBe(401);
    expect((await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip })).status).toBe(403);
    await call(app(), { method: 'PUT', url: '/api/operator/accounts/lock', headers, payload: { account: 'demo', locked: false } });
  });

  it('[CHANGEPW-13][CHANGEPW-14][LOGIN-25][LOGIN-26] a forced change blocks every other call with 403 until done', async () => {
    const ip = freshIp();
    const agent = (await passwordLogin(app(), 'agent02', 'Down@12345', {}, { ip })).body.value as LoginValue;
    expect(agent).toMatchObject({ firstTimeLogin: true, mustChangePassword: true });
    const blocked = await plainCall(app(), 'GET', '/api/member/info', undefined, { token: agent.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.errorCode).toBe('password_change_required');
    // The same password again is not a change.
    expect((await sealedCall(app(), 'POST', '/api/member/password', { newPassword: 'Down@12345', confirmNewPassword: 'Down@12345' }, { token: agent.token })).body.errorCode).toBe('password_unchanged');
    const changed = await sealedCall<{ token: string }>(app(), 'POST', '/api/member/password', { newPassword: 'Mine@12345', confirmNewPassword: 'Mine@12345' }, { token: agent.token });
    expect(changed.status).toBe(200);
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token: changed.body.value!.token })).status).toBe(200);
    expect(((await passwordLogin(app(), 'agent02', 'Mine@12345', {}, { ip })).body.value as LoginValue).mustChangePassword).toBe(false);

    // The well-known default password ({secret}) forces a change even when chosen by the member.
    await createUser(app(), 'default01', 'Welcome@2030');
    expect(((await passwordLogin(app(), 'default01', 'Welcome@2030', {}, { ip })).body.value as LoginValue).mustChangePassword).toBe(true);

    // An expired password forces a change only with PWDEXPFORCECHANGE3 on (NG: 180 days).
    await createUser(app(), 'expired01', 'Right@12345');
    const start = clock();
    clock.advance(181 * DAY);
    try {
      const expired = (await passwordLogin(app(), 'expired01', 'Right@12345', {}, { ip })).body.value as LoginValue;
      expect(expired).toMatchObject({ passwordExpired: true, mustChangePassword: true });
      await operate(app(), { switches: { PWDEXPFORCECHANGE3: 0 } });
      const relaxed = (await passwordLogin(app(), 'expired01', 'Right@12345', {}, { ip })).body.value as LoginValue;
      expect(relaxed).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    } finally {
      await operate(app(), { switches: { PWDEXPFORCECHANGE3: 1 } });
      clock.set(start);
    }
  });

  it('[SESSION-25][ERRORS-16] a trial account is told to register a real account on gated calls', async () => {
    const trial = await plainCall<{ token: string; member: { type: number } }>(app(), 'POST', '/api/session/freeplay', { platform: 'W', gatewayVersion: '3' }, { ip: freshIp() });
    expect(trial.body.value!.member.type).toBe(4);
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token: trial.body.value!.token })).status).toBe(200);
    const gated = await sealedCall(app(), 'POST', '/api/member/password', { oldPassword: 'x', newPassword: 'Trial@12345', confirmNewPassword: 'Trial@12345' }, { token: trial.body.value!.token });
    expect(gated.status).toBe(403);
    expect(gated.body.errorCode).toBe('register_real_account_first');
  });

  it('[LOGIN-09][REGISTER-35][CHANGEPW-06][FORGOT-14][SESSION-11] E calls refuse plain and unreadable bodies', async () => {
    const routes: [string, string][] = [['POST', '/api/session/login'], ['PUT', '/api/member/register'], ['POST', '/api/member/password/sms']];
    const key = (await plainCall<{ keyId: string; spki: string }>(app(), 'GET', '/api/system/key')).body.value!;
    for (const [method, url] of routes) {
      const plain = await plainCall(app(), method as 'POST', url, { type: 'username', username: 'demo', password: 'Demo@12345' });
      expect(plain.status, url).toBe(400);
      expect(plain.body.errorCode, url).toBe('encrypted_payload_required');
      const sealed = await encryptPayload({ type: 'username' }, key);
      const tampered = await call(app(), { method: method as 'POST', url, headers: sealed.headers, payload: { payload: `${sealed.body.payload.slice(0, -4)}AAAA` } });
      expect(tampered.body.errorCode, url).toBe('encrypted_payload_invalid');
      expect(tampered.body.value, url).toEqual({ keyId: key.keyId });
      const noKey = await call(app(), { method: method as 'POST', url, payload: sealed.body });
      expect(noKey.body.errorCode, url).toBe('encrypted_payload_required');
    }
    // The change-password call checks the token first.
    expect((await plainCall(app(), 'POST', '/api/member/password', { newPassword: 'x' })).status).toBe(401);
  });

  it('[REGISTER-01] refuses anyone under 18 by birthday', async () => {
    // The merchant's calendar day counts (Nigeria, Africa/Lagos), whatever the hour in UTC.
    const [year, month, day] = calendarDay(clock(), 'Africa/Lagos').split('-').map(Number) as [number, number, number];
    const iso = (years: number, days = 0) => {
      const d = new Date(Date.UTC(year - years, month - 1, day + days));
      return d.toISOString().slice(0, 10);
    };
    const body = (birthday: string) => ({
      type: 'register', username: 'young01', password: 'Young@12345', confirmPassword: 'Young@12345', mobileNum: '7039998888',
      verificationCode: '123456', captcha: 'ABCD', captchaId: 'x'.repeat(24), birthday, termsAccepted: true,
    });
    const underAge = await sealedCall(app(), 'PUT', '/api/member/register', body(iso(18, 1)), { ip: freshIp() });
    expect(underAge.body.errorCode).toBe('under_age');
    expect(underAge.body.message).toBe('You must be 18 or older to register.');
    // Eighteen today passes the age check (and goes on to the bot check).
    const adult = await sealedCall(app(), 'PUT', '/api/member/register', body(iso(18)), { ip: freshIp() });
    expect(adult.body.errorCode).toBe('verification_required');
    const notADay = await sealedCall(app(), 'PUT', '/api/member/register', body('2001-02-30'), { ip: freshIp() });
    expect(notADay.body.errorCode).toBe('invalid_field_format');
  });

  it('[LOGIN-06][SMS-02] slider: ±6 px, at least 300 ms, one use each', async () => {
    let n = 0;
    const send = async (slider: unknown) => {
      n += 1;
      return plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: `70355500${String(n).padStart(2, '0')}`, slider }, { ip: freshIp() });
    };
    expect((await send(await solvedSlider(app(), 6))).status).toBe(200);
    expect((await send(await solvedSlider(app(), -6))).status).toBe(200);
    expect((await send(await solvedSlider(app(), 7))).body.errorCode).toBe('captcha_check_failed');
    expect((await send(await solvedSlider(app(), -7))).body.errorCode).toBe('captcha_check_failed');
    expect((await send(await solvedSlider(app(), 0, 299))).body.errorCode).toBe('captcha_check_failed');
    const once = await solvedSlider(app());
    expect((await send(once)).status).toBe(200);
    expect((await send(once)).body.errorCode).toBe('captcha_check_failed');
    expect((await send(undefined)).body.errorCode).toBe('verification_required');
    // Expired after 5 minutes.
    const stale = await solvedSlider(app());
    clock.advance(5 * MINUTE + 1000);
    expect((await send(stale)).body.errorCode).toBe('captcha_check_failed');
  });
});

describe('per-IP request limit of the account routes', () => {
  it('[ERRORS-28] answers 429 rate_limited with Retry-After past the limit', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/limited', { onRequest: createAuthRateLimit(3) }, async () => ({ success: true, value: 1 }));
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await app.inject('/limited');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.json()).toMatchObject({ success: false, errorCode: 'rate_limited' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  });
});
