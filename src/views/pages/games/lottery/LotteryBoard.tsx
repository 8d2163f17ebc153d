import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BOARD_TABS, visibleGames, type BoardTab } from '../../../../../machines/lotteryBoard.machine';
import { LOTTERY_BET_TYPES as BET_TYPES, type LotteryBetType as BetType, type LottoArea as LotteryArea, type LotteryGame } from '../../../../../server/shared/wire/lottery';
import { lotteryBoardLogic } from '../../../../app/lotteryLogic';
import { useSessionView } from '../../../../app/session';
import { useScrollHint } from '../../../../app/useScrollHint';
import { EmptyState } from '../../../../components/EmptyState';
import { Icon } from '../../../../components/Icon';
import { Spinner } from '../../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../../i18n/useT';
import { weekdayDate } from './format';
import { GamePanel } from './GamePanel';
import { SideLists } from './SideLists';
import { Balls, useCountdown, useTagName } from './parts';
import { lotteryLists } from './storage';
import './lottery.css';

/** How often the list reloads: between 7000 and 30000 ms (LOTTERY-10). */
export const LOTTERY_REFRESH_MS = 15_000;

const TAB_LABEL: Record<BoardTab, MessageKey> = {
  all: 'lobby.lottery.tab.all',
  hot: 'lobby.lottery.tab.hot',
  fav: 'lobby.lottery.tab.fav',
  recent: 'lobby.lottery.tab.recent',
};

export interface LotteryQuery {
  gameCode?: string;
  vendor?: string;
  playType?: string;
}

/** The board of one area: filters, tabs, the game list with countdowns, the open game's panel and the side lists. */
export function LotteryBoard({ area, query, refreshMs = LOTTERY_REFRESH_MS }: { area: LotteryArea; query: LotteryQuery; refreshMs?: number }) {
  const t = useT();
  const tabsHint = useScrollHint<HTMLElement>(BOARD_TABS.length);
  const countdown = useCountdown();
  const intl = useIntl();
  const tagName = useTagName();
  const { account, signedIn } = useSessionView();
  const who = signedIn ? account : null;
  const whoRef = useRef(who);
  whoRef.current = who;

  const machine = useMemo(
    () =>
      lotteryBoardLogic(area).provide({
        actions: {
          saveFavourites: ({ context }) => lotteryLists.saveFavourites(whoRef.current, context.favourites),
          saveRecent: ({ context }) => lotteryLists.saveRecent(whoRef.current, context.recent),
        },
      }),
    [area],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { account: who, refreshMs, favourites: lotteryLists.favourites(who), recent: lotteryLists.recent(who), gameCode: query.gameCode ?? null, vendor: query.vendor ?? null },
  });
  const { context } = snapshot;
  const games = context.games as LotteryGame[];
  const shown = visibleGames({ ...context, games });
  const tags = [...new Set(games.map((g) => g.gameMenuTag))];
  const selected = games.find((g) => g.gameId === context.selected) ?? null;
  const playType = (BET_TYPES as readonly string[]).includes(query.playType ?? '') ? (query.playType as BetType) : undefined;
  const weekdayName = (day: number) => intl.formatDate(weekdayDate(day), { weekday: 'short', timeZone: 'UTC' });

  if (snapshot.matches('loading')) return <Spinner label={t('common.loading')} size="large" />;
  if (snapshot.matches('failed')) {
    return (
      <EmptyState
        icon="warning"
        title={t('lobby.lottery.failed')}
        testId="lottery-failed"
        action={
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        }
      >
        {t(errorKey(context.errorCode))}
      </EmptyState>
    );
  }

  return (
    <div className="lottery-board" data-testid="lottery-board" data-loads={context.loads}>
      <div className="lottery-board__main">
        {selected && <GamePanel game={selected} loads={context.loads} playType={playType} onClose={() => send({ type: 'CLOSE' })} />}

        <div className="lottery-filters">
          <nav className="chip-row" aria-label={t('lobby.lottery.tags')} data-testid="lottery-tags">
            <button type="button" className={`chip${context.menuTag === null ? ' is-active' : ''}`} aria-pressed={context.menuTag === null} onClick={() => send({ type: 'SET_TAG', tag: null })} data-testid="lottery-tag-all">
              {t('lobby.lottery.tag.all')}
            </button>
            {tags.map((tag) => (
              <button
                key={tag}
                type="button"
                className={`chip${context.menuTag === tag ? ' is-active' : ''}`}
                aria-pressed={context.menuTag === tag}
                onClick={() => send({ type: 'SET_TAG', tag })}
                data-testid={`lottery-tag-${tag}`}
              >
                {tagName(tag)}
              </button>
            ))}
          </nav>
          <div className="lottery-filters__row">
            <div className="chip-row" role="group" aria-label={t('lobby.lottery.weekday')} data-testid="lottery-weekdays">
              <button type="button" className={`chip${context.weekday === null ? ' is-active' : ''}`} aria-pressed={context.weekday === null} onClick={() => send({ type: 'SET_WEEKDAY', weekday: null })}>
                {t('lobby.lottery.weekdayAll')}
              </button>
              {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                <button
                  key={day}
                  type="button"
                  className={`chip${context.weekday === day ? ' is-active' : ''}`}
                  aria-pressed={context.weekday === day}
                  onClick={() => send({ type: 'SET_WEEKDAY', weekday: day })}
                  data-testid={`lottery-weekday-${day}`}
                >
                  {weekdayName(day)}
                </button>
              ))}
            </div>
            <label className="lottery-search">
              <Icon name="search" size={16} />
              <span className="visually-hidden">{t('lobby.lottery.search')}</span>
              <input
                type="search"
                className="input"
                value={context.search}
                placeholder={t('lobby.lottery.searchPlaceholder')}
                onChange={(e) => send({ type: 'SEARCH', text: e.target.value })}
                data-testid="lottery-search"
              />
            </label>
          </div>
        </div>

        <div className="lottery-tabs-row">
          <nav ref={tabsHint.ref} className={`tabs ${tabsHint.className}`} aria-label={t('lobby.lottery.lists')} data-testid="lottery-tabs">
            {BOARD_TABS.map((tab) => (
              <button
                key={tab}
                type="button"
                className={`tabs__tab${context.tab === tab ? ' is-active' : ''}`}
                aria-current={context.tab === tab ? 'page' : undefined}
                onClick={() => send({ type: 'SET_TAB', tab })}
                data-testid={`lottery-tab-${tab}`}
              >
                {t(TAB_LABEL[tab])}
              </button>
            ))}
          </nav>
          <button type="button" className="button button--ghost lottery-refresh" onClick={() => send({ type: 'REFRESH' })} disabled={snapshot.matches('refreshing')} data-testid="lottery-refresh">
            <Icon name="refresh" size={16} />
            {t('lobby.lottery.refresh')}
          </button>
        </div>
        {context.errorCode && (
          <p className="page-note" role="status" data-testid="lottery-refresh-failed">
            {t('lobby.lottery.refreshFailed')}
          </p>
        )}

        {(context.tab === 'fav' || context.tab === 'recent') && !who ? (
          <EmptyState icon="lock" title={t('lobby.lottery.loginForLists')} testId="lottery-login-needed" />
        ) : shown.length === 0 ? (
          <EmptyState icon="search" title={t('lobby.lottery.empty')} testId="lottery-empty" />
        ) : (
          <ul className="lottery-grid" data-testid="lottery-games">
            {shown.map((game) => {
              const favourite = context.favourites.includes(game.gameId);
              return (
                <li key={game.gameId} className={`lottery-card${game.gameId === context.selected ? ' is-selected' : ''}`} data-testid={`lottery-game-${game.gameId}`}>
                  <div className="lottery-card__head">
                    <span className="lottery-card__tag">{tagName(game.gameMenuTag)}</span>
                    {game.isHot && <span className="badge badge--hot">{t('lobby.lottery.tab.hot')}</span>}
                    {who && (
                      <button
                        type="button"
                        className={`icon-button lottery-card__fav${favourite ? ' is-on' : ''}`}
                        aria-pressed={favourite}
                        aria-label={t(favourite ? 'lobby.lottery.favouriteRemove' : 'lobby.lottery.favouriteAdd')}
                        onClick={() => send({ type: 'TOGGLE_FAVOURITE', gameId: game.gameId })}
                        data-testid={`lottery-fav-${game.gameId}`}
                      >
                        <Icon name="star" size={18} />
                      </button>
                    )}
                  </div>
                  <h3 className="lottery-card__name">{game.remark}</h3>
                  <p className="lottery-card__numero">{t('lobby.lottery.issue', { numero: game.numero })}</p>
                  <dl className="lottery-card__times">
                    <div>
                      <dt>{t('lobby.lottery.drawIn')}</dt>
                      <dd data-testid={`lottery-remain-${game.gameId}`}>{countdown(game.remainTime)}</dd>
                    </div>
                    <div>
                      <dt>{t('lobby.lottery.closesIn')}</dt>
                      <dd data-testid={`lottery-lock-${game.gameId}`} className={game.lockTime === 0 ? 'is-closed' : undefined}>
                        {game.lockTime === 0 ? t('lobby.lottery.closed') : countdown(game.lockTime)}
                      </dd>
                    </div>
                  </dl>
                  <p className="lottery-card__last">
                    <span>{t('lobby.lottery.last')}</span>
                    {game.last ? <Balls numbers={game.last.numbers} small /> : <span className="is-muted">{t('lobby.lottery.noResults')}</span>}
                  </p>
                  <button type="button" className="button button--primary lottery-card__play" onClick={() => send({ type: 'SELECT', gameId: game.gameId })} data-testid={`lottery-play-${game.gameId}`}>
                    <Icon name="ticket" size={16} />
                    {t('lobby.lottery.play')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <SideLists area={area} loads={context.loads} onPick={(gameId) => send({ type: 'SELECT', gameId })} />
    </div>
  );
}
