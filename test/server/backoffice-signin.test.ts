// The back office's staff sign-in and staff accounts, on a clock the tests move: the password
// step, enrolment of the authenticator (codes computed from the secret in the answer, as an
// app would), the TOTP step with its window and replay rule, recovery codes, the lockout,
// the session's limits, and the staff routes behind staff.manage. Every refusal is checked
// to change nothing in the staff's rows, sessions and recovery codes.
import type { InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCli } from '../../server/cli/operator';
import { sha256Hex } from '../../server/accounts/secrets';
import { buildApp } from '../../server/app';
import { HOUR, MINUTE } from '../../server/platform/clock';
import { permissionsOf, STAFF_ROLES, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_S, type StaffRole } from '../../server/shared/staffRoles';
import type { StaffAccount, StaffMember, StaffSecondStep, StaffSession } from '../../server/shared/wire/backoffice';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../server/db/seed/staff';
import { fakeClock } from './accounts.helpers';
import { call, createTestDatabase, DB_KINDS, OPERATOR_KEY, startApp, testConfig, value, type TestApp } from './harness';

const PASSWORD = 'Correct-Horse-42!';
const STEP_MS = TOTP_PERIOD_S * 1000;

/** The code an authenticator app shows for a secret at a time. */
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, timestamp: at.getTime() });

describe.each(DB_KINDS)('back office sign-in on %s', (kind) => {
  // Midway through a time step, so a code's window is plain to read in each test.
  const clock = fakeClock(new Date('2026-11-27T06:00:10Z'));
  let current: TestApp | undefined;
  const app = () => current!;
  let ipCounter = 0;
  /** A fresh address per test, so the per-IP failure counters of one test do not reach another. */
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    current = await startApp(kind, {}, { clock });
  });
  afterAll(async () => current?.close());

  const post = <T>(url: string, payload: object, ip: string) => call<T>(app(), { method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
  const bearer = (token: string, extra: Partial<InjectOptions> = {}): InjectOptions => ({ method: 'GET', url: '/api/backoffice/me', ...extra, headers: { authorization: `Bearer ${token}`, ...(extra.headers as object) } });

  async function createStaff(username: string, role: StaffRole = 'support'): Promise<StaffAccount> {
    return app().services.staff.create({ username, displayName: `Staff ${username}`, role, password: PASSWORD }, { name: 'test', ip: null });
  }

  async function passwordStep(username: string, ip: string, password = PASSWORD) {
    return post<StaffSecondStep>('/api/backoffice/session', { username, password }, ip);
  }

  /** Signs in for the first time: the password, then enrolment with the secret's current code. */
  async function enrol(username: string, ip = freshIp()) {
    const first = await passwordStep(username, ip);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const step = first.body.value!;
    if (step.next !== 'enrol') throw new Error('expected enrolment');
    const session = await value<StaffSession>(app(), { method: 'POST', url: '/api/backoffice/session/enrol', payload: { ticket: step.ticket, code: codeAt(step.secret, clock()) }, headers: { 'x-forwarded-for': ip } });
    return { secret: step.secret, token: session.token, recoveryCodes: session.recoveryCodes!, session };
  }

  /** Signs in an enrolled member of staff with the code of the next time step (the last one is spent). */
  async function signIn(username: string, secret: string, ip = freshIp()): Promise<string> {
    clock.advance(STEP_MS);
    const step = (await passwordStep(username, ip)).body.value!;
    expect(step.next).toBe('totp');
    return (await value<StaffSession>(app(), { method: 'POST', url: '/api/backoffice/session/totp', payload: { ticket: step.ticket, code: codeAt(secret, clock()) }, headers: { 'x-forwarded-for': ip } })).token;
  }

  /** What a refusal must leave alone: the staff's rows, sessions and recovery codes. */
  async function snapshot() {
    const db = app().store.db;
    return {
      staff: await db.selectFrom('staff').selectAll().orderBy('id').execute(),
      sessions: await db.selectFrom('staff_sessions').select(['id', 'staff_id', 'stage', 'revoked_at', 'expires_at']).orderBy('id').execute(),
      codes: await db.selectFrom('staff_recovery_codes').select(['id', 'used_at']).orderBy('id').execute(),
    };
  }

  async function staffRow(username: string) {
    return app().store.db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  }

  it('enrols the authenticator at the first sign-in and opens the console', async () => {
    await createStaff('enrol.me', 'finance');
    const ip = freshIp();
    const first = await passwordStep('enrol.me', ip);
    expect(first.status).toBe(200);
    const step = first.body.value!;
    if (step.next !== 'enrol') throw new Error(`expected enrol, got ${step.next}`);
    expect(step.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.otpauthUri).toContain('otpauth://totp/');
    expect(decodeURIComponent(step.otpauthUri)).toContain(`issuer=${TOTP_ISSUER}`);
    expect(decodeURIComponent(step.otpauthUri)).toContain('enrol.me');
    expect(step.otpauthUri).toContain(`secret=${step.secret}`);
    expect(step.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await staffRow('enrol.me')).totp_pending).toBe(step.secret);

    // A wrong code proves nothing and changes nothing.
    const before = await snapshot();
    const wrong = await post('/api/backoffice/session/enrol', { ticket: step.ticket, code: codeAt(step.secret, new Date(clock().getTime() + 10 * STEP_MS)) }, ip);
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, 'invalid_code']);
    expect(await snapshot()).toEqual(before);

    const enrolled = await value<StaffSession>(app(), { method: 'POST', url: '/api/backoffice/session/enrol', payload: { ticket: step.ticket, code: codeAt(step.secret, clock()) }, headers: { 'x-forwarded-for': ip } });
    expect(enrolled.staff).toMatchObject({ username: 'enrol.me', role: 'finance', permissions: permissionsOf('finance') });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    for (const code of enrolled.recoveryCodes!) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    const row = await staffRow('enrol.me');
    expect([row.totp_secret, row.totp_pending, row.last_sign_in_at]).toEqual([step.secret, null, clock()]);
    // Only the hashes of the recovery codes are kept.
    const stored = await app().store.db.selectFrom('staff_recovery_codes').select('code_hash').where('staff_id', '=', row.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of enrolled.recoveryCodes!) expect(stored.map((s) => s.code_hash)).not.toContain(code);

    const me = await value<StaffMember>(app(), bearer(enrolled.token));
    expect(me).toEqual({ id: String(row.id), username: 'enrol.me', displayName: 'Staff enrol.me', role: 'finance', permissions: permissionsOf('finance') });
    const audit = await app().store.db.selectFrom('audit_log').select(['actor', 'action', 'details']).where('actor', '=', 'staff:enrol.me').where('action', '=', 'staff.enrol').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(step.secret);

    // The ticket is spent; the next sign-in asks for the code, not enrolment.
    expect((await post('/api/backoffice/session/enrol', { ticket: step.ticket, code: codeAt(step.secret, clock()) }, ip)).body.errorCode).toBe('not_logged_in');
    clock.advance(STEP_MS);
    expect((await passwordStep('enrol.me', ip)).body.value).toEqual({ next: 'totp', ticket: expect.any(String) });

    // Signing out ends the console session.
    expect((await call(app(), bearer(enrolled.token, { method: 'DELETE', url: '/api/backoffice/session' }))).status).toBe(200);
    expect((await call(app(), bearer(enrolled.token))).body.errorCode).toBe('not_logged_in');
  });

  it('takes a code within one step either side, refuses a replayed, older or expired one, and a wrong one', async () => {
    await createStaff('totp.user');
    const { secret } = await enrol('totp.user');
    const ip = freshIp();

    // The code just used at enrolment is spent: the same step again is a replay.
    const replayTicket = (await passwordStep('totp.user', ip)).body.value!.ticket;
    let before = await snapshot();
    const replay = await post('/api/backoffice/session/totp', { ticket: replayTicket, code: codeAt(secret, clock()) }, ip);
    expect([replay.status, replay.body.errorCode]).toEqual([400, 'invalid_code']);
    expect(await snapshot()).toEqual(before);

    // Two steps on, the code of the step before still counts (a phone's clock behind) ...
    clock.advance(2 * STEP_MS);
    const behind = await post<StaffSession>('/api/backoffice/session/totp', { ticket: replayTicket, code: codeAt(secret, new Date(clock().getTime() - STEP_MS)) }, ip);
    expect(behind.status, JSON.stringify(behind.body)).toBe(200);
    // ... and afterwards nothing at or before that step: neither it again nor an older one.
    const ticket = (await passwordStep('totp.user', ip)).body.value!.ticket;
    before = await snapshot();
    for (const at of [clock().getTime() - STEP_MS, clock().getTime() - 2 * STEP_MS]) {
      const refused = await post('/api/backoffice/session/totp', { ticket, code: codeAt(secret, new Date(at)) }, ip);
      expect(refused.body.errorCode).toBe('invalid_code');
    }
    // Outside the window: two steps behind, two ahead; and a code that is simply wrong.
    clock.advance(3 * STEP_MS);
    for (const at of [clock().getTime() - 2 * STEP_MS, clock().getTime() + 2 * STEP_MS]) {
      expect((await post('/api/backoffice/session/totp', { ticket, code: codeAt(secret, new Date(at)) }, ip)).body.errorCode).toBe('invalid_code');
    }
    const wrong = String((Number(codeAt(secret, clock())) + 1) % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
    expect((await post('/api/backoffice/session/totp', { ticket, code: wrong }, freshIp())).body.errorCode).toBe('invalid_code');
    expect(await snapshot()).toEqual(before);

    // Past the lockout those six failures earned, within the ticket's 5 minutes: the current code opens the console.
    clock.advance(2 * MINUTE + 1000);
    const now = codeAt(secret, clock());
    const ok = await post<StaffSession>('/api/backoffice/session/totp', { ticket, code: now }, freshIp());
    expect(ok.status).toBe(200);
    expect(ok.body.value!.recoveryCodes).toBeUndefined();
    expect(await value<StaffMember>(app(), bearer(ok.body.value!.token))).toMatchObject({ username: 'totp.user' });
    // Failures are in the audit log, without the codes.
    const failures = await app().store.db.selectFrom('audit_log').select('details').where('actor', '=', 'staff:totp.user').where('action', '=', 'staff.sign_in_failed').execute();
    expect(failures.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(failures)).not.toContain(now);
  });

  it('a ticket lasts 5 minutes and is not a console token; a console token is not a ticket', async () => {
    await createStaff('ticket.user', 'admin');
    const { secret, token } = await enrol('ticket.user');
    const ip = freshIp();

    const ticket = (await passwordStep('ticket.user', ip)).body.value!.ticket;
    // The ticket opens neither the back office's calls nor the operator routes.
    expect((await call(app(), bearer(ticket))).body.errorCode).toBe('not_logged_in');
    const asOperator = await call(app(), bearer(ticket, { url: '/api/operator/staff' }));
    expect([asOperator.status, asOperator.body.errorCode]).toEqual([401, 'not_logged_in']);
    // The console's token is no ticket.
    clock.advance(STEP_MS);
    let before = await snapshot();
    const asTicket = await post('/api/backoffice/session/totp', { ticket: token, code: codeAt(secret, clock()) }, ip);
    expect([asTicket.status, asTicket.body.errorCode]).toEqual([401, 'not_logged_in']);
    expect(await snapshot()).toEqual(before);

    // Five minutes on, the ticket is dead even with the right code.
    clock.advance(5 * MINUTE - STEP_MS);
    before = await snapshot();
    const late = await post('/api/backoffice/session/totp', { ticket, code: codeAt(secret, clock()) }, ip);
    expect([late.status, late.body.errorCode]).toEqual([401, 'not_logged_in']);
    expect(await snapshot()).toEqual(before);
    // Junk tickets are dead tickets.
    expect((await post('/api/backoffice/session/totp', { ticket: 'x', code: '123456' }, ip)).body.errorCode).toBe('not_logged_in');
  });

  it('a recovery code signs in once, with case and dashes ignored', async () => {
    await createStaff('recovery.user');
    const { recoveryCodes } = await enrol('recovery.user');
    const ip = freshIp();
    const given = recoveryCodes[3]!.toLowerCase().replace(/-/g, '');
    const first = await post<StaffSession>('/api/backoffice/session/totp', { ticket: (await passwordStep('recovery.user', ip)).body.value!.ticket, recoveryCode: given }, ip);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await value<StaffMember>(app(), bearer(first.body.value!.token))).toMatchObject({ username: 'recovery.user' });

    const ticket = (await passwordStep('recovery.user', ip)).body.value!.ticket;
    const before = await snapshot();
    for (const code of [recoveryCodes[3]!, 'AAAA-BBBB-CCCC']) {
      const again = await post('/api/backoffice/session/totp', { ticket, recoveryCode: code }, ip);
      expect([again.status, again.body.errorCode]).toEqual([400, 'invalid_code']);
    }
    expect(await snapshot()).toEqual(before);
    // Another code still works.
    expect((await post('/api/backoffice/session/totp', { ticket, recoveryCode: recoveryCodes[4]! }, ip)).status).toBe(200);
    const used = await app().store.db.selectFrom('staff_recovery_codes').innerJoin('staff', 'staff.id', 'staff_recovery_codes.staff_id').select('used_at').where('username', '=', 'recovery.user').where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(2);
  });

  it('an unknown name, a wrong password and a disabled account answer alike', async () => {
    await createStaff('alike.user');
    const disabled = await createStaff('alike.off');
    await app().services.staff.update(disabled.id, { disabled: true }, { name: 'test', ip: null });
    const before = await snapshot();
    const unknown = await passwordStep('nobody.here', freshIp());
    const wrong = await passwordStep('alike.user', freshIp(), 'Not-The-Password-1');
    const off = await passwordStep('alike.off', freshIp());
    for (const answer of [unknown, wrong, off]) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: unknown.status, body: unknown.body });
    }
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'login_failed']);
    expect(await snapshot()).toEqual(before);
  });

  it('locks a name after repeated failures of the password or the code (429 with Retry-After)', async () => {
    await createStaff('lock.pass');
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await passwordStep('lock.pass', ip, 'Wrong-Password-99')).body.errorCode).toBe('login_failed');
    const before = await snapshot();
    const locked = await passwordStep('lock.pass', freshIp());
    expect([locked.status, locked.body.errorCode]).toEqual([429, 'account_locked']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
    clock.advance(2 * MINUTE + 1000);
    expect((await passwordStep('lock.pass', freshIp())).status).toBe(200);

    // Wrong codes count as failed sign-ins too.
    await createStaff('lock.code');
    const { secret } = await enrol('lock.code');
    clock.advance(STEP_MS);
    const ticket = (await passwordStep('lock.code', ip)).body.value!.ticket;
    const wrong = String((Number(codeAt(secret, clock())) + 7) % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
    for (let i = 0; i < 5; i += 1) expect((await post('/api/backoffice/session/totp', { ticket, code: wrong }, freshIp())).body.errorCode).toBe('invalid_code');
    const codeLocked = await post('/api/backoffice/session/totp', { ticket, code: codeAt(secret, clock()) }, freshIp());
    expect([codeLocked.status, codeLocked.body.errorCode]).toEqual([429, 'account_locked']);
    expect((await passwordStep('lock.code', freshIp())).status).toBe(429);
  });

  it('a console session ends after 15 idle minutes, and 8 hours after sign-in in any case', async () => {
    await createStaff('timeout.user');
    const { token: idle, secret } = await enrol('timeout.user');
    clock.advance(14 * MINUTE);
    expect((await call(app(), bearer(idle))).status).toBe(200);
    clock.advance(14 * MINUTE);
    expect((await call(app(), bearer(idle))).status).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await call(app(), bearer(idle))).body.errorCode).toBe('not_logged_in');

    const busy = await signIn('timeout.user', secret);
    const started = clock().getTime();
    while (clock().getTime() + 10 * MINUTE < started + 8 * HOUR) {
      clock.advance(10 * MINUTE);
      expect((await call(app(), bearer(busy))).status).toBe(200);
    }
    clock.set(new Date(started + 8 * HOUR));
    expect((await call(app(), bearer(busy))).body.errorCode).toBe('not_logged_in');
  });

  it("a member's token is not a staff token", async () => {
    const user = await app().services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: 'memberx', password: 'Member@12345', passwordSetBy: 'self' });
    const memberToken = await app().services.sessions.open(user, { via: 'password', ip: null });
    expect((await call(app(), '/api/member/info')).status).toBe(401);
    for (const url of ['/api/backoffice/me', '/api/operator/staff']) {
      const answer = await call(app(), bearer(memberToken, { url }));
      expect([answer.status, answer.body.errorCode], url).toEqual([401, 'not_logged_in']);
    }
    expect((await post('/api/backoffice/session/totp', { ticket: memberToken, code: '123456' }, freshIp())).body.errorCode).toBe('not_logged_in');
  });

  describe('staff accounts (staff.manage)', () => {
    const manage = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      call<StaffAccount>(app(), { method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

    it('an admin creates, lists and changes staff; a change ends their sessions and is audited', async () => {
      await createStaff('boss', 'admin');
      const { token: admin } = await enrol('boss');
      const created = await manage(admin, 'POST', '/api/operator/staff', { username: 'new.finance', displayName: 'New Finance', role: 'finance', password: PASSWORD });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.value).toMatchObject({ username: 'new.finance', role: 'finance', enrolled: false, disabled: false, lastSignInAt: null });
      const list = await call<{ items: StaffAccount[] }>(app(), { method: 'GET', url: '/api/operator/staff', headers: { authorization: `Bearer ${admin}` } });
      expect(list.body.value!.items.map((s) => s.username)).toContain('new.finance');
      const createdAudit = await app().store.db.selectFrom('audit_log').select(['actor', 'details']).where('action', '=', 'staff.create').where('actor', '=', 'staff:boss').execute();
      expect(createdAudit).toHaveLength(1);
      expect(JSON.stringify(createdAudit)).not.toContain(PASSWORD);

      // A name taken answers account_exists and adds nobody.
      let before = await snapshot();
      const duplicate = await manage(admin, 'POST', '/api/operator/staff', { username: 'new.finance', displayName: 'Again', role: 'support', password: PASSWORD });
      expect([duplicate.status, duplicate.body.errorCode]).toEqual([400, 'account_exists']);
      expect(await snapshot()).toEqual(before);

      // A role change ends the member's sessions.
      const { token: financeToken } = await enrol('new.finance');
      const id = created.body.value!.id;
      const changed = await manage(admin, 'PATCH', `/api/operator/staff/${id}`, { role: 'support' });
      expect(changed.body.value).toMatchObject({ role: 'support', enrolled: true });
      expect((await call(app(), bearer(financeToken))).body.errorCode).toBe('not_logged_in');
      const audit = await app().store.db.selectFrom('audit_log').select(['actor', 'ip', 'details']).where('action', '=', 'staff.update').where('actor', '=', 'staff:boss').execute();
      expect(audit.at(-1)!.details).toMatchObject({ id, before: { role: 'finance' }, after: { role: 'support' } });

      // Disabled: no sign-in and the live session stops working.
      const { token: again } = await enrol2('new.finance');
      expect((await manage(admin, 'PATCH', `/api/operator/staff/${id}`, { disabled: true })).body.value).toMatchObject({ disabled: true });
      expect((await call(app(), bearer(again))).body.errorCode).toBe('not_logged_in');
      expect((await passwordStep('new.finance', freshIp())).body.errorCode).toBe('login_failed');

      // A reset of the second factor: enrol again, with new recovery codes.
      await manage(admin, 'PATCH', `/api/operator/staff/${id}`, { disabled: false });
      const reset = await manage(admin, 'PATCH', `/api/operator/staff/${id}`, { resetSecondFactor: true });
      expect(reset.body.value).toMatchObject({ enrolled: false, disabled: false });
      expect(await app().store.db.selectFrom('staff_recovery_codes').select('id').where('staff_id', '=', id).execute()).toEqual([]);
      expect((await passwordStep('new.finance', freshIp())).body.value!.next).toBe('enrol');

      // An admin cannot disable themself, nor take the role from the last enabled admin.
      const bossId = (await staffRow('boss')).id;
      before = await snapshot();
      const self = await manage(admin, 'PATCH', `/api/operator/staff/${bossId}`, { disabled: true });
      expect([self.status, self.body.errorCode, self.body.value]).toEqual([400, 'operation_not_allowed', { reason: 'own_account' }]);
      const admins = await app().store.db.selectFrom('staff').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).execute();
      // Other enabled admins of this file's earlier tests stand aside, so boss is the last.
      for (const other of admins.filter((a) => a.id !== bossId)) await app().services.staff.update(String(other.id), { disabled: true }, { name: 'test', ip: null });
      before = await snapshot();
      const last = await call(app(), { method: 'PATCH', url: `/api/operator/staff/${bossId}`, headers: { 'x-operator-key': OPERATOR_KEY }, payload: { role: 'finance' } });
      expect([last.status, last.body.errorCode, last.body.value]).toEqual([400, 'operation_not_allowed', { reason: 'last_admin' }]);
      const lastOff = await call(app(), { method: 'PATCH', url: `/api/operator/staff/${bossId}`, headers: { 'x-operator-key': OPERATOR_KEY }, payload: { disabled: true } });
      expect(lastOff.body.value).toEqual({ reason: 'last_admin' });
      expect(await snapshot()).toEqual(before);
      // An unknown id.
      expect((await call(app(), { method: 'PATCH', url: '/api/operator/staff/999999', headers: { 'x-operator-key': OPERATOR_KEY }, payload: { role: 'risk' } })).body.errorCode).toBe('not_found');
    });

    /** Signs in again a member of staff enrolled before, with the code of the next step. */
    async function enrol2(username: string) {
      const row = await staffRow(username);
      return { token: await signIn(username, row.totp_secret!) };
    }

    it('refuses other roles and a key without the scope (403), and changes nothing', async () => {
      const tokens: string[] = [];
      for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
        await createStaff(`only.${role}`, role);
        tokens.push((await enrol(`only.${role}`)).token);
      }
      const target = await createStaff('target.user', 'support');
      const key = 'reports-only-key-0123456789abcdef';
      await app().store.db.insertInto('operator_keys').values({ name: 'reports tool', key_hash: sha256Hex(key), scopes: JSON.stringify(['reports.read']), created_by: 'test' }).execute();
      const before = await snapshot();
      const calls: [string, InjectOptions][] = [];
      for (const [i, token] of tokens.entries()) {
        const headers = { authorization: `Bearer ${token}` };
        calls.push([`role ${i} list`, { method: 'GET', url: '/api/operator/staff', headers }]);
        calls.push([`role ${i} create`, { method: 'POST', url: '/api/operator/staff', headers, payload: { username: `made.${i}`, displayName: 'X', role: 'admin', password: PASSWORD } }]);
        calls.push([`role ${i} change`, { method: 'PATCH', url: `/api/operator/staff/${target.id}`, headers, payload: { role: 'admin' } }]);
      }
      for (const headers of [{ 'x-operator-key': key }, { 'x-operator-key': 'not-a-key-at-all' }]) {
        calls.push(['key list', { method: 'GET', url: '/api/operator/staff', headers }]);
        calls.push(['key create', { method: 'POST', url: '/api/operator/staff', headers, payload: { username: 'made.by.key', displayName: 'X', role: 'admin', password: PASSWORD } }]);
        calls.push(['key change', { method: 'PATCH', url: `/api/operator/staff/${target.id}`, headers, payload: { disabled: true } }]);
      }
      for (const [label, opts] of calls) {
        const answer = await call(app(), opts);
        expect([answer.status, answer.body.errorCode], label).toEqual([403, 'forbidden']);
      }
      expect(await snapshot()).toEqual(before);
      // The same key with the scope may.
      await app().store.db.updateTable('operator_keys').set({ scopes: JSON.stringify(['staff.manage']) }).where('key_hash', '=', sha256Hex(key)).execute();
      expect((await call(app(), { method: 'GET', url: '/api/operator/staff', headers: { 'x-operator-key': key } })).status).toBe(200);
    });
  });
});

describe.each(DB_KINDS)('the first admin from the command line on %s', (kind) => {
  // Three database openings (two commands and the app), each migrating and seeding: slow on a busy machine.
  it('creates the first admin once, with the password from standard input or STAFF_PASSWORD', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase(kind, { persistent: true });
    const env = database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : { PGLITE_DIR: database.config.pgliteDir };
    try {
      const lines: string[] = [];
      const run = async (argv: string[], extraEnv: Record<string, string> = {}, stdin = '') => {
        lines.length = 0;
        const code = await runOperatorCli(argv, { ...env, ...extraEnv }, (line) => lines.push(line), async () => stdin);
        return { code, out: lines.join('\n') };
      };
      const args = ['staff', 'create-admin', '--username', 'root', '--display-name', 'Root Admin'];
      expect((await run(['staff', 'create-admin', '--username', 'Root!', '--display-name', 'x'], {}, `${PASSWORD}\n`)).code).toBe(2);
      expect((await run(args, {}, 'short\n')).code).toBe(2);
      const first = await run(args, {}, `${PASSWORD}\n`);
      expect(first.code, first.out).toBe(0);
      expect(first.out).toContain('enrols the authenticator at the first sign-in at /backoffice');
      const second = await run([...args.slice(0, 3), 'root2', ...args.slice(4)], { STAFF_PASSWORD: PASSWORD });
      expect(second.code).toBe(1);
      expect(second.out).toContain('The first admin is created by the command line once');

      const clock = fakeClock(new Date('2026-11-27T07:00:10Z'));
      const built = await buildApp(testConfig({ ...database.config, jobIntervalSeconds: 0 }), { logger: false, clock });
      try {
        const rows = await built.store.db.selectFrom('staff').select(['username', 'role', 'display_name']).execute();
        expect(rows).toEqual([{ username: 'root', role: 'admin', display_name: 'Root Admin' }]);
        const audit = await built.store.db.selectFrom('audit_log').select(['actor', 'details']).where('action', '=', 'staff.create_first_admin').execute();
        expect(audit).toHaveLength(1);
        expect(audit[0]!.actor).toMatch(/^operator-cli:/);
        expect(JSON.stringify(audit)).not.toContain(PASSWORD);
        const step = await built.app.inject({ method: 'POST', url: '/api/backoffice/session', payload: { username: 'root', password: PASSWORD } });
        expect(step.json().value.next).toBe('enrol');
      } finally {
        await built.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('demo staff', () => {
  // Two apps, one of them with the whole development data.
  it('development seeds one member of staff per role, none enrolled, with the documented password', { timeout: 180_000 }, async () => {
    const built = await startApp('pglite', { dev: true });
    try {
      const rows = await built.store.db.selectFrom('staff').select(['username', 'role', 'totp_secret']).orderBy('id').execute();
      expect(rows).toEqual(DEMO_STAFF.map((s) => ({ username: s.username, role: s.role, totp_secret: null })));
      const step = await built.app.inject({ method: 'POST', url: '/api/backoffice/session', payload: { username: 'finance', password: DEMO_STAFF_PASSWORD } });
      expect(step.json().value.next).toBe('enrol');
    } finally {
      await built.close();
    }
    // Outside development there are none.
    const plain = await startApp('pglite');
    try {
      expect(await plain.store.db.selectFrom('staff').select('id').execute()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
