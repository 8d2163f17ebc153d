import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { HallPageResult } from './gameList.machine';

/**
 * The popup list behind a vendor card marked isGame VASSALAGE (spec section 3): the
 * vendor's games of one game type, a page (15) at a time, from the game-list call.
 * A failed load says why and loads again on RETRY; PAGE moves within the pages the
 * last answer counted. Closing is the popup's own business (the page unmounts it).
 * The page supplies `loadGames` with `machine.provide`.
 */
export interface VendorGamesInput {
  gameType: string;
  vendor: string;
}

/** What `loadGames` is asked for. */
export interface VendorGamesQuery extends VendorGamesInput {
  page: number;
}

export interface VendorGamesContext extends VendorGamesQuery {
  result: HallPageResult | null;
  errorCode: string | null;
}

export type VendorGamesEvent = { type: 'RETRY' } | { type: 'PAGE'; page: number };

type Failure = { error?: { errorCode?: string } };
const errorCodeOf = (event: unknown) => (event as Failure).error?.errorCode ?? 'network_abnormal';

export const vendorGamesMachine = setup({
  types: {
    input: {} as VendorGamesInput,
    context: {} as VendorGamesContext,
    events: {} as VendorGamesEvent,
  },
  actors: {
    loadGames: fromPromise<HallPageResult, VendorGamesQuery>(async () => {
      throw new Error('loadGames is provided by the page');
    }),
  },
  guards: {
    // The guard and action reading PAGE's page run on it only (assertEvent narrows the type
    // and throws otherwise).
    validPage: ({ context, event }) => {
      assertEvent(event, 'PAGE');
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= Math.max(1, context.result?.totalPages ?? 1) && event.page !== context.page;
    },
  },
  actions: {
    setPage: assign(({ event }) => {
      assertEvent(event, 'PAGE');
      return { page: event.page };
    }),
    store: assign({ result: ({ event }) => (event as unknown as { output: HallPageResult }).output, errorCode: null }),
    fail: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
  },
}).createMachine({
  id: 'vendorGames',
  context: ({ input }) => ({ gameType: input.gameType, vendor: input.vendor, page: 1, result: null, errorCode: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadGames',
        src: 'loadGames',
        input: ({ context }) => ({ gameType: context.gameType, vendor: context.vendor, page: context.page }),
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {
      on: { PAGE: { guard: 'validPage', target: 'loading', actions: 'setPage' } },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
