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
import type { Kysely } from 'kysely';
import type { Database, WithdrawalStatus } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import { DAY, type Clock } from '../platform/clock';
import type { DepositService } from './deposits';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from '../centre/inbox';
import type { Ledger } from './ledger';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { PaymentPasswordService } from '../accounts/paymentPassword';
import type * as wallet from '../shared/wire/wallet';
import type { PayeeAccount } from '../shared/wire/operatorMoney';
import type { Actor } from '../operator/operator';
import { checkImageCount, type Image, type UploadService } from '../platform/uploads';
import { amountOf } from './wallet';
import { assertIdentityAllowsWithdrawal } from '../identity/gate';
import { withdrawalAmountProblem, withdrawalFee, type WithdrawalLimits } from '../shared/withdrawalRules';
import { createBankAccounts } from './bankAccounts';
import { withdrawalPostings } from './withdrawalPostings';
import { createWithdrawalPayouts, lockWithdrawal } from './withdrawalPayouts';
import { withdrawalViews, type Conn, type WithdrawalRow } from './withdrawalViews';

export { MAX_BANK_ACCOUNTS, withdrawalFee } from '../shared/withdrawalRules';
export { CONFIRMATION_JOB_LOCK } from './withdrawalPayouts';
export { maskAccountNumber } from './withdrawalViews';

export type BankAccountView = wallet.BankAccount;
export type WithdrawalView = wallet.Withdrawal;
export type WithdrawalSettings = wallet.WithdrawalSettings;

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

/** The member's side (settings, request, list, confirmation), with the bank accounts and the operator's side. */
export function createWithdrawalService(db: Kysely<Database>, deps: WithdrawalDeps) {
  const { ledger, idempotency, uploads, inbox, clock } = deps;
  const postings = withdrawalPostings(ledger);
  const rowViews = withdrawalViews(uploads);
  const views = (rows: WithdrawalRow[], conn: Conn = db) => rowViews(rows, conn);
  const payouts = createWithdrawalPayouts(db, { postings, views, inbox, deposits: deps.deposits, clock });

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
    ...createBankAccounts(db, clock),
    markPaid: payouts.markPaid,
    reject: payouts.reject,
    resolveDispute: payouts.resolveDispute,
    forceDue: payouts.forceDue,

    /**
     * The full bank account a withdrawal pays to, for finance staff about to pay it (the queue
     * shows it masked); each reveal is written to the audit log.
     */
    async payeeAccount(id: string, actor: Actor): Promise<PayeeAccount> {
      const row = await db
        .selectFrom('withdrawals')
        .innerJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')
        .innerJoin('users', 'users.id', 'withdrawals.user_id')
        .select(['withdrawals.id as id', 'bank_accounts.bank_name', 'bank_accounts.account_name', 'bank_accounts.account_number', 'users.account', 'users.merchant_code'])
        .where('withdrawals.id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ApiFailure('not_found');
      await writeAudit(db, { actor: actor.name, ip: actor.ip, action: 'withdrawal.bank_account_view', details: { withdrawalId: String(row.id), account: row.account, merchantCode: row.merchant_code } });
      return { withdrawalId: String(row.id), bankName: row.bank_name, accountName: row.account_name, accountNumber: row.account_number };
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
        // The merchant's identity rules (server/shared/identityRules.ts): a tier the member lacks waits.
        await assertIdentityAllowsWithdrawal(trx, user, amount);
        const row = await trx
          .insertInto('withdrawals')
          .values({ user_id: user.id, merchant_code: user.merchant_code, bank_account_id: bankAccountId, amount_minor: amount, fee_minor: fee, confirm_minutes: m.withdraw_confirm_minutes, created_at: clock() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await postings.hold(trx, row, user, amount);
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
      const forced = await db.transaction().execute((trx) => payouts.forceOne(trx, id, now));
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
          if (w.matched_deposit_id !== null) await payouts.completeMatch(trx, updated, actor);
        } else {
          updated = await trx.updateTable('withdrawals').set({ status: 'disputed', confirmed_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
          await uploads.store(trx, user.id, 'withdrawal_proof', id, input.images);
        }
        await writeAudit(trx, { actor, ip: ip || null, action: input.received ? 'withdrawal.received' : 'withdrawal.dispute', details: { withdrawalId: id, proofs: input.images.length } });
        return (await views([updated], trx))[0]!;
      });
    },

  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
