import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import './records.css';

export interface RecordPagerProps {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  /** Records in the whole range (all pages). */
  total: number;
  onPage: (page: number) => void;
  /** While a page loads the buttons wait. */
  busy?: boolean;
  testId?: string;
}

/**
 * Page numbers to offer: the first, the last, and the pages around the current one;
 * `null` stands for a gap. Seven slots at most so the pager fits a narrow screen.
 */
export function pageSlots(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? [null] : []), ...middle, ...(end < totalPages - 1 ? [null] : []), totalPages];
}

/** The pager under a record list: how many records, and the pages to move between. */
export function RecordPager({ page, totalPages, total, onPage, busy = false, testId = 'record-pager' }: RecordPagerProps) {
  const t = useT();
  if (total === 0) return null;
  const pages = Math.max(1, totalPages);
  return (
    <nav className="record-pager" aria-label={t('centre.records.pager.label')} data-testid={testId}>
      <span className="record-pager__summary" data-testid={`${testId}-summary`}>
        {t('centre.records.pager.summary', { total, page, pages })}
      </span>
      {pages > 1 && (
        <div className="record-pager__pages">
          <button
            type="button"
            className="record-pager__button"
            onClick={() => onPage(page - 1)}
            disabled={busy || page <= 1}
            aria-label={t('centre.records.pager.previous')}
            data-testid={`${testId}-previous`}
          >
            <Icon name="chevronLeft" size={16} />
          </button>
          {pageSlots(page, pages).map((slot, index) =>
            slot === null ? (
              <span key={`gap-${index}`} className="record-pager__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={slot}
                type="button"
                className={`record-pager__button${slot === page ? ' is-active' : ''}`}
                onClick={() => slot !== page && onPage(slot)}
                disabled={busy && slot !== page}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('centre.records.pager.page', { page: slot })}
                data-testid={`${testId}-page-${slot}`}
              >
                {slot}
              </button>
            ),
          )}
          <button
            type="button"
            className="record-pager__button"
            onClick={() => onPage(page + 1)}
            disabled={busy || page >= pages}
            aria-label={t('centre.records.pager.next')}
            data-testid={`${testId}-next`}
          >
            <Icon name="chevronRight" size={16} />
          </button>
        </div>
      )}
    </nav>
  );
}
