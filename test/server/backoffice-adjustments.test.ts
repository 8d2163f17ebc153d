// Four-eyes adjustments: a manual adjustment above FOUR_EYES_ABOVE_MAJOR asked for by a member
// of staff (or a named key) does not post; a second, different finance staff member approves
// it (its journal posts exactly once, whoever else approves at the same moment) or rejects it
// with a reason. Request, approval and rejection are audited with before and after.
import { describe, expect, it } from 'vitest';
import { FOUR_EYES_ABOVE_MAJOR } from '../../server/shared/staffRoles';
import type { PendingAdjustment, PendingAdjustmentPage } from '../../server/shared/wire/adjustmentApprovals';
import type { Adjustment } from '../../server/shared/wire/operatorMoney';
import { call, DB_KINDS, OPERATOR_KEY, type TestApp } from './harness';
import { newStaff, type TestStaff } from './staff.helpers';
import { countOf, credit, ledgerIsSound, mainBalance, newKey, newMember, useWalletApp, type TestMember } from './wallet.helpers';

const THRESHOLD = `${FOUR_EYES_ABOVE_MAJOR}.00`;
const ABOVE = `${FOUR_EYES_ABOVE_MAJOR}.01`;

function adjust(app: TestApp, headers: Record<string, string>, member: TestMember, amount: string, direction: 'credit' | 'debit' = 'credit', key = newKey()) {
  return call<Adjustment | PendingAdjustment>(app, {
    method: 'POST',
    url: '/api/operator/adjustments',
    headers: { ...headers, 'idempotency-key': key },
    payload: { merchantCode: member.user.merchant_code, account: member.account, direction, amount, memo: 'Goodwill for a lost round' },
  });
}
const decide = (app: TestApp, staff: TestStaff | Record<string, string>, id: string, decision: 'approve' | 'reject', reason?: string) =>
  call<PendingAdjustment>(app, {
    method: 'POST',
    url: `/api/operator/adjustments/${id}/${decision}`,
    headers: 'headers' in staff ? (staff.headers as Record<string, string>) : staff,
    ...(decision === 'reject' ? { payload: reason === undefined ? {} : { reason } } : {}),
  });

async function journalsOf(app: TestApp, member: TestMember): Promise<number> {
  const rows = await app.store.db.selectFrom('ledger_journals').select('id').where('user_id', '=', member.user.id).where('kind', '=', 'adjustment').execute();
  return rows.length;
}

describe.each(DB_KINDS)('four-eyes adjustments on %s', (kind) => {
  const { app } = useWalletApp(kind);

  it('below and at the threshold a finance staff member posts at once; above it nothing posts and the adjustment waits', async () => {
    const finance = await newStaff(app(), 'finance');
    const member = await newMember(app());
    const below = await adjust(app(), finance.headers, member, '999.99');
    expect(below.status).toBe(200);
    expect(below.body.value).toMatchObject({ journalId: expect.any(String), amount: '999.99', balance: '999.99' });
    const at = await adjust(app(), finance.headers, member, THRESHOLD);
    expect(at.body.value).toMatchObject({ journalId: expect.any(String), balance: '1999.99' });
    expect(await journalsOf(app(), member)).toBe(2);

    const above = await adjust(app(), finance.headers, member, ABOVE, 'debit');
    expect(above.status).toBe(200);
    expect(above.body.value).toMatchObject({ status: 'pending', account: member.account, direction: 'debit', amount: ABOVE, requestedBy: `staff:${finance.username}`, journalId: null, decidedBy: null });
    expect(await journalsOf(app(), member)).toBe(2);
    expect(await mainBalance(app(), member)).toBe('1999.99');

    const queue = await call<PendingAdjustmentPage>(app(), { url: '/api/operator/adjustments/pending', headers: finance.headers });
    expect(queue.body.value!.pageSize).toBe(15);
    expect(queue.body.value!.items.map((p) => p.id)).toContain((above.body.value as PendingAdjustment).id);
    const audit = await app().store.db.selectFrom('audit_log').select(['action', 'details']).where('action', '=', 'adjustment.request').where('actor', '=', `staff:${finance.username}`).executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ before: null, after: { status: 'pending', amount: ABOVE } });
  });

  it('the same Idempotency-Key asks once: a repeat answers the same pending adjustment', async () => {
    const finance = await newStaff(app(), 'finance');
    const member = await newMember(app());
    const key = newKey();
    const first = await adjust(app(), finance.headers, member, '5000.00', 'credit', key);
    const again = await adjust(app(), finance.headers, member, '5000.00', 'credit', key);
    expect((again.body.value as PendingAdjustment).id).toBe((first.body.value as PendingAdjustment).id);
    const rows = await app().store.db.selectFrom('pending_adjustments').select('id').where('user_id', '=', member.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('the staff member who asked may neither approve nor reject it (adjustment_self_approval); nothing changes', async () => {
    const finance = await newStaff(app(), 'finance');
    const member = await newMember(app());
    const pending = (await adjust(app(), finance.headers, member, '2500.00')).body.value as PendingAdjustment;
    for (const decision of ['approve', 'reject'] as const) {
      const refused = await decide(app(), finance, pending.id, decision, 'Mine');
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'adjustment_self_approval']);
      expect(refused.body.message).toMatch(/another/);
    }
    const row = await app().store.db.selectFrom('pending_adjustments').select(['status', 'journal_id']).where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', journal_id: null });
    expect(await journalsOf(app(), member)).toBe(0);
  });

  it('a second finance staff member approves: exactly one adjustment journal posts; approving again answers invalid_state', async () => {
    const asker = await newStaff(app(), 'finance');
    const approver = await newStaff(app(), 'finance');
    const member = await newMember(app());
    const pending = (await adjust(app(), asker.headers, member, '1500.00')).body.value as PendingAdjustment;
    const approved = await decide(app(), approver, pending.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'approved', decidedBy: `staff:${approver.username}`, journalId: expect.any(String), requestedBy: `staff:${asker.username}` });
    expect(await mainBalance(app(), member)).toBe('1500.00');
    expect(await journalsOf(app(), member)).toBe(1);
    const again = await decide(app(), approver, pending.id, 'approve');
    expect([again.status, again.body.errorCode]).toEqual([400, 'invalid_state']);
    const rejectLate = await decide(app(), approver, pending.id, 'reject', 'Too late');
    expect([rejectLate.status, rejectLate.body.errorCode]).toEqual([400, 'invalid_state']);
    expect(await journalsOf(app(), member)).toBe(1);
    const audit = await app().store.db.selectFrom('audit_log').select(['action', 'details']).where('actor', '=', `staff:${approver.username}`).where('action', 'not like', 'operator.call %').orderBy('id').execute();
    expect(audit.map((r) => r.action)).toEqual(['wallet.adjustment', 'adjustment.approve']);
    expect(audit[1]!.details).toMatchObject({ before: { status: 'pending', journalId: null }, after: { status: 'approved', journalId: approved.body.value!.journalId } });
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('concurrent approvals by two staff members: exactly one wins and one journal posts', async () => {
    const asker = await newStaff(app(), 'finance');
    const [a, b] = [await newStaff(app(), 'finance'), await newStaff(app(), 'finance')];
    const member = await newMember(app());
    const pending = (await adjust(app(), asker.headers, member, '3000.00')).body.value as PendingAdjustment;
    const journalsBefore = await countOf(app(), 'ledger_journals');
    const answers = await Promise.all([a, b, a, b].map((staff) => decide(app(), staff, pending.id, 'approve')));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.status !== 200).map((x) => x.body.errorCode)).toEqual(['invalid_state', 'invalid_state', 'invalid_state']);
    expect(await countOf(app(), 'ledger_journals')).toBe(journalsBefore + 1);
    expect(await mainBalance(app(), member)).toBe('3000.00');
  });

  it('a rejection needs a reason, posts nothing, and is audited with the reason', async () => {
    const asker = await newStaff(app(), 'finance');
    const checker = await newStaff(app(), 'finance');
    const member = await newMember(app());
    const pending = (await adjust(app(), asker.headers, member, '1200.00')).body.value as PendingAdjustment;
    for (const reason of [undefined, '   ', 'x'.repeat(501)]) {
      const refused = await decide(app(), checker, pending.id, 'reject', reason);
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'bad_request']);
    }
    const rejected = await decide(app(), checker, pending.id, 'reject', '  No ticket for this credit  ');
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reason: 'No ticket for this credit', journalId: null, decidedBy: `staff:${checker.username}` });
    expect(await journalsOf(app(), member)).toBe(0);
    const approveLate = await decide(app(), checker, pending.id, 'approve');
    expect(approveLate.body.errorCode).toBe('invalid_state');
    const audit = await app().store.db.selectFrom('audit_log').select('details').where('action', '=', 'adjustment.reject').where('actor', '=', `staff:${checker.username}`).executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ reason: 'No ticket for this credit', before: { status: 'pending' }, after: { status: 'rejected' } });
    const decided = await call<PendingAdjustmentPage>(app(), { url: '/api/operator/adjustments/pending?status=rejected', headers: checker.headers });
    expect(decided.body.value!.items.map((p) => p.id)).toContain(pending.id);
  });

  it('a debit approved beyond the balance answers insufficient_funds and stays pending', async () => {
    const asker = await newStaff(app(), 'finance');
    const approver = await newStaff(app(), 'finance');
    const member = await newMember(app());
    const pending = (await adjust(app(), asker.headers, member, '4000.00', 'debit')).body.value as PendingAdjustment;
    const refused = await decide(app(), approver, pending.id, 'approve');
    expect(refused.body.errorCode).toBe('insufficient_funds');
    await credit(app(), member, '4000.00');
    expect((await decide(app(), approver, pending.id, 'approve')).body.value).toMatchObject({ status: 'approved' });
    expect(await mainBalance(app(), member)).toBe('0.00');
  });

  it('role boundaries: only finance asks, lists and decides; keys: a named key waits for staff, keys never decide, the configured key posts at once', async () => {
    const member = await newMember(app());
    const finance = await newStaff(app(), 'finance');
    for (const role of ['support', 'risk', 'content', 'admin'] as const) {
      const other = await newStaff(app(), role);
      expect((await adjust(app(), other.headers, member, ABOVE)).status, role).toBe(403);
      expect((await call(app(), { url: '/api/operator/adjustments/pending', headers: other.headers })).status, role).toBe(403);
    }
    const made = await call<{ key: string }>(app(), { method: 'POST', url: '/api/operator/keys', headers: { 'x-operator-key': OPERATOR_KEY }, payload: { name: 'payments tool', scopes: ['money.adjust'] } });
    const tool = { 'x-operator-key': made.body.value!.key };
    const byTool = (await adjust(app(), tool, member, '2000.00')).body.value as PendingAdjustment;
    expect(byTool).toMatchObject({ status: 'pending', requestedBy: 'key:payments tool' });
    for (const headers of [tool, { 'x-operator-key': OPERATOR_KEY }]) {
      const refused = await decide(app(), headers, byTool.id, 'approve');
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'forbidden']);
    }
    const support = await newStaff(app(), 'support');
    expect((await decide(app(), support, byTool.id, 'approve')).status).toBe(403);
    expect((await decide(app(), finance, '999999', 'approve')).body.errorCode).toBe('not_found');
    expect((await decide(app(), finance, byTool.id, 'approve')).body.value).toMatchObject({ status: 'approved' });

    const direct = await adjust(app(), { 'x-operator-key': OPERATOR_KEY }, member, '5000.00');
    expect(direct.body.value).toMatchObject({ journalId: expect.any(String), balance: '7000.00' });
  });
});
