// The record pages of the personal centre (docs/api.md "Records"): betting record,
// account record, personal profit and loss, bonus details. Ranges are whole UTC days
// (from/to, yyyy-MM-dd, both included); lists come in pages of 15 and every answer
// echoes the range it covers.
import * as records from '../../server/shared/wire/records';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { BET_STATUSES, JOURNAL_KINDS } from '../../server/shared/wire/records';
export type { AccountLine, AccountPage, BetLine, BetPage, BonusPage, JournalKind, ProfitReport } from '../../server/shared/wire/records';

/** The range part of a request; `filter` is the page's own (a category, a kind). */
export interface RangeRequest {
  from: string;
  to: string;
}
export interface PageRequest extends RangeRequest {
  page: number;
  filter?: string;
}

/** Query string of a paged request; an empty filter is left out (it means "all"). */
function pageParams({ page, from, to, filter }: PageRequest, filterName?: string): Record<string, string | number> {
  const params: Record<string, string | number> = { page, from, to };
  if (filterName && filter) params[filterName] = filter;
  return params;
}

/** Betting record; `filter` is a game type (category). */
export const fetchBetRecord = (request: PageRequest, { signal }: CallOptions = {}) =>
  call(records.betPage, 'records/bets', { searchParams: pageParams(request, 'category'), signal });

/** Account record; `filter` is a record kind. */
export const fetchAccountRecord = (request: PageRequest, { signal }: CallOptions = {}) =>
  call(records.accountPage, 'records/account', { searchParams: pageParams(request, 'kind'), signal });

/** Bonus details: the bonus, reward and rebate lines, with their total over the range. */
export const fetchBonusRecord = (request: PageRequest, { signal }: CallOptions = {}) =>
  call(records.bonusPage, 'records/bonuses', { searchParams: pageParams(request), signal });

/** Personal profit and loss over a range (not paged). */
export const fetchProfitReport = ({ from, to }: RangeRequest, { signal }: CallOptions = {}) =>
  call(records.profitReport, 'records/profit', { searchParams: { from, to }, signal });
