import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../../components/Link';
import type { ActorRefFrom } from 'xstate';
import type { gameLaunchMachine, LaunchedGame } from '../../../../machines/gameLaunch.machine';
import type { LowBalance, MaintenanceWindow } from '../../../../server/shared/wire/lobby';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useMoney } from '../../../components/money';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import '../../house/house.css';
import { useLaunchUrl } from '../../../app/cdn';

export type GameLaunchActor = ActorRefFrom<typeof gameLaunchMachine>;

/**
 * The /game launcher's screens, one per state of the gameLaunch machine: the log-in
 * prompt, the trial notice, the vendor's maintenance window, the deposit offer, a
 * failure with retry, and the game itself in a full-width frame with back and reload.
 */
/** The page the launcher stands on: /game by default, or /fbsports and /seamless. */
export interface LauncherPage {
  title: MessageKey;
  testId: string;
}

const GAME_PAGE: LauncherPage = { title: 'page.game.title', testId: 'game-page' };

export function GameLaunchView({ actorRef, currencySymbol, page = GAME_PAGE }: { actorRef: GameLaunchActor; currencySymbol: string; page?: LauncherPage }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const snapshot = useSelector(actorRef, (s) => s);
  const send = actorRef.send;
  const { launched, errorCode, errorValue, frame } = snapshot.context;

  const back = (
    <button type="button" className="button button--ghost" onClick={() => send({ type: 'BACK' })} data-testid="game-back">
      <Icon name="chevronLeft" size={16} />
      {t('lobby.launch.back')}
    </button>
  );
  const retry = (
    <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })} data-testid="game-retry">
      <Icon name="refresh" size={16} />
      {t('common.retry')}
    </button>
  );

  if (snapshot.matches('playing') && launched) return <GameFrame game={launched} frame={frame} back={back} testId={page.testId} onReload={() => send({ type: 'RELOAD' })} />;

  let body;
  if (snapshot.matches('launching') || snapshot.matches('deciding')) {
    body = (
      <div className="game-launch__loading" data-testid="game-launching">
        <Spinner label={t('lobby.launch.opening')} size="large" />
        <p>{t('lobby.launch.opening')}</p>
      </div>
    );
  } else if (snapshot.matches('noGame')) {
    body = (
      <EmptyState icon="play" title={t('lobby.launch.noGameTitle')} testId="game-no-game" action={<Link to="/rng" className="button button--primary">{t('lobby.launch.browse')}</Link>}>
        {t('lobby.launch.noGameText')}
      </EmptyState>
    );
  } else if (snapshot.matches('loginRequired')) {
    body = (
      <EmptyState
        icon="lock"
        title={t('lobby.launch.loginTitle')}
        testId="game-login-required"
        action={
          <button type="button" className="button button--primary" onClick={() => send({ type: 'LOGIN' })} data-testid="game-login">
            <Icon name="user" size={16} />
            {t('lobby.launch.login')}
          </button>
        }
      >
        {t('lobby.launch.loginText')}
      </EmptyState>
    );
  } else if (snapshot.matches('trialBlocked')) {
    body = (
      <EmptyState
        icon="shield"
        title={t('lobby.launch.trialTitle')}
        testId="game-trial"
        action={
          <button type="button" className="button button--primary" onClick={() => send({ type: 'REGISTER' })} data-testid="game-register">
            {t('lobby.launch.register')}
          </button>
        }
      >
        {t('lobby.launch.trialText')}
      </EmptyState>
    );
  } else if (snapshot.matches('maintenance')) {
    const window = errorValue as MaintenanceWindow | null;
    const when = (iso: string | undefined) => (iso ? intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '');
    body = (
      <EmptyState icon="wrench" title={t('lobby.launch.maintenanceTitle', { vendor: window?.vendorName ?? '' })} testId="game-maintenance" action={retry}>
        <span data-testid="game-maintenance-window">{t('lobby.launch.maintenanceWindow', { from: when(window?.startsAt), until: when(window?.endsAt) })}</span>
        {window?.info ? (
          <span className="game-launch__info" data-testid="game-maintenance-info">
            {window.info}
          </span>
        ) : null}
      </EmptyState>
    );
  } else if (snapshot.matches('lowBalance')) {
    const low = errorValue as LowBalance | null;
    body = (
      <EmptyState
        icon="wallet"
        title={t('lobby.launch.lowBalanceTitle')}
        testId="game-low-balance"
        action={
          <div className="game-launch__actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'DEPOSIT' })} data-testid="game-deposit">
              <Icon name="deposit" size={16} />
              {t('lobby.launch.deposit')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => send({ type: 'RETRY' })} data-testid="game-retry">
              {t('lobby.launch.retryAfterDeposit')}
            </button>
          </div>
        }
      >
        <span data-testid="game-low-balance-text">
          {t('lobby.launch.lowBalanceText', { minBet: money(currencySymbol, low?.minBet), balance: money(currencySymbol, low?.balance) })}
        </span>
      </EmptyState>
    );
  } else {
    body = (
      // A running time-out or self-exclusion refuses every launch: trying again cannot help.
      <EmptyState icon="warning" title={t('lobby.launch.failedTitle')} testId="game-failed" action={errorCode === 'excluded' || errorCode === 'timed_out' ? undefined : retry}>
        <span data-testid="game-failed-reason">{t(errorKey(errorCode))}</span>
      </EmptyState>
    );
  }
  return (
    <div className="container page-body game-launch" data-testid={page.testId}>
      <PageHeading icon="play" title={t(page.title)}>
        {back}
      </PageHeading>
      {body}
    </div>
  );
}

function GameFrame({ game, frame, back, testId, onReload }: { game: LaunchedGame; frame: number; back: ReactNode; testId: string; onReload: () => void }) {
  const launchUrl = useLaunchUrl();
  const t = useT();
  return (
    <div className="game-launch game-launch--playing" data-testid={testId}>
      <div className="game-launch__bar game-launch__bar--playing">
        {back}
        <div className="game-launch__title">
          <h1 className="game-launch__name" data-testid="game-name">
            {game.game.name}
          </h1>
          <span className="game-launch__vendor">{game.game.vendorName}</span>
          <span className={`game-launch__mode game-launch__mode--${game.mode}`} data-testid="game-mode">
            {t(game.mode === 'demo' ? 'lobby.launch.modeDemo' : 'lobby.launch.modeReal')}
          </span>
        </div>
        <button type="button" className="button button--ghost" onClick={onReload} data-testid="game-reload">
          <Icon name="refresh" size={16} />
          {t('lobby.launch.reload')}
        </button>
      </div>
      <iframe
        key={frame}
        className="game-launch__frame"
        src={launchUrl(game.url)}
        title={game.game.name}
        data-testid="game-frame"
        data-frame={frame}
        allow="fullscreen"
        referrerPolicy="same-origin"
      />
    </div>
  );
}
