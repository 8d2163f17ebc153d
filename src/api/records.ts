// The record pages of the personal centre (docs/api.md "Records"): betting record,
// account record, personal profit and loss, bonus details. Ranges are whole UTC days
// (from/to, yyyy-MM-dd, both included); lists come in pages of 15 and every answer
// echoes the range it covers.
import * as v from 'valibot';
import { call } from './client';

/** Every kind of journal line the account record lists (its `kind` filter). */
export const RECORD_KINDS = [
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
export type RecordKind = (typeof RECORD_KINDS)[number];

export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** The range part of a request; `filter` is the page's own (a category, a kind). */
export interface RangeRequest {
  from: string;
  to: string;
}
export interface PageRequest extends RangeRequest {
  page: number;
  filter?: string;
}

const amount = v.string();

const pageOf = <I extends v.GenericSchema, E extends v.ObjectEntries>(item: I, extra: E) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    pageSize: v.number(),
    total: v.number(),
    totalPages: v.number(),
    from: v.string(),
    to: v.string(),
    ...extra,
  });

// Kinds and statuses stay plain strings: a kind added on the server shows under its
// own name instead of failing the whole page.
export const accountLineSchema = v.object({
  id: v.string(),
  journalId: v.string(),
  at: v.string(),
  kind: v.string(),
  /** 'main', a vendor code or 'withdrawal_hold'. */
  wallet: v.string(),
  /** Signed: money in is positive, money out negative. */
  amount,
  balanceAfter: amount,
  memo: v.string(),
});
export type AccountLine = v.InferOutput<typeof accountLineSchema>;

export const betLineSchema = v.object({
  id: v.string(),
  betId: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  category: v.string(),
  gameCode: v.string(),
  stake: amount,
  payout: amount,
  profit: amount,
  status: v.string(),
  placedAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type BetLine = v.InferOutput<typeof betLineSchema>;

export const accountPageSchema = pageOf(accountLineSchema, {});
export type AccountPage = v.InferOutput<typeof accountPageSchema>;

export const bonusPageSchema = pageOf(accountLineSchema, { totalAmount: amount });
export type BonusPage = v.InferOutput<typeof bonusPageSchema>;

export const betPageSchema = pageOf(betLineSchema, {
  summary: v.object({ bets: v.number(), stake: amount, payout: amount, profit: amount }),
});
export type BetPage = v.InferOutput<typeof betPageSchema>;

export const profitSchema = v.object({
  from: v.string(),
  to: v.string(),
  currency: v.string(),
  deposits: amount,
  withdrawals: amount,
  stake: amount,
  payout: amount,
  gameProfit: amount,
  bonuses: amount,
  rebates: amount,
  profit: amount,
  byCategory: v.array(v.object({ category: v.string(), bets: v.number(), stake: amount, payout: amount, profit: amount })),
  byDay: v.array(v.object({ day: v.string(), stake: amount, payout: amount, profit: amount })),
});
export type ProfitReport = v.InferOutput<typeof profitSchema>;

/** Query string of a paged request; an empty filter is left out (it means "all"). */
function pageParams({ page, from, to, filter }: PageRequest, filterName?: string): Record<string, string | number> {
  const params: Record<string, string | number> = { page, from, to };
  if (filterName && filter) params[filterName] = filter;
  return params;
}

/** Betting record; `filter` is a game type (category). */
export const fetchBetRecord = (request: PageRequest) => call(betPageSchema, 'records/bets', { searchParams: pageParams(request, 'category') });

/** Account record; `filter` is a record kind. */
export const fetchAccountRecord = (request: PageRequest) =>
  call(accountPageSchema, 'records/account', { searchParams: pageParams(request, 'kind') });

/** Bonus details: the bonus, reward and rebate lines, with their total over the range. */
export const fetchBonusRecord = (request: PageRequest) => call(bonusPageSchema, 'records/bonuses', { searchParams: pageParams(request) });

/** Personal profit and loss over a range (not paged). */
export const fetchProfitReport = ({ from, to }: RangeRequest) => call(profitSchema, 'records/profit', { searchParams: { from, to } });
