import { useState } from 'react';
import { NavLink } from '../../components/Link';
import { isHotVendor, type MenuEntry as GameMenuEntry } from '../../../server/shared/wire/gameMenu';
import { GameMenuActor } from '../../app/actors';
import { categoryPath, vendorPath } from '../../app/gameLinks';
import { Icon, gameTypeIcon } from '../../components/Icon';
import { useGameTypeName } from '../../components/gameTypeName';
import { useT } from '../../i18n/useT';
import { useScrollHint } from '../../app/useScrollHint';
import { useImageUrl } from '../../app/cdn';

/** Spec section 9: a game type's dropdown shows at most 11 vendor icons. */
export const DROPDOWN_VENDOR_LIMIT = 11;

/** Header bottom: home, one entry per game type, promotions, app download. */
export function HeaderNav() {
  const t = useT();
  const menu = GameMenuActor.useSelector((s) => s.context.menu);
  const loading = GameMenuActor.useSelector((s) => s.matches('loading') && s.context.menu.length === 0);
  const listHint = useScrollHint<HTMLUListElement>(menu.length);
  return (
    <nav className="header-nav" aria-label={t('nav.label')} data-testid="header-nav">
      <div className="container header-nav__inner">
        <ul ref={listHint.ref} className={`header-nav__list ${listHint.className}`}>
          <li className="header-nav__item">
            <NavLink to="/" end className="header-nav__link" data-testid="nav-home">
              <Icon name="home" size={18} />
              <span>{t('nav.home')}</span>
            </NavLink>
          </li>
          {loading &&
            Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="header-nav__item" aria-hidden="true">
                <span className="header-nav__link header-nav__link--skeleton" />
              </li>
            ))}
          {menu.map((entry) => (
            <GameTypeEntry key={entry.gameType} entry={entry} />
          ))}
          <li className="header-nav__item">
            <NavLink to="/promotions" className="header-nav__link" data-testid="nav-promotions">
              <Icon name="promotions" size={18} />
              <span>{t('nav.promotions')}</span>
            </NavLink>
          </li>
          <li className="header-nav__item">
            <NavLink to="/down" className="header-nav__link" data-testid="nav-download">
              <Icon name="download" size={18} />
              <span>{t('nav.download')}</span>
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}

function GameTypeEntry({ entry }: { entry: GameMenuEntry }) {
  const t = useT();
  const imageUrl = useImageUrl();
  const name = useGameTypeName();
  const type = entry.gameType.toUpperCase();
  const shown = entry.vendors.slice(0, DROPDOWN_VENDOR_LIMIT);
  const label = name(entry);
  // The dropdown is built the first time a pointer or the keyboard comes to its entry, then kept
  // (CSS shows and hides it): a page load does not build and lay out a dozen hidden panels of
  // vendor chips (about a third of the home page's elements) that most visits never open.
  const [wanted, want] = useState(false);
  const build = () => want(true);
  return (
    <li className="header-nav__item header-nav__item--menu" data-testid={`nav-${type.toLowerCase()}`} onPointerEnter={build} onFocus={build}>
      <NavLink to={categoryPath(type)} className="header-nav__link" aria-haspopup={shown.length > 0 ? 'true' : undefined}>
        <Icon name={gameTypeIcon(type)} size={18} />
        <span>{label}</span>
      </NavLink>
      {wanted && shown.length > 0 && (
        <div className="mega-menu" data-testid={`nav-dropdown-${type.toLowerCase()}`}>
          <div className="container mega-menu__inner">
            <ul className="mega-menu__grid">
              {shown.map((vendor) => (
                <li key={vendor.vassalage}>
                  <NavLink to={vendorPath(vendor)} className="vendor-chip" data-testid="nav-vendor">
                    <span className="vendor-chip__media">
                      <img src={imageUrl(vendor.iconUrl)} alt="" loading="lazy" className="vendor-chip__icon" width={128} height={128} />
                      {isHotVendor(vendor) && <span className="badge badge--hot vendor-chip__badge">{t('vendor.hot')}</span>}
                    </span>
                    <span className="vendor-chip__name">{vendor.name}</span>
                  </NavLink>
                </li>
              ))}
              {entry.vendors.length > DROPDOWN_VENDOR_LIMIT && (
                <li>
                  <NavLink to={categoryPath(type)} className="vendor-chip vendor-chip--more" data-testid="nav-more">
                    <Icon name="grid" size={22} />
                    <span className="vendor-chip__name">{t('nav.more', { name: label })}</span>
                  </NavLink>
                </li>
              )}
            </ul>
          </div>
        </div>
      )}
    </li>
  );
}
