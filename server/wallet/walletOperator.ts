// What operators do with money (API routes and the command line share this): find a
// member's deposits and withdrawals, credit or debit a main wallet (adjustments and
// bonuses, for support, tests and demos), and set the per-merchant money settings.
// Deposits, withdrawals and disputes are decided in their own services; every
// change writes the audit log in its own transaction.
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { accountKeyOf } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import type { DepositService } from './deposits';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from '../centre/inbox';
import type { Ledger } from './ledger';
import type { Actor } from '../operator/operator';
import { operatorMerchantCode } from '../system/system';
import { amountOf } from './wallet';
import type { MerchantChanged } from '../shared/wire/operator';
import type { AdjustmentRequest, VendorWallet, VendorWalletRequest, WalletQueue, WalletSettingsChange } from '../shared/wire/operatorMoney';
import type { WithdrawalService } from './withdrawals';
import type { IdempotentResult } from '../platform/idempotency';
import { needsSecondApprover } from '../shared/staffRoles';
import type { AdjustmentAnswer } from '../shared/wire/adjustmentApprovals';
import { postAdjustment, requestApproval, type AdjustmentChange, type FourEyes } from './adjustmentPosting';

export function createWalletOperatorService(
  db: Kysely<Database>,
  deps: { ledger: Ledger; idempotency: Idempotency; inbox: InboxService; deposits: DepositService; withdrawals: WithdrawalService; onVendorChange?: () => void },
) {
  const merchantCodeOf = (code: string | undefined) => operatorMerchantCode(db, code);


  async function member(merchantCode: string | undefined, account: string): Promise<Selectable<UsersTable>> {
    const code = await merchantCodeOf(merchantCode);
    const user = await db.selectFrom('users').selectAll().where('merchant_code', '=', code).where('account_key', '=', accountKeyOf(account)).executeTakeFirst();
    if (!user) throw new ApiFailure('not_found', { issues: [{ in: 'body', path: '/account', rule: 'unknown_account' }] });
    return user;
  }

  return {
    member,

    /**
     * Credits (house → main) or debits (main → house) a member's main wallet, once per key.
     * With `fourEyes` (a member of staff or a named key asked) an amount above the threshold
     * does not post: it waits for a second member of staff (server/wallet/adjustmentApprovals.ts).
     */
    async adjust(input: AdjustmentRequest, key: string, actor: Actor, fourEyes?: FourEyes): Promise<IdempotentResult<AdjustmentAnswer>> {
      const amount = amountOf(input.amount);
      const user = await member(input.merchantCode, input.account);
      const kind = input.kind ?? 'adjustment';
      const memo = (input.memo ?? '').slice(0, 200);
      const change: AdjustmentChange = { direction: input.direction, amount, kind, memo };
      return deps.idempotency.run(
        { userId: user.id, key: `op:${key}`, scope: 'operator.adjustment', request: change },
        async (trx): Promise<AdjustmentAnswer> => {
          if (fourEyes && needsSecondApprover(amount)) return requestApproval(trx, user, change, actor, fourEyes.staffId);
          return postAdjustment(trx, deps, user, change, actor);
        },
      );
    },

    /** Deposits and withdrawals waiting for an operator (or a member's confirmation), oldest first. */
    async queue(merchantCode?: string): Promise<WalletQueue> {
      const code = merchantCode === undefined ? undefined : await merchantCodeOf(merchantCode);
      let deposits = db.selectFrom('deposits').selectAll().where('status', 'in', ['pending', 'matched']).orderBy('created_at').orderBy('id').limit(200);
      let withdrawals = db.selectFrom('withdrawals').selectAll().where('status', 'in', ['requested', 'paid', 'disputed']).orderBy('created_at').orderBy('id').limit(200);
      if (code) {
        deposits = deposits.where('merchant_code', '=', code);
        withdrawals = withdrawals.where('merchant_code', '=', code);
      }
      const [d, w] = await Promise.all([deposits.execute(), withdrawals.execute()]);
      const owners = new Map((await db.selectFrom('users').select(['id', 'account', 'merchant_code']).where('id', 'in', [0, ...d.map((x) => x.user_id), ...w.map((x) => x.user_id)]).execute()).map((u) => [u.id, u]));
      const [dv, wv] = await Promise.all([deps.deposits.views(d), deps.withdrawals.views(w)]);
      return {
        deposits: dv.map((v, i) => ({ ...v, account: owners.get(d[i]!.user_id)?.account ?? '', merchantCode: d[i]!.merchant_code })),
        withdrawals: wv.map((v, i) => ({ ...v, account: owners.get(w[i]!.user_id)?.account ?? '', merchantCode: w[i]!.merchant_code })),
      };
    },

    /** Limits, fees and the confirmation window of a merchant; validated as a whole. */
    async updateSettings(change: WalletSettingsChange, actor: Actor): Promise<MerchantChanged> {
      const code = await merchantCodeOf(change.merchantCode);
      const set: Record<string, number> = {};
      const money = (field: keyof WalletSettingsChange, column: string) => {
        const value = change[field];
        if (value !== undefined) set[column] = amountOf(value, field);
      };
      money('depositMin', 'deposit_min_minor');
      money('depositMax', 'deposit_max_minor');
      money('withdrawMin', 'withdraw_min_minor');
      money('withdrawMax', 'withdraw_max_minor');
      if (change.withdrawFeeMin !== undefined) set.withdraw_fee_min_minor = amountOf(change.withdrawFeeMin, 'withdrawFeeMin', { allowZero: true });
      if (change.withdrawDailyCount !== undefined) set.withdraw_daily_count = change.withdrawDailyCount;
      if (change.withdrawFeeBps !== undefined) set.withdraw_fee_bps = change.withdrawFeeBps;
      if (change.withdrawConfirmMinutes !== undefined) set.withdraw_confirm_minutes = change.withdrawConfirmMinutes;
      if (change.rebateBps !== undefined) set.rebate_bps = change.rebateBps;
      if (Object.keys(set).length === 0) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/', rule: 'nothing_to_change' }] });
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('merchants').set(set).where('code', '=', code).execute();
          await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'wallet.settings', details: { merchantCode: code, change } });
        });
      } catch (err) {
        // The table's CHECKs (min below max, ranges) speak for the whole change.
        if ((err as { code?: string }).code === '23514') throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/', rule: 'range' }] });
        throw err;
      }
      return { merchantCode: code };
    },

    /** Sets (or clears) a vendor's seamless-wallet secret and wallet mode. */
    async setVendorWallet(input: VendorWalletRequest, actor: Actor): Promise<VendorWallet> {
      if (input.walletMode === 'seamless' && (!input.secret || input.secret.length < 16)) {
        throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/secret', rule: 'minLength', minLength: 16 }] });
      }
      const result = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .updateTable('vendors')
          .set({ wallet_mode: input.walletMode, seamless_secret: input.walletMode === 'seamless' ? input.secret! : null })
          .where('vassalage', '=', input.vendor)
          .returning('vassalage')
          .execute();
        if (rows.length === 0) throw new ApiFailure('not_found');
        // The secret itself never goes to the log.
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'vendor.wallet', details: { vendor: input.vendor, walletMode: input.walletMode } });
        return { vendor: input.vendor, walletMode: input.walletMode };
      });
      deps.onVendorChange?.();
      return result;
    },
  };
}

export type WalletOperatorService = ReturnType<typeof createWalletOperatorService>;
