import type { BetLine, BetPage } from '../../../../server/shared/wire/records';
import { fetchBetRecord } from '../../../app/centreRecords';
import { useT } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { Amount, RecordChip, SignedAmount, useValueLabel, type ChipTone } from '../records/format';
import { recordControls } from '../records/recordControls';
import { RecordTabs } from '../records/RecordFilters';
import { HistoryDownload } from '../records/HistoryDownload';
import { RecordPage } from '../records/RecordPage';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { useGameMenuNames } from '../records/useGameMenuNames';
import { useRecordList } from '../../../app/useMachines';

const STATUS_TONES: Record<string, ChipTone> = { settled: 'success', open: 'warning', rolled_back: 'muted' };

/** Betting record (spec section 2, WALLET-17): the member's bets by game category over a date window. */
export default function PersonalHistoryCopy() {
  const t = useT();
  const { member } = useCentre();
  const dates = useCentreDates();
  const label = useValueLabel();
  const { categories, categoryName } = useGameMenuNames();
  const list = useRecordList<BetPage>(fetchBetRecord);
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

  const columns: RecordColumn<BetLine>[] = [
    { header: t('centre.records.col.time'), className: 'is-muted is-time', cell: (bet) => dates.dateTime(bet.placedAt) },
    {
      header: t('centre.records.col.vendor'),
      cell: (bet) => (
        <>
          <div>{bet.vendorName}</div>
          <div className="is-muted">{categoryName(bet.category)}</div>
        </>
      ),
    },
    { header: t('centre.records.col.game'), title: (bet) => bet.betId, cell: (bet) => bet.gameCode },
    { header: t('centre.records.col.stake'), number: true, cell: (bet) => <Amount symbol={symbol} amount={bet.stake} /> },
    { header: t('centre.records.col.payout'), number: true, cell: (bet) => <Amount symbol={symbol} amount={bet.payout} /> },
    {
      header: t('centre.records.col.profit'),
      number: true,
      cell: (bet) => <SignedAmount symbol={symbol} amount={bet.profit} testId={`bet-profit-${bet.id}`} />,
    },
    {
      header: t('centre.records.col.status'),
      cell: (bet) => <RecordChip tone={STATUS_TONES[bet.status] ?? 'muted'}>{label('centre.records.bets.status.', bet.status)}</RecordChip>,
    },
  ];

  return (
    <RecordPage
      page="personalHistoryCopy"
      subtitle={t('centre.records.bets.subtitle')}
      controls={controls}
      result={result}
      isEmpty={(answer) => answer.total === 0}
      paging={(answer) => answer}
      filters={
        <>
          <HistoryDownload />
          <RecordTabs label={t('centre.records.bets.categories')} options={tabs} value={filter} onChange={controls.filterBy} testId="record-category" />
        </>
      }
    >
      {(answer) => (
        <RecordTable
          testId="bet-table"
          columns={columns}
          rows={answer.items}
          rowKey={(bet) => bet.id}
          rowTestId={(bet) => `bet-row-${bet.id}`}
          footer={
            <tr data-testid="bet-summary">
              <th scope="row" colSpan={3}>
                {t('centre.records.bets.total', { bets: answer.summary.bets })}
              </th>
              <td className="is-number">
                <Amount symbol={symbol} amount={answer.summary.stake} testId="bet-summary-stake" />
              </td>
              <td className="is-number">
                <Amount symbol={symbol} amount={answer.summary.payout} testId="bet-summary-payout" />
              </td>
              <td className="is-number">
                <SignedAmount symbol={symbol} amount={answer.summary.profit} testId="bet-summary-profit" />
              </td>
              <td />
            </tr>
          }
        />
      )}
    </RecordPage>
  );
}
