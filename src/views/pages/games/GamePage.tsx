import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { GameLaunchQuery, LaunchRole } from '../../../../machines/gameLaunch.machine';
import { gameLaunchLogic, launchQueryOf } from '../../../app/launchLogic';
import { useSessionSend, useSessionView } from '../../../app/session';
import { AreaMessages } from '../../../app/AreaMessages';
import { isBalanceMessage } from '../../house/frameMessages';
import { Loading } from '../../house/Loading';
import { GameLaunchView, type LauncherPage } from './GameLaunchView';

/** Who is here, as the launcher needs it; null while the session is still being checked. */
export function launchRoleOf(sessionState: string): LaunchRole | null {
  switch (sessionState) {
    case 'visitor':
    case 'freePlayFailed':
      return 'visitor';
    case 'trial':
      return 'trial';
    case 'member':
    case 'agent':
    case 'confirmingLogout':
      return 'member';
    default:
      return null;
  }
}

/** The iframe game launcher (spec section 2 /game): query vassalage, gameCode, nodeId. */
export function GamePage() {
  return (
    <AreaMessages area="lobby" fallback={<Loading />}>
      <GameLauncher />
    </AreaMessages>
  );
}

/**
 * The launcher on a page of its own game: /fbsports (the FB sports book) and /seamless
 * (a seamless-wallet vendor's game, query vassalage and gameCode, header row hidden).
 */
export function FixedGamePage({ vassalage, page }: { vassalage?: string; page: LauncherPage }) {
  return (
    <AreaMessages area="lobby" fallback={<Loading />}>
      <GameLauncher vassalage={vassalage} page={page} />
    </AreaMessages>
  );
}

function GameLauncher({ vassalage, page }: { vassalage?: string; page?: LauncherPage }) {
  const [urlParams] = useSearchParams();
  const params = vassalage ? new URLSearchParams({ vassalage }) : urlParams;
  const { role: sessionState } = useSessionView();
  const role = launchRoleOf(sessionState);
  // The personal centre's own parameter does not change which game is asked for.
  const gameKey = ['vassalage', 'gameCode', 'nodeId'].map((k) => params.get(k) ?? '').join('|');
  const query = useMemo(() => launchQueryOf(params), [gameKey]); // the dependency list is deliberately partial
  if (role === null) return <Loading />;
  return <Launcher key={gameKey} query={query} role={role} page={page} />;
}

/**
 * The launcher for one game. `onBack` replaces going back in the history: the game
 * popup closes itself instead.
 */
export function Launcher({ query, role, page, onBack }: { query: GameLaunchQuery | null; role: LaunchRole; page?: LauncherPage; onBack?: () => void }) {
  const session = useSessionSend();
  const { member } = useSessionView();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const back = useRef(onBack);
  back.current = onBack;

  const machine = useMemo(
    () =>
      gameLaunchLogic.provide({
        actions: {
          // A visitor's gated action goes to /login (spec section 8), like every other gate.
          openLogin: () => session({ type: 'GATE', to: `${here.current.pathname}${here.current.search}` }),
          openRegister: () => session({ type: 'OPEN_REGISTER' }),
          // The personal centre's deposit page over this launcher (?personal=depositv2).
          openDeposit: () => {
            const search = new URLSearchParams(here.current.search);
            search.set('personal', 'depositv2');
            navigate(`${here.current.pathname}?${search.toString()}`);
          },
          goBack: () => {
            if (back.current) back.current();
            else if (window.history.length > 1) navigate(-1);
            else navigate('/');
          },
        },
      }),
    [session, navigate],
  );
  const [, , actorRef] = useMachine(machine, { input: { query, role } });

  useEffect(() => {
    actorRef.send({ type: 'SESSION', role });
  }, [actorRef, role]);

  // A house game in the frame says when its money moved: the header's balance follows.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isBalanceMessage(event.data)) return;
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="game-frame"]');
      if (!frame || event.source !== frame.contentWindow) return;
      session({ type: 'REFRESH_MEMBER' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session]);

  return <GameLaunchView actorRef={actorRef} currencySymbol={member?.currencySymbol ?? ''} page={page} />;
}
