import { MerchantFilter } from './MerchantFilter';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_GROUPS } from '../../../server/shared/wire/backofficeReports';
import { useSubmission } from '../../app/useSubmission';
import * as api from '../api';
import { useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import { useStaffSession } from '../session';
import { useQueryResource } from '../useQueryResource';
import { saveBlob } from '../../app/saveBlob';
import { ReportCharts } from './reports/ReportCharts';
import { ReportFigureCards } from './reports/ReportFigureCards';
import { reportQueryOf } from './reports/reportQuery';
import { BreakdownTable, PeriodTable } from './reports/ReportTables';
import './reports/reports.css';

/**
 * The reports (reports.read): a merchant's figures over a range of its days (?merchant&from&to&groupBy),
 * as cards, charts and tables, and the same rows as a CSV file.
 */
export function Reports() {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = reportQueryOf(search);
  const { data: report, errorCode, snapshot } = useQueryResource((q: api.ReportQuery, { signal }) => api.fetchDailyReport(token, q, { signal }), query);
  const csv = useSubmission(async (q: api.ReportQuery, _key, { signal }) => {
    const name = `report-${report?.merchantCode ?? q.merchantCode ?? 'default'}-${report?.from ?? q.from}-${report?.to ?? q.to}.csv`;
    saveBlob(await api.fetchDailyReportCsv(token, q, { signal }), name);
    return name;
  });

  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['merchant', 'from', 'to', 'groupBy']) {
      const value = String(form.get(name) ?? '').trim();
      if (value && !(name === 'groupBy' && value === 'day')) next.set(name, value);
    }
    setSearch(next);
  };

  return (
    <section className="bo-page" data-testid="bo-reports">
      <div className="bo-page__head">
        <h1>{t('backoffice.reports.title')}</h1>
        <button
          type="button"
          className="bo-button"
          disabled={!report || csv.busy}
          onClick={() => csv.submit({ ...query, from: report?.from, to: report?.to })}
          data-testid="bo-report-csv"
        >
          {t(csv.busy ? 'backoffice.reports.downloading' : 'backoffice.reports.downloadCsv')}
        </button>
      </div>
      {csv.errorCode && (
        <p className="bo-error" role="alert">
          {errorText(csv.errorCode)}
        </p>
      )}
      <form className="bo-filters" onSubmit={filter} aria-label={t('backoffice.reports.filters')} key={search.toString()}>
        <MerchantFilter name="merchant" value={query.merchantCode ?? ''} label="backoffice.reports.merchant" empty="backoffice.reports.defaultMerchant" />
        <label className="bo-field">
          <span>{t('backoffice.reports.from')}</span>
          <input name="from" type="date" defaultValue={query.from ?? report?.from ?? ''} />
        </label>
        <label className="bo-field">
          <span>{t('backoffice.reports.to')}</span>
          <input name="to" type="date" defaultValue={query.to ?? report?.to ?? ''} />
        </label>
        <label className="bo-field">
          <span>{t('backoffice.reports.groupBy')}</span>
          <select name="groupBy" defaultValue={query.groupBy ?? 'day'}>
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`backoffice.reports.group.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.reports.apply')}
        </button>
      </form>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(report)} error={errorText(errorCode)} />
      {report && (
        <div aria-busy={snapshot.matches('loading')} data-testid="bo-report">
          <p className="bo-muted" data-testid="bo-report-range">
            {t('backoffice.reports.range', { merchant: report.merchantCode, from: report.from, to: report.to, currency: report.currency, timeZone: report.timeZone })}
          </p>
          <ReportFigureCards report={report} />
          <ReportCharts report={report} />
          <PeriodTable report={report} />
          <BreakdownTable report={report} by="gameType" />
          <BreakdownTable report={report} by="vendor" />
        </div>
      )}
    </section>
  );
}
