// Which games the lottery board lists (machines/lotteryBoard.machine.ts `visibleGames`, spec
// sections 2 and 4, LOTTERY-02..06): the menu tag, the weekday (1 = Sunday .. 7; a weekly game
// only on its draw day, an interval game every day), the vendor of the query, the name search
// (remark or id, any case, spaces around ignored), then the tab: hot games, the member's
// favourites, or the recent games in the order they were opened. Node only, so the board's
// mutation group runs it with the model paths.
import { describe, expect, it } from 'vitest';
import { type BoardGame, type LotteryBoardContext, refreshDelay, visibleGames } from '../../../machines/lotteryBoard.machine';

const game = (gameId: string, over: Partial<BoardGame> = {}): BoardGame => ({
  gameId,
  remark: `Game ${gameId}`,
  gameMenuTag: 'LOTT',
  vendor: 'TCG',
  schedule: 'interval',
  numero: '1',
  remainTime: 60,
  lockTime: 50,
  drawDayOfWeek: 1,
  isHot: false,
  ...over,
});

const games = [
  game('a1', { remark: 'Fast Three', gameMenuTag: 'K3', isHot: true }),
  game('b2', { remark: 'Mega Weekly', schedule: 'weekly', drawDayOfWeek: 3, vendor: 'GPI' }),
  game('c3', { remark: 'Lucky Five', gameMenuTag: 'K3', schedule: 'weekly', drawDayOfWeek: 5, isHot: true }),
  game('d4', { remark: 'Northern VN', gameMenuTag: 'VN', vendor: 'GPI' }),
];

const board = (over: Partial<LotteryBoardContext> = {}): LotteryBoardContext => ({
  account: 'ada',
  refreshMs: 10_000,
  games,
  loads: 1,
  menuTag: null,
  weekday: null,
  search: '',
  tab: 'all',
  vendor: null,
  favourites: [],
  recent: [],
  selected: null,
  errorCode: null,
  ...over,
});

const ids = (over: Partial<LotteryBoardContext> = {}) => visibleGames(board(over)).map((g) => g.gameId);

describe('the lottery board list', () => {
  it('shows every game, in the list order, with no filter on the all tab', () => {
    expect(ids()).toEqual(['a1', 'b2', 'c3', 'd4']);
  });

  it('[LOTTERY-02] keeps the games of the chosen menu tag', () => {
    expect(ids({ menuTag: 'K3' })).toEqual(['a1', 'c3']);
    expect(ids({ menuTag: 'VN' })).toEqual(['d4']);
    expect(ids({ menuTag: 'NONE' })).toEqual([]);
  });

  it('[LOTTERY-03][LOTTERY-04] keeps weekly games drawn on the chosen weekday and every interval game', () => {
    expect(ids({ weekday: 3 })).toEqual(['a1', 'b2', 'd4']);
    expect(ids({ weekday: 5 })).toEqual(['a1', 'c3', 'd4']);
    // Day 1 is an interval game's drawDayOfWeek too; only a weekly game's day counts.
    expect(ids({ weekday: 7 })).toEqual(['a1', 'd4']);
  });

  it('keeps the vendor of the query', () => {
    expect(ids({ vendor: 'GPI' })).toEqual(['b2', 'd4']);
    expect(ids({ vendor: 'TCG' })).toEqual(['a1', 'c3']);
  });

  it('[LOTTERY-05] searches the name and the id, in any case, ignoring spaces around', () => {
    expect(ids({ search: 'lucky' })).toEqual(['c3']);
    expect(ids({ search: '  MEGA ' })).toEqual(['b2']);
    expect(ids({ search: 'D4' })).toEqual(['d4']);
    expect(ids({ search: 'game' })).toEqual([]);
    expect(ids({ search: '   ' })).toEqual(['a1', 'b2', 'c3', 'd4']);
  });

  it('applies every filter at once', () => {
    expect(ids({ menuTag: 'K3', weekday: 3 })).toEqual(['a1']);
    expect(ids({ menuTag: 'K3', search: 'five' })).toEqual(['c3']);
    expect(ids({ vendor: 'GPI', weekday: 5 })).toEqual(['d4']);
    expect(ids({ vendor: 'GPI', search: 'north', menuTag: 'VN', weekday: 2 })).toEqual(['d4']);
  });

  it('[LOTTERY-06] the hot tab keeps the hot games', () => {
    expect(ids({ tab: 'hot' })).toEqual(['a1', 'c3']);
    expect(ids({ tab: 'hot', menuTag: 'VN' })).toEqual([]);
  });

  it('[LOTTERY-06] the favourites tab keeps the member’s favourites, in the list order', () => {
    expect(ids({ tab: 'fav', favourites: ['d4', 'a1'] })).toEqual(['a1', 'd4']);
    expect(ids({ tab: 'fav', favourites: [] })).toEqual([]);
    expect(ids({ tab: 'fav', favourites: ['d4', 'a1'], search: 'fast' })).toEqual(['a1']);
  });

  it('[LOTTERY-06] the recent tab lists the recent games most recent first, leaving out those gone or filtered out', () => {
    expect(ids({ tab: 'recent', recent: ['c3', 'gone', 'a1'] })).toEqual(['c3', 'a1']);
    expect(ids({ tab: 'recent', recent: ['c3', 'a1', 'd4'], menuTag: 'K3', search: 'fast' })).toEqual(['a1']);
    expect(ids({ tab: 'recent', recent: [] })).toEqual([]);
  });

  it('keeps the games as they are (their countdowns included)', () => {
    expect(visibleGames(board({ menuTag: 'VN' }))[0]).toBe(games[3]);
  });
});

describe('[LOTTERY-10] the refresh period', () => {
  it('is the one asked for, in whole milliseconds, kept between 7000 and 30000', () => {
    expect(refreshDelay(15_000)).toBe(15_000);
    expect(refreshDelay(10_000.6)).toBe(10_001);
    expect(refreshDelay(7_000)).toBe(7_000);
    expect(refreshDelay(6_999)).toBe(7_000);
    expect(refreshDelay(30_000)).toBe(30_000);
    expect(refreshDelay(30_001)).toBe(30_000);
  });

  it('is the longest when none is asked for or it is no number', () => {
    expect(refreshDelay(undefined)).toBe(30_000);
    expect(refreshDelay(Number.NaN)).toBe(30_000);
    expect(refreshDelay(Number.POSITIVE_INFINITY)).toBe(30_000);
  });
});
