import { Link } from '../../../components/Link';
import { SessionActor } from '../../../app/actors';
import { gameLaunchPath } from '../../../app/gameLinks';
import { loadRecentGames } from '../../../app/homeLoaders';
import { useResource } from '../../../app/useResource';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import './home.css';
import { useImageUrl } from '../../../app/cdn';

/** The recent-games panel: only for a logged-in member (spec section 2). */
export function RecentGames() {
  const memberId = SessionActor.useSelector((s) => s.context.member?.id ?? null);
  return memberId === null ? null : <RecentGamesPanel key={memberId} />;
}

function RecentGamesPanel() {
  const t = useT();
  const imageUrl = useImageUrl();
  const recent = useResource(loadRecentGames);
  const games = recent.data ?? [];
  if (games.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-recent" data-testid="recent-games">
      <div className="section-head">
        <h2 id="home-recent" className="section-title">
          <Icon name="clock" size={20} />
          {t('home.recent')}
        </h2>
      </div>
      <ul className="recent-games">
        {games.map((g) => (
          <li key={g.nodeId}>
            <Link to={gameLaunchPath(g)} className="recent-game" data-testid="recent-game">
              <img src={imageUrl(g.thumbnailUrl)} alt="" loading="lazy" width={120} height={90} />
              <span>{g.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
