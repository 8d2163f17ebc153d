import { Icon } from '../../../../components/Icon';
import { useT } from '../../../../i18n/useT';

interface HallPagerProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Pages of 15 (spec section 9): where the reader is, and the way back and forward. */
export function HallPager({ page, totalPages, total, onPage }: HallPagerProps) {
  const t = useT();
  if (total === 0) return null;
  const pages = Math.max(1, totalPages);
  return (
    <nav className="hall-pager" aria-label={t('lobby.pager.label')} data-testid="hall-pager">
      <button type="button" className="button button--ghost" onClick={() => onPage(page - 1)} disabled={page <= 1} data-testid="hall-pager-previous">
        <Icon name="chevronLeft" size={16} />
        {t('lobby.pager.previous')}
      </button>
      <span className="hall-pager__summary" data-testid="hall-pager-summary">
        {t('lobby.pager.summary', { page, pages, total })}
      </span>
      <button type="button" className="button button--ghost" onClick={() => onPage(page + 1)} disabled={page >= pages} data-testid="hall-pager-next">
        {t('lobby.pager.next')}
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
