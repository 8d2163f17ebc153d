import { useId, type ReactNode } from 'react';
import { fetchProfitReport, type ProfitReport } from '../../../api/records';
import { useT, type MessageKey } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { Amount, SignedAmount } from '../records/format';
import { RecordBody } from '../records/RecordBody';
import { recordControls } from '../records/recordControls';
import { RecordWindow } from '../records/RecordWindow';
import { useGameMenuNames } from '../records/useGameMenuNames';
import { useRecordList } from '../useMachines';

type Total = 'deposits' | 'withdrawals' | 'stake' | 'payout' | 'gameProfit' | 'bonuses' | 'rebates' | 'profit';

// The cards in reading order; results (which can be negative) carry their sign.
const CARDS: { field: Total; signed?: boolean }[] = [
  { field: 'deposits' },
  { field: 'withdrawals' },
  { field: 'stake' },
  { field: 'payout' },
  { field: 'gameProfit', signed: true },
  { field: 'bonuses' },
  { field: 'rebates' },
  { field: 'profit', signed: true },
];

/** A window with no money moved and no bet settled has nothing to report. */
const isEmptyReport = (report: ProfitReport) =>
  report.byCategory.length === 0 && report.byDay.length === 0 && CARDS.every(({ field }) => Number(report[field]) === 0);

/** Personal profit and loss (spec section 2, WALLET-19): money in and out and game results over a date window. */
export default function PersonalProfit() {
  const t = useT();
  const titleId = useId();
  const { member } = useCentre();
  const dates = useCentreDates();
  const { categoryName } = useGameMenuNames();
  // The report is not paged and has no filter: only the window goes to the server.
  const list = useRecordList<ProfitReport>(({ from, to }) => fetchProfitReport({ from, to }));
  const controls = recordControls(list);
  const report = list.result;
  const symbol = member.currencySymbol;
  const amount = (value: string, signed = false, testId?: string): ReactNode =>
    signed ? <SignedAmount symbol={symbol} amount={value} testId={testId} /> : <Amount symbol={symbol} amount={value} testId={testId} />;

  return (
    <section className="record-page" aria-labelledby={titleId} data-testid="centre-page-personalProfit">
      <CentrePageTitle page="personalProfit" id={titleId} subtitle={t('centre.records.profit.subtitle')} />
      <div className="record-toolbar">
        <RecordWindow {...controls.windowProps} />
      </div>
      <RecordBody
        status={controls.status}
        hasData={report !== null}
        isEmpty={report !== null && isEmptyReport(report)}
        errorCode={controls.errorCode}
        onRetry={controls.retry}
      >
        {report && (
          <>
            <dl className="record-cards" data-testid="profit-cards">
              {CARDS.map(({ field, signed }) => (
                <div key={field} className={`record-card${field === 'profit' ? ' record-card--total' : ''}`}>
                  <dt className="record-card__label">{t(`centre.records.profit.${field}` as MessageKey)}</dt>
                  <dd className="record-card__value">
                    {amount(report[field], signed, `profit-${field}`)}
                  </dd>
                </div>
              ))}
            </dl>
            {report.byCategory.length === 0 ? (
              <p className="record-table-wrap record-note" data-testid="profit-no-bets">
                {t('centre.records.profit.noBets')}
              </p>
            ) : (
              <>
                <div className="record-table-wrap">
                  <table className="record-table" data-testid="profit-by-category">
                    <caption>{t('centre.records.profit.byCategory')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('centre.records.col.category')}</th>
                        <th scope="col" className="is-number">
                          {t('centre.records.col.bets')}
                        </th>
                        <th scope="col" className="is-number">
                          {t('centre.records.col.stake')}
                        </th>
                        <th scope="col" className="is-number">
                          {t('centre.records.col.payout')}
                        </th>
                        <th scope="col" className="is-number">
                          {t('centre.records.col.profit')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.byCategory.map((row) => (
                        <tr key={row.category}>
                          <th scope="row">{categoryName(row.category)}</th>
                          <td className="is-number">{row.bets}</td>
                          <td className="is-number">{amount(row.stake)}</td>
                          <td className="is-number">{amount(row.payout)}</td>
                          <td className="is-number">{amount(row.profit, true)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="record-table-wrap">
                  <table className="record-table" data-testid="profit-by-day">
                    <caption>{t('centre.records.profit.byDay')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('centre.records.col.day')}</th>
                        <th scope="col" className="is-number">
                          {t('centre.records.col.stake')}
                        </th>
                        <th scope="col" className="is-number">
                          {t('centre.records.col.payout')}
                        </th>
                        <th scope="col" className="is-number">
                          {t('centre.records.col.profit')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.byDay.map((row) => (
                        <tr key={row.day}>
                          <th scope="row">{dates.day(row.day)}</th>
                          <td className="is-number">{amount(row.stake)}</td>
                          <td className="is-number">{amount(row.payout)}</td>
                          <td className="is-number">{amount(row.profit, true)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </>
        )}
      </RecordBody>
    </section>
  );
}
