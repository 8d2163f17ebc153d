// A member's wallets: the main wallet and one per vendor that keeps its own
// (transfer-wallet vendors); balances, transfers between main and a vendor wallet,
// "recall all" back to main, and transfers to the member's upline. Every call that
// moves money runs once per idempotency key (services/idempotency.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf, parseAmount, type ParseOptions } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from '../centre/inbox';
import type { Clock } from '../platform/clock';
import { assertMayStake, type StakeLimits } from '../protection/gate';
import { sumOf, type Ledger, type MemberAccountRef } from './ledger';

export const MAIN_WALLET = 'main';
const VENDOR_CACHE_MS = 5_000;

export interface WalletLine {
  wallet: string;
  name: string;
  balance: string;
}

export interface WalletBalance {
  sumBalance: string;
  currency: string;
  currencySymbol: string;
  wallets: WalletLine[];
}

export interface TransferAnswer {
  transferId: string;
  from: string;
  to: string;
  amount: string;
  sumBalance: string;
  wallets: { wallet: string; balance: string }[];
}

export interface RecallAnswer {
  transferId: string | null;
  recalled: string;
  wallets: { wallet: string; amount: string }[];
  sumBalance: string;
}

export interface UplineTransferAnswer {
  transferId: string;
  amount: string;
  upline: { account: string; nickname: string };
  balance: string;
  sumBalance: string;
}

/** Minor units of an amount string, or 400 invalid_amount with the reason. */
export function amountOf(input: unknown, field = 'amount', opts: ParseOptions = {}): number {
  const parsed = parseAmount(input, opts);
  if (!parsed.ok) throw new ApiFailure('invalid_amount', { field, problem: parsed.problem });
  return parsed.minor;
}

/** The query of a member's main plus vendor wallets (one row, `total`), to run or nest. */
export function memberSumBalanceQuery(conn: Kysely<Database> | Transaction<Database>, userId: number) {
  return conn
    .selectFrom('ledger_accounts')
    .select(sql<string | number | null>`sum(balance)`.as('total'))
    .where('user_id', '=', userId)
    .where('kind', 'in', ['main', 'vendor']);
}

/** Main plus vendor wallets: what the header shows as the member's balance. */
export async function memberSumBalance(conn: Kysely<Database> | Transaction<Database>, userId: number): Promise<number> {
  const row = await memberSumBalanceQuery(conn, userId).executeTakeFirst();
  return minorOf(row?.total ?? 0);
}

export function walletRef(userId: number, wallet: string): MemberAccountRef {
  return wallet === MAIN_WALLET ? { kind: 'main', userId } : { kind: 'vendor', userId, vendor: wallet };
}

export function createWalletService(db: Kysely<Database>, deps: { ledger: Ledger; idempotency: Idempotency; inbox: InboxService; clock: Clock; limits: StakeLimits }) {
  const { ledger, idempotency } = deps;

  /** Vendors that keep a wallet of their own, in menu order (one entry per vendor code). */
  async function transferVendors(conn: Kysely<Database> | Transaction<Database> = db): Promise<{ vassalage: string; name: string }[]> {
    const rows = await conn
      .selectFrom('vendors')
      .innerJoin('game_types', 'game_types.code', 'vendors.game_type')
      .select(['vendors.vassalage', 'vendors.name'])
      .where('vendors.wallet_mode', '=', 'transfer')
      .where('vendors.active', '=', true)
      .orderBy('game_types.sort_order')
      .orderBy('vendors.sort_order')
      .orderBy('vendors.vassalage')
      .execute();
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.vassalage) && seen.add(r.vassalage));
  }

  // Which vendors keep a wallet changes rarely (an operator's decision): a transfer
  // checks a copy at most a few seconds old instead of asking the database each time.
  let vendorCodes: { at: number; codes: Set<string> } | undefined;
  async function transferVendor(trx: Transaction<Database>, code: string): Promise<boolean> {
    const now = Date.now();
    if (!vendorCodes || now - vendorCodes.at > VENDOR_CACHE_MS) {
      vendorCodes = { at: now, codes: new Set((await transferVendors(trx)).map((v) => v.vassalage)) };
    }
    return vendorCodes.codes.has(code);
  }

  const sumBalance = (userId: number, conn: Kysely<Database> | Transaction<Database> = db) => memberSumBalance(conn, userId);

  async function currencySymbol(merchantCode: string, conn: Kysely<Database> | Transaction<Database> = db): Promise<string> {
    const row = await conn.selectFrom('merchants').select('currency_symbol').where('code', '=', merchantCode).executeTakeFirst();
    return row?.currency_symbol ?? 'P';
  }

  return {
    /** Forgets the copy of transfer vendors (after an operator changed a vendor's wallet mode). */
    forgetVendors() {
      vendorCodes = undefined;
    },
    transferVendors,
    sumBalance,
    currencySymbol,

    async balance(user: UserRow): Promise<WalletBalance> {
      const [vendors, balances, symbol] = await Promise.all([transferVendors(), ledger.memberBalances(user.id), currencySymbol(user.merchant_code)]);
      const main = balances.get(`main:${user.id}`) ?? 0;
      const wallets: WalletLine[] = [{ wallet: MAIN_WALLET, name: 'Main wallet', balance: formatMinor(main) }];
      let total = main;
      for (const v of vendors) {
        const amount = balances.get(`vendor:${user.id}:${v.vassalage}`) ?? 0;
        total += amount;
        wallets.push({ wallet: v.vassalage, name: v.name, balance: formatMinor(amount) });
      }
      return { sumBalance: formatMinor(total), currency: user.currency, currencySymbol: symbol, wallets };
    },

    /** Main ↔ one vendor wallet. */
    async transfer(user: UserRow, input: { from: string; to: string; amount: string }, key: string) {
      const amount = amountOf(input.amount);
      const { from, to } = input;
      if (from === to) throw new ApiFailure('invalid_wallet', { field: 'to', problem: 'same_wallet' });
      if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw new ApiFailure('invalid_wallet', { field: 'from', problem: 'main_required' });
      const vendor = from === MAIN_WALLET ? to : from;
      // Money into a game wallet is money put up for play; money back to main always moves.
      if (to !== MAIN_WALLET) assertMayStake(user, deps.clock());
      return idempotency.run({ userId: user.id, key, scope: 'wallet.transfer', request: { from, to, amount } }, async (trx): Promise<TransferAnswer> => {
        if (!(await transferVendor(trx, vendor))) throw new ApiFailure('invalid_wallet', { field: from === MAIN_WALLET ? 'to' : 'from', problem: 'unknown' });
        if (to !== MAIN_WALLET) await deps.limits.assertStakeFits(trx, user, amount);
        const posted = await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'transfer',
          userId: user.id,
          memo: `${from} → ${to}`,
          lines: [
            { account: walletRef(user.id, from), amount: -amount },
            { account: walletRef(user.id, to), amount },
          ],
        });
        const balanceOf = (wallet: string) => formatMinor(posted.balances.get(wallet === MAIN_WALLET ? `main:${user.id}` : `vendor:${user.id}:${wallet}`) ?? 0);
        return {
          transferId: posted.journalId,
          from,
          to,
          amount: formatMinor(amount),
          sumBalance: formatMinor(sumOf(posted.balances, user.id)),
          wallets: [from, to].map((wallet) => ({ wallet, balance: balanceOf(wallet) })),
        };
      });
    },

    /** Every vendor wallet's balance back to main, in one journal. */
    async recall(user: UserRow, key: string) {
      return idempotency.run({ userId: user.id, key, scope: 'wallet.recall', request: {} }, async (trx): Promise<RecallAnswer> => {
        // Locked through the ledger, in account-id order like every journal, so a
        // recall and a transfer of the same member queue instead of deadlocking.
        const accounts = await ledger.lockMemberAccounts(trx, user.merchant_code, user.currency, [walletRef(user.id, MAIN_WALLET)]);
        const rows = [...accounts.values()].filter((a) => a.kind === 'vendor' && a.balance > 0).sort((a, b) => a.vendor.localeCompare(b.vendor));
        const moves = rows.map((r) => ({ wallet: r.vendor, amount: r.balance }));
        const total = moves.reduce((sum, m) => sum + m.amount, 0);
        let transferId: string | null = null;
        let sum: number | undefined;
        if (total > 0) {
          const posted = await ledger.post(trx, {
            merchantCode: user.merchant_code,
            currency: user.currency,
            kind: 'transfer',
            userId: user.id,
            // A memo names things (wallets, accounts, ids); the record's kind says what happened, in the reader's language.
            memo: `${moves.map((m) => m.wallet).join(', ')} → ${MAIN_WALLET}`,
            lines: [...moves.map((m) => ({ account: walletRef(user.id, m.wallet), amount: -m.amount })), { account: walletRef(user.id, MAIN_WALLET), amount: total }],
          });
          transferId = posted.journalId;
          sum = sumOf(posted.balances, user.id);
        }
        return {
          transferId,
          recalled: formatMinor(total),
          wallets: moves.map((m) => ({ wallet: m.wallet, amount: formatMinor(m.amount) })),
          sumBalance: formatMinor(sum ?? (await sumBalance(user.id, trx))),
        };
      });
    },

    /** From the member's main wallet to the upline agent's main wallet. */
    async uplineTransfer(user: UserRow, input: { amount: string }, key: string) {
      const amount = amountOf(input.amount);
      if (user.parent_id === null) throw new ApiFailure('no_upline');
      const uplineId = user.parent_id;
      return idempotency.run({ userId: user.id, key, scope: 'wallet.upline', request: { amount } }, async (trx): Promise<UplineTransferAnswer> => {
        const upline = await trx.selectFrom('users').select(['id', 'account', 'nickname', 'merchant_code', 'currency']).where('id', '=', uplineId).executeTakeFirstOrThrow();
        if (upline.currency !== user.currency) throw new ApiFailure('operation_not_allowed', { reason: 'currency' });
        const posted = await ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'upline_transfer',
          userId: user.id,
          memo: `→ ${upline.account}`,
          lines: [
            { account: walletRef(user.id, MAIN_WALLET), amount: -amount },
            { account: walletRef(upline.id, MAIN_WALLET), amount },
          ],
        });
        await deps.inbox.send(trx, {
          merchantCode: upline.merchant_code,
          userId: upline.id,
          kind: 'upline_transfer_received',
          params: { from: user.account, amount: formatMinor(amount) },
          title: 'Transfer received',
          content: `${user.account} transferred ${formatMinor(amount)} ${user.currency} to your main wallet.`,
        });
        return {
          transferId: posted.journalId,
          amount: formatMinor(amount),
          upline: { account: upline.account, nickname: upline.nickname },
          balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0),
          sumBalance: formatMinor(sumOf(posted.balances, user.id)),
        };
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
