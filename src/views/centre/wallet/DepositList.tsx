import type { Deposit, DepositPage, DepositStatus } from '../../../../server/shared/wire/wallet';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import { StatusChip, type ChipTone } from './StatusChip';

// The member's deposits, newest first, a page of 15 at a time, each with its status.
// It draws what the page's resource holds and asks it for another page.

const TONES: Record<DepositStatus, ChipTone> = { pending: 'waiting', matched: 'progress', approved: 'done', rejected: 'refused' };

interface DepositListProps {
  page: DepositPage | null;
  /** loading (nothing yet), ready, refreshing (old page stays), failed. */
  state: 'loading' | 'ready' | 'refreshing' | 'failed';
  errorCode: string | null;
  symbol: string;
  onPage: (page: number) => void;
  onRetry: () => void;
}

export function DepositStatusChip({ status }: { status: DepositStatus }) {
  const t = useT();
  return (
    <StatusChip tone={TONES[status]} testId="deposit-status">
      {t(`centre.deposit.status.${status}` as MessageKey)}
    </StatusChip>
  );
}

function DepositRow({ deposit, symbol }: { deposit: Deposit; symbol: string }) {
  const t = useT();
  const { dateTime } = useCentreDates();
  const money = useMoney();
  return (
    <tr data-testid="deposit-row" data-status={deposit.status}>
      <td data-label={t('centre.deposit.column.time')}>{dateTime(deposit.createdAt)}</td>
      <td data-label={t('centre.deposit.column.method')}>{deposit.methodName}</td>
      <td data-label={t('centre.deposit.column.amount')} className="deposit-table__amount">
        {money(symbol, deposit.amount)}
      </td>
      <td data-label={t('centre.deposit.column.reference')} className="deposit-table__reference" title={deposit.reference}>
        {deposit.reference}
      </td>
      <td data-label={t('centre.deposit.column.proofs')}>{t('centre.deposit.proofCount', { count: deposit.proofs.length })}</td>
      <td data-label={t('centre.deposit.column.status')}>
        <DepositStatusChip status={deposit.status} />
        {deposit.status === 'rejected' && deposit.note && <span className="deposit-table__note">{deposit.note}</span>}
      </td>
    </tr>
  );
}

export function DepositList({ page, state, errorCode, symbol, onPage, onRetry }: DepositListProps) {
  const t = useT();
  const busy = state === 'loading' || state === 'refreshing';
  return (
    <section className="deposit-history" data-testid="deposit-history" aria-busy={busy || undefined}>
      <h3 className="wallet-form__title">{t('centre.deposit.history')}</h3>
      {state === 'failed' && (
        <div className="wallet-page__state">
          <FormAlert testId="deposit-history-error">{t(errorKey(errorCode))}</FormAlert>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {t('centre.wallet.retry')}
          </button>
        </div>
      )}
      {!page && state === 'loading' && (
        <div className="wallet-page__state">
          <Spinner label={t('centre.wallet.loading')} />
        </div>
      )}
      {page && page.items.length === 0 && <EmptyState icon="receipt" title={t('centre.deposit.empty')} testId="deposit-empty" />}
      {page && page.items.length > 0 && (
        <>
          <div className="deposit-table__scroll">
            <table className="deposit-table">
              <thead>
                <tr>
                  <th scope="col">{t('centre.deposit.column.time')}</th>
                  <th scope="col">{t('centre.deposit.column.method')}</th>
                  <th scope="col">{t('centre.deposit.column.amount')}</th>
                  <th scope="col">{t('centre.deposit.column.reference')}</th>
                  <th scope="col">{t('centre.deposit.column.proofs')}</th>
                  <th scope="col">{t('centre.deposit.column.status')}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((deposit) => (
                  <DepositRow key={deposit.id} deposit={deposit} symbol={symbol} />
                ))}
              </tbody>
            </table>
          </div>
          {page.totalPages > 1 && (
            <nav className="pager" aria-label={t('centre.deposit.pages')} data-testid="deposit-pager">
              <button type="button" className="icon-button" onClick={() => onPage(page.page - 1)} disabled={busy || page.page <= 1} aria-label={t('centre.deposit.previous')} data-testid="deposit-previous">
                <Icon name="chevronLeft" size={18} />
              </button>
              <span className="pager__text" data-testid="deposit-page">
                {t('centre.deposit.page', { page: page.page, pages: page.totalPages })}
              </span>
              <button type="button" className="icon-button" onClick={() => onPage(page.page + 1)} disabled={busy || page.page >= page.totalPages} aria-label={t('centre.deposit.next')} data-testid="deposit-next">
                <Icon name="chevronRight" size={18} />
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
