import { assign, fromPromise, raise, setup } from 'xstate';
import type { InferOutput } from 'valibot';
import { CLASSIFICATIONS, HALL_TABS, type Classification, type HallGame, type hallPage, type HallTab } from '../server/shared/wire/halls';
import { MAX_SEARCH_LENGTH, MIN_BET_CHOICES, type MinBetChoice } from '../server/shared/lobbyRules';
import { SEARCH_DELAY_MS } from '../server/shared/timing';

/**
 * A game hall (/rng, /pvp, /fish; spec sections 2, 4, 5 and 9): one page (15) of a game
 * type's games, narrowed by vendor (the `vassalage` query), list tab (the `page` query:
 * all, hot, favourites, recent), and at most one filter: classification, minimum bet or
 * a name search. Choosing a vendor, a search or a filter goes back to page 1 and clears
 * the other filters; a tab keeps them and goes back to page 1. Favourites and recent
 * need a session: a visitor gets `loginRequired` instead of a list. Typing in the search
 * box applies after a pause (the `searchDelay`), or at once on SUBMIT_SEARCH.
 *
 * Three regions run side by side, so typing or a favourite toggle never interrupts a
 * page that is loading:
 * - `list`: the page on screen (loading, ready, failed, loginRequired);
 * - `search`: the pause after a keystroke;
 * - `favourite`: one toggle at a time by node id, flipped on the card at once (with a
 *   loader) and flipped back when the call fails.
 * The page supplies `loadGames` and `toggleFavourite` with `machine.provide`.
 */
export { HALL_TABS, type Classification, type HallTab };
/** Spec section 5: the minimum-bet filter's choices ('all' = no filter). */
export { MIN_BET_CHOICES, type MinBetChoice };
export { MAX_SEARCH_LENGTH };

/** The classifications a reader of `language` is offered: BG only in TY (spec section 9, spec-notes 9). */
export function classificationsFor(language: string): Classification[] {
  const ty = language.toUpperCase() === 'TY';
  return CLASSIFICATIONS.filter((c) => ty || c !== 'BG');
}

/** Tabs a visitor cannot open (spec section 4). */
export const needsLogin = (tab: HallTab) => tab === 'favourites' || tab === 'recent';

/**
 * A game of the hall and a page of them: the wire's page (server/shared/wire/halls.ts) with
 * its games as `items` and its number as `page`, as the API client hands it over.
 */
export type HallGameItem = HallGame;
export type HallPageResult = Omit<InferOutput<typeof hallPage>, 'games' | 'pageNo'> & { items: HallGame[]; page: number };

/** What `loadGames` is asked for. */
export interface GameListQuery {
  gameType: string;
  vendor: string | null;
  tab: HallTab;
  classification: Classification | null;
  minBet: MinBetChoice;
  search: string;
  page: number;
}

export interface GameListInput {
  gameType: string;
  vendor?: string | null;
  tab?: HallTab;
  signedIn: boolean;
}

export interface GameListContext extends GameListQuery {
  signedIn: boolean;
  /** The search box as typed; `search` is what the list was last asked for. */
  searchText: string;
  result: HallPageResult | null;
  errorCode: string | null;
  /** The card whose favourite toggle is under way. */
  toggling: number | null;
  /** The heart that card showed before the tap: a failed call puts it back, even on a list loaded meanwhile. */
  favouriteBefore: boolean | null;
  favouriteError: string | null;
}

export type GameListEvent =
  | { type: 'SET_VENDOR'; vendor: string | null }
  | { type: 'SET_TAB'; tab: HallTab }
  | { type: 'SET_CLASSIFICATION'; classification: Classification | null }
  | { type: 'SET_MIN_BET'; minBet: MinBetChoice }
  | { type: 'TYPE_SEARCH'; text: string }
  | { type: 'SUBMIT_SEARCH' }
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'SIGNED_IN'; signedIn: boolean }
  | { type: 'TOGGLE_FAVOURITE'; nodeId: number }
  | { type: 'DISMISS' };

type Failure = { error?: { errorCode?: string } };
const errorCodeOf = (event: unknown) => (event as Failure).error?.errorCode ?? 'network_abnormal';

/** The query a context stands for. */
export function gameListQuery(context: GameListQuery): GameListQuery {
  const { gameType, vendor, tab, classification, minBet, search, page } = context;
  return { gameType, vendor, tab, classification, minBet, search, page };
}

/** The page's items with one game's favourite flag set. */
function withFavourite(result: HallPageResult | null, nodeId: number, favourite: boolean): HallPageResult | null {
  if (!result) return result;
  return { ...result, items: result.items.map((game) => (game.nodeId === nodeId ? { ...game, favourite } : game)) };
}

const noFilters = { classification: null, minBet: 'all', search: '', searchText: '', page: 1 } as const;

export const gameListMachine = setup({
  types: {
    input: {} as GameListInput,
    context: {} as GameListContext,
    events: {} as GameListEvent,
  },
  actors: {
    loadGames: fromPromise<HallPageResult, GameListQuery>(async () => {
      throw new Error('loadGames is provided by the page');
    }),
    toggleFavourite: fromPromise<{ nodeId: number; favourite: boolean }, { nodeId: number; favourite: boolean }>(async () => {
      throw new Error('toggleFavourite is provided by the page');
    }),
  },
  delays: {
    searchDelay: SEARCH_DELAY_MS,
  },
  guards: {
    // Whether the list the context asks for needs a session the visitor does not have.
    loginNeeded: ({ context }) => needsLogin(context.tab) && !context.signedIn,
    validPage: ({ context, event }) =>
      event.type === 'PAGE' && Number.isInteger(event.page) && event.page >= 1 && event.page <= Math.max(1, context.result?.totalPages ?? 1),
    signedIn: ({ context }) => context.signedIn,
    signingIn: ({ event }) => event.type === 'SIGNED_IN' && event.signedIn,
    // The favourites page on screen lost its last game while favourites remain (on an
    // earlier page, or later ones that move up): show a page that has some.
    favouritesPageEmptied: ({ context }) =>
      context.tab === 'favourites' && context.result !== null && context.result.items.length === 0 && (context.page > 1 || context.result.total > 0),
  },
  actions: {
    setVendor: assign(({ event }) => (event.type === 'SET_VENDOR' ? { vendor: event.vendor, ...noFilters } : {})),
    setTab: assign(({ event }) => (event.type === 'SET_TAB' ? { tab: event.tab, page: 1 } : {})),
    setClassification: assign(({ event }) =>
      event.type === 'SET_CLASSIFICATION' ? { ...noFilters, classification: event.classification } : {},
    ),
    setMinBet: assign(({ event }) => (event.type === 'SET_MIN_BET' ? { ...noFilters, minBet: event.minBet } : {})),
    typeSearch: assign(({ event }) => (event.type === 'TYPE_SEARCH' ? { searchText: event.text.slice(0, MAX_SEARCH_LENGTH) } : {})),
    applySearch: assign(({ context }) => ({ ...noFilters, searchText: context.searchText, search: context.searchText.trim() })),
    submitSearch: raise({ type: 'SUBMIT_SEARCH' }),
    setPage: assign(({ context, event }) => ({ page: event.type === 'PAGE' ? event.page : context.page })),
    stepBackPage: assign(({ context }) => ({ page: Math.max(1, context.page - 1) })),
    setSignedIn: assign(({ context, event }) => ({ signedIn: event.type === 'SIGNED_IN' ? event.signedIn : context.signedIn })),
    store: assign({ result: ({ event }) => (event as unknown as { output: HallPageResult }).output, errorCode: null }),
    fail: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
    startToggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_FAVOURITE') return {};
      const game = context.result?.items.find((g) => g.nodeId === event.nodeId);
      const before = game?.favourite ?? false;
      return { toggling: event.nodeId, favouriteBefore: before, favouriteError: null, result: withFavourite(context.result, event.nodeId, !before) };
    }),
    // The favourites tab drops a game the member just removed (spec section 4: the
    // local list follows the call).
    finishToggle: assign(({ context, event }) => {
      const { nodeId, favourite } = (event as unknown as { output: { nodeId: number; favourite: boolean } }).output;
      let result = withFavourite(context.result, nodeId, favourite);
      if (result && context.tab === 'favourites' && !favourite) {
        const items = result.items.filter((g) => g.nodeId !== nodeId);
        const total = Math.max(0, result.total - (result.items.length - items.length));
        result = { ...result, items, total, totalPages: Math.max(1, Math.ceil(total / result.pageSize)) };
      }
      return { toggling: null, favouriteBefore: null, result };
    }),
    // The call failed: the card shows the heart it had before the tap. Flipping the
    // heart shown now would be wrong when a list loaded meanwhile (it shows the server's).
    revertToggle: assign(({ context, event }) => {
      const nodeId = context.toggling;
      return {
        toggling: null,
        favouriteBefore: null,
        favouriteError: errorCodeOf(event),
        result: nodeId === null || context.favouriteBefore === null ? context.result : withFavourite(context.result, nodeId, context.favouriteBefore),
      };
    }),
    clearFavouriteError: assign({ favouriteError: null }),
  },
}).createMachine({
  id: 'gameList',
  type: 'parallel',
  context: ({ input }) => ({
    gameType: input.gameType,
    vendor: input.vendor ?? null,
    tab: input.tab ?? 'all',
    ...noFilters,
    signedIn: input.signedIn,
    result: null,
    errorCode: null,
    toggling: null,
    favouriteBefore: null,
    favouriteError: null,
  }),
  states: {
    list: {
      initial: 'choosing',
      // Whatever changes what is asked for loads page 1 again (a load under way is
      // dropped), or asks a visitor to log in when the tab needs a session.
      on: {
        SET_VENDOR: { target: '.choosing', actions: 'setVendor' },
        SET_TAB: { target: '.choosing', actions: 'setTab' },
        SET_CLASSIFICATION: { target: '.choosing', actions: 'setClassification' },
        SET_MIN_BET: { target: '.choosing', actions: 'setMinBet' },
        SUBMIT_SEARCH: { target: '.choosing', actions: 'applySearch' },
        // Signing in or out changes the favourite flags, and what the tab may show.
        SIGNED_IN: { target: '.choosing', actions: 'setSignedIn' },
      },
      states: {
        // Loads the list asked for, or asks a visitor to log in first.
        choosing: {
          always: [{ guard: 'loginNeeded', target: 'loginRequired' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => gameListQuery(context),
            onDone: { target: 'ready', actions: 'store' },
            onError: { target: 'failed', actions: 'fail' },
          },
        },
        ready: {
          // Removing the last favourite of a page steps back a page (or reloads page 1
          // while favourites remain); the empty state is for no favourites at all.
          always: { guard: 'favouritesPageEmptied', target: 'loading', actions: 'stepBackPage' },
          on: { PAGE: { guard: 'validPage', target: 'loading', actions: 'setPage' } },
        },
        failed: {
          on: { RETRY: 'loading' },
        },
        loginRequired: {},
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: { TYPE_SEARCH: { target: 'waiting', actions: 'typeSearch' } },
        },
        // Each keystroke starts the pause again; when it runs out the search applies.
        waiting: {
          after: { searchDelay: { target: 'idle', actions: 'submitSearch' } },
          on: {
            TYPE_SEARCH: { target: 'waiting', reenter: true, actions: 'typeSearch' },
            SUBMIT_SEARCH: 'idle',
            // Another filter or vendor clears the search box: nothing left to apply.
            SET_VENDOR: 'idle',
            SET_CLASSIFICATION: 'idle',
            SET_MIN_BET: 'idle',
          },
        },
      },
    },
    favourite: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TOGGLE_FAVOURITE: [
              { guard: 'signedIn', target: 'toggling', actions: 'startToggle' },
              { target: 'loginNeeded' },
            ],
          },
        },
        toggling: {
          invoke: {
            id: 'toggleFavourite',
            src: 'toggleFavourite',
            input: ({ context }) => {
              const game = context.result?.items.find((g) => g.nodeId === context.toggling);
              return { nodeId: context.toggling ?? 0, favourite: game?.favourite ?? true };
            },
            onDone: { target: 'idle', actions: 'finishToggle' },
            onError: { target: 'failed', actions: 'revertToggle' },
          },
        },
        failed: {
          on: {
            DISMISS: { target: 'idle', actions: 'clearFavouriteError' },
            TOGGLE_FAVOURITE: [
              { guard: 'signedIn', target: 'toggling', actions: 'startToggle' },
              { target: 'loginNeeded', actions: 'clearFavouriteError' },
            ],
          },
        },
        // A visitor tapped a heart: the page tells them to log in.
        loginNeeded: {
          on: {
            DISMISS: 'idle',
            SIGNED_IN: { guard: 'signingIn', target: 'idle' },
          },
        },
      },
    },
  },
});
