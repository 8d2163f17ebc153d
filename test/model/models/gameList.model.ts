import { classificationsFor, gameListMachine, needsLogin, type GameListContext, type GameListInput, type HallPageResult } from '../../../machines/gameList.machine';
import { MAX_SEARCH_LENGTH } from '../../../server/shared/lobbyRules';
import { SEARCH_DELAY_MS } from '../../../server/shared/timing';
import { type Expectations, replayOnce, type Trace, type TraceStep } from '../expectations';
import { defineModel, stateKey } from '../model';
import { actors, events, journeys } from './fixtures/halls';

type T = Trace<typeof gameListMachine>;
type Expected = Omit<GameListContext, never>;
type Toggle = { nodeId: number; favourite: boolean };

/** Spec section 4: choosing a vendor, a search or a filter goes back to page 1 and clears the other filters. */
const cleared = { classification: null, minBet: 'all', search: '', searchText: '', page: 1 } as const;

/** The hall as it opens: the input's type, vendor and tab, no filter, page 1, nothing loaded. */
function opening(input: GameListInput): Expected {
  return {
    gameType: input.gameType,
    vendor: input.vendor ?? null,
    tab: input.tab ?? 'all',
    ...cleared,
    signedIn: input.signedIn,
    result: null,
    errorCode: null,
    toggling: null,
    favouriteBefore: null,
    favouriteError: null,
  };
}

const codeOf = (error: unknown) => (error as { errorCode?: string } | undefined)?.errorCode ?? 'network_abnormal';

/** The page with one game's heart set to `favourite`. */
function withHeart(result: HallPageResult | null, nodeId: number, favourite: boolean): HallPageResult | null {
  if (result === null) return null;
  return { ...result, items: result.items.map((g) => (g.nodeId === nodeId ? { ...g, favourite } : g)) };
}

/** The favourites tab after the member removed a game there: it leaves the page, and the counts shrink. */
function withoutGame(result: HallPageResult, nodeId: number): HallPageResult {
  const items = result.items.filter((g) => g.nodeId !== nodeId);
  const total = Math.max(0, result.total - (result.items.length - items.length));
  return { ...result, items, total, totalPages: Math.max(1, Math.ceil(total / result.pageSize)) };
}

/** A favourites page that lost its last game while favourites remain (LOBBY-35): the hall shows the page before it. */
const emptiedFavourites = (c: Expected) =>
  c.tab === 'favourites' && c.result !== null && c.result.items.length === 0 && (c.page > 1 || c.result.total > 0);

const heartOf = (c: Expected, nodeId: number | null) => c.result?.items.find((g) => g.nodeId === nodeId)?.favourite;

/**
 * Where the hall stands after each step, from the spec's rules: what each choice does to
 * the query (section 4), what a load brings, and the heart toggles (a loader while the
 * call runs, the local list follows the call, a failed call leaves the game as it was);
 * and where each of the three regions must be. The regions are the oracle's own, not read
 * from the machine: a step that leaves a region elsewhere than the rules say fails the path.
 */
type ListState = 'loading' | 'ready' | 'failed' | 'loginRequired';
type SearchState = 'idle' | 'waiting';
type FavouriteState = 'idle' | 'toggling' | 'failed' | 'loginNeeded';
interface Replay {
  context: Expected;
  /** Counts of the named actions, by name. */
  ran: Record<string, number>;
  list: ListState;
  search: SearchState;
  favourite: FavouriteState;
}

/** What the list asks for next: a visitor on a tab that needs a session is asked to log in (LOBBY-36), anyone else loads. */
const choose = (c: Expected): ListState => (needsLogin(c.tab) && !c.signedIn ? 'loginRequired' : 'loading');

const regionsKey = (r: Replay) => `list.${r.list}, search.${r.search}, favourite.${r.favourite}`;

function step(r: Replay, s: TraceStep): Replay {
  const c = { ...r.context };
  const ran = { ...r.ran };
  let { list, search, favourite } = r;
  const run = (action: string) => (ran[action] = (ran[action] ?? 0) + 1);
  const e = s.event as Record<string, unknown>;
  const listReady = list === 'ready';
  switch (s.label) {
    case 'SET_VENDOR':
      Object.assign(c, cleared, { vendor: e.vendor });
      run('setVendor');
      // Another filter or vendor clears the search box: a pending search has nothing left to apply.
      search = 'idle';
      list = choose(c);
      break;
    case 'SET_TAB':
      // A tab keeps the filters (and a search being typed) and goes back to page 1.
      Object.assign(c, { tab: e.tab, page: 1 });
      run('setTab');
      list = choose(c);
      break;
    case 'SET_CLASSIFICATION':
      Object.assign(c, cleared, { classification: e.classification });
      run('setClassification');
      search = 'idle';
      list = choose(c);
      break;
    case 'SET_MIN_BET':
      Object.assign(c, cleared, { minBet: e.minBet });
      run('setMinBet');
      search = 'idle';
      list = choose(c);
      break;
    case 'TYPE_SEARCH':
      // Each keystroke starts the pause again.
      c.searchText = (e.text as string).slice(0, MAX_SEARCH_LENGTH);
      run('typeSearch');
      search = 'waiting';
      break;
    case 'after searchDelay':
    case 'SUBMIT_SEARCH':
      // Searching (at once, or when the typing pause runs out) asks for the box's text from page 1.
      if (s.label === 'after searchDelay') run('submitSearch');
      Object.assign(c, cleared, { searchText: c.searchText, search: c.searchText.trim() });
      run('applySearch');
      search = 'idle';
      list = choose(c);
      break;
    case 'PAGE': {
      const page = e.page as number;
      const pages = Math.max(1, c.result?.totalPages ?? 1);
      if (listReady && Number.isInteger(page) && page >= 1 && page <= pages) {
        c.page = page;
        run('setPage');
        list = 'loading';
      }
      break;
    }
    case 'RETRY':
      if (list === 'failed') list = 'loading';
      break;
    case 'SIGNED_IN':
      c.signedIn = e.signedIn as boolean;
      run('setSignedIn');
      // Signing in or out changes the hearts and what the tab may show: the list is asked for again.
      list = choose(c);
      // A visitor told to log in for a heart who now has: the notice goes.
      if (favourite === 'loginNeeded' && c.signedIn) favourite = 'idle';
      break;
    case 'done: loadGames':
      c.result = (s.event as unknown as { output: HallPageResult }).output;
      c.errorCode = null;
      run('store');
      list = 'ready';
      break;
    case 'error: loadGames':
      c.errorCode = codeOf((s.event as { error?: unknown }).error);
      run('fail');
      list = 'failed';
      break;
    case 'TOGGLE_FAVOURITE':
      if (favourite === 'idle' || favourite === 'failed') {
        if (c.signedIn) {
          // The heart flips at once, with a loader on the card.
          // The heart before the tap is kept to put back if the call fails (no heart: not a favourite).
          const nodeId = e.nodeId as number;
          const before = heartOf(c, nodeId) ?? false;
          Object.assign(c, { toggling: nodeId, favouriteBefore: before, favouriteError: null, result: withHeart(c.result, nodeId, !before) });
          run('startToggle');
          favourite = 'toggling';
        } else {
          // A visitor is told to log in (LOBBY-34).
          if (favourite === 'failed') {
            c.favouriteError = null;
            run('clearFavouriteError');
          }
          favourite = 'loginNeeded';
        }
      }
      break;
    case 'done: toggleFavourite': {
      const { nodeId, favourite: heart } = (s.event as unknown as { output: Toggle }).output;
      let result = withHeart(c.result, nodeId, heart);
      if (result && c.tab === 'favourites' && !heart) result = withoutGame(result, nodeId);
      Object.assign(c, { toggling: null, favouriteBefore: null, result });
      run('finishToggle');
      favourite = 'idle';
      break;
    }
    case 'error: toggleFavourite': {
      // The call failed: the game shows the heart it had before the tap.
      const result = c.toggling === null ? c.result : withHeart(c.result, c.toggling, c.favouriteBefore ?? false);
      Object.assign(c, { toggling: null, favouriteBefore: null, favouriteError: codeOf((s.event as { error?: unknown }).error), result });
      run('revertToggle');
      favourite = 'failed';
      break;
    }
    case 'DISMISS':
      if (favourite === 'failed') {
        c.favouriteError = null;
        run('clearFavouriteError');
      }
      if (favourite === 'failed' || favourite === 'loginNeeded') favourite = 'idle';
      break;
  }
  // The list on screen (now) lost its last favourite: step back a page (or reload page 1).
  const readyNow = s.label === 'done: loadGames' || (listReady && s.label === 'done: toggleFavourite');
  if (readyNow && emptiedFavourites(c)) {
    c.page = Math.max(1, c.page - 1);
    run('stepBackPage');
    list = 'loading';
  }
  return { context: c, ran, list, search, favourite };
}

const replay = replayOnce((t: T): Replay => {
  const context = opening(t.input!);
  let r: Replay = { context, ran: {}, list: choose(context), search: 'idle', favourite: 'idle' };
  t.steps.forEach((s, i) => {
    if (i > 0) r = step(r, s);
    const value = s.key.split(' [')[0];
    if (value !== regionsKey(r)) throw new Error(`after step ${i} (${s.label}) the spec expects "${regionsKey(r)}", the machine is in "${value}"`);
  });
  return r;
});

const field =
  <K extends keyof Expected>(name: K) =>
  (t: T) =>
    replay(t).context[name];
const ran = (name: string) => (t: T) => replay(t).ran[name] ?? 0;

/** What the list is asked for: the query of the hall now. */
function query(t: T) {
  const { gameType, vendor, tab, classification, minBet, search, page } = replay(t).context;
  return { gameType, vendor, tab, classification, minBet, search, page };
}

/** Spec-notes 9: the classification filter offers SC, VP, TG, AC and JP, and BG too in TY. */
function checkClassifications() {
  for (const language of ['TY', 'EN', 'TH', 'VI']) {
    const expected = language === 'TY' ? ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] : ['SC', 'VP', 'TG', 'AC', 'JP'];
    const offered = classificationsFor(language);
    if (offered.join() !== expected.join()) throw new Error(`in ${language} the filter offers ${offered.join()}, the spec ${expected.join()}`);
  }
}

const expectations: Expectations<typeof gameListMachine> = {
  context: {
    gameType: field('gameType'),
    vendor: field('vendor'),
    tab: field('tab'),
    classification: field('classification'),
    minBet: field('minBet'),
    search: field('search'),
    page: field('page'),
    signedIn: field('signedIn'),
    searchText: field('searchText'),
    result: field('result'),
    // The last load's failure, until a load answers.
    errorCode: field('errorCode'),
    // The card with a loader: the one tapped, while its call runs.
    toggling: (t) => (t.in('favourite.toggling') ? t.event('TOGGLE_FAVOURITE')!.nodeId : null),
    favouriteBefore: field('favouriteBefore'),
    // Why the last toggle failed, while the hall says so.
    favouriteError: (t) => (t.in('favourite.failed') ? codeOf(t.error('toggleFavourite')) : null),
  },
  actions: {
    setVendor: ran('setVendor'),
    setTab: ran('setTab'),
    setClassification: ran('setClassification'),
    setMinBet: ran('setMinBet'),
    typeSearch: ran('typeSearch'),
    applySearch: ran('applySearch'),
    submitSearch: ran('submitSearch'),
    setPage: ran('setPage'),
    stepBackPage: ran('stepBackPage'),
    setSignedIn: ran('setSignedIn'),
    store: ran('store'),
    fail: ran('fail'),
    startToggle: ran('startToggle'),
    finishToggle: ran('finishToggle'),
    revertToggle: ran('revertToggle'),
    clearFavouriteError: ran('clearFavouriteError'),
  },
  invokes: {
    loadGames: query,
    // Add or remove by node id (LOBBY-33): the heart the member asked for.
    toggleFavourite: (t) => {
      const { toggling, result } = replay(t).context;
      return { nodeId: toggling, favourite: result?.items.find((g) => g.nodeId === toggling)?.favourite ?? true };
    },
  },
  delays: { searchDelay: () => SEARCH_DELAY_MS },
  failures: {
    // A failed load shows the error and a retry; a failed toggle says so beside the list.
    loadGames: ({ from }) => from.replace('list.loading', 'list.failed'),
    toggleFavourite: ({ from }) => from.replace('favourite.toggling', 'favourite.failed'),
  },
  // The filters shown beside a list.
  states: { 'list.ready': checkClassifications },
};

export default defineModel(gameListMachine, {
  events,
  actors,
  expect: expectations,
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
  journeys,
});
