import { useId } from 'react';
import { fetchBonusRecord, type BonusPage } from '../../../api/records';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentreDates } from '../format';
import { useCentre } from '../CentreContext';
import { RecordChip, SignedAmount, useValueLabel, type ChipTone } from '../records/format';
import { RecordBody } from '../records/RecordBody';
import { recordControls } from '../records/recordControls';
import { RecordPager } from '../records/RecordPager';
import { RecordWindow } from '../records/RecordWindow';
import { useRecordList } from '../useMachines';

const KIND_TONES: Record<string, ChipTone> = { bonus: 'accent', reward: 'success', rebate: 'warning' };

/** Bonus details (spec section 2, WALLET-20): bonuses, rewards and rebates credited in a date window. */
export default function BonusDetails() {
  const t = useT();
  const titleId = useId();
  const { member } = useCentre();
  const dates = useCentreDates();
  const label = useValueLabel();
  const list = useRecordList<BonusPage>((query) => fetchBonusRecord(query));
  const controls = recordControls(list);
  const result = list.result;
  const symbol = member.currencySymbol;

  return (
    <section className="record-page" aria-labelledby={titleId} data-testid="centre-page-bonusDetails">
      <CentrePageTitle page="bonusDetails" id={titleId} subtitle={t('centre.records.bonus.subtitle')} />
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
            <div className="record-total" data-testid="bonus-total">
              <span>{t('centre.records.bonus.total')}</span>
              <span className="record-total__value">
                <SignedAmount symbol={symbol} amount={result.totalAmount} testId="bonus-total-amount" />
              </span>
            </div>
            <div className="record-table-wrap">
              <table className="record-table" data-testid="bonus-table">
                <thead>
                  <tr>
                    <th scope="col">{t('centre.records.col.time')}</th>
                    <th scope="col">{t('centre.records.col.kind')}</th>
                    <th scope="col" className="is-number">
                      {t('centre.records.col.amount')}
                    </th>
                    <th scope="col">{t('centre.records.col.memo')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((line) => (
                    <tr key={line.id} data-testid={`bonus-row-${line.id}`}>
                      <td className="is-muted is-time">{dates.dateTime(line.at)}</td>
                      <td>
                        <RecordChip tone={KIND_TONES[line.kind] ?? 'muted'}>{label('centre.records.kind.', line.kind)}</RecordChip>
                      </td>
                      <td className="is-number">
                        <SignedAmount symbol={symbol} amount={line.amount} testId={`bonus-amount-${line.id}`} />
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
