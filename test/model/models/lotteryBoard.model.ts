import { lotteryBoardMachine, type BoardGame, type BoardTab } from '../../../machines/lotteryBoard.machine';
import { LOTTERY_REFRESH_MAX_MS, LOTTERY_REFRESH_MIN_MS, LOTTERY_TICK_MS } from '../../../server/shared/timing';
import { ApiError } from '../../../src/api/client';
import { isDeepStrictEqual } from 'node:util';
import { type Expectations, type Trace, type TraceStep, unchecked } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const game = (remainTime: number): BoardGame => ({
  gameId: 'FAST1',
  remark: 'Lucky 1 Minute',
  gameMenuTag: 'FAST',
  vendor: 'LOTT',
  schedule: 'interval',
  numero: '20310310-0721',
  remainTime,
  lockTime: Math.max(0, remainTime - 10),
  drawDayOfWeek: 2,
  isHot: true,
});
const later = { games: [game(100)] };
const due = { games: [game(1)] };
/** Two games, one of them due: any due draw reloads the board. */
const oneDue = { games: [game(100), { ...game(1), gameId: 'SLOW2', remark: 'Slow 2' }] };

const events = {
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
  SET_TAG: [
    { type: 'SET_TAG', tag: 'FAST' },
    { type: 'SET_TAG', tag: null },
  ],
  // LOTTERY-04: 1 (Sunday) to 7, or null for every day; anything else is ignored.
  SET_WEEKDAY: [
    { type: 'SET_WEEKDAY', weekday: 7 },
    { type: 'SET_WEEKDAY', weekday: 1 },
    { type: 'SET_WEEKDAY', weekday: 0 },
    { type: 'SET_WEEKDAY', weekday: 8 },
    { type: 'SET_WEEKDAY', weekday: 1.5 },
    { type: 'SET_WEEKDAY', weekday: null },
  ],
  SEARCH: [
    { type: 'SEARCH', text: 'lucky' },
    { type: 'SEARCH', text: 'l'.repeat(70) },
  ],
  SET_TAB: [
    { type: 'SET_TAB', tab: 'fav' },
    { type: 'SET_TAB', tab: 'hot' },
    { type: 'SET_TAB', tab: 'recent' },
    { type: 'SET_TAB', tab: 'everything' as 'all' },
    { type: 'SET_TAB', tab: 'all' },
  ],
  TOGGLE_FAVOURITE: [{ type: 'TOGGLE_FAVOURITE', gameId: 'FAST1' }],
  SELECT: [
    { type: 'SELECT', gameId: 'FAST1' },
    { type: 'SELECT', gameId: 'SLOW2' },
  ],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof lotteryBoardMachine>;

const actors = {
  // A load rejected with no reason at all counts as the network's failure.
  load: { done: [later, due, oneDue], error: [offline, new TypeError('Failed to fetch'), undefined] },
} satisfies ActorFixtures<typeof lotteryBoardMachine>;

type T = Trace<typeof lotteryBoardMachine>;
const LOADED = 'done: load';
const FAILED = 'error: load';
const TICK = 'after tick';
/**
 * How many times the countdowns moved one second in the steps: each tick, and a refresh
 * whose pending tick was due before it (the clock running to the refresh passes that tick
 * first; a tick due at the same moment as the refresh is left, since the list reloads).
 */
function countedDown(t: T, steps: readonly TraceStep[]): number {
  let sinceShown = 0;
  let counted = 0;
  for (const s of steps) {
    if (s.label === LOADED || s.label === FAILED) sinceShown = 0;
    if (s.label === TICK) {
      sinceShown++;
      counted++;
    }
    if (s.label === 'after refresh' && (sinceShown + 1) * LOTTERY_TICK_MS < refreshPeriod(t.input?.refreshMs)) counted++;
  }
  return counted;
}

/** LOTTERY-10: the period asked for, kept between 7000 and 30000 ms (the longest when none is given). */
function refreshPeriod(ms: number | undefined): number {
  if (ms === undefined || !Number.isFinite(ms)) return LOTTERY_REFRESH_MAX_MS;
  return Math.min(LOTTERY_REFRESH_MAX_MS, Math.max(LOTTERY_REFRESH_MIN_MS, Math.round(ms)));
}

const member = (t: T) => (t.input?.account ?? null) !== null;

/** The steps of the trace that are user events of one type, with the state key they were sent in. */
function sent(t: T, type: string) {
  return t.steps.flatMap((s, i) => (i > 0 && s.label === type ? [{ event: s.event as Record<string, unknown>, before: t.steps[i - 1]!.key }] : []));
}

/** The last load's games, each countdown one second lower per tick since, never below 0. */
function games(t: T): BoardGame[] {
  const loaded = t.output<{ games: BoardGame[] }>(LOADED)?.games ?? [];
  const ticks = countedDown(t, t.since(LOADED));
  return loaded.map((g) => ({ ...g, remainTime: Math.max(0, g.remainTime - ticks), lockTime: Math.max(0, g.lockTime - ticks) }));
}

/** LOTTERY-04: a weekday is 1 (Sunday) to 7; null is every day. Anything else is ignored. */
const isWeekday = (w: unknown) => w === null || (Number.isInteger(w) && (w as number) >= 1 && (w as number) <= 7);
const TABS: readonly BoardTab[] = ['all', 'hot', 'fav', 'recent'];

/** LOTTERY-07: a member's favourites, from the ones kept for them, each tap adding or removing the game. */
function favourites(t: T): string[] {
  if (!member(t)) return [];
  return sent(t, 'TOGGLE_FAVOURITE').reduce((ids, { event }) => {
    const id = event.gameId as string;
    return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  }, t.input?.favourites ?? []);
}

/** A member's recent games: the one opened goes first, each once, the latest 12. */
function recent(t: T): string[] {
  if (!member(t)) return [];
  return sent(t, 'SELECT').reduce(
    (ids, { event }) => [event.gameId as string, ...ids.filter((x) => x !== event.gameId)].slice(0, 12),
    t.input?.recent ?? [],
  );
}

/** The panel open: the query's game at first, then the game chosen, none after CLOSE. */
function selected(t: T): string | null {
  const latest = t.last('SELECT', 'CLOSE');
  if (!latest) return t.input?.gameCode ?? null;
  return latest.label === 'SELECT' ? (latest.event as unknown as { gameId: string }).gameId : null;
}

/** RETRY is offered (and clears the error) only on the failed first load. */
const retries = (t: T) => sent(t, 'RETRY').filter(({ before }) => before.startsWith('failed')).length;

/** The last failure's code, until a load answers or the member retries. */
function errorCode(t: T): string | null {
  const latest = t.steps.findLast((s, i) => s.label === FAILED || s.label === LOADED || (s.label === 'RETRY' && t.steps[i - 1]!.key.startsWith('failed')));
  if (latest?.label !== FAILED) return null;
  return (latest.event as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal';
}

const expectations: Expectations<typeof lotteryBoardMachine> = {
  context: {
    account: (t) => t.input?.account ?? null,
    refreshMs: (t) => refreshPeriod(t.input?.refreshMs),
    // Checked in `states` below: on the way to a refresh the run's clock passes the pending
    // 1 s tick (one countdown more), the graph's replay of the same step does not.
    games: unchecked('the countdowns after a refresh depend on the clock passing the pending tick; checked on the run in states'),
    // Each load is counted, so the side lists reload with the board.
    loads: (t) => t.count(LOADED),
    menuTag: (t) => (t.event('SET_TAG')?.tag ?? null),
    weekday: (t) => (sent(t, 'SET_WEEKDAY').map(({ event }) => event.weekday).filter(isWeekday).at(-1) as number | null | undefined) ?? null,
    search: (t) => (t.event('SEARCH')?.text ?? '').slice(0, 64),
    tab: (t) => (sent(t, 'SET_TAB').map(({ event }) => event.tab as BoardTab).filter((tab) => TABS.includes(tab)).at(-1) ?? 'all'),
    vendor: (t) => t.input?.vendor ?? null,
    favourites,
    recent,
    selected,
    errorCode,
  },
  actions: {
    store: (t) => t.count(LOADED),
    fail: (t) => t.count(FAILED),
    clearError: retries,
    countDown: (t) => countedDown(t, t.steps),
    setTag: (t) => t.count('SET_TAG'),
    setWeekday: (t) => t.count('SET_WEEKDAY'),
    setSearch: (t) => t.count('SEARCH'),
    setTab: (t) => t.count('SET_TAB'),
    // Favourites and recent games are kept (and saved) only for a member.
    toggleFavourite: (t) => (member(t) ? t.count('TOGGLE_FAVOURITE') : 0),
    saveFavourites: (t) => (member(t) ? t.count('TOGGLE_FAVOURITE') : 0),
    select: (t) => t.count('SELECT'),
    rememberRecent: (t) => (member(t) ? t.count('SELECT') : 0),
    saveRecent: (t) => (member(t) ? t.count('SELECT') : 0),
    close: (t) => t.count('CLOSE'),
  },
  invokes: { load: (t) => ({ loads: t.count(LOADED) }) },
  delays: {
    refresh: (t) => refreshPeriod(t.input?.refreshMs),
    tick: () => LOTTERY_TICK_MS,
  },
  // A failed first load has nothing to show; a failed reload keeps the list on screen.
  failures: { load: ({ from }) => (from.startsWith('loading') ? from.replace('loading', 'failed') : from.replace('refreshing', 'ready.counting')) },
  states: Object.fromEntries(
    ['loading', 'failed', 'ready', 'refreshing'].map((state) => [
      state,
      ({ trace, context }: { trace: T; context: { games: BoardGame[] } }) => {
        if (!isDeepStrictEqual(context.games, games(trace))) throw new Error(`games are ${JSON.stringify(context.games)}, the model expects ${JSON.stringify(games(trace))}`);
      },
    ]),
  ),
};

export default defineModel(lotteryBoardMachine, {
  events,
  actors,
  expect: expectations,
  // Whether a draw is due decides where the next tick goes; who is here decides whether favourites and recent are kept.
  serializeState: (s) => stateKey(s, { due: s.context.games.some((g) => g.remainTime <= 1), member: s.context.account !== null }),
  inputs: {
    // A member with a favourite kept and a full list of recent games (the oldest drops out when one more is opened).
    member: { account: 'demo', refreshMs: 15_000, favourites: ['SLOW2'], recent: Array.from({ length: 12 }, (_, i) => `OLD${i + 1}`) },
    visitor: { account: null, refreshMs: 2_000 },
    // No period asked for: the longest; nothing kept yet for this member.
    newMember: { account: 'ada' },
    // A period that is no number: the longest too.
    oddPeriod: { account: null, refreshMs: Number.NaN, gameCode: 'FAST1', vendor: 'LOTT' },
  },
  requirements: {
    'ready.counting [due=false member=true]': ['LOTTERY-02', 'LOTTERY-03', 'LOTTERY-05', 'LOTTERY-06', 'LOTTERY-07'],
    'refreshing [due=false member=true]': ['LOTTERY-10'],
  },
  journeys: [
    {
      title: '[LOTTERY-10] the list reloads on its timer and stays on screen',
      steps: [actorDone('load', later), after('refresh'), actorDone('load', later)],
      ends: 'ready.counting [due=false member=true]',
    },
    {
      title: '[LOTTERY-10] a countdown reaching 0 reloads at once',
      steps: [actorDone('load', due), after('tick'), actorDone('load', later)],
      ends: 'ready.counting [due=false member=true]',
    },
    {
      title: 'a failed first load is retried; a failed reload keeps the list',
      steps: [actorError('load', offline), events.RETRY[0], actorDone('load', later), events.REFRESH[0], actorError('load', offline)],
      ends: 'ready.counting [due=false member=true]',
    },
    {
      title: '[LOTTERY-10] a period asked for under 7000 ms refreshes after 7000 ms, not a millisecond sooner',
      input: 'visitor',
      steps: [actorDone('load', later), ...Array.from({ length: 6 }, () => after('tick')), after('refresh')],
      ends: 'refreshing [due=false member=false]',
    },
    {
      title: '[LOTTERY-07] a member adds and removes a favourite; recent games keep the latest first, each once; closing the panel',
      steps: [
        actorDone('load', later),
        events.TOGGLE_FAVOURITE[0],
        events.TOGGLE_FAVOURITE[0],
        events.SELECT[0],
        events.SELECT[1],
        events.SELECT[0],
        events.CLOSE[0],
      ],
      ends: 'ready.counting [due=false member=true]',
    },
    {
      title: '[LOTTERY-02][LOTTERY-03][LOTTERY-04][LOTTERY-05][LOTTERY-06] every filter and tab is kept, back to all too; a weekday outside 1..7 or not whole, a tab that does not exist are ignored; a search is cut to 64 characters',
      steps: [
        actorDone('load', later),
        events.SET_TAG[0],
        events.SET_WEEKDAY[0],
        events.SET_WEEKDAY[3],
        events.SET_WEEKDAY[2],
        events.SET_WEEKDAY[4],
        events.SET_WEEKDAY[1],
        events.SET_WEEKDAY[5],
        events.SEARCH[1],
        events.SET_TAB[1],
        events.SET_TAB[2],
        events.SET_TAB[3],
        events.SET_TAB[0],
        events.SET_TAB[4],
      ],
      ends: 'ready.counting [due=false member=true]',
    },
    {
      title: '[LOTTERY-10] one draw due among others reloads the board at once',
      steps: [actorDone('load', oneDue), after('tick')],
      ends: 'refreshing [due=true member=true]',
    },
    {
      title: '[LOTTERY-07] a visitor keeps no favourites; choosing a game still opens it',
      input: 'visitor',
      steps: [actorDone('load', later), events.TOGGLE_FAVOURITE[0], events.SELECT[0], after('tick')],
      ends: 'ready.counting [due=false member=false]',
    },
  ],
});
