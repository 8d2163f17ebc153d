// Two staff members deciding the same queue item at once: exactly one decision holds, the
// other is told the item is no longer waiting (invalid_state), and the money, the member's
// inbox and the audit log show one decision only.
import { describe, expect, it } from 'vitest';
import type { Deposit, Withdrawal } from '../../server/shared/wire/wallet';
import { DB_KINDS, type Answer } from './harness';
import { newStaff, staffCall } from './staff.helpers';
import { as, credit, mainBalance, newMember, ok, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('back office decisions on %s', (kind) => {
  const { app } = useWalletApp(kind);

  /** One success and one invalid_state, whichever came first. */
  function oneHolds(answers: Answer[]) {
    const codes = answers.map((a) => (a.status === 200 ? 'ok' : a.body.errorCode)).sort();
    expect(codes).toEqual(['invalid_state', 'ok']);
  }

  const inboxCount = async (m: TestMember) =>
    Number((await app().store.db.selectFrom('inbox_messages').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', m.user.id).executeTakeFirstOrThrow()).n);

  it('a deposit approved by one finance staff member and rejected by another at once: one decision, one credit, one message', async () => {
    const [first, second] = [await newStaff(app(), 'finance'), await newStaff(app(), 'finance')];
    const m = await newMember(app());
    const methods = await ok<{ id: string }[]>(as(app(), m, { url: '/api/wallet/deposit-methods' }));
    const deposit = await ok<Deposit>(as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: methods[0]!.id, amount: '600.00', reference: 'RACE-1' } }));
    const messagesBefore = await inboxCount(m);
    const answers = await Promise.all([
      staffCall(app(), first, 'POST', `/api/operator/deposits/${deposit.id}/approve`),
      staffCall(app(), second, 'POST', `/api/operator/deposits/${deposit.id}/reject`, { note: 'No such transfer' }),
    ]);
    oneHolds(answers);
    const approved = answers[0]!.status === 200;
    expect(await mainBalance(app(), m)).toBe(approved ? '600.00' : '0.00');
    expect(await inboxCount(m)).toBe(messagesBefore + 1);
    const decisions = await app().store.db.selectFrom('audit_log').select('actor').where('action', 'in', ['deposit.approve', 'deposit.reject']).where('details', '@>', JSON.stringify({ depositId: deposit.id }) as never).execute();
    expect(decisions.map((d) => d.actor)).toEqual([`staff:${(approved ? first : second).username}`]);
  });

  it('the same approval sent twice at once credits once', async () => {
    const finance = await newStaff(app(), 'finance');
    const m = await newMember(app());
    const methods = await ok<{ id: string }[]>(as(app(), m, { url: '/api/wallet/deposit-methods' }));
    const deposit = await ok<Deposit>(as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: methods[0]!.id, amount: '700.00', reference: 'RACE-2' } }));
    const approve = () => staffCall(app(), finance, 'POST', `/api/operator/deposits/${deposit.id}/approve`);
    oneHolds(await Promise.all([approve(), approve()]));
    expect(await mainBalance(app(), m)).toBe('700.00');
  });

  it('a withdrawal marked paid by one and rejected by another at once: paid or refunded, never both', async () => {
    const [first, second] = [await newStaff(app(), 'finance'), await newStaff(app(), 'finance')];
    const m = await newMember(app(), { paymentPassword: '246810' });
    await credit(app(), m, '5000.00');
    const bank = await ok<{ id: string }>(as(app(), m, { method: 'POST', url: '/api/wallet/bank-accounts', body: { bankName: 'Race Bank', accountName: 'Race Member', accountNumber: '0123456789' } }));
    const withdrawal = await ok<Withdrawal>(as(app(), m, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount: '1000', paymentPassword: '246810' } }));
    expect(await mainBalance(app(), m)).toBe('4000.00');
    const answers = await Promise.all([
      staffCall(app(), first, 'POST', `/api/operator/withdrawals/${withdrawal.id}/paid`, {}),
      staffCall(app(), second, 'POST', `/api/operator/withdrawals/${withdrawal.id}/reject`, { note: 'Bank details do not match' }),
    ]);
    oneHolds(answers);
    // A rejection gives the whole amount back; a payment keeps it out.
    expect(await mainBalance(app(), m)).toBe(answers[0]!.status === 200 ? '4000.00' : '5000.00');
    expect(await app().services.ledger.discrepancies()).toEqual([]);
  });

  it('a member of staff must say why a deposit or withdrawal is refused; the member reads the reason', async () => {
    const finance = await newStaff(app(), 'finance');
    const m = await newMember(app());
    const methods = await ok<{ id: string }[]>(as(app(), m, { url: '/api/wallet/deposit-methods' }));
    const deposit = await ok<Deposit>(as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: methods[0]!.id, amount: '650.00', reference: 'WHY-1' } }));
    for (const body of [undefined, {}, { note: '   ' }]) {
      const answer = await staffCall(app(), finance, 'POST', `/api/operator/deposits/${deposit.id}/reject`, body);
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'bad_request']);
    }
    const rejected = await staffCall<Deposit>(app(), finance, 'POST', `/api/operator/deposits/${deposit.id}/reject`, { note: 'The transfer did not arrive' });
    expect(rejected.body.value).toMatchObject({ status: 'rejected' });
    const message = await app().store.db.selectFrom('inbox_messages').select('content').where('user_id', '=', m.user.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message.content).toContain('The transfer did not arrive');
  });

  it('support, content and risk staff cannot decide money', async () => {
    const m = await newMember(app());
    const methods = await ok<{ id: string }[]>(as(app(), m, { url: '/api/wallet/deposit-methods' }));
    const deposit = await ok<Deposit>(as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: methods[0]!.id, amount: '800.00', reference: 'RACE-3' } }));
    for (const role of ['support', 'content', 'risk'] as const) {
      const staff = await newStaff(app(), role);
      expect((await staffCall(app(), staff, 'POST', `/api/operator/deposits/${deposit.id}/approve`)).status, role).toBe(403);
    }
    expect(await mainBalance(app(), m)).toBe('0.00');
  });
});
