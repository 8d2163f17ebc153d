import type { DailyReport } from '../../../../server/shared/wire/backofficeReports';
import { useCT } from '../../intl';
import { ScrollBox } from '../../ScrollBox';
import { FIGURES, useReportFormat } from './reportFormat';

/** Every figure per period, with the range's totals at the foot. */
export function PeriodTable({ report }: { report: DailyReport }) {
  const t = useCT();
  const format = useReportFormat(report);
  return (
    <ScrollBox label={t(`backoffice.reports.byPeriod.${report.groupBy}`)}>
      <table className="bo-table" data-testid="bo-report-table">
        <caption>{t(`backoffice.reports.byPeriod.${report.groupBy}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.reports.period')}</th>
            {FIGURES.map((name) => (
              <th key={name} scope="col" className="bo-num">
                {t(`backoffice.reports.figure.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.day} data-testid="bo-report-row" data-day={row.day}>
              <th scope="row">{format.period(row.day)}</th>
              {FIGURES.map((name) => (
                <td key={name} className="bo-num" data-figure={name}>
                  {format.figure(name, row[name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="bo-report-total-row">
            <th scope="row">{t('backoffice.reports.total')}</th>
            {FIGURES.map((name) => (
              <td key={name} className="bo-num" data-figure={name}>
                {format.figure(name, report.totals[name])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}

/** The bets of the range by game type or by vendor (from the bets; transfer-wallet vendors marked). */
export function BreakdownTable({ report, by }: { report: DailyReport; by: 'gameType' | 'vendor' }) {
  const t = useCT();
  const format = useReportFormat(report);
  const rows = by === 'gameType' ? report.byGameType.map((g) => ({ name: g.gameType, transfer: false, ...g })) : report.byVendor.map((v) => ({ name: v.vendor, transfer: !v.ledger, ...v }));
  return (
    <ScrollBox label={t(by === 'gameType' ? 'backoffice.reports.byGameType' : 'backoffice.reports.byVendor')}>
      <table className="bo-table" data-testid={by === 'gameType' ? 'bo-report-games' : 'bo-report-vendors'}>
        <caption>{t(by === 'gameType' ? 'backoffice.reports.byGameType' : 'backoffice.reports.byVendor')}</caption>
        <thead>
          <tr>
            <th scope="col">{t(by === 'gameType' ? 'backoffice.reports.gameType' : 'backoffice.reports.vendor')}</th>
            <th scope="col" className="bo-num">
              {t('backoffice.reports.bets')}
            </th>
            <th scope="col" className="bo-num">
              {t('backoffice.reports.figure.stakes')}
            </th>
            <th scope="col" className="bo-num">
              {t('backoffice.reports.figure.wins')}
            </th>
            <th scope="col" className="bo-num">
              {t('backoffice.reports.figure.ggr')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="bo-muted">
                {t('backoffice.reports.noBets')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  {row.name}
                  {row.transfer && <span className="bo-muted"> {t('backoffice.reports.transferWallet')}</span>}
                </th>
                <td className="bo-num">{format.count(row.bets)}</td>
                <td className="bo-num">{format.money(row.stakes)}</td>
                <td className="bo-num">{format.money(row.wins)}</td>
                <td className="bo-num">{format.money(row.ggr)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollBox>
  );
}
