import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import { GameMenuActor } from '../../app/actors';
import { categoryPath } from '../../app/gameLinks';
import { hotGroups, hotTarget, loadHotGames, openLoginWindow } from '../../app/hotGames';
import { useResource } from '../../app/useMachines';
import { useScrollHint } from '../../app/useScrollHint';
import { gameTypeIcon, Icon } from '../../components/Icon';
import { useGameTypeName } from '../../components/gameTypeName';
import { errorKey, useT } from '../../i18n/useT';
import { useImageUrl } from '../../app/cdn';

/**
 * Above the login form (spec section 2): the Hot tab and one tab per game category.
 * The Hot tab lists the hot games grouped by game type (ELOTT, LOTT, LIVE, SPORTS, FISH,
 * RNG, PVP, as the hot call answers them): an RNG game opens /rng on its vendor, any
 * other opens /login in a new 1300x900 window. A category tab opens its page (fishing
 * goes to /fish).
 */
export function LoginHotGames({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  const imageUrl = useImageUrl();
  const name = useGameTypeName();
  const navigate = useNavigate();
  const menu = GameMenuActor.useSelector((s) => s.context.menu);
  const hot = useResource(loadHotGames);
  const groups = hotGroups(hot.data ?? []);
  const menuHint = useScrollHint<HTMLElement>(menu.length);
  const typeName = (gameType: string) => name(menu.find((e) => e.gameType.toUpperCase() === gameType) ?? { gameType, name: gameType });
  return (
    <section className="login-games" aria-label={t('login.menu')} data-testid="login-hot-games">
      <nav ref={menuHint.ref} className={`login-games__menu ${menuHint.className}`} aria-label={t('login.menu')} data-testid="login-categories">
        <span className="login-games__tab is-active" aria-current="true" data-testid="login-tab-hot">
          <Icon name="fire" size={16} />
          {t('login.hot')}
        </span>
        {menu.map((entry) => (
          <Link key={entry.gameType} to={categoryPath(entry.gameType)} className="login-games__tab" onClick={onLeave} data-testid={`login-category-${entry.gameType.toLowerCase()}`}>
            <Icon name={gameTypeIcon(entry.gameType)} size={16} />
            {name(entry)}
          </Link>
        ))}
      </nav>
      {hot.snapshot.matches('failed') ? (
        <p className="login-games__empty" role="alert" data-testid="login-hot-failed">
          {t(errorKey(hot.errorCode))}{' '}
          <button type="button" className="button button--ghost" onClick={() => hot.send({ type: 'RETRY' })} data-testid="login-hot-retry">
            {t('common.retry')}
          </button>
        </p>
      ) : hot.data === null ? (
        <p className="login-games__empty" aria-busy="true" data-testid="login-hot-loading">
          {t('common.loading')}
        </p>
      ) : groups.length === 0 ? (
        <p className="login-games__empty" data-testid="login-hot-empty">
          {t('login.hotEmpty')}
        </p>
      ) : (
        <ul className="login-games__groups" data-testid="login-hot-list">
          {groups.map((group) => (
            <li key={group.gameType} className="login-games__group" data-testid="login-hot-group" data-game-type={group.gameType}>
              <span className="login-games__group-name">
                <Icon name={gameTypeIcon(group.gameType)} size={14} />
                {typeName(group.gameType)}
              </span>
              {group.games.map((game) => (
                <button
                  key={game.nodeId}
                  type="button"
                  className="login-games__vendor"
                  title={game.vendorName}
                  data-testid="login-hot-game"
                  data-vendor={game.vendor}
                  data-node-id={game.nodeId}
                  onClick={() => {
                    const target = hotTarget(game);
                    if (target.kind === 'window') return openLoginWindow();
                    onLeave();
                    navigate(target.to);
                  }}
                >
                  <img src={imageUrl(game.showIcon)} alt="" width={20} height={20} loading="lazy" />
                  {game.name}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
