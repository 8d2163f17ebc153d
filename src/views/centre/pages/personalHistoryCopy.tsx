import { useId } from 'react';
import { fetchBetRecord, type BetPage } from '../../../api/records';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { Amount, RecordChip, SignedAmount, useValueLabel, type ChipTone } from '../records/format';
import { RecordBody } from '../records/RecordBody';
import { recordControls } from '../records/recordControls';
import { RecordTabs } from '../records/RecordFilters';
import { RecordPager } from '../records/RecordPager';
import { RecordWindow } from '../records/RecordWindow';
import { useGameMenuNames } from '../records/useGameMenuNames';
import { useRecordList } from '../useMachines';

const STATUS_TONES: Record<string, ChipTone> = { settled: 'success', open: 'warning', rolled_back: 'muted' };

/** Betting record (spec section 2, WALLET-17): the member's bets by game category over a date window. */
export default function PersonalHistoryCopy() {
  const t = useT();
  const titleId = useId();
  const { member } = useCentre();
  const dates = useCentreDates();
  const label = useValueLabel();
  const { categories, categoryName } = useGameMenuNames();
  const list = useRecordList<BetPage>((query) => fetchBetRecord(query));
  const controls = recordControls(list);
  const result = list.result;
  const symbol = member.currencySymbol;
  const filter = controls.query.filter;

  // The menu's game types, plus any category the answer names that the menu lacks
  // (a vendor since taken off the menu) so its bets can still be picked out.
  const shown = [...categories];
  for (const category of [filter, ...(result?.items.map((item) => item.category) ?? [])]) {
    if (category && !shown.includes(category)) shown.push(category);
  }
  const tabs = [{ value: '', label: t('centre.records.filter.all') }, ...shown.map((category) => ({ value: category, label: categoryName(category) }))];

  return (
    <section className="record-page" aria-labelledby={titleId} data-testid="centre-page-personalHistoryCopy">
      <CentrePageTitle page="personalHistoryCopy" id={titleId} subtitle={t('centre.records.bets.subtitle')} />
      <RecordTabs label={t('centre.records.bets.categories')} options={tabs} value={filter} onChange={controls.filterBy} testId="record-category" />
      <div className="record-toolbar">
        <RecordWindow {...controls.windowProps} />
      </div>
      <RecordBody
        status={controls.status}
        hasData={result !== null}
        isEmpty={result !== null && result.total === 0}
        errorCode={controls.errorCode}
        onRetry={controls.retry}
      >
        {result && (
          <>
            <div className="record-table-wrap">
              <table className="record-table" data-testid="bet-table">
                <thead>
                  <tr>
                    <th scope="col">{t('centre.records.col.time')}</th>
                    <th scope="col">{t('centre.records.col.vendor')}</th>
                    <th scope="col">{t('centre.records.col.game')}</th>
                    <th scope="col" className="is-number">
                      {t('centre.records.col.stake')}
                    </th>
                    <th scope="col" className="is-number">
                      {t('centre.records.col.payout')}
                    </th>
                    <th scope="col" className="is-number">
                      {t('centre.records.col.profit')}
                    </th>
                    <th scope="col">{t('centre.records.col.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((bet) => (
                    <tr key={bet.id} data-testid={`bet-row-${bet.id}`}>
                      <td className="is-muted is-time">{dates.dateTime(bet.placedAt)}</td>
                      <td>
                        <div>{bet.vendorName}</div>
                        <div className="is-muted">{categoryName(bet.category)}</div>
                      </td>
                      <td title={bet.betId}>{bet.gameCode}</td>
                      <td className="is-number">
                        <Amount symbol={symbol} amount={bet.stake} />
                      </td>
                      <td className="is-number">
                        <Amount symbol={symbol} amount={bet.payout} />
                      </td>
                      <td className="is-number">
                        <SignedAmount symbol={symbol} amount={bet.profit} testId={`bet-profit-${bet.id}`} />
                      </td>
                      <td>
                        <RecordChip tone={STATUS_TONES[bet.status] ?? 'muted'}>{label('centre.records.bets.status.', bet.status)}</RecordChip>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="bet-summary">
                    <th scope="row" colSpan={3}>
                      {t('centre.records.bets.total', { bets: result.summary.bets })}
                    </th>
                    <td className="is-number">
                      <Amount symbol={symbol} amount={result.summary.stake} testId="bet-summary-stake" />
                    </td>
                    <td className="is-number">
                      <Amount symbol={symbol} amount={result.summary.payout} testId="bet-summary-payout" />
                    </td>
                    <td className="is-number">
                      <SignedAmount symbol={symbol} amount={result.summary.profit} testId="bet-summary-profit" />
                    </td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
            <RecordPager
              page={result.page}
              totalPages={result.totalPages}
              total={result.total}
              onPage={controls.goToPage}
              busy={controls.status === 'loading'}
            />
          </>
        )}
      </RecordBody>
    </section>
  );
}
