import type { DailyReport } from '../../../../server/shared/wire/backofficeReports';
import { useCT } from '../../intl';
import { BarChart } from './BarChart';
import { type Figure, useReportFormat } from './reportFormat';

/**
 * The report as charts: money in and out, what the games earned, the players per period,
 * and the stakes and GGR by game type. Each is drawn as SVG and described; the tables below
 * hold the same figures.
 */
export function ReportCharts({ report }: { report: DailyReport }) {
  const t = useCT();
  const format = useReportFormat(report);
  const periods = report.rows.map((row) => format.period(row.day));
  const seriesOf = (names: Figure[]) => names.map((name) => ({ label: t(`backoffice.reports.figure.${name}`), values: report.rows.map((row) => Number(row[name])) }));
  const range = { from: report.from, to: report.to };
  return (
    <div className="bo-charts" data-testid="bo-report-charts">
      <BarChart
        title={t('backoffice.reports.chart.money')}
        description={t('backoffice.reports.chart.moneyText', range)}
        categories={periods}
        series={seriesOf(['deposits', 'withdrawals'])}
        format={format.compact}
        testId="bo-chart-money"
      />
      <BarChart
        title={t('backoffice.reports.chart.revenue')}
        description={t('backoffice.reports.chart.revenueText', range)}
        categories={periods}
        series={seriesOf(['ggr', 'net', 'commissions'])}
        format={format.compact}
        testId="bo-chart-revenue"
      />
      <BarChart
        title={t('backoffice.reports.chart.players')}
        description={t('backoffice.reports.chart.playersText', range)}
        categories={periods}
        series={seriesOf(['registrations', 'firstDeposits', 'activePlayers'])}
        format={format.compact}
        testId="bo-chart-players"
      />
      {report.byGameType.length > 0 && (
        <BarChart
          title={t('backoffice.reports.chart.games')}
          description={t('backoffice.reports.chart.gamesText', range)}
          categories={report.byGameType.map((g) => g.gameType)}
          series={[
            { label: t('backoffice.reports.figure.stakes'), values: report.byGameType.map((g) => Number(g.stakes)) },
            { label: t('backoffice.reports.figure.ggr'), values: report.byGameType.map((g) => Number(g.ggr)) },
          ]}
          format={format.compact}
          testId="bo-chart-games"
        />
      )}
    </div>
  );
}
