import { Link } from '../../../components/Link';
import { GameMenuActor } from '../../../app/actors';
import { categoryPath, vendorPath } from '../../../app/gameLinks';
import { Icon, gameTypeIcon, type IconName } from '../../../components/Icon';
import { useGameTypeName } from '../../../components/gameTypeName';
import { useT, type MessageKey } from '../../../i18n/useT';
import { isHotVendor, type MenuVendor as Vendor } from '../../../../server/shared/wire/gameMenu';
import { RecentGames } from './RecentGames';
import { WinnersBoard } from './WinnersBoard';
import { useImageUrl } from '../../../app/cdn';

const FEATURES: { to: string; icon: IconName; title: MessageKey; text: MessageKey }[] = [
  { to: '/promotions', icon: 'promotions', title: 'home.feature.promotions.title', text: 'home.feature.promotions.text' },
  { to: '/vip', icon: 'crown', title: 'home.feature.vip.title', text: 'home.feature.vip.text' },
  { to: '/down', icon: 'download', title: 'home.feature.app.title', text: 'home.feature.app.text' },
];

const TOP_VENDORS = 12;

/** Home: the game categories, the hot providers and the portal's highlights. */
export function HomePage() {
  const t = useT();
  const imageUrl = useImageUrl();
  const name = useGameTypeName();
  const menu = GameMenuActor.useSelector((s) => s.context.menu);
  const loading = GameMenuActor.useSelector((s) => s.matches('loading') && s.context.menu.length === 0);
  const hot = topVendors(menu.flatMap((entry) => entry.vendors));

  return (
    <div className="container page-body home" data-testid="home-page">
      <h1 className="visually-hidden" data-testid="page-title">
        {t('home.title')}
      </h1>
      <section className="home-section" aria-labelledby="home-categories">
        <div className="section-head">
          <h2 id="home-categories" className="section-title">
            <Icon name="grid" size={20} />
            {t('home.categories')}
          </h2>
        </div>
        <ul className="category-grid" data-testid="home-categories">
          {loading &&
            Array.from({ length: 9 }, (_, i) => <li key={i} className="category-tile category-tile--skeleton" aria-hidden="true" />)}
          {menu.map((entry) => {
            const type = entry.gameType.toUpperCase();
            return (
              <li key={type}>
                <Link to={categoryPath(type)} className={`category-tile category-tile--${type.toLowerCase()}`}>
                  <span className="category-tile__icon">
                    <Icon name={gameTypeIcon(type)} size={30} />
                  </span>
                  <span className="category-tile__name">{name(entry)}</span>
                  <span className="category-tile__count">{t('home.vendorCount', { count: entry.vendors.length })}</span>
                  <span className="category-tile__logos" aria-hidden="true">
                    {entry.vendors.slice(0, 3).map((v) => (
                      <img key={v.vassalage} src={imageUrl(v.iconUrl)} alt="" loading="lazy" width={128} height={128} />
                    ))}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {hot.length > 0 && (
        <section className="home-section" aria-labelledby="home-providers">
          <div className="section-head">
            <h2 id="home-providers" className="section-title">
              <Icon name="fire" size={20} />
              {t('home.providers')}
            </h2>
          </div>
          <ul className="provider-grid" data-testid="home-providers">
            {hot.map((vendor) => (
              <li key={`${vendor.gameType}-${vendor.vassalage}`}>
                <Link to={vendorPath(vendor)} className="provider-card">
                  <img src={imageUrl(vendor.logoUrl)} alt="" loading="lazy" className="provider-card__logo" width={280} height={80} />
                  <span className="provider-card__name">{vendor.name}</span>
                  <span className="provider-card__type">{name({ gameType: vendor.gameType, name: vendor.gameType })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecentGames />

      <WinnersBoard />

      <section className="home-section" aria-label={t('home.highlights')}>
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f.to}>
              <Link to={f.to} className="feature-card">
                <span className="feature-card__icon">
                  <Icon name={f.icon} size={28} />
                </span>
                <span className="feature-card__text">
                  <strong>{t(f.title)}</strong>
                  <span>{t(f.text)}</span>
                </span>
                <Icon name="chevronRight" size={20} className="feature-card__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Hot vendors first, then the rest, without repeats, at most TOP_VENDORS. */
function topVendors(vendors: Vendor[]): Vendor[] {
  const seen = new Set<string>();
  const ordered = [...vendors.filter(isHotVendor), ...vendors.filter((v) => !isHotVendor(v))];
  return ordered.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage)).slice(0, TOP_VENDORS);
}
