import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { GameMenuActor } from '../../../app/actors';
import { launchesDirectly, opensGameList, vendorPath } from '../../../app/gameLinks';
import { useSessionSend, useSessionView } from '../../../app/session';
import { isHotVendor, type MenuVendor as Vendor } from '../../../../server/shared/wire/gameMenu';
import { EmptyState } from '../../../components/EmptyState';
import { gameTypeIcon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useGameTypeName } from '../../../components/gameTypeName';
import { useT } from '../../../i18n/useT';
import { vendorFromQuery, vendorsOfType } from './hall/hallRoute';
import { VendorLanes } from './lanes/VendorLanes';
import { VendorGamesPopup } from './vendorGames/VendorGamesPopup';
import { useImageUrl } from '../../../app/cdn';

/**
 * A category page (live, sports, esports, e-lottery, cockfight): its vendors, wherever
 * the menu lists them (spec section 4). RNG, PVP and FISH vendors open their hall on
 * that vendor, lottery vendors /lottery, any other launches its game; launching goes
 * through the session's gate, so a visitor is sent to log in first. A vendor whose card
 * stands for its list of games (isGame VASSALAGE) opens that list in a popup; the
 * address carries it (`?vassalage=`), so the header's vendor links open it too.
 */
export function CategoryPage({ gameType }: { gameType: string }) {
  const t = useT();
  const imageUrl = useImageUrl();
  const name = useGameTypeName();
  const sessionSend = useSessionSend();
  const { signedIn } = useSessionView();
  const menu = GameMenuActor.useSelector((s) => s.context.menu);
  const entry = menu.find((e) => e.gameType.toUpperCase() === gameType);
  const loading = GameMenuActor.useSelector((s) => s.matches('loading') && s.context.menu.length === 0);
  const title = name(entry ?? { gameType, name: gameType });
  const vendors = vendorsOfType(menu, gameType);
  const [params, setParams] = useSearchParams();
  const listCode = vendorFromQuery(params.get('vassalage'));
  const listed = vendors.find((v) => v.vassalage === listCode && opensGameList(v)) ?? null;
  const closeList = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('vassalage');
        return next;
      },
      { replace: true },
    );

  const open = (vendor: Vendor) => (event: MouseEvent) => {
    if (!launchesDirectly(vendor)) return;
    event.preventDefault();
    sessionSend({ type: 'GATE', to: vendorPath(vendor) });
  };

  return (
    <div className="container page-body" data-testid={`category-page-${gameType.toLowerCase()}`}>
      <PageHeading icon={gameTypeIcon(gameType)} title={title} subtitle={t('category.subtitle', { count: vendors.length })} />
      {!signedIn && vendors.some(launchesDirectly) && (
        <p className="page-note" data-testid="category-login-note">
          {t('category.loginToPlay')}
        </p>
      )}
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
              <Link to={vendorPath(vendor)} className="vendor-card" onClick={open(vendor)} data-testid={`vendor-card-${vendor.vassalage}`}>
                {isHotVendor(vendor) && <span className="badge badge--hot vendor-card__badge">{t('vendor.hot')}</span>}
                <img src={imageUrl(vendor.logoUrl)} alt="" loading="lazy" className="vendor-card__logo" width={280} height={80} />
                <span className="vendor-card__name">{vendor.name}</span>
                <span className="vendor-card__play">{t(!signedIn && launchesDirectly(vendor) ? 'category.login' : 'vendor.play')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={gameTypeIcon(gameType)} title={t('common.comingSoon')}>
          {t('category.empty', { name: title })}
        </EmptyState>
      )}
      {!loading && vendors.length > 0 && <VendorLanes gameType={gameType} vendors={vendors} />}
      {listed && <VendorGamesPopup key={listed.vassalage} vendor={listed} onClose={closeList} />}
    </div>
  );
}
