import { WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalPage, type WithdrawalStatus } from '../../../../server/shared/wire/wallet';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { WithdrawalConfirmation } from './WithdrawalCard';

// The member's withdrawals, newest first, 15 a page, optionally of one status. Every
// withdrawal is a card with a machine of its own; a card is started again when the
// server reports another status for it (the list was read again).

export interface WithdrawalQuery {
  page: number;
  status: WithdrawalStatus | '';
}

interface WithdrawalListProps {
  page: WithdrawalPage | null;
  query: WithdrawalQuery;
  /** loading (nothing yet), ready, refreshing (old page stays), failed. */
  state: 'loading' | 'ready' | 'refreshing' | 'failed';
  errorCode: string | null;
  onQuery: (query: WithdrawalQuery) => void;
  onRetry: () => void;
  onRefresh: () => void;
  /** A card saw its withdrawal move on (paid, closed, refunded). */
  onChange: (withdrawal: Withdrawal) => void;
}

export function WithdrawalList({ page, query, state, errorCode, onQuery, onRetry, onRefresh, onChange }: WithdrawalListProps) {
  const t = useT();
  const busy = state === 'loading' || state === 'refreshing';
  const filters: (WithdrawalStatus | '')[] = ['', ...WITHDRAWAL_STATUSES];
  return (
    <section className="withdraw-history" data-testid="withdraw-history" aria-busy={busy || undefined}>
      <div className="withdraw-history__head">
        <h3 className="wallet-form__title">{t('centre.withdraw.list.title')}</h3>
        <button type="button" className={`icon-button wallet-page__refresh${busy ? ' is-busy' : ''}`} onClick={onRefresh} disabled={busy} aria-label={t('centre.withdraw.list.refresh')} data-testid="withdraw-history-refresh">
          <Icon name="refresh" size={18} />
        </button>
      </div>
      <div className="withdraw-filters" role="group" aria-label={t('centre.withdraw.list.filter')} data-testid="withdraw-filters">
        {filters.map((status) => (
          <button
            key={status || 'all'}
            type="button"
            className={`withdraw-filter${query.status === status ? ' is-active' : ''}`}
            aria-pressed={query.status === status}
            onClick={() => onQuery({ page: 1, status })}
            data-testid={`withdraw-filter-${status || 'all'}`}
          >
            {status ? t(`centre.withdraw.status.${status}` as MessageKey) : t('centre.withdraw.list.all')}
          </button>
        ))}
      </div>
      {state === 'failed' && (
        <div className="wallet-page__state">
          <FormAlert testId="withdraw-history-error">{t(errorKey(errorCode))}</FormAlert>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {t('centre.withdraw.retry')}
          </button>
        </div>
      )}
      {!page && state === 'loading' && (
        <div className="wallet-page__state">
          <Spinner label={t('centre.withdraw.loading')} />
        </div>
      )}
      {page && page.items.length === 0 && state !== 'failed' && <EmptyState icon="receipt" title={t('centre.withdraw.list.empty')} testId="withdraw-history-empty" />}
      {page && page.items.length > 0 && state !== 'failed' && (
        <>
          <ul className="withdraw-history__list">
            {page.items.map((withdrawal) => (
              <li key={`${withdrawal.id}:${withdrawal.status}:${withdrawal.forced}`}>
                <WithdrawalConfirmation withdrawal={withdrawal} onChange={onChange} />
              </li>
            ))}
          </ul>
          {page.totalPages > 1 && (
            <nav className="pager" aria-label={t('centre.withdraw.list.pages')} data-testid="withdraw-pager">
              <button type="button" className="icon-button" onClick={() => onQuery({ ...query, page: page.page - 1 })} disabled={busy || page.page <= 1} aria-label={t('centre.withdraw.list.previous')} data-testid="withdraw-previous">
                <Icon name="chevronLeft" size={18} />
              </button>
              <span className="pager__text" data-testid="withdraw-page">
                {t('centre.withdraw.list.page', { page: page.page, pages: page.totalPages })}
              </span>
              <button type="button" className="icon-button" onClick={() => onQuery({ ...query, page: page.page + 1 })} disabled={busy || page.page >= page.totalPages} aria-label={t('centre.withdraw.list.next')} data-testid="withdraw-next">
                <Icon name="chevronRight" size={18} />
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
