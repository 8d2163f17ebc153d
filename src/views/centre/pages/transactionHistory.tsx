import { useId } from 'react';
import { fetchAccountRecord, RECORD_KINDS, type AccountPage } from '../../../api/records';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { Amount, SignedAmount, useValueLabel } from '../records/format';
import { RecordBody } from '../records/RecordBody';
import { recordControls } from '../records/recordControls';
import { RecordSelect } from '../records/RecordFilters';
import { RecordPager } from '../records/RecordPager';
import { RecordWindow } from '../records/RecordWindow';
import { useGameMenuNames } from '../records/useGameMenuNames';
import { useRecordList } from '../useMachines';

/** Account record (spec section 2, WALLET-18): every journal line of the member's wallets, newest first. */
export default function TransactionHistory() {
  const t = useT();
  const titleId = useId();
  const { member } = useCentre();
  const dates = useCentreDates();
  const label = useValueLabel();
  const { vendorName } = useGameMenuNames();
  const list = useRecordList<AccountPage>((query) => fetchAccountRecord(query));
  const controls = recordControls(list);
  const result = list.result;
  const symbol = member.currencySymbol;

  const kinds = [{ value: '', label: t('centre.records.filter.all') }, ...RECORD_KINDS.map((kind) => ({ value: kind, label: label('centre.records.kind.', kind) }))];
  // 'main' and the withdrawal hold are named here; any other wallet is a vendor's.
  const walletName = (wallet: string) => (wallet === 'main' || wallet === 'withdrawal_hold' ? label('centre.records.wallet.', wallet) : vendorName(wallet));

  return (
    <section className="record-page" aria-labelledby={titleId} data-testid="centre-page-transactionHistory">
      <CentrePageTitle page="transactionHistory" id={titleId} subtitle={t('centre.records.account.subtitle')} />
      <RecordSelect label={t('centre.records.account.kindFilter')} options={kinds} value={controls.query.filter} onChange={controls.filterBy} testId="record-kind" />
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
              <table className="record-table" data-testid="account-table">
                <thead>
                  <tr>
                    <th scope="col">{t('centre.records.col.time')}</th>
                    <th scope="col">{t('centre.records.col.kind')}</th>
                    <th scope="col">{t('centre.records.col.wallet')}</th>
                    <th scope="col" className="is-number">
                      {t('centre.records.col.amount')}
                    </th>
                    <th scope="col" className="is-number">
                      {t('centre.records.col.balanceAfter')}
                    </th>
                    <th scope="col">{t('centre.records.col.memo')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((line) => (
                    <tr key={line.id} data-testid={`account-row-${line.id}`}>
                      <td className="is-muted is-time">{dates.dateTime(line.at)}</td>
                      <td>{label('centre.records.kind.', line.kind)}</td>
                      <td>{walletName(line.wallet)}</td>
                      <td className="is-number">
                        <SignedAmount symbol={symbol} amount={line.amount} testId={`account-amount-${line.id}`} />
                      </td>
                      <td className="is-number">
                        <Amount symbol={symbol} amount={line.balanceAfter} />
                      </td>
                      <td className="is-muted is-wrap">{line.memo}</td>
                    </tr>
                  ))}
                </tbody>
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
