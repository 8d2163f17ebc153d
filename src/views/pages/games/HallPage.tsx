import { Link, useSearchParams } from 'react-router-dom';
import { GameMenuActor } from '../../../app/actors';
import { categoryPath } from '../../../app/gameLinks';
import { EmptyState } from '../../../components/EmptyState';
import { Icon, gameTypeIcon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useGameTypeName } from '../../../components/gameTypeName';
import { useT, type MessageKey } from '../../../i18n/useT';

/** The hall's list tabs; the `page` query (1-based) picks one (spec section 2). */
export const HALL_TABS: { id: string; label: MessageKey }[] = [
  { id: 'all', label: 'hall.tab.all' },
  { id: 'hot', label: 'hall.tab.hot' },
  { id: 'fav', label: 'hall.tab.fav' },
  { id: 'recent', label: 'hall.tab.recent' },
];

export function hallTabIndex(page: string | null): number {
  const n = Number(page);
  return Number.isInteger(n) && n >= 1 && n <= HALL_TABS.length ? n - 1 : 0;
}

/** A game hall (slots, board games, fishing): vendor filter and list tabs from the URL. */
export function HallPage({ gameType }: { gameType: string }) {
  const t = useT();
  const name = useGameTypeName();
  const [params] = useSearchParams();
  const entry = GameMenuActor.useSelector((s) => s.context.menu.find((e) => e.gameType.toUpperCase() === gameType));
  const vendors = entry?.vendors ?? [];
  const vassalage = params.get('vassalage');
  const tab = hallTabIndex(params.get('page'));
  const title = name(entry ?? { gameType, name: gameType });
  const base = categoryPath(gameType);
  const vendor = vendors.find((v) => v.vassalage === vassalage);

  const link = (next: { page?: number; vassalage?: string | null }) => {
    const query = new URLSearchParams();
    const page = next.page ?? tab + 1;
    if (page > 1) query.set('page', String(page));
    const v = next.vassalage === undefined ? vassalage : next.vassalage;
    if (v) query.set('vassalage', v);
    const qs = query.toString();
    return qs ? `${base}?${qs}` : base;
  };

  return (
    <div className="container page-body" data-testid={`hall-page-${gameType.toLowerCase()}`}>
      <PageHeading icon={gameTypeIcon(gameType)} title={title} subtitle={vendor ? vendor.name : t('hall.subtitle')} />
      {vendors.length > 0 && (
        <nav className="chip-row" aria-label={t('hall.vendors')} data-testid="hall-vendors">
          <Link to={link({ vassalage: null })} className={`chip chip--vendor${!vassalage ? ' is-active' : ''}`} aria-current={!vassalage ? 'true' : undefined}>
            <Icon name="grid" size={16} />
            {t('hall.allVendors')}
          </Link>
          {vendors.map((v) => (
            <Link
              key={v.vassalage}
              to={link({ vassalage: v.vassalage })}
              className={`chip chip--vendor${v.vassalage === vassalage ? ' is-active' : ''}`}
              aria-current={v.vassalage === vassalage ? 'true' : undefined}
            >
              <img src={v.iconUrl} alt="" loading="lazy" />
              {v.name}
            </Link>
          ))}
        </nav>
      )}
      <nav className="tabs" aria-label={t('hall.lists')} data-testid="hall-tabs">
        {HALL_TABS.map((item, i) => (
          <Link
            key={item.id}
            to={link({ page: i + 1 })}
            className={`tabs__tab${i === tab ? ' is-active' : ''}`}
            aria-current={i === tab ? 'page' : undefined}
            data-testid={`hall-tab-${item.id}`}
          >
            {t(item.label)}
          </Link>
        ))}
      </nav>
      <EmptyState icon={gameTypeIcon(gameType)} title={t('common.comingSoon')}>
        {t('hall.empty', { name: vendor?.name ?? title })}
      </EmptyState>
    </div>
  );
}
