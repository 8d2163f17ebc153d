import { JOURNAL_KINDS, type AccountLine, type AccountPage } from '../../../../server/shared/wire/records';
import { fetchAccountRecord } from '../../../app/centreRecords';
import { useT } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { Amount, SignedAmount, useValueLabel } from '../records/format';
import { recordControls } from '../records/recordControls';
import { RecordSelect } from '../records/RecordFilters';
import { HistoryDownload } from '../records/HistoryDownload';
import { RecordPage } from '../records/RecordPage';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { useGameMenuNames } from '../records/useGameMenuNames';
import { useRecordList } from '../../../app/useMachines';

/** Account record (spec section 2, WALLET-18): every journal line of the member's wallets, newest first. */
export default function TransactionHistory() {
  const t = useT();
  const { member } = useCentre();
  const dates = useCentreDates();
  const label = useValueLabel();
  const { vendorName } = useGameMenuNames();
  const list = useRecordList<AccountPage>(fetchAccountRecord);
  const controls = recordControls(list);
  const symbol = member.currencySymbol;

  const kinds = [{ value: '', label: t('centre.records.filter.all') }, ...JOURNAL_KINDS.map((kind) => ({ value: kind, label: label('centre.records.kind.', kind) }))];
  // 'main' and the withdrawal hold are named here; any other wallet is a vendor's.
  const walletName = (wallet: string) => (wallet === 'main' || wallet === 'withdrawal_hold' ? label('centre.records.wallet.', wallet) : vendorName(wallet));

  const columns: RecordColumn<AccountLine>[] = [
    { header: t('centre.records.col.time'), className: 'is-muted is-time', cell: (line) => dates.dateTime(line.at) },
    { header: t('centre.records.col.kind'), cell: (line) => label('centre.records.kind.', line.kind) },
    { header: t('centre.records.col.wallet'), cell: (line) => walletName(line.wallet) },
    {
      header: t('centre.records.col.amount'),
      number: true,
      cell: (line) => <SignedAmount symbol={symbol} amount={line.amount} testId={`account-amount-${line.id}`} />,
    },
    { header: t('centre.records.col.balanceAfter'), number: true, cell: (line) => <Amount symbol={symbol} amount={line.balanceAfter} /> },
    { header: t('centre.records.col.memo'), className: 'is-muted is-wrap', cell: (line) => line.memo },
  ];

  return (
    <RecordPage
      page="transactionHistory"
      subtitle={t('centre.records.account.subtitle')}
      controls={controls}
      result={list.result}
      isEmpty={(result) => result.total === 0}
      paging={(result) => result}
      filters={
        <>
          <HistoryDownload />
          <RecordSelect label={t('centre.records.account.kindFilter')} options={kinds} value={controls.query.filter} onChange={controls.filterBy} testId="record-kind" />
        </>
      }
    >
      {(result) => (
        <RecordTable
          testId="account-table"
          columns={columns}
          rows={result.items}
          rowKey={(line) => line.id}
          rowTestId={(line) => `account-row-${line.id}`}
        />
      )}
    </RecordPage>
  );
}
