// Withdrawals (spec section 4, spec-notes 8), with the member's bank accounts.
//
//   requested ──operator pays──▶ paid ──member: received────────────▶ received
//       │                         ├──member: not received + proof──▶ disputed ──operator──▶ received | refunded
//       └──operator rejects──▶ rejected   └──no answer in time (job)──▶ received (forced)
//
// The amount leaves the main wallet at the request (into the member's withdrawal
// hold). An operator payout moves it from the hold to clearing (less the fee). A
// matched payout, where another member's deposit paid the withdrawer directly,
// keeps it in the hold until the withdrawer confirms (or the deadline forces it):
// then the hold pays the depositor's main wallet, which credits that deposit.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, WithdrawalStatus, WithdrawalsTable } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import { DAY, MINUTE, type Clock } from '../platform/clock';
import type { DepositService } from './deposits';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from '../centre/inbox';
import type { Ledger } from './ledger';
import type { Actor } from '../operator/operator';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { PaymentPasswordService } from '../accounts/paymentPassword';
import type * as wallet from '../shared/wire/wallet';
import { checkImageCount, type Image, type UploadService } from '../platform/uploads';
import { amountOf } from './wallet';
import {
  bankAccountProblems,
  MAX_BANK_ACCOUNTS,
  normaliseBankAccount,
  withdrawalAmountProblem,
  withdrawalFee,
  type WithdrawalLimits,
} from '../shared/withdrawalRules';

export { MAX_BANK_ACCOUNTS, withdrawalFee };
/** Any constant works; it keeps two servers from running the deadline job at once. */
export const CONFIRMATION_JOB_LOCK = 724_005;

type WithdrawalRow = Selectable<WithdrawalsTable>;
type Conn = Kysely<Database> | Transaction<Database>;

export type BankAccountView = wallet.BankAccount;

export type WithdrawalView = wallet.Withdrawal;

export type WithdrawalSettings = wallet.WithdrawalSettings;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The last four characters only: enough for the owner, too little for anyone else. */
export const maskAccountNumber = (n: string) => (n.length <= 4 ? n : `${'*'.repeat(Math.min(8, n.length - 4))}${n.slice(-4)}`);


const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

function idOf(input: unknown, field: string): string {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '';
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: `/${field}`, rule: 'id' }] });
  return text;
}

export interface WithdrawalDeps {
  ledger: Ledger;
  idempotency: Idempotency;
  uploads: UploadService;
  inbox: InboxService;
  paymentPassword: PaymentPasswordService;
  deposits: DepositService;
  clock: Clock;
}

export function createWithdrawalService(db: Kysely<Database>, deps: WithdrawalDeps) {
  const { ledger, idempotency, uploads, inbox, clock } = deps;

  async function views(rows: WithdrawalRow[], conn: Conn = db): Promise<WithdrawalView[]> {
    if (rows.length === 0) return [];
    const [banks, proofs, currencies] = await Promise.all([
      conn.selectFrom('bank_accounts').selectAll().where('id', 'in', [...new Set(rows.map((r) => String(r.bank_account_id)))]).execute(),
      uploads.list('withdrawal_proof', rows.map((r) => String(r.id)), conn),
      conn.selectFrom('merchants').select(['code', 'currency']).where('code', 'in', [...new Set(rows.map((r) => r.merchant_code))]).execute(),
    ]);
    return rows.map((r) => {
      const bank = banks.find((b) => String(b.id) === String(r.bank_account_id))!;
      const amount = minorOf(r.amount_minor);
      const fee = minorOf(r.fee_minor);
      return {
        id: String(r.id),
        amount: formatMinor(amount),
        fee: formatMinor(fee),
        netAmount: formatMinor(amount - fee),
        currency: currencies.find((c) => c.code === r.merchant_code)?.currency ?? '',
        status: r.status,
        bankAccount: { id: String(bank.id), bankName: bank.bank_name, accountName: bank.account_name, accountNumber: maskAccountNumber(bank.account_number) },
        matched: r.matched_deposit_id !== null,
        forced: r.forced,
        confirmMinutes: r.confirm_minutes,
        confirmDeadline: iso(r.confirm_deadline),
        note: r.note,
        createdAt: iso(r.created_at)!,
        paidAt: iso(r.paid_at),
        confirmedAt: iso(r.confirmed_at),
        resolvedAt: iso(r.resolved_at),
        proofs: proofs.get(String(r.id)) ?? [],
      };
    });
  }

  async function lockWithdrawal(trx: Transaction<Database>, id: string, userId?: number): Promise<WithdrawalRow> {
    let query = trx.selectFrom('withdrawals').selectAll().where('id', '=', id);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const row = await query.forUpdate().executeTakeFirst();
    if (!row) throw new ApiFailure('not_found');
    return row;
  }

  async function memberOf(trx: Transaction<Database>, userId: number) {
    return trx.selectFrom('users').select(['id', 'account', 'merchant_code', 'currency']).where('id', '=', userId).executeTakeFirstOrThrow();
  }

  /**
   * A matched payout is confirmed: the withdrawer's hold pays the depositor's main
   * wallet (less the fee), which is that deposit being credited.
   */
  async function completeMatch(trx: Transaction<Database>, w: WithdrawalRow, by: string): Promise<void> {
    const deposit = await deps.deposits.lockDeposit(trx, String(w.matched_deposit_id));
    if (deposit.status !== 'matched') throw new ApiFailure('invalid_state', { depositStatus: deposit.status });
    const withdrawer = await memberOf(trx, w.user_id);
    const depositor = await memberOf(trx, deposit.user_id);
    const amount = minorOf(w.amount_minor);
    const fee = minorOf(w.fee_minor);
    await ledger.post(trx, {
      merchantCode: w.merchant_code,
      currency: withdrawer.currency,
      kind: 'deposit_match',
      userId: depositor.id,
      reference: `withdrawal:${w.id}`,
      memo: `deposit ${deposit.id} paid withdrawal ${w.id}`,
      lines: [
        { account: { kind: 'withdrawal_hold', userId: withdrawer.id }, amount: -amount },
        { account: { kind: 'main', userId: depositor.id }, amount: amount - fee },
        { account: { kind: 'fees', merchantCode: w.merchant_code }, amount: fee },
      ],
    });
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
  async function forceOne(trx: Transaction<Database>, id: string, now: Date): Promise<boolean> {
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

  async function settings(user: UserRow, conn: Conn = db): Promise<WithdrawalSettings> {
    const m = await conn.selectFrom('merchants').selectAll().where('code', '=', user.merchant_code).executeTakeFirstOrThrow();
    const used = await conn
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', user.id)
      .where('created_at', '>=', startOfUtcDay(clock()))
      .executeTakeFirstOrThrow();
    const password = await conn.selectFrom('users').select('payment_password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    return {
      currency: m.currency,
      min: formatMinor(minorOf(m.withdraw_min_minor)),
      max: formatMinor(minorOf(m.withdraw_max_minor)),
      feeBps: m.withdraw_fee_bps,
      feeMin: formatMinor(minorOf(m.withdraw_fee_min_minor)),
      dailyCount: m.withdraw_daily_count,
      usedToday: Number(used.n),
      confirmMinutes: m.withdraw_confirm_minutes,
      hasPaymentPassword: password.payment_password_hash !== null,
    };
  }

  return {
    views,
    settings,

    async bankAccounts(user: UserRow): Promise<BankAccountView[]> {
      const rows = await db.selectFrom('bank_accounts').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
      return rows.map((b) => ({ id: String(b.id), bankName: b.bank_name, accountName: b.account_name, accountNumber: maskAccountNumber(b.account_number), createdAt: iso(b.created_at)! }));
    },

    /** Adds a bank account (the same one twice answers the existing one). */
    async addBankAccount(user: UserRow, input: { bankName: string; accountName: string; accountNumber: string }, ip: string): Promise<BankAccountView> {
      const { bankName, accountName, accountNumber } = normaliseBankAccount(input);
      // The shared rule (server/shared/withdrawalRules.ts); names break by length, the number by pattern.
      const issues = bankAccountProblems(input).map(({ field }) => ({ path: `/${field}`, rule: field === 'accountNumber' ? 'pattern' : 'length' }));
      if (issues.length) throw new ApiFailure('bad_request', { issues: issues.map((i) => ({ in: 'body', ...i })) });
      return db.transaction().execute(async (trx) => {
        // One member's additions queue here, so the limit holds under concurrent calls.
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        const existing = await trx.selectFrom('bank_accounts').selectAll().where('user_id', '=', user.id).execute();
        let row = existing.find((b) => b.bank_name === bankName && b.account_number === accountNumber);
        if (!row) {
          if (existing.length >= MAX_BANK_ACCOUNTS) throw new ApiFailure('too_many_bank_accounts', { max: MAX_BANK_ACCOUNTS });
          row = await trx
            .insertInto('bank_accounts')
            .values({ user_id: user.id, bank_name: bankName, account_name: accountName, account_number: accountNumber, created_at: clock() })
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(trx, { actor: `member:${user.merchant_code}:${user.account}`, ip: ip || null, action: 'bank_account.add', details: { bankAccountId: String(row.id), bankName } });
        }
        return { id: String(row.id), bankName: row.bank_name, accountName: row.account_name, accountNumber: maskAccountNumber(row.account_number), createdAt: iso(row.created_at)! };
      });
    },

    async request(user: UserRow, input: { bankAccountId: unknown; amount: unknown; paymentPassword?: string }, key: string, ip: string) {
      const amount = amountOf(input.amount);
      const bankAccountId = idOf(input.bankAccountId, 'bankAccountId');
      // The password is never part of what identifies the request: its hash would be a weak copy of it.
      const req = { userId: user.id, key, scope: 'wallet.withdrawal', request: { amount, bankAccountId } };
      const earlier = await idempotency.lookup<WithdrawalView>(req);
      if (earlier) return { value: earlier, replayed: true };
      await deps.paymentPassword.verify(user, input.paymentPassword);
      return idempotency.run(req, async (trx): Promise<WithdrawalView> => {
        // One member's requests queue here: the daily count and the balance check see each other.
        await ledger.lockMemberAccounts(trx, user.merchant_code, user.currency, [{ kind: 'main', userId: user.id }]);
        const limits = await settings(user, trx);
        const m = await trx.selectFrom('merchants').selectAll().where('code', '=', user.merchant_code).executeTakeFirstOrThrow();
        const bank = await trx.selectFrom('bank_accounts').select('id').where('id', '=', bankAccountId).where('user_id', '=', user.id).executeTakeFirst();
        if (!bank) throw new ApiFailure('not_found', { issues: [{ in: 'body', path: '/bankAccountId', rule: 'unknown' }] });
        const rules: WithdrawalLimits = {
          min: minorOf(m.withdraw_min_minor),
          max: minorOf(m.withdraw_max_minor),
          feeBps: m.withdraw_fee_bps,
          feeMin: minorOf(m.withdraw_fee_min_minor),
          dailyCount: limits.dailyCount,
          usedToday: limits.usedToday,
        };
        const fee = withdrawalFee(amount, rules.feeBps, rules.feeMin);
        const problem = withdrawalAmountProblem(amount, rules);
        if (problem === 'range' || problem === 'feeTooHigh') throw new ApiFailure('amount_out_of_range', { min: limits.min, max: limits.max, fee: formatMinor(fee) });
        if (problem === 'limitReached') throw new ApiFailure('withdrawal_limit_reached', { dailyCount: limits.dailyCount });
        const row = await trx
          .insertInto('withdrawals')
          .values({ user_id: user.id, merchant_code: user.merchant_code, bank_account_id: bankAccountId, amount_minor: amount, fee_minor: fee, confirm_minutes: m.withdraw_confirm_minutes, created_at: clock() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'withdrawal_hold',
          userId: user.id,
          reference: `withdrawal:${row.id}`,
          memo: `withdrawal ${row.id}`,
          lines: [
            { account: { kind: 'main', userId: user.id }, amount: -amount },
            { account: { kind: 'withdrawal_hold', userId: user.id }, amount },
          ],
        });
        await writeAudit(trx, { actor: `member:${user.merchant_code}:${user.account}`, ip: ip || null, action: 'withdrawal.request', details: { withdrawalId: String(row.id), amount: formatMinor(amount), fee: formatMinor(fee) } });
        return (await views([row], trx))[0]!;
      });
    },

    async list(user: UserRow, pageNo: number, status?: string): Promise<Page<WithdrawalView>> {
      let base = db.selectFrom('withdrawals').where('user_id', '=', user.id);
      if (status) base = base.where('status', '=', status as WithdrawalStatus);
      const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute();
      return page(await views(rows), pageNo, total);
    },

    async get(user: UserRow, id: string): Promise<WithdrawalView> {
      const row = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
      if (!row) throw new ApiFailure('not_found');
      return (await views([row]))[0]!;
    },

    /** The member's answer to a payout: received, or not received with 1..3 proof images. */
    async confirm(user: UserRow, id: string, input: { received: boolean; images: readonly Image[] }, key: string, ip: string) {
      if (input.received && input.images.length > 0) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/proof', rule: 'not_allowed_when_received' }] });
      if (!input.received) checkImageCount(input.images, { min: 1 });
      const req = { userId: user.id, key, scope: 'wallet.withdrawal_confirmation', request: { id, received: input.received, proofs: input.images.map((i) => i.sha256) } };
      const earlier = await idempotency.lookup<WithdrawalView>(req);
      if (earlier) return { value: earlier, replayed: true };
      // Past the deadline the answer comes too late: the withdrawal closes as the job would close it.
      const now = clock();
      const forced = await db.transaction().execute((trx) => forceOne(trx, id, now));
      if (forced) {
        const closed = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (closed.user_id === user.id) throw new ApiFailure('invalid_state', { status: closed.status, forced: true });
      }
      return idempotency.run(req, async (trx): Promise<WithdrawalView> => {
        const w = await lockWithdrawal(trx, id, user.id);
        if (w.status !== 'paid') throw new ApiFailure('invalid_state', { status: w.status, forced: w.forced });
        const actor = `member:${user.merchant_code}:${user.account}`;
        let updated: WithdrawalRow;
        if (input.received) {
          updated = await trx.updateTable('withdrawals').set({ status: 'received', confirmed_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
          if (w.matched_deposit_id !== null) await completeMatch(trx, updated, actor);
        } else {
          updated = await trx.updateTable('withdrawals').set({ status: 'disputed', confirmed_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
          await uploads.store(trx, user.id, 'withdrawal_proof', id, input.images);
        }
        await writeAudit(trx, { actor, ip: ip || null, action: input.received ? 'withdrawal.received' : 'withdrawal.dispute', details: { withdrawalId: id, proofs: input.images.length } });
        return (await views([updated], trx))[0]!;
      });
    },

    /** Operator: the money was sent, or (matchedDepositId) another member's deposit paid it. */
    async markPaid(id: string, input: { matchedDepositId?: string }, actor: Actor): Promise<WithdrawalView> {
      return db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, id);
        if (w.status !== 'requested') throw new ApiFailure('invalid_state', { status: w.status });
        const member = await memberOf(trx, w.user_id);
        const amount = minorOf(w.amount_minor);
        const fee = minorOf(w.fee_minor);
        const now = clock();
        let matched: string | null = null;
        if (input.matchedDepositId !== undefined) {
          const deposit = await deps.deposits.lockDeposit(trx, input.matchedDepositId);
          if (deposit.status !== 'pending') throw new ApiFailure('invalid_state', { depositStatus: deposit.status });
          if (deposit.user_id === w.user_id || deposit.merchant_code !== w.merchant_code) throw new ApiFailure('operation_not_allowed', { reason: 'deposit_not_matchable' });
          if (minorOf(deposit.amount_minor) !== amount - fee) throw new ApiFailure('amount_out_of_range', { reason: 'deposit_amount_differs', expected: formatMinor(amount - fee) });
          await trx.updateTable('deposits').set({ status: 'matched', matched_withdrawal_id: id }).where('id', '=', String(deposit.id)).execute();
          matched = String(deposit.id);
        } else {
          await ledger.post(trx, {
            merchantCode: w.merchant_code,
            currency: member.currency,
            kind: 'withdrawal_payout',
            userId: member.id,
            reference: `withdrawal:${id}`,
            memo: `withdrawal ${id} paid`,
            lines: [
              { account: { kind: 'withdrawal_hold', userId: member.id }, amount: -amount },
              { account: { kind: 'clearing', merchantCode: w.merchant_code }, amount: amount - fee },
              { account: { kind: 'fees', merchantCode: w.merchant_code }, amount: fee },
            ],
          });
        }
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
    async reject(id: string, note: string, actor: Actor): Promise<WithdrawalView> {
      return db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, id);
        if (w.status !== 'requested') throw new ApiFailure('invalid_state', { status: w.status });
        const member = await memberOf(trx, w.user_id);
        const amount = minorOf(w.amount_minor);
        await ledger.post(trx, {
          merchantCode: w.merchant_code,
          currency: member.currency,
          kind: 'withdrawal_release',
          userId: member.id,
          reference: `withdrawal:${id}`,
          memo: `withdrawal ${id} rejected`,
          lines: [
            { account: { kind: 'withdrawal_hold', userId: member.id }, amount: -amount },
            { account: { kind: 'main', userId: member.id }, amount },
          ],
        });
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
    async resolveDispute(id: string, input: { outcome: 'received' | 'refunded'; note?: string }, actor: Actor): Promise<WithdrawalView> {
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
          await ledger.post(trx, {
            merchantCode: w.merchant_code,
            currency: member.currency,
            kind: 'withdrawal_release',
            userId: member.id,
            reference: `withdrawal:${id}`,
            memo: `withdrawal ${id} refunded after dispute`,
            lines: [
              { account: { kind: 'withdrawal_hold', userId: member.id }, amount: -amount },
              { account: { kind: 'main', userId: member.id }, amount },
            ],
          });
          await trx.updateTable('deposits').set({ status: 'rejected', note: 'payment not received by the withdrawer', decided_at: clock(), decided_by: actor.name }).where('id', '=', String(w.matched_deposit_id)).execute();
        } else {
          await ledger.post(trx, {
            merchantCode: w.merchant_code,
            currency: member.currency,
            kind: 'withdrawal_refund',
            userId: member.id,
            reference: `withdrawal:${id}`,
            memo: `withdrawal ${id} refunded after dispute`,
            lines: [
              { account: { kind: 'clearing', merchantCode: w.merchant_code }, amount: -(amount - fee) },
              { account: { kind: 'fees', merchantCode: w.merchant_code }, amount: -fee },
              { account: { kind: 'main', userId: member.id }, amount },
            ],
          });
        }
        const updated = await trx
          .updateTable('withdrawals')
          .set({ status: input.outcome, note, resolved_at: clock() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await inbox.send(trx, {
          merchantCode: w.merchant_code,
          userId: member.id,
          kind: input.outcome === 'received' ? 'withdrawal_dispute_closed' : 'withdrawal_refunded',
          params: { withdrawalId: id, amount: formatMinor(amount), note },
          title: input.outcome === 'received' ? 'Withdrawal dispute closed' : 'Withdrawal refunded',
          content:
            input.outcome === 'received'
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

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
