import type { HallGameItem, HallPageResult } from '../../../machines/gameList.machine';
import { vendorGamesMachine } from '../../../machines/vendorGames.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const table = (nodeId: number, name: string): HallGameItem => ({
  nodeId,
  gameCode: `ROYALD-${String(nodeId).padStart(3, '0')}`,
  name,
  vendor: 'ROYAL_DEALER',
  vendorName: 'Royal Dealer',
  classification: 'TG',
  minBet: '1.00',
  lines: 0,
  hot: nodeId === 1,
  thumbnailUrl: `/api/media/game/${nodeId}.svg`,
  favourite: false,
});

/** A vendor with six live tables: one page. */
export const tables: HallPageResult = {
  items: ['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'].map((name, i) => table(i + 1, name)),
  total: 6,
  page: 1,
  pageSize: 15,
  totalPages: 1,
};
/** A vendor with more games than a page holds. */
export const manyTables: HallPageResult = {
  items: Array.from({ length: 15 }, (_, i) => table(i + 1, `Table ${i + 1}`)),
  total: 20,
  page: 1,
  pageSize: 15,
  totalPages: 2,
};
const offline = new ApiError('network_abnormal', '', 0);

const events = {
  RETRY: [{ type: 'RETRY' }],
  PAGE: [
    { type: 'PAGE', page: 2 },
    { type: 'PAGE', page: 1 },
    { type: 'PAGE', page: 0 },
  ],
} satisfies EventFixtures<typeof vendorGamesMachine>;

const actors = {
  // A load rejected with no reason at all counts as the network's failure.
  loadGames: { done: [tables, manyTables], error: [offline, undefined] },
} satisfies ActorFixtures<typeof vendorGamesMachine>;

type T = Trace<typeof vendorGamesMachine>;
const LOADED = 'done: loadGames';
const FAILED = 'error: loadGames';

/** The page asked for: 1, then each PAGE the list on screen offers (another page within the count of the last answer). */
function page(t: T): number {
  let current = 1;
  t.steps.forEach((s, i) => {
    if (s.label !== 'PAGE' || !t.steps[i - 1]!.key.startsWith('ready')) return;
    const wanted = (s.event as unknown as { page: number }).page;
    const pages = Math.max(1, new Trace<typeof vendorGamesMachine>(t.steps.slice(0, i), t.input).output<HallPageResult>(LOADED)?.totalPages ?? 1);
    if (Number.isInteger(wanted) && wanted >= 1 && wanted <= pages && wanted !== current) current = wanted;
  });
  return current;
}
/** PAGE steps that moved to another page. */
const pageMoves = (t: T) => t.steps.filter((_, i) => i > 0 && page(new Trace(t.steps.slice(0, i + 1), t.input) as T) !== page(new Trace(t.steps.slice(0, i), t.input) as T)).length;

const expectations: Expectations<typeof vendorGamesMachine> = {
  context: {
    gameType: (t) => t.input!.gameType,
    vendor: (t) => t.input!.vendor,
    page,
    result: (t) => t.output<HallPageResult>(LOADED) ?? null,
    errorCode: (t) => (t.latest(FAILED, LOADED) === FAILED ? ((t.error(FAILED) as { errorCode?: string } | undefined)?.errorCode ?? 'network_abnormal') : null),
  },
  actions: {
    setPage: pageMoves,
    store: (t) => t.count(LOADED),
    fail: (t) => t.count(FAILED),
  },
  invokes: { loadGames: (t) => ({ gameType: t.input!.gameType, vendor: t.input!.vendor, page: page(t) }) },
  delays: {},
  // A failed list says why and offers RETRY.
  failures: { loadGames: ({ from }) => from.replace('loading', 'failed') },
};

export default defineModel(vendorGamesMachine, {
  events,
  actors,
  expect: expectations,
  // The page asked for and how many the last answer counted decide which PAGE is taken.
  serializeState: (s) => stateKey(s, { page: s.context.page, pages: s.context.result?.totalPages ?? 0 }),
  inputs: { royalDealer: { gameType: 'LIVE', vendor: 'ROYAL_DEALER' } },
  requirements: {
    'ready [page=1 pages=1]': ['LOBBY-22'],
    'ready [page=1 pages=2]': ['LOBBY-22'],
  },
  journeys: [
    {
      title: '[LOBBY-22] a failed list is retried, then pages forward and back',
      steps: [
        actorError('loadGames', offline),
        events.RETRY[0],
        actorDone('loadGames', manyTables),
        events.PAGE[0],
        actorDone('loadGames', manyTables),
        events.PAGE[0],
        events.PAGE[1],
        actorDone('loadGames', manyTables),
      ],
      ends: 'ready [page=1 pages=2]',
    },
  ],
});
