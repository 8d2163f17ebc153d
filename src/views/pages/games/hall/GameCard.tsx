import { Link } from '../../../../components/Link';
import type { HallGameItem } from '../../../../../machines/gameList.machine';
import { gameLaunchPath } from '../../../../app/gameLinks';
import { Icon } from '../../../../components/Icon';
import { Spinner } from '../../../../components/Spinner';
import { useT } from '../../../../i18n/useT';
import { GameThumb } from './GameThumb';

interface GameCardProps {
  game: HallGameItem;
  gameType: string;
  /** This card's favourite toggle is under way. */
  toggling: boolean;
  /** Another toggle is under way: one at a time. */
  locked: boolean;
  onToggleFavourite: (nodeId: number) => void;
}

/** One game of the hall: opens the launcher; the heart adds or removes a favourite. */
export function GameCard({ game, gameType, toggling, locked, onToggleFavourite }: GameCardProps) {
  const t = useT();
  return (
    <li className="game-card" data-testid="game-card" data-node-id={game.nodeId}>
      <Link to={gameLaunchPath(game)} className="game-card__link" data-testid="game-card-link">
        <span className="game-card__media">
          <GameThumb src={game.thumbnailUrl} gameType={gameType} />
          <span className="game-card__play" aria-hidden="true">
            <Icon name="play" size={22} />
          </span>
        </span>
        <span className="game-card__title">
          {game.hot && <span className="badge badge--hot game-card__hot">{t('lobby.card.hot')}</span>}
          <span className="game-card__name" data-testid="game-card-name">
            {game.name}
          </span>
        </span>
        <span className="game-card__meta">
          <span>{game.vendorName}</span>
          <span data-testid="game-card-min-bet">{t('lobby.card.minBet', { amount: game.minBet })}</span>
        </span>
      </Link>
      <button
        type="button"
        className={`game-card__favourite${game.favourite ? ' is-on' : ''}`}
        aria-pressed={game.favourite}
        aria-label={t(game.favourite ? 'lobby.card.unfavourite' : 'lobby.card.favourite', { name: game.name })}
        aria-busy={toggling || undefined}
        disabled={locked && !toggling}
        onClick={() => !toggling && onToggleFavourite(game.nodeId)}
        data-testid="game-card-favourite"
      >
        {toggling ? <Spinner label={t('lobby.card.saving')} /> : <Icon name="heart" size={18} fill={game.favourite ? 'currentColor' : 'none'} />}
      </button>
    </li>
  );
}
