import { assign, fromPromise, setup } from 'xstate';
import type { MenuEntry } from '../server/shared/wire/gameMenu';
import { MENU_RETRY_BASE_MS } from '../server/shared/timing';

type GameMenu = MenuEntry[];

/**
 * The game-type menu behind the header, the footer's category links and the
 * category pages. A failed load retries on a growing delay a bounded number of
 * times; RETRY asks again at once. RELOAD (a language change) fetches it again
 * while the last menu stays on screen.
 */
export interface GameMenuContext {
  menu: GameMenu;
  retries: number;
  errorCode: string | null;
}

export type GameMenuEvent = { type: 'RELOAD' } | { type: 'RETRY' };

export const MENU_MAX_AUTO_RETRIES = 3;

export const gameMenuMachine = setup({
  types: {
    context: {} as GameMenuContext,
    events: {} as GameMenuEvent,
  },
  actors: {
    loadMenu: fromPromise<GameMenu>(async () => {
      throw new Error('loadMenu is provided by the app');
    }),
  },
  delays: {
    retryDelay: ({ context }) => MENU_RETRY_BASE_MS * 2 ** Math.max(0, context.retries - 1),
  },
  guards: {
    canRetry: ({ context }) => context.retries < MENU_MAX_AUTO_RETRIES,
  },
  actions: {
    storeMenu: assign({
      menu: ({ event }) => (event as unknown as { output: GameMenu }).output,
      retries: 0,
      errorCode: null,
    }),
    countFailure: assign({
      retries: ({ context }) => context.retries + 1,
      errorCode: ({ event }) => (event as unknown as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal',
    }),
  },
}).createMachine({
  id: 'gameMenu',
  context: { menu: [], retries: 0, errorCode: null },
  initial: 'loading',
  on: {
    RELOAD: { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadMenu',
        onDone: { target: 'ready', actions: 'storeMenu' },
        onError: { target: 'failed', actions: 'countFailure' },
      },
    },
    failed: {
      after: { retryDelay: { guard: 'canRetry', target: 'loading' } },
      on: { RETRY: 'loading' },
    },
    ready: {},
  },
});
