import type { DailyReport } from '../../../../server/shared/wire/backofficeReports';
import { useCT } from '../../intl';
import { FIGURES, useReportFormat } from './reportFormat';

/** The range's totals, one card per figure. */
export function ReportFigureCards({ report }: { report: DailyReport }) {
  const t = useCT();
  const format = useReportFormat(report);
  return (
    <dl className="bo-figures" aria-label={t('backoffice.reports.totals')} data-testid="bo-report-totals">
      {FIGURES.map((name) => (
        <div key={name} data-figure={name}>
          <dt>{t(`backoffice.reports.figure.${name}`)}</dt>
          <dd>{format.figure(name, report.totals[name])}</dd>
        </div>
      ))}
    </dl>
  );
}
