import type { ReactNode } from 'react';
import type { ProfitReport } from '../../../../server/shared/wire/records';
import { fetchProfitReport } from '../../../app/centreRecords';
import { useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { Amount, SignedAmount } from '../records/format';
import { recordControls } from '../records/recordControls';
import { RecordPage } from '../records/RecordPage';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { useGameMenuNames } from '../records/useGameMenuNames';
import { useRecordList } from '../../../app/useMachines';

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

type CategoryRow = ProfitReport['byCategory'][number];
type DayRow = ProfitReport['byDay'][number];
type Results = Pick<DayRow, 'stake' | 'payout' | 'profit'>;

/** A window with no money moved and no bet settled has nothing to report. */
const isEmptyReport = (report: ProfitReport) =>
  report.byCategory.length === 0 && report.byDay.length === 0 && CARDS.every(({ field }) => Number(report[field]) === 0);

/** Personal profit and loss (spec section 2, WALLET-19): money in and out and game results over a date window. */
export default function PersonalProfit() {
  const t = useT();
  const { member } = useCentre();
  const dates = useCentreDates();
  const { categoryName } = useGameMenuNames();
  // The report is not paged and has no filter: only the window goes to the server.
  const list = useRecordList<ProfitReport>(({ from, to }, options) => fetchProfitReport({ from, to }, options));
  const controls = recordControls(list);
  const symbol = member.currencySymbol;
  const amount = (value: string, signed = false, testId?: string): ReactNode =>
    signed ? <SignedAmount symbol={symbol} amount={value} testId={testId} /> : <Amount symbol={symbol} amount={value} testId={testId} />;

  // Both breakdowns end with the same three money columns.
  const results: RecordColumn<Results>[] = [
    { header: t('centre.records.col.stake'), number: true, cell: (row) => amount(row.stake) },
    { header: t('centre.records.col.payout'), number: true, cell: (row) => amount(row.payout) },
    { header: t('centre.records.col.profit'), number: true, cell: (row) => amount(row.profit, true) },
  ];
  const byCategory: RecordColumn<CategoryRow>[] = [
    { header: t('centre.records.col.category'), rowHeader: true, cell: (row) => categoryName(row.category) },
    { header: t('centre.records.col.bets'), number: true, cell: (row) => row.bets },
    ...results,
  ];
  const byDay: RecordColumn<DayRow>[] = [{ header: t('centre.records.col.day'), rowHeader: true, cell: (row) => dates.day(row.day) }, ...results];

  return (
    <RecordPage page="personalProfit" subtitle={t('centre.records.profit.subtitle')} controls={controls} result={list.result} isEmpty={isEmptyReport}>
      {(report) => (
        <>
          <dl className="record-cards" data-testid="profit-cards">
            {CARDS.map(({ field, signed }) => (
              <div key={field} className={`record-card${field === 'profit' ? ' record-card--total' : ''}`}>
                <dt className="record-card__label">{t(`centre.records.profit.${field}` as MessageKey)}</dt>
                <dd className="record-card__value">{amount(report[field], signed, `profit-${field}`)}</dd>
              </div>
            ))}
          </dl>
          {report.byCategory.length === 0 ? (
            <p className="record-table-wrap record-note" data-testid="profit-no-bets">
              {t('centre.records.profit.noBets')}
            </p>
          ) : (
            <>
              <RecordTable
                testId="profit-by-category"
                caption={t('centre.records.profit.byCategory')}
                columns={byCategory}
                rows={report.byCategory}
                rowKey={(row) => row.category}
              />
              <RecordTable testId="profit-by-day" caption={t('centre.records.profit.byDay')} columns={byDay} rows={report.byDay} rowKey={(row) => row.day} />
            </>
          )}
        </>
      )}
    </RecordPage>
  );
}
