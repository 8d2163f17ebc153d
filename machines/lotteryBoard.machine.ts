import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { LOTTERY_REFRESH_MAX_MS, LOTTERY_REFRESH_MIN_MS, LOTTERY_TICK_MS } from '../server/shared/timing';

/**
 * The lottery board of /lottery and /vnlottery (spec sections 2, 3, 4; LOTTERY-02..10):
 * the game list with its countdowns, refreshed on a timer, and the filters the member
 * picks (menu tag, weekday, name search, hot / favourites / recent tabs) plus the game
 * whose panel is open.
 *
 *   * The list reloads every `refresh` ms (kept between 7000 and 30000, spec section 4),
 *     and at once when a draw's countdown reaches 0 (its result is due).
 *   * Each `tick` (1 s) counts every game's remainTime and lockTime down, so the
 *     countdowns move between reloads without asking the server.
 *   * Favourites and recent games are kept per username by the page (`saveFavourites`,
 *     `saveRecent`: named actions the app supplies over localStorage); both need a
 *     signed-in member (spec section 4).
 */
export interface BoardGame {
  gameId: string;
  remark: string;
  gameMenuTag: string;
  vendor: string;
  schedule: 'interval' | 'weekly';
  numero: string;
  remainTime: number;
  lockTime: number;
  drawDayOfWeek: number;
  isHot: boolean;
}

export type BoardTab = 'all' | 'hot' | 'fav' | 'recent';
export const BOARD_TABS: readonly BoardTab[] = ['all', 'hot', 'fav', 'recent'];

/** Recent games remembered per member. */
export const RECENT_LIMIT = 12;

/** The refresh period asked for, kept between 7000 and 30000 ms (LOTTERY-10). */
export function refreshDelay(ms: number | undefined): number {
  if (ms === undefined || !Number.isFinite(ms)) return LOTTERY_REFRESH_MAX_MS;
  return Math.min(LOTTERY_REFRESH_MAX_MS, Math.max(LOTTERY_REFRESH_MIN_MS, Math.round(ms)));
}

export interface LotteryBoardInput {
  /** The signed-in member's username; null for a visitor. */
  account: string | null;
  refreshMs?: number;
  favourites?: string[];
  recent?: string[];
  /** The query's gameCode (opens that game's panel) and vendor (narrows the list), when present. */
  gameCode?: string | null;
  vendor?: string | null;
}

export interface LotteryBoardContext {
  account: string | null;
  refreshMs: number;
  games: BoardGame[];
  /** Bumped at every load, so side lists know to reload with the board. */
  loads: number;
  menuTag: string | null;
  /** 1 (Sunday) .. 7, or null for every day. */
  weekday: number | null;
  search: string;
  tab: BoardTab;
  vendor: string | null;
  favourites: string[];
  recent: string[];
  selected: string | null;
  errorCode: string | null;
}

export type LotteryBoardEvent =
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'SET_TAG'; tag: string | null }
  | { type: 'SET_WEEKDAY'; weekday: number | null }
  | { type: 'SEARCH'; text: string }
  | { type: 'SET_TAB'; tab: BoardTab }
  | { type: 'TOGGLE_FAVOURITE'; gameId: string }
  | { type: 'SELECT'; gameId: string }
  | { type: 'CLOSE' };

type Failure = { error?: { errorCode?: string } };
const errorCodeOf = (event: unknown) => (event as Failure).error?.errorCode ?? 'network_abnormal';
const outputOf = (event: unknown) => (event as { output: { games: BoardGame[] } }).output.games;

/** The games the board shows for its filters and tab (weekly games only on their weekday; interval games every day). */
export function visibleGames<G extends BoardGame>(context: Omit<LotteryBoardContext, 'games'> & { games: G[] }): G[] {
  const text = context.search.trim().toLowerCase();
  let games = context.games.filter(
    (g) =>
      (context.menuTag === null || g.gameMenuTag === context.menuTag) &&
      (context.weekday === null || g.schedule === 'interval' || g.drawDayOfWeek === context.weekday) &&
      (context.vendor === null || g.vendor === context.vendor) &&
      (text === '' || g.remark.toLowerCase().includes(text) || g.gameId.toLowerCase().includes(text)),
  );
  if (context.tab === 'hot') games = games.filter((g) => g.isHot);
  if (context.tab === 'fav') games = games.filter((g) => context.favourites.includes(g.gameId));
  if (context.tab === 'recent') {
    const byId = new Map(games.map((g) => [g.gameId, g]));
    games = context.recent.map((id) => byId.get(id)).filter((g): g is G => g !== undefined);
  }
  return games;
}

export const lotteryBoardMachine = setup({
  types: {
    input: {} as LotteryBoardInput,
    context: {} as LotteryBoardContext,
    events: {} as LotteryBoardEvent,
  },
  actors: {
    // Supplied by the page (the area's game list) or a test.
    load: fromPromise<{ games: BoardGame[] }, { loads: number }>(async () => {
      throw new Error('load is provided by the page');
    }),
  },
  delays: {
    refresh: ({ context }) => context.refreshMs,
    tick: LOTTERY_TICK_MS,
  },
  guards: {
    signedIn: ({ context }) => context.account !== null,
    /** A draw's countdown reaches 0 with this tick: its result is due, reload now. */
    drawDue: ({ context }) => context.games.some((g) => g.remainTime <= 1),
  },
  actions: {
    store: assign({ games: ({ event }) => outputOf(event), loads: ({ context }) => context.loads + 1, errorCode: null }),
    fail: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
    clearError: assign({ errorCode: null }),
    countDown: assign({
      games: ({ context }) => context.games.map((g) => ({ ...g, remainTime: Math.max(0, g.remainTime - 1), lockTime: Math.max(0, g.lockTime - 1) })),
    }),
    // Each runs on its own event only (assertEvent narrows the type and throws otherwise).
    setTag: assign(({ event }) => {
      assertEvent(event, 'SET_TAG');
      return { menuTag: event.tag };
    }),
    setWeekday: assign(({ context, event }) => {
      assertEvent(event, 'SET_WEEKDAY');
      const { weekday } = event;
      return { weekday: weekday === null || (Number.isInteger(weekday) && weekday >= 1 && weekday <= 7) ? weekday : context.weekday };
    }),
    setSearch: assign(({ event }) => {
      assertEvent(event, 'SEARCH');
      return { search: event.text.slice(0, 64) };
    }),
    setTab: assign(({ context, event }) => {
      assertEvent(event, 'SET_TAB');
      return { tab: BOARD_TABS.includes(event.tab) ? event.tab : context.tab };
    }),
    toggleFavourite: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE_FAVOURITE');
      const { gameId } = event;
      return { favourites: context.favourites.includes(gameId) ? context.favourites.filter((id) => id !== gameId) : [...context.favourites, gameId] };
    }),
    select: assign(({ event }) => {
      assertEvent(event, 'SELECT');
      return { selected: event.gameId };
    }),
    rememberRecent: assign(({ context, event }) => {
      assertEvent(event, 'SELECT');
      return { recent: [event.gameId, ...context.recent.filter((id) => id !== event.gameId)].slice(0, RECENT_LIMIT) };
    }),
    close: assign({ selected: null }),
    // Side effects the page supplies (localStorage per username).
    saveFavourites: () => undefined,
    saveRecent: () => undefined,
  },
}).createMachine({
  id: 'lotteryBoard',
  context: ({ input }) => ({
    account: input.account,
    refreshMs: refreshDelay(input.refreshMs),
    games: [],
    loads: 0,
    menuTag: null,
    weekday: null,
    search: '',
    tab: 'all',
    vendor: input.vendor ?? null,
    favourites: input.account ? (input.favourites ?? []) : [],
    recent: input.account ? (input.recent ?? []) : [],
    selected: input.gameCode ?? null,
    errorCode: null,
  }),
  initial: 'loading',
  on: {
    SET_TAG: { actions: 'setTag' },
    SET_WEEKDAY: { actions: 'setWeekday' },
    SEARCH: { actions: 'setSearch' },
    SET_TAB: { actions: 'setTab' },
    TOGGLE_FAVOURITE: { guard: 'signedIn', actions: ['toggleFavourite', 'saveFavourites'] },
    SELECT: [
      { guard: 'signedIn', actions: ['select', 'rememberRecent', 'saveRecent'] },
      { actions: 'select' },
    ],
    CLOSE: { actions: 'close' },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ loads: context.loads }),
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    /** Nothing to show: the error and a retry button. */
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    /** The list on screen; the refresh timer runs while the countdowns tick. */
    ready: {
      after: { refresh: 'refreshing' },
      on: { REFRESH: 'refreshing' },
      initial: 'counting',
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'drawDue', target: '#lotteryBoard.refreshing', actions: 'countDown' },
              { target: 'counting', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
    },
    /** Reloading: the list stays on screen; a failure keeps it and says so. */
    refreshing: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ loads: context.loads }),
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
  },
});
