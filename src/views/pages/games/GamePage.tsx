import { useLocation, useSearchParams } from 'react-router-dom';
import { useSessionSend, useSessionView } from '../../../app/session';
import { Icon } from '../../../components/Icon';
import { ComingSoon } from '../ComingSoon';
import { useT } from '../../../i18n/useT';

/** The game launcher: visitors are told to log in first (spec section 4); playing is gated. */
export function GamePage() {
  const t = useT();
  const send = useSessionSend();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const vendor = params.get('vassalage');
  const gameCode = params.get('gameCode');
  const { signedIn } = useSessionView();
  return (
    <ComingSoon
      icon="play"
      title="page.game.title"
      text={signedIn ? 'page.game.empty' : 'page.game.login'}
      testId="game-page"
      action={
        signedIn ? undefined : (
          <button type="button" className="button button--primary" onClick={() => send({ type: 'GATE', to: `${pathname}${search}` })} data-testid="game-play">
            <Icon name="play" size={16} />
            {t('vendor.play')}
          </button>
        )
      }
    >
      {(vendor || gameCode) && (
        <ul className="chip-row" data-testid="game-query">
          {vendor && (
            <li className="chip is-static">
              {t('page.game.vendor')}: <strong>{vendor}</strong>
            </li>
          )}
          {gameCode && (
            <li className="chip is-static">
              {t('page.game.code')}: <strong>{gameCode}</strong>
            </li>
          )}
        </ul>
      )}
    </ComingSoon>
  );
}
