// The member's history as CSV (issue 17, UKGC RTS 12/13: at least the last 12 months of
// bets, deposits and withdrawals, downloadable). What can be downloaded, how far back, and
// the columns of each file: the server writes them, the records pages offer them.
import { addMonths } from './playerProtection';

export const HISTORY_EXPORT_KINDS = ['bets', 'deposits', 'withdrawals'] as const;
export type HistoryExportKind = (typeof HISTORY_EXPORT_KINDS)[number];

/** How far back a download reaches, in calendar months (UTC) before the server's now. */
export const HISTORY_EXPORT_MONTHS = 12;

/** The window of a download made at `now`: [from, now]. */
export function historyExportWindow(now: Date): { from: Date; to: Date } {
  return { from: addMonths(now, -HISTORY_EXPORT_MONTHS), to: now };
}

/** The header row of each file; times are ISO 8601 in UTC, amounts decimals with 2 places. */
export const HISTORY_EXPORT_COLUMNS = {
  bets: ['placedAt', 'betId', 'vendor', 'category', 'gameCode', 'stake', 'payout', 'profit', 'currency', 'status', 'settledAt'],
  deposits: ['createdAt', 'depositId', 'amount', 'currency', 'status', 'reference', 'decidedAt'],
  withdrawals: ['createdAt', 'withdrawalId', 'amount', 'fee', 'currency', 'status', 'paidAt', 'resolvedAt'],
} as const satisfies Record<HistoryExportKind, readonly string[]>;

/** The file's name: the kind and the day of the download (UTC). */
export const historyExportFileName = (kind: HistoryExportKind, now: Date) => `history-${kind}-${now.toISOString().slice(0, 10)}.csv`;
