import { useCT } from '../../intl';

/** Previous and next of a list paged on the server, with where the list is. */
export function Pager({ id, page, pages, total, onPage }: { id: string; page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const t = useCT();
  return (
    <nav className="bo-pager" aria-label={t('backoffice.pager.label')}>
      <button type="button" className="bo-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('backoffice.pager.previous')}
      </button>
      <span id={id}>{t('backoffice.pager.position', { page, pages: Math.max(1, pages), total })}</span>
      <button type="button" className="bo-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('backoffice.pager.next')}
      </button>
    </nav>
  );
}
