import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../../components/Link';
import type { SnapshotFrom } from 'xstate';
import { HALL_TABS, type GameListEvent, type gameListMachine, type HallTab } from '../../../../../machines/gameList.machine';
import type { MenuVendor as Vendor } from '../../../../../server/shared/wire/gameMenu';
import { useScrollHint } from '../../../../app/useScrollHint';
import { EmptyState } from '../../../../components/EmptyState';
import { Icon, gameTypeIcon } from '../../../../components/Icon';
import { PageHeading } from '../../../../components/PageHeading';
import { errorKey, useT, type MessageKey } from '../../../../i18n/useT';
import { GameCard } from './GameCard';
import { HallFilters } from './HallFilters';
import { HallPager } from './HallPager';
import { hallHref, tabFromQuery, vendorFromQuery } from './hallRoute';
import { VendorCarousel } from './VendorCarousel';
import './hall.css';

const TAB_LABELS: Record<HallTab, MessageKey> = {
  all: 'lobby.tab.all',
  hot: 'lobby.tab.hot',
  favourites: 'lobby.tab.favourites',
  recent: 'lobby.tab.recent',
};

/** Test ids and list types (spec section 4: none, hot, fav, recent). */
export const TAB_IDS: Record<HallTab, string> = { all: 'all', hot: 'hot', favourites: 'fav', recent: 'recent' };

export interface HallViewProps {
  gameType: string;
  /** The game type's name in the reader's language. */
  title: string;
  /** The hall's address, e.g. /rng. */
  base: string;
  vendors: Vendor[];
  snapshot: SnapshotFrom<typeof gameListMachine>;
  send: (event: GameListEvent) => void;
  /** Opens the login popup. */
  onLogin: () => void;
  language: string;
  /** Shown above the vendors (the /rng jackpot counter). */
  banner?: ReactNode;
}

/**
 * A game hall: vendors, list tabs, filters, a page of games and the pager. It renders
 * the gameList machine's snapshot and sends it events; the address (`page`, `vassalage`)
 * is the source of the tab and the vendor, so links change them and this view tells
 * the machine.
 */
export function HallView({ gameType, title, base, vendors, snapshot, send, onLogin, language, banner }: HallViewProps) {
  const t = useT();
  const tabsHint = useScrollHint<HTMLElement>(HALL_TABS.length);
  const [params] = useSearchParams();
  const routeTab = tabFromQuery(params.get('page'));
  const routeVendor = vendorFromQuery(params.get('vassalage'));
  const { context } = snapshot;

  useEffect(() => {
    if (routeVendor !== context.vendor) send({ type: 'SET_VENDOR', vendor: routeVendor });
    if (routeTab !== context.tab) send({ type: 'SET_TAB', tab: routeTab });
    // Only an address change is news; the machine's own values follow it.
    // the dependency list is deliberately partial
  }, [routeVendor, routeTab]);

  const vendor = vendors.find((v) => v.vassalage === context.vendor);
  const listState = ['loading', 'ready', 'failed', 'loginRequired'].find((s) => snapshot.matches({ list: s as 'ready' })) ?? 'loading';
  const result = context.result;
  const items = result?.items ?? [];
  const favouriteState = snapshot.matches({ favourite: 'loginNeeded' }) ? 'loginNeeded' : snapshot.matches({ favourite: 'failed' }) ? 'failed' : null;

  const emptyText = (): ReactNode => {
    if (context.search) return t('lobby.empty.search', { query: context.search });
    if (context.tab === 'favourites') return t('lobby.empty.favourites');
    if (context.tab === 'recent') return t('lobby.empty.recent');
    if (context.classification || context.minBet !== 'all') return t('lobby.empty.filtered');
    return t('lobby.empty.all', { name: vendor?.name ?? title });
  };

  return (
    <div className="container page-body hall" data-testid={`hall-page-${gameType.toLowerCase()}`}>
      <PageHeading icon={gameTypeIcon(gameType)} title={title} subtitle={vendor ? vendor.name : t('lobby.subtitle')} />
      {banner}
      {vendors.length > 0 && <VendorCarousel vendors={vendors} active={context.vendor} hrefOf={(code) => hallHref(base, context.tab, code)} />}
      <nav ref={tabsHint.ref} className={`tabs hall-tabs ${tabsHint.className}`} aria-label={t('lobby.tabs')} data-testid="hall-tabs">
        {HALL_TABS.map((tab) => (
          <Link
            key={tab}
            to={hallHref(base, tab, context.vendor)}
            className={`tabs__tab${tab === context.tab ? ' is-active' : ''}`}
            aria-current={tab === context.tab ? 'page' : undefined}
            data-testid={`hall-tab-${TAB_IDS[tab]}`}
          >
            {tab === 'hot' && <Icon name="fire" size={16} />}
            {tab === 'favourites' && <Icon name="heart" size={16} />}
            {tab === 'recent' && <Icon name="clock" size={16} />}
            {t(TAB_LABELS[tab])}
          </Link>
        ))}
      </nav>
      <HallFilters language={language} byClassification={gameType === 'RNG'} classification={context.classification} minBet={context.minBet} searchText={context.searchText} send={send} />

      {favouriteState && (
        <div className={`hall-notice${favouriteState === 'failed' ? ' hall-notice--error' : ''}`} role="alert" data-testid={`hall-favourite-${favouriteState}`}>
          <Icon name={favouriteState === 'failed' ? 'warning' : 'heart'} size={18} />
          <span className="hall-notice__text">
            {favouriteState === 'failed' ? t(errorKey(context.favouriteError)) : t('lobby.favourite.login')}
          </span>
          {favouriteState === 'loginNeeded' && (
            <button type="button" className="button button--primary" onClick={onLogin} data-testid="hall-favourite-login">
              {t('lobby.login')}
            </button>
          )}
          <button type="button" className="icon-button" onClick={() => send({ type: 'DISMISS' })} aria-label={t('lobby.dismiss')} data-testid="hall-favourite-dismiss">
            <Icon name="close" size={16} />
          </button>
        </div>
      )}

      <section className="hall-list" data-testid="hall-list" data-state={listState} aria-busy={listState === 'loading'} aria-label={t(TAB_LABELS[context.tab])}>
        {listState === 'loading' && (
          <ul className="game-grid" aria-hidden="true" data-testid="hall-loading">
            {Array.from({ length: 15 }, (_, i) => (
              <li key={i} className="game-card game-card--skeleton" />
            ))}
          </ul>
        )}
        {listState === 'failed' && (
          <EmptyState
            icon="warning"
            title={t('lobby.failed.title')}
            testId="hall-failed"
            action={
              <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })} data-testid="hall-retry">
                <Icon name="refresh" size={16} />
                {t('lobby.retry')}
              </button>
            }
          >
            {t(errorKey(context.errorCode))}
          </EmptyState>
        )}
        {listState === 'loginRequired' && (
          <EmptyState
            icon="lock"
            title={t(context.tab === 'favourites' ? 'lobby.login.favourites.title' : 'lobby.login.recent.title')}
            testId="hall-login-required"
            action={
              <button type="button" className="button button--primary" onClick={onLogin} data-testid="hall-login">
                <Icon name="user" size={16} />
                {t('lobby.login')}
              </button>
            }
          >
            {t('lobby.login.text')}
          </EmptyState>
        )}
        {listState === 'ready' && items.length === 0 && (
          <EmptyState icon={context.tab === 'favourites' ? 'heart' : gameTypeIcon(gameType)} title={t('lobby.empty.title')} testId="hall-empty">
            {emptyText()}
          </EmptyState>
        )}
        {listState === 'ready' && items.length > 0 && (
          <ul className="game-grid" data-testid="game-grid">
            {items.map((game) => (
              <GameCard
                key={game.nodeId}
                game={game}
                gameType={gameType}
                toggling={context.toggling === game.nodeId}
                locked={context.toggling !== null}
                onToggleFavourite={(nodeId) => send({ type: 'TOGGLE_FAVOURITE', nodeId })}
              />
            ))}
          </ul>
        )}
      </section>
      {listState === 'ready' && result && (
        <HallPager page={context.page} totalPages={result.totalPages} total={result.total} onPage={(page) => send({ type: 'PAGE', page })} />
      )}
    </div>
  );
}
