// The record pages' wire shapes (docs/api.md "Records"): account record, betting record,
// bonus details and personal profit and loss. Ranges are whole UTC days (yyyy-MM-dd, both
// included) or a preset; lists come in pages of 15 and echo the range they cover.
import * as v from 'valibot';
import { count, GAME_TYPES, isoTime, money, pageNumber } from './common';

/** Every kind of ledger journal, which is also every kind of line the account record lists. */
export const JOURNAL_KINDS = [
  'transfer',
  'upline_transfer',
  'deposit',
  'deposit_match',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'withdrawal_refund',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'bonus',
  'reward',
  'rebate',
  'salary',
  'dividend',
  'downline_transfer',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** The last 7 or 30 days up to today, when a request names no days. */
export const RANGE_PRESETS = ['7d', '30d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const day = v.pipe(v.string(), v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/));

/** The range part of a record query: days, or a preset when both days are absent. */
export const rangeEntries = {
  from: v.optional(v.pipe(day, v.description('First day (yyyy-MM-dd, UTC)'))),
  to: v.optional(v.pipe(day, v.description('Last day, included (yyyy-MM-dd, UTC)'))),
  preset: v.optional(v.pipe(v.picklist(RANGE_PRESETS), v.description('The last 7 or 30 days up to today, when from and to are absent'))),
};
export const pagedRangeEntries = { ...rangeEntries, page: v.optional(pageNumber, 1) };

export const accountRecordQuery = v.strictObject({ ...pagedRangeEntries, kind: v.optional(v.picklist(JOURNAL_KINDS)) });
export const bonusRecordQuery = v.strictObject(pagedRangeEntries);
export const betRecordQuery = v.strictObject({ ...pagedRangeEntries, category: v.optional(v.pipe(v.picklist(GAME_TYPES), v.description('A game type; all when absent'))) });
export const profitQuery = v.strictObject(rangeEntries);

/** A page of a record list with the range it covers. */
const recordPage = <I extends v.GenericSchema, E extends v.ObjectEntries>(item: I, extra: E) =>
  v.object({ items: v.array(item), page: count, pageSize: count, total: count, totalPages: count, from: v.string(), to: v.string(), ...extra });

export const accountLine = v.object({
  id: v.string(),
  journalId: v.string(),
  at: isoTime,
  kind: v.picklist(JOURNAL_KINDS),
  /** 'main', a vendor code or 'withdrawal_hold'. */
  wallet: v.pipe(v.string(), v.description("'main', a vendor code or 'withdrawal_hold'")),
  /** Signed: money in is positive, money out negative. */
  amount: money,
  balanceAfter: money,
  memo: v.string(),
});
export type AccountLine = v.InferOutput<typeof accountLine>;

export const betLine = v.object({
  id: v.string(),
  betId: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  category: v.string(),
  gameCode: v.string(),
  stake: money,
  payout: money,
  profit: money,
  status: v.picklist(BET_STATUSES),
  placedAt: isoTime,
  settledAt: v.nullable(isoTime),
});
export type BetLine = v.InferOutput<typeof betLine>;

export const accountPage = recordPage(accountLine, {});
export type AccountPage = v.InferOutput<typeof accountPage>;

export const bonusPage = recordPage(accountLine, { totalAmount: money });
export type BonusPage = v.InferOutput<typeof bonusPage>;

export const betPage = recordPage(betLine, { summary: v.object({ bets: count, stake: money, payout: money, profit: money }) });
export type BetPage = v.InferOutput<typeof betPage>;

export const profitReport = v.object({
  from: v.string(),
  to: v.string(),
  currency: v.string(),
  deposits: money,
  withdrawals: money,
  stake: money,
  payout: money,
  /** Game result of the member: payout less stake of settled bets. */
  gameProfit: money,
  bonuses: money,
  rebates: money,
  /** gameProfit plus bonuses and rebates. */
  profit: money,
  byCategory: v.array(v.object({ category: v.string(), bets: count, stake: money, payout: money, profit: money })),
  byDay: v.array(v.object({ day: v.string(), stake: money, payout: money, profit: money })),
});
export type ProfitReport = v.InferOutput<typeof profitReport>;
