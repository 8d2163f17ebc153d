// The console's risk work and the images and bank details staff open: a player's protection
// (the running break with a lift request's dates, deposit limits with a pending change) read by
// the staff who read players; a break imposed by risk staff (audited with the reason, before and
// after; never shortening a running one); an activity application's image for the staff who
// review applications, a money proof never for them; the full bank account of a withdrawal for
// finance, each view audited. Each route called by each role: allowed or refused as the table says.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PayeeAccount } from '../../server/shared/wire/operatorMoney';
import type { PlayerProtection } from '../../server/shared/wire/protection';
import type { Withdrawal } from '../../server/shared/wire/wallet';
import { STAFF_ROLES, type StaffRole } from '../../server/shared/staffRoles';
import { DB_KINDS, type TestApp } from './harness';
import { newStaff, staffCall, type TestStaff } from './staff.helpers';
import { as, credit, newMember, ok, PNG, useWalletApp, type TestMember } from './wallet.helpers';

const auditOf = (app: TestApp, action: string) => app.store.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

async function imageOf(app: TestApp, member: TestMember, purpose: 'activity_application' | 'deposit_proof'): Promise<string> {
  const row = await app.store.db
    .insertInto('uploads')
    .values({ user_id: member.user.id, purpose, owner_id: '1', mime: 'image/png', size: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex'), data: PNG, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

describe.each(DB_KINDS)('back office risk work on %s', (kind) => {
  const { app } = useWalletApp(kind);
  const staffOf = async () => {
    const staff = new Map<StaffRole, TestStaff>();
    for (const role of STAFF_ROLES) staff.set(role, await newStaff(app(), role));
    return staff;
  };

  it("[RG] a member's time-out and deposit limits with a pending increase show to the staff who read players; the others are refused", async () => {
    const staff = await staffOf();
    const member = await newMember(app());
    await ok(as(app(), member, { method: 'POST', url: '/api/member/limits/deposit', body: { period: 'day', amount: '500' } }));
    await ok(as(app(), member, { method: 'POST', url: '/api/member/limits/deposit', body: { period: 'day', amount: '900' } }));
    await ok(as(app(), member, { method: 'POST', url: '/api/member/protection/break', body: { period: '24h' } }));
    const url = `/api/operator/players/${member.user.id}/protection`;
    for (const role of STAFF_ROLES) {
      const answer = await staffCall<PlayerProtection>(app(), staff.get(role)!, 'GET', url);
      const allowed = ['support', 'finance', 'risk'].includes(role);
      expect([role, answer.status]).toEqual([role, allowed ? 200 : 403]);
    }
    const seen = await ok<PlayerProtection>(staffCall(app(), staff.get('risk')!, 'GET', url));
    expect(seen.break).toMatchObject({ kind: 'time_out', indefinite: false, restricted: false, liftRequestedAt: null });
    expect(seen.break.until).not.toBeNull();
    const day = seen.depositLimits.limits.find((l) => l.period === 'day')!;
    expect(day.limit).toBe('500.00');
    expect(day.pending).toMatchObject({ limit: '900.00' });
    expect(seen.depositLimits.reviewDueAt).not.toBeNull();
    expect(seen.lossLimits.limits.map((l) => l.period)).toEqual(['day', 'week', 'month']);
    for (const id of ['999999999', '99999999999999999']) expect((await staffCall(app(), staff.get('risk')!, 'GET', `/api/operator/players/${id}/protection`)).status, id).toBe(404);
  });

  it('[RG] risk imposes an exclusion with a reason: sessions end, the audit keeps before and after; a shorter break is refused; other roles cannot', async () => {
    const staff = await staffOf();
    const member = await newMember(app());
    const url = `/api/operator/players/${member.user.id}/break`;
    for (const role of STAFF_ROLES.filter((r) => r !== 'risk')) {
      expect((await staffCall(app(), staff.get(role)!, 'PUT', url, { period: '7d', reason: 'Problem gambling signs' })).status, role).toBe(403);
    }
    const risk = staff.get('risk')!;
    for (const body of [{ period: '7d', reason: '   ' }, { period: '7d' }, { period: '2w', reason: 'x' }, { period: '7d', reason: 'x'.repeat(501) }]) {
      const refused = await staffCall(app(), risk, 'PUT', url, body);
      expect([refused.status, refused.body.errorCode], JSON.stringify(body)).toEqual([400, 'bad_request']);
    }
    expect((await as(app(), member, { url: '/api/member/protection' })).status).toBe(200);
    const imposed = await ok<PlayerProtection>(staffCall(app(), risk, 'PUT', url, { period: '6m', reason: '  Problem gambling signs  ' }));
    expect(imposed.break).toMatchObject({ kind: 'exclusion', restricted: true });
    // The member's session ended at once.
    expect((await as(app(), member, { url: '/api/member/protection' })).status).toBe(401);
    const [entry] = await auditOf(app(), 'protection.operator_exclusion');
    expect(entry).toMatchObject({ actor: `staff:${risk.username}` });
    const details = entry!.details as { reason: string; before: { kind: string | null }; after: { kind: string }; playerId: string; sessionsRevoked: number };
    expect(details).toMatchObject({ reason: 'Problem gambling signs', playerId: String(member.user.id), before: { kind: null }, after: { kind: 'exclusion' } });
    expect(details.sessionsRevoked).toBeGreaterThanOrEqual(1);
    const shorter = await staffCall(app(), risk, 'PUT', url, { period: '24h', reason: 'Shorter' });
    expect([shorter.status, shorter.body.errorCode]).toEqual([400, 'protection_active']);
    expect((await staffCall(app(), risk, 'PUT', '/api/operator/players/999999999/break', { period: '24h', reason: 'x' })).status).toBe(404);
  });

  it("an activity application's image opens for the staff who review applications, each view audited; a deposit proof never through that route", async () => {
    const staff = await staffOf();
    const member = await newMember(app());
    const image = await imageOf(app(), member, 'activity_application');
    const proof = await imageOf(app(), member, 'deposit_proof');
    for (const role of STAFF_ROLES) {
      const answer = await app().app.inject({ url: `/api/operator/applications/uploads/${image}`, headers: staff.get(role)!.headers });
      const allowed = role === 'content' || role === 'finance';
      expect([role, answer.statusCode]).toEqual([role, allowed ? 200 : 403]);
      if (allowed) expect(answer.headers['content-type']).toBe('image/png');
    }
    const content = staff.get('content')!;
    expect((await app().app.inject({ url: `/api/operator/applications/uploads/${proof}`, headers: content.headers })).statusCode).toBe(404);
    expect((await app().app.inject({ url: `/api/operator/uploads/${proof}`, headers: content.headers })).statusCode).toBe(403);
    expect((await app().app.inject({ url: '/api/operator/applications/uploads/99999999999999999', headers: content.headers })).statusCode).toBe(404);
    const views = (await auditOf(app(), 'upload.view')).filter((e) => (e.details as { uploadId: string }).uploadId === image);
    expect(views.map((e) => e.actor).sort()).toEqual([`staff:${content.username}`, `staff:${staff.get('finance')!.username}`].sort());
    // The money queue's route still opens a deposit proof for finance, audited too.
    expect((await app().app.inject({ url: `/api/operator/uploads/${proof}`, headers: staff.get('finance')!.headers })).statusCode).toBe(200);
    expect((await auditOf(app(), 'upload.view')).some((e) => (e.details as { uploadId: string }).uploadId === proof)).toBe(true);
  });

  it("a withdrawal's full bank account opens for finance only, each view audited; the queue keeps it masked", async () => {
    const staff = await staffOf();
    const member = await newMember(app(), { paymentPassword: '246810' });
    await credit(app(), member, '5000.00');
    const bank = await ok<{ id: string }>(as(app(), member, { method: 'POST', url: '/api/wallet/bank-accounts', body: { bankName: 'Pay Bank', accountName: 'Pay Member', accountNumber: '0123456789' } }));
    const withdrawal = await ok<Withdrawal>(as(app(), member, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount: '1000', paymentPassword: '246810' } }));
    expect(withdrawal.bankAccount.accountNumber).not.toContain('0123456789');
    const url = `/api/operator/withdrawals/${withdrawal.id}/bank-account`;
    for (const role of STAFF_ROLES) {
      const answer = await staffCall<PayeeAccount>(app(), staff.get(role)!, 'GET', url);
      expect([role, answer.status]).toEqual([role, role === 'finance' ? 200 : 403]);
    }
    const finance = staff.get('finance')!;
    const shown = await ok<PayeeAccount>(staffCall(app(), finance, 'GET', url));
    expect(shown).toEqual({ withdrawalId: withdrawal.id, bankName: 'Pay Bank', accountName: 'Pay Member', accountNumber: '0123456789' });
    const views = (await auditOf(app(), 'withdrawal.bank_account_view')).filter((e) => (e.details as { withdrawalId: string }).withdrawalId === withdrawal.id);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actor: `staff:${finance.username}`, details: { account: member.account } });
    expect((await staffCall(app(), finance, 'GET', '/api/operator/withdrawals/99999999999999999/bank-account')).status).toBe(404);
  });

  it("every signed-in member of staff lists the merchants for the console's pickers; a member's token or none is refused", async () => {
    const staff = await staffOf();
    for (const role of STAFF_ROLES) {
      const answer = await staffCall<{ items: { code: string; countryName: string; currency: string }[] }>(app(), staff.get(role)!, 'GET', '/api/backoffice/merchants');
      expect([role, answer.status]).toEqual([role, 200]);
      expect(answer.body.value!.items.map((m) => m.code)).toEqual(expect.arrayContaining(['NG', 'AU']));
    }
    const member = await newMember(app());
    expect((await as(app(), member, { url: '/api/backoffice/merchants' })).status).toBe(401);
    expect((await app().app.inject({ url: '/api/backoffice/merchants' })).statusCode).toBe(401);
  });
});
