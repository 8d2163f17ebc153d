import type { MouseEvent } from 'react';
import { Link } from '../../../../components/Link';
import type { SnapshotFrom } from 'xstate';
import type { HallGameItem } from '../../../../../machines/gameList.machine';
import type { VendorGamesEvent, vendorGamesMachine } from '../../../../../machines/vendorGames.machine';
import { gameLaunchPath } from '../../../../app/gameLinks';
import { EmptyState } from '../../../../components/EmptyState';
import { Icon } from '../../../../components/Icon';
import { Spinner } from '../../../../components/Spinner';
import { errorKey, useT } from '../../../../i18n/useT';
import { GameThumb } from '../hall/GameThumb';
import { HallPager } from '../hall/HallPager';

interface VendorGamesListProps {
  snapshot: SnapshotFrom<typeof vendorGamesMachine>;
  send: (event: VendorGamesEvent) => void;
  signedIn: boolean;
  /** Starts a game through the session's gate (a visitor is sent to log in first). */
  onLaunch: (to: string) => void;
}

/**
 * The games behind a VASSALAGE vendor card (spec section 3): loading, the reason a load
 * failed with a retry, or the games (a page of 15), each opening the usual launcher.
 */
export function VendorGamesList({ snapshot, send, signedIn, onLaunch }: VendorGamesListProps) {
  const t = useT();
  const { context } = snapshot;
  if (snapshot.matches('failed')) {
    return (
      <EmptyState
        icon="warning"
        title={t('lobby.failed.title')}
        testId="vendor-games-failed"
        action={
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })} data-testid="vendor-games-retry">
            {t('lobby.retry')}
          </button>
        }
      >
        {t(errorKey(context.errorCode))}
      </EmptyState>
    );
  }
  const result = context.result;
  // A page change keeps the last list on screen under the loader.
  const loading = snapshot.matches('loading');
  if (!result) {
    return (
      <div className="vendor-games__loading" data-testid="vendor-games-loading">
        <Spinner label={t('lobby.vendorGames.loading')} size="large" />
      </div>
    );
  }
  if (result.items.length === 0) {
    return (
      <EmptyState icon="grid" title={t('lobby.empty.title')} testId="vendor-games-empty">
        {t('lobby.vendorGames.empty')}
      </EmptyState>
    );
  }
  const launch = (game: HallGameItem) => (event: MouseEvent) => {
    event.preventDefault();
    onLaunch(gameLaunchPath(game));
  };
  return (
    <div className="vendor-games" data-testid="vendor-games" data-state={loading ? 'loading' : 'ready'} aria-busy={loading || undefined}>
      <p className="vendor-games__count" data-testid="vendor-games-count">
        {t('lobby.vendorGames.count', { count: result.total })}
      </p>
      {!signedIn && (
        <p className="page-note vendor-games__note" data-testid="vendor-games-login-note">
          {t('lobby.vendorGames.loginNote')}
        </p>
      )}
      <ul className="vendor-games__list">
        {result.items.map((game) => (
          <li key={game.nodeId}>
            <Link to={gameLaunchPath(game)} className="vendor-games__item" onClick={launch(game)} data-testid="vendor-game" data-node-id={game.nodeId}>
              <span className="vendor-games__thumb">
                <GameThumb src={game.thumbnailUrl} gameType={context.gameType} />
              </span>
              <span className="vendor-games__text">
                <span className="vendor-games__name" data-testid="vendor-game-name">
                  {game.name}
                </span>
                <span className="vendor-games__meta">
                  {t('lobby.card.minBet', { amount: game.minBet })}
                  {game.hot && (
                    <span className="badge badge--hot" data-testid="vendor-game-hot">
                      {t('lobby.card.hot')}
                    </span>
                  )}
                </span>
              </span>
              <span className="vendor-games__play" aria-hidden="true">
                <Icon name="play" size={18} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {result.totalPages > 1 && <HallPager page={context.page} totalPages={result.totalPages} total={result.total} onPage={(page) => send({ type: 'PAGE', page })} />}
    </div>
  );
}
