import { gameListMachine, needsLogin, type HallGameItem, type HallPageResult } from '../../../machines/gameList.machine';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const game = (nodeId: number, favourite = false): HallGameItem => ({
  nodeId,
  gameCode: `NOVA_${nodeId}`,
  name: `Golden Fortune ${nodeId}`,
  vendor: 'NOVA_SLOTS',
  vendorName: 'Nova Slots',
  classification: 'SC',
  minBet: '0.01',
  lines: 20,
  hot: nodeId % 2 === 0,
  thumbnailUrl: `/api/media/game/${nodeId}.svg`,
  favourite,
});

export const onePage: HallPageResult = { items: [game(100001), game(100002, true)], total: 2, page: 1, pageSize: 15, totalPages: 1 };
export const threePages: HallPageResult = {
  items: Array.from({ length: 15 }, (_, i) => game(100001 + i, i === 1)),
  total: 40,
  page: 1,
  pageSize: 15,
  totalPages: 3,
};
/** The favourites tab's last page holding a single game: removing it empties the page. */
export const lastFavouritePage: HallPageResult = { items: [game(100001, true)], total: 16, page: 2, pageSize: 15, totalPages: 2 };
const removed = { nodeId: 100001, favourite: false };
const offline = new ApiError('network_abnormal', '', 0);
const refused = new ApiError('not_found', '', 404);
const LOAD = 'loadGames';
const TOGGLE = 'toggleFavourite';

const events = {
  SET_VENDOR: [{ type: 'SET_VENDOR', vendor: 'NOVA_SLOTS' }],
  SET_TAB: [
    { type: 'SET_TAB', tab: 'hot' },
    { type: 'SET_TAB', tab: 'favourites' },
  ],
  SET_CLASSIFICATION: [{ type: 'SET_CLASSIFICATION', classification: 'JP' }],
  SET_MIN_BET: [{ type: 'SET_MIN_BET', minBet: '0.05' }],
  TYPE_SEARCH: [{ type: 'TYPE_SEARCH', text: 'gold' }],
  SUBMIT_SEARCH: [{ type: 'SUBMIT_SEARCH' }],
  PAGE: [
    { type: 'PAGE', page: 2 },
    { type: 'PAGE', page: 0 },
  ],
  RETRY: [{ type: 'RETRY' }],
  SIGNED_IN: [
    { type: 'SIGNED_IN', signedIn: true },
    { type: 'SIGNED_IN', signedIn: false },
  ],
  TOGGLE_FAVOURITE: [{ type: 'TOGGLE_FAVOURITE', nodeId: 100001 }],
  DISMISS: [{ type: 'DISMISS' }],
} satisfies EventFixtures<typeof gameListMachine>;

const actors = {
  // One answer shape keeps the graph small: every ready list has a page 2 (PAGE 2 is
  // taken, PAGE 0 refused); the view tests cover one-page and empty lists.
  // lastFavouritePage: a favourites page whose one game can be removed.
  loadGames: { done: [threePages, lastFavouritePage], error: [offline] },
  toggleFavourite: { done: [{ nodeId: 100001, favourite: true }, removed], error: [refused] },
} satisfies ActorFixtures<typeof gameListMachine>;

export default defineModel(gameListMachine, {
  events,
  actors,
  // Who is here and whether the tab needs a session decide where filters lead. Which
  // vendor, filter or page is shown does not.
  // `lastOne`: the favourites page shows one game while others remain, so removing it
  // steps back a page instead of leaving the page empty.
  serializeState: (s) =>
    stateKey(s, {
      signedIn: s.context.signedIn,
      loginTab: needsLogin(s.context.tab),
      lastOne: s.context.tab === 'favourites' && s.context.result?.items.length === 1 && (s.context.page > 1 || s.context.result.total > 1),
    }),
  inputs: {
    visitor: { gameType: 'RNG', signedIn: false },
    visitorOnFavourites: { gameType: 'RNG', tab: 'favourites', signedIn: false },
  },
  requirements: {
    'list.loginRequired, search.idle, favourite.idle [signedIn=false loginTab=true lastOne=false]': ['LOBBY-36', 'LOBBY-37'],
    'list.ready, search.idle, favourite.toggling [signedIn=true loginTab=false lastOne=false]': ['LOBBY-33', 'LOBBY-34'],
  },
  journeys: [
    {
      title: '[LOBBY-03][LOBBY-36] a visitor opening the favourites tab is asked to log in; after logging in the list loads',
      input: 'visitorOnFavourites',
      steps: [events.SIGNED_IN[0], actorDone(LOAD, threePages)],
      ends: 'list.ready, search.idle, favourite.idle [signedIn=true loginTab=true lastOne=false]',
    },
    {
      title: '[LOBBY-13][LOBBY-15] typing waits for the pause, then searches from page 1; a page forward and a failed load retried',
      steps: [
        actorDone(LOAD, threePages),
        events.PAGE[0],
        actorError(LOAD, offline),
        events.RETRY[0],
        actorDone(LOAD, threePages),
        events.TYPE_SEARCH[0],
        events.TYPE_SEARCH[0],
        after('searchDelay'),
        actorDone(LOAD, threePages),
      ],
      ends: 'list.ready, search.idle, favourite.idle [signedIn=false loginTab=false lastOne=false]',
    },
    {
      title: '[LOBBY-14][LOBBY-16] a filter while the search pause runs drops the pending search',
      steps: [actorDone(LOAD, threePages), events.TYPE_SEARCH[0], events.SET_CLASSIFICATION[0], actorDone(LOAD, threePages)],
      ends: 'list.ready, search.idle, favourite.idle [signedIn=false loginTab=false lastOne=false]',
    },
    {
      title: '[LOBBY-33][LOBBY-34] a failed favourite toggle is reported and dismissed; a visitor tapping a heart is asked to log in',
      steps: [
        actorDone(LOAD, threePages),
        events.TOGGLE_FAVOURITE[0],
        events.DISMISS[0],
        events.SIGNED_IN[0],
        actorDone(LOAD, threePages),
        events.TOGGLE_FAVOURITE[0],
        actorError(TOGGLE, refused),
        events.DISMISS[0],
        events.TOGGLE_FAVOURITE[0],
        actorDone(TOGGLE, { nodeId: 100001, favourite: true }),
      ],
      ends: 'list.ready, search.idle, favourite.idle [signedIn=true loginTab=false lastOne=false]',
    },
    {
      title: '[LOBBY-29][LOBBY-33] removing the last favourite of a later page steps back a page instead of leaving it empty',
      input: 'visitorOnFavourites',
      steps: [
        events.SIGNED_IN[0],
        actorDone(LOAD, threePages),
        events.PAGE[0],
        actorDone(LOAD, lastFavouritePage),
        events.TOGGLE_FAVOURITE[0],
        actorDone(TOGGLE, removed),
      ],
      ends: 'list.loading, search.idle, favourite.idle [signedIn=true loginTab=true lastOne=false]',
    },
  ],
});
