import { lotteryBoardMachine, type BoardGame } from '../../../machines/lotteryBoard.machine';
import { ApiError } from '../../../src/api/client';
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

const events = {
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
  SET_TAG: [{ type: 'SET_TAG', tag: 'FAST' }],
  SET_WEEKDAY: [{ type: 'SET_WEEKDAY', weekday: 1 }],
  SEARCH: [{ type: 'SEARCH', text: 'lucky' }],
  SET_TAB: [{ type: 'SET_TAB', tab: 'fav' }],
  TOGGLE_FAVOURITE: [{ type: 'TOGGLE_FAVOURITE', gameId: 'FAST1' }],
  SELECT: [{ type: 'SELECT', gameId: 'FAST1' }],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof lotteryBoardMachine>;

const actors = {
  load: { done: [later, due], error: [offline] },
} satisfies ActorFixtures<typeof lotteryBoardMachine>;

export default defineModel(lotteryBoardMachine, {
  events,
  actors,
  // Whether a draw is due decides where the next tick goes; who is here decides whether favourites and recent are kept.
  serializeState: (s) => stateKey(s, { due: s.context.games.some((g) => g.remainTime <= 1), member: s.context.account !== null }),
  inputs: {
    member: { account: 'demo', refreshMs: 15_000, favourites: [], recent: [] },
    visitor: { account: null, refreshMs: 2_000 },
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
      title: '[LOTTERY-07] a visitor keeps no favourites; choosing a game still opens it',
      input: 'visitor',
      steps: [actorDone('load', later), events.TOGGLE_FAVOURITE[0], events.SELECT[0], after('tick')],
      ends: 'ready.counting [due=false member=false]',
    },
  ],
});
