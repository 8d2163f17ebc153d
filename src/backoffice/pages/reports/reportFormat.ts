import { useIntl } from 'react-intl';
import type { DailyReport, ReportFigures, ReportGroup } from '../../../../server/shared/wire/backofficeReports';

/** The report's money figures (decimal strings in the merchant's currency) and its counts. */
export const MONEY_FIGURES = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonuses', 'net', 'commissions'] as const satisfies readonly (keyof ReportFigures)[];
export const COUNT_FIGURES = ['registrations', 'firstDeposits', 'activePlayers'] as const satisfies readonly (keyof ReportFigures)[];
export const FIGURES = [...MONEY_FIGURES, ...COUNT_FIGURES] as const;
export type Figure = (typeof FIGURES)[number];

/** How the report's numbers are written in the console's language. */
export function useReportFormat(report: DailyReport) {
  const intl = useIntl();
  const money = (value: string | number) => intl.formatNumber(Number(value), { style: 'currency', currency: report.currency });
  const count = (value: number) => intl.formatNumber(value);
  /** An axis label: short (12K, 1.5M). */
  const compact = (value: number) => intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
  /** A period named by its first day: the day, or the month for a report by month. */
  const period = (day: string, group: ReportGroup = report.groupBy) =>
    intl.formatDate(`${day}T00:00:00Z`, group === 'month' ? { timeZone: 'UTC', month: 'short', year: 'numeric' } : { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const figure = (name: Figure, value: string | number) => ((MONEY_FIGURES as readonly string[]).includes(name) ? money(value) : count(Number(value)));
  return { money, count, compact, period, figure };
}
