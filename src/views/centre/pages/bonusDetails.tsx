import type { BonusPage } from '../../../../server/shared/wire/records';
import { fetchBonusRecord } from '../../../app/centreRecords';
import { useT } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { RecordChip, SignedAmount, useValueLabel, type ChipTone } from '../records/format';
import { recordControls } from '../records/recordControls';
import { RecordPage } from '../records/RecordPage';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { useRecordList } from '../../../app/useMachines';

const KIND_TONES: Record<string, ChipTone> = { bonus: 'accent', reward: 'success', rebate: 'warning' };

type BonusLine = BonusPage['items'][number];

/** Bonus details (spec section 2, WALLET-20): bonuses, rewards and rebates credited in a date window. */
export default function BonusDetails() {
  const t = useT();
  const { member } = useCentre();
  const dates = useCentreDates();
  const label = useValueLabel();
  const list = useRecordList<BonusPage>(fetchBonusRecord);
  const controls = recordControls(list);
  const symbol = member.currencySymbol;

  const columns: RecordColumn<BonusLine>[] = [
    { header: t('centre.records.col.time'), className: 'is-muted is-time', cell: (line) => dates.dateTime(line.at) },
    {
      header: t('centre.records.col.kind'),
      cell: (line) => <RecordChip tone={KIND_TONES[line.kind] ?? 'muted'}>{label('centre.records.kind.', line.kind)}</RecordChip>,
    },
    {
      header: t('centre.records.col.amount'),
      number: true,
      cell: (line) => <SignedAmount symbol={symbol} amount={line.amount} testId={`bonus-amount-${line.id}`} />,
    },
    { header: t('centre.records.col.memo'), className: 'is-muted is-wrap', cell: (line) => line.memo },
  ];

  return (
    <RecordPage
      page="bonusDetails"
      subtitle={t('centre.records.bonus.subtitle')}
      controls={controls}
      result={list.result}
      isEmpty={(result) => result.total === 0}
      paging={(result) => result}
    >
      {(result) => (
        <>
          <div className="record-total" data-testid="bonus-total">
            <span>{t('centre.records.bonus.total')}</span>
            <span className="record-total__value">
              <SignedAmount symbol={symbol} amount={result.totalAmount} testId="bonus-total-amount" />
            </span>
          </div>
          <RecordTable
            testId="bonus-table"
            columns={columns}
            rows={result.items}
            rowKey={(line) => line.id}
            rowTestId={(line) => `bonus-row-${line.id}`}
          />
        </>
      )}
    </RecordPage>
  );
}
