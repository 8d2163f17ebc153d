import { Link } from 'react-router-dom';
import { GameMenuActor } from '../../../app/actors';
import { vendorPath } from '../../../app/gameLinks';
import { isHotVendor } from '../../../api/games';
import { EmptyState } from '../../../components/EmptyState';
import { gameTypeIcon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useGameTypeName } from '../../../components/gameTypeName';
import { useT } from '../../../i18n/useT';

/** A category page (live, sports, esports, e-lottery, cockfight): its vendors. */
export function CategoryPage({ gameType }: { gameType: string }) {
  const t = useT();
  const name = useGameTypeName();
  const entry = GameMenuActor.useSelector((s) => s.context.menu.find((e) => e.gameType.toUpperCase() === gameType));
  const loading = GameMenuActor.useSelector((s) => s.matches('loading') && s.context.menu.length === 0);
  const title = name(entry ?? { gameType, name: gameType });
  const vendors = entry?.vendors ?? [];

  return (
    <div className="container page-body" data-testid={`category-page-${gameType.toLowerCase()}`}>
      <PageHeading icon={gameTypeIcon(gameType)} title={title} subtitle={t('category.subtitle', { count: vendors.length })} />
      {loading ? (
        <ul className="vendor-grid" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="vendor-card vendor-card--skeleton" />
          ))}
        </ul>
      ) : vendors.length > 0 ? (
        <ul className="vendor-grid" data-testid="vendor-grid">
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link to={vendorPath(vendor)} className="vendor-card">
                {isHotVendor(vendor) && <span className="badge badge--hot vendor-card__badge">{t('vendor.hot')}</span>}
                <img src={vendor.logoUrl} alt="" loading="lazy" className="vendor-card__logo" />
                <span className="vendor-card__name">{vendor.name}</span>
                <span className="vendor-card__play">{t('vendor.play')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={gameTypeIcon(gameType)} title={t('common.comingSoon')}>
          {t('category.empty', { name: title })}
        </EmptyState>
      )}
    </div>
  );
}
