import { Link } from '../../components/Link';
import { GameMenuActor, SystemStatusActor } from '../../app/actors';
import { footerCategoryPath } from '../../app/gameLinks';
import type { MenuEntry, MenuVendor as Vendor } from '../../../server/shared/wire/gameMenu';
import { Brand } from '../../components/Brand';
import { Icon } from '../../components/Icon';
import { useGameTypeName } from '../../components/gameTypeName';
import { useT } from '../../i18n/useT';
import { useImageUrl } from '../../app/cdn';

/** Spec section 2: the footer's vendor slider has 10 slides. */
export const VENDOR_SLIDES = 10;

/** The first vendors of the menu, one slide each, without repeats. */
export function sliderVendors(menu: MenuEntry[], count = VENDOR_SLIDES): Vendor[] {
  const seen = new Set<string>();
  const out: Vendor[] = [];
  for (const entry of menu) {
    for (const vendor of entry.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      out.push(vendor);
      if (out.length === count) return out;
    }
  }
  return out;
}

export function Footer() {
  const t = useT();
  const imageUrl = useImageUrl();
  const name = useGameTypeName();
  const menu = GameMenuActor.useSelector((s) => s.context.menu);
  const licence = SystemStatusActor.useSelector((s) => s.context.status?.merchant.licence ?? null);
  const vendors = sliderVendors(menu);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      {vendors.length > 0 && (
        <div className="vendor-slider" data-testid="vendor-slider" aria-hidden="true">
          <div className="vendor-slider__track">
            {[0, 1].map((copy) =>
              vendors.map((vendor) => (
                <div key={`${copy}-${vendor.vassalage}`} className="vendor-slider__slide" data-testid={copy === 0 ? 'vendor-slide' : undefined}>
                  <img src={imageUrl(vendor.logoUrl)} alt="" loading="lazy" width={280} height={80} />
                </div>
              )),
            )}
          </div>
        </div>
      )}
      <div className="container site-footer__main">
        <div className="site-footer__brand">
          <Brand compact />
          <p>{t('footer.about')}</p>
          <div className="site-footer__badges">
            <span className="age-badge" title={t('footer.adultsOnly')}>
              18+
            </span>
            {/* The member's limits and other tools (issue 17): reachable from every page. */}
            <Link className="site-footer__responsible" to={{ search: '?personal=responsibleGaming' }} data-testid="footer-responsible-gaming">
              <Icon name="shield" size={18} />
              {t('footer.responsible')}
            </Link>
          </div>
        </div>
        <nav className="site-footer__column" aria-label={t('footer.categories')} data-testid="footer-categories">
          <h2>{t('footer.categories')}</h2>
          <ul>
            {menu.map((entry) => (
              <li key={entry.gameType}>
                <Link to={footerCategoryPath(entry.gameType)} data-testid={`footer-category-${entry.gameType.toLowerCase()}`}>
                  {name(entry)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to="/help" data-testid="footer-help">
                {t('footer.helpCentre')}
              </Link>
            </li>
            <li>
              <Link to="/help#terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/help#responsible">{t('footer.responsibleLink')}</Link>
            </li>
            <li>
              <Link to="/noticePage">{t('footer.notices')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-label={t('footer.more')}>
          <h2>{t('footer.more')}</h2>
          <ul>
            <li>
              <Link to="/promotions">{t('nav.promotions')}</Link>
            </li>
            <li>
              <Link to="/vip">{t('page.vip.title')}</Link>
            </li>
            <li>
              <Link to="/down">{t('nav.download')}</Link>
            </li>
            <li>
              <Link to="/join">{t('page.join.title')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          {licence && (
            <p className="site-footer__licence" data-testid="footer-licence">
              <Icon name="shield" size={16} />
              <span>
                {t('footer.licence', { name: licence.name })}{' '}
                <a href={licence.url} target="_blank" rel="noopener noreferrer" data-testid="footer-licence-link">
                  {t('footer.licenceLink')}
                </a>
              </span>
            </p>
          )}
          <p className="site-footer__copyright">{t('footer.copyright', { year, name: t('app.name') })}</p>
        </div>
      </div>
    </footer>
  );
}
