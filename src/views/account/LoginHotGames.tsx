import { Link } from 'react-router-dom';
import { GameMenuActor } from '../../app/actors';
import { categoryPath } from '../../app/gameLinks';
import { gameTypeIcon, Icon } from '../../components/Icon';
import { useGameTypeName } from '../../components/gameTypeName';
import { useT } from '../../i18n/useT';

/**
 * Above the login form (spec section 2): the Hot tab and one tab per game category.
 * A category opens its page (fishing goes to /fish); the hot list itself comes with the
 * game lobby, so the Hot tab says so.
 */
export function LoginHotGames({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  const name = useGameTypeName();
  const menu = GameMenuActor.useSelector((s) => s.context.menu);
  return (
    <section className="login-games" aria-label={t('login.menu')} data-testid="login-hot-games">
      <nav className="login-games__menu" aria-label={t('login.menu')} data-testid="login-categories">
        <span className="login-games__tab is-active" aria-current="true">
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
      <p className="login-games__empty" data-testid="login-hot-empty">
        {t('login.hotEmpty')}
      </p>
    </section>
  );
}
