import { useCT } from '../intl';

/** A paged list's previous and next buttons, with where the list stands. */
export function Pager({ page, totalPages, total, onPage }: { page: number; totalPages: number; total: number; onPage: (page: number) => void }) {
  const t = useCT();
  return (
    <nav className="bo-pager" aria-label={t('backoffice.pager.label')}>
      <button type="button" className="bo-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('backoffice.pager.previous')}
      </button>
      <span>{t('backoffice.pager.position', { page, pages: Math.max(1, totalPages), total })}</span>
      <button type="button" className="bo-button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('backoffice.pager.next')}
      </button>
    </nav>
  );
}
