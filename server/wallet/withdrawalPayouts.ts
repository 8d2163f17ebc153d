// The operator's and the deadline job's side of a withdrawal (server/wallet/withdrawals.ts
// draws the whole state chart): pay it (directly or by a matched deposit), refuse it,
// settle a dispute, and close as received what the member left unanswered.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import type * as wallet from '../shared/wire/wallet';
import { writeAudit } from '../platform/audit';
import { MINUTE, type Clock } from '../platform/clock';
import type { DepositService } from './deposits';
import type { InboxService } from '../centre/inbox';
import type { Actor } from '../operator/operator';
import type { WithdrawalPostings } from './withdrawalPostings';
import type { WithdrawalRow, Conn } from './withdrawalViews';

/** Any constant works; it keeps two servers from running the deadline job at once. */
export const CONFIRMATION_JOB_LOCK = 724_005;

type Trx = Transaction<Database>;

export interface PayoutDeps {
  postings: WithdrawalPostings;
  views: (rows: WithdrawalRow[], conn: Conn) => Promise<wallet.Withdrawal[]>;
  inbox: InboxService;
  deposits: DepositService;
  clock: Clock;
}

export async function lockWithdrawal(trx: Trx, id: string, userId?: number): Promise<WithdrawalRow> {
  let query = trx.selectFrom('withdrawals').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new ApiFailure('not_found');
  return row;
}

const memberOf = (trx: Trx, userId: number) =>
  trx.selectFrom('users').select(['id', 'account', 'merchant_code', 'currency']).where('id', '=', userId).executeTakeFirstOrThrow();

export function createWithdrawalPayouts(db: Kysely<Database>, deps: PayoutDeps) {
  const { postings, views, inbox, clock } = deps;

  /**
   * A matched payout is confirmed: the withdrawer's hold pays the depositor's main
   * wallet (less the fee), which is that deposit being credited.
   */
  async function completeMatch(trx: Trx, w: WithdrawalRow, by: string): Promise<void> {
    const deposit = await deps.deposits.lockDeposit(trx, String(w.matched_deposit_id));
    if (deposit.status !== 'matched') throw new ApiFailure('invalid_state', { depositStatus: deposit.status });
    const withdrawer = await memberOf(trx, w.user_id);
    const depositor = await memberOf(trx, deposit.user_id);
    const amount = minorOf(w.amount_minor);
    const fee = minorOf(w.fee_minor);
    await postings.payDepositor(trx, w, withdrawer, depositor, String(deposit.id), amount, fee);
    await trx.updateTable('deposits').set({ status: 'approved', decided_at: clock(), decided_by: by }).where('id', '=', String(deposit.id)).execute();
    await inbox.send(trx, {
      merchantCode: deposit.merchant_code,
      userId: depositor.id,
      kind: 'deposit_approved',
      params: { depositId: String(deposit.id), amount: formatMinor(amount - fee) },
      title: 'Deposit approved',
      content: `Your deposit of ${formatMinor(amount - fee)} ${depositor.currency} (reference ${deposit.reference}) was credited to your main wallet.`,
    });
  }

  /** Closes one paid withdrawal whose deadline passed; false when it was not due (or done already). */
  async function forceOne(trx: Trx, id: string, now: Date): Promise<boolean> {
    const closed = await trx
      .updateTable('withdrawals')
      .set({ status: 'received', forced: true, confirmed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where('confirm_deadline', '<=', now)
      .returningAll()
      .executeTakeFirst();
    if (!closed) return false;
    if (closed.matched_deposit_id !== null) await completeMatch(trx, closed, 'deadline');
    await inbox.send(trx, {
      merchantCode: closed.merchant_code,
      userId: closed.user_id,
      kind: 'withdrawal_forced_received',
      params: { withdrawalId: String(closed.id), amount: formatMinor(minorOf(closed.amount_minor)) },
      title: 'Withdrawal closed as received',
      content: `Withdrawal ${closed.id} was not confirmed within ${closed.confirm_minutes} minutes and is now closed as received.`,
    });
    await writeAudit(trx, { actor: 'job:withdrawal-confirmations', ip: null, action: 'withdrawal.forced_received', details: { withdrawalId: String(closed.id), matched: closed.matched_deposit_id !== null } });
    return true;
  }

  /** A matched payout: the pending deposit of another member of the same merchant, of the net amount, pays it. */
  async function matchDeposit(trx: Trx, w: WithdrawalRow, depositId: string, net: number): Promise<string> {
    const deposit = await deps.deposits.lockDeposit(trx, depositId);
    if (deposit.status !== 'pending') throw new ApiFailure('invalid_state', { depositStatus: deposit.status });
    if (deposit.user_id === w.user_id || deposit.merchant_code !== w.merchant_code) throw new ApiFailure('operation_not_allowed', { reason: 'deposit_not_matchable' });
    if (minorOf(deposit.amount_minor) !== net) throw new ApiFailure('amount_out_of_range', { reason: 'deposit_amount_differs', expected: formatMinor(net) });
    await trx.updateTable('deposits').set({ status: 'matched', matched_withdrawal_id: String(w.id) }).where('id', '=', String(deposit.id)).execute();
    return String(deposit.id);
  }

  return {
    completeMatch,
    forceOne,

    /** Operator: the money was sent, or (matchedDepositId) another member's deposit paid it. */
    async markPaid(id: string, input: { matchedDepositId?: string }, actor: Actor): Promise<wallet.Withdrawal> {
      return db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, id);
        if (w.status !== 'requested') throw new ApiFailure('invalid_state', { status: w.status });
        const member = await memberOf(trx, w.user_id);
        const amount = minorOf(w.amount_minor);
        const fee = minorOf(w.fee_minor);
        const now = clock();
        let matched: string | null = null;
        if (input.matchedDepositId !== undefined) matched = await matchDeposit(trx, w, input.matchedDepositId, amount - fee);
        else await postings.payout(trx, w, member, amount, fee);
        const m = await trx.selectFrom('merchants').select('withdraw_confirm_minutes').where('code', '=', w.merchant_code).executeTakeFirstOrThrow();
        const deadline = new Date(now.getTime() + m.withdraw_confirm_minutes * MINUTE);
        const updated = await trx
          .updateTable('withdrawals')
          .set({ status: 'paid', paid_at: now, confirm_minutes: m.withdraw_confirm_minutes, confirm_deadline: deadline, matched_deposit_id: matched, decided_by: actor.name })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await inbox.send(trx, {
          merchantCode: w.merchant_code,
          userId: member.id,
          kind: 'withdrawal_paid',
          params: { withdrawalId: id, amount: formatMinor(amount - fee), confirmDeadline: deadline.toISOString() },
          title: 'Withdrawal paid',
          content: `Withdrawal ${id} of ${formatMinor(amount - fee)} ${member.currency} was paid. Please confirm whether you received it within ${m.withdraw_confirm_minutes} minutes.`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'withdrawal.paid', details: { withdrawalId: id, matchedDepositId: matched } });
        return (await views([updated], trx))[0]!;
      });
    },

    /** Operator: refused before payout; the held amount returns to the main wallet. */
    async reject(id: string, note: string, actor: Actor): Promise<wallet.Withdrawal> {
      return db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, id);
        if (w.status !== 'requested') throw new ApiFailure('invalid_state', { status: w.status });
        const member = await memberOf(trx, w.user_id);
        const amount = minorOf(w.amount_minor);
        await postings.release(trx, w, member, amount);
        const updated = await trx.updateTable('withdrawals').set({ status: 'rejected', note, resolved_at: clock(), decided_by: actor.name }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await inbox.send(trx, {
          merchantCode: w.merchant_code,
          userId: member.id,
          kind: 'withdrawal_rejected',
          params: { withdrawalId: id, amount: formatMinor(amount), note },
          title: 'Withdrawal rejected',
          content: `Withdrawal ${id} was rejected${note ? `: ${note}` : '.'} The amount is back in your main wallet.`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'withdrawal.reject', details: { withdrawalId: id, note } });
        return (await views([updated], trx))[0]!;
      });
    },

    /** Operator: a dispute ends as received after all, or refunded (the payout never arrived). */
    async resolveDispute(id: string, input: { outcome: 'received' | 'refunded'; note?: string }, actor: Actor): Promise<wallet.Withdrawal> {
      return db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, id);
        if (w.status !== 'disputed') throw new ApiFailure('invalid_state', { status: w.status });
        const member = await memberOf(trx, w.user_id);
        const amount = minorOf(w.amount_minor);
        const fee = minorOf(w.fee_minor);
        const note = input.note ?? '';
        if (input.outcome === 'received') {
          if (w.matched_deposit_id !== null) await completeMatch(trx, w, actor.name);
        } else if (w.matched_deposit_id !== null) {
          // The depositor never paid: the withdrawer gets the hold back, the deposit is refused.
          await postings.release(trx, w, member, amount);
          await trx.updateTable('deposits').set({ status: 'rejected', note: 'payment not received by the withdrawer', decided_at: clock(), decided_by: actor.name }).where('id', '=', String(w.matched_deposit_id)).execute();
        } else {
          await postings.refund(trx, w, member, amount, fee);
        }
        const updated = await trx
          .updateTable('withdrawals')
          .set({ status: input.outcome, note, resolved_at: clock() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const received = input.outcome === 'received';
        await inbox.send(trx, {
          merchantCode: w.merchant_code,
          userId: member.id,
          kind: received ? 'withdrawal_dispute_closed' : 'withdrawal_refunded',
          params: { withdrawalId: id, amount: formatMinor(amount), note },
          title: received ? 'Withdrawal dispute closed' : 'Withdrawal refunded',
          content: received
            ? `The dispute of withdrawal ${id} was closed: the payout was found to have arrived.${note ? ` ${note}` : ''}`
            : `Withdrawal ${id} was refunded to your main wallet.${note ? ` ${note}` : ''}`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'withdrawal.dispute_resolved', details: { withdrawalId: id, outcome: input.outcome, note } });
        return (await views([updated], trx))[0]!;
      });
    },

    /**
     * The deadline job: every paid withdrawal still unanswered at `now` closes as
     * received (forced), crediting a matched deposit. Safe to run again for the same
     * moment, and on several servers at once: each row changes only from 'paid', and
     * on PostgreSQL one run at a time holds an advisory lock (others skip).
     */
    async forceDue(now: Date = clock(), batch = 200): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${CONFIRMATION_JOB_LOCK}) AS locked`.execute(trx);
        if (!rows[0]?.locked) return 0;
        const due = await trx
          .selectFrom('withdrawals')
          .select('id')
          .where('status', '=', 'paid')
          .where('confirm_deadline', '<=', now)
          .orderBy('confirm_deadline')
          .limit(batch)
          .execute();
        let closed = 0;
        for (const { id } of due) if (await forceOne(trx, String(id), now)) closed += 1;
        return closed;
      });
    },
  };
}
