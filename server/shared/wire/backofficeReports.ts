// The back office's reports (docs/api.md "Back office: reports"): the daily report of a merchant
// over a range of its calendar days (its own time zone), as JSON or CSV. The money of each row
// comes from the ledger (journals summed on the members' side); registrations, first deposits,
// active players and the breakdown by game type and vendor come from users, deposits and bets.
import * as v from 'valibot';
import { csvLine } from '../csv';
import { count, money } from './common';
import { rangeEntries } from './records';

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const dailyReportQuery = v.strictObject({
  /** The merchant; the default merchant when absent. */
  merchantCode: v.optional(v.pipe(v.string(), v.maxLength(16))),
  from: rangeEntries.from,
  to: rangeEntries.to,
  /** A row per day (default), per week (from Monday) or per calendar month of the merchant. */
  groupBy: v.optional(v.picklist(REPORT_GROUPS), 'day'),
});
export type DailyReportQuery = v.InferOutput<typeof dailyReportQuery>;

/** The money and counts of one period (a row) or of the whole range (totals). */
export const reportFigures = v.object({
  /** Ledger: deposits credited to members' main wallets (approved deposits and matched deposits, less the matching fee). */
  deposits: money,
  /** Ledger: withdrawals paid out of members' holds (to the bank or to a matched depositor), less refunded payouts. */
  withdrawals: money,
  /** Ledger: stakes debited from members' wallets by bets, less the stakes rollbacks returned. */
  stakes: money,
  /** Ledger: wins credited to members. */
  wins: money,
  /** stakes − wins. */
  ggr: money,
  /** Ledger: bonus, reward and rebate journals (a bonus adjustment is a bonus journal), net of bonus debits. */
  bonuses: money,
  /** ggr − bonuses. */
  net: money,
  /** Ledger: agents' salary and dividend paid. */
  commissions: money,
  /** Members registered. */
  registrations: count,
  /** Members whose first approved deposit was decided in the period. */
  firstDeposits: count,
  /** Members with at least one bet placed in the period (any vendor, transfer-wallet ones included). */
  activePlayers: count,
});
export type ReportFigures = v.InferOutput<typeof reportFigures>;

export const reportRow = v.object({ day: v.pipe(v.string(), v.description('First day of the period (yyyy-MM-dd, the merchant’s calendar)')), ...reportFigures.entries });
export type ReportRow = v.InferOutput<typeof reportRow>;

/** Bets placed in the range (bets table, not the ledger): rolled-back and void bets are left out. */
export const betFigures = v.object({ bets: count, stakes: money, wins: money, ggr: money });

export const dailyReport = v.object({
  merchantCode: v.string(),
  currency: v.string(),
  timeZone: v.string(),
  from: v.string(),
  to: v.string(),
  groupBy: v.picklist(REPORT_GROUPS),
  rows: v.array(reportRow),
  totals: reportFigures,
  byGameType: v.array(v.object({ gameType: v.string(), ...betFigures.entries })),
  /** `ledger` false: a transfer-wallet vendor, whose bets move no ledger money (its stakes are not in the rows' stakes). */
  byVendor: v.array(v.object({ vendor: v.string(), ledger: v.boolean(), ...betFigures.entries })),
});
export type DailyReport = v.InferOutput<typeof dailyReport>;

/** The CSV's columns, in order: the day, then every figure of a row. */
export const REPORT_CSV_COLUMNS = ['day', ...Object.keys(reportFigures.entries)] as (keyof ReportRow)[];

/** The CSV of a report: a header row, a row per period, and a totals row whose day is "total". */
export function reportCsv(report: DailyReport): string {
  const line = (row: ReportRow) => csvLine(REPORT_CSV_COLUMNS.map((c) => row[c]));
  return [csvLine(REPORT_CSV_COLUMNS), ...report.rows.map(line), line({ day: 'total', ...report.totals })].join('');
}
