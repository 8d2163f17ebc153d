import { useId } from 'react';
import { useCT } from '../../intl';

/** Previous and next over a list the server pages (15 a page), with where the list is. */
export function Pager({ page, totalPages, total, onPage, label }: { page: number; totalPages: number; total: number; onPage: (page: number) => void; label?: string }) {
  const t = useCT();
  const id = useId();
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className="bo-pager" aria-label={label ?? t('backoffice.pager.label')}>
      <button type="button" className="bo-button bo-button--small" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-describedby={`${id}-at`}>
        {t('backoffice.pager.previous')}
      </button>
      <span id={`${id}-at`}>{t('backoffice.pager.position', { page, pages: Math.max(1, totalPages), total })}</span>
      <button type="button" className="bo-button bo-button--small" disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-describedby={`${id}-at`}>
        {t('backoffice.pager.next')}
      </button>
    </nav>
  );
}
