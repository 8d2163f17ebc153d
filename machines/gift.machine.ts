import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Reward } from '../server/shared/wire/centre';

/**
 * The gift popup (spec section 2, SHELL-79): once a member has signed in, the rewards an
 * operator granted and the member has not claimed yet (the reward centre's available
 * ones) are shown in a popup with their claim buttons. One look per login session: the
 * app remembers in session storage that this session's list was asked for, and a reload
 * of the same session sends SIGNED_IN with `seen`. A member without a reward never sees
 * the popup; a failed look is not retried (the reward centre still lists them).
 */
export interface GiftContext {
  gifts: Reward[];
}

export type GiftEvent =
  /** A member (not a trial account, an agent or a pending password change) is signed in. */
  | { type: 'SIGNED_IN'; seen: boolean }
  | { type: 'SIGNED_OUT' }
  /** Escape, the background or the close button. */
  | { type: 'CLOSE' };

type LoadDone = { output: Reward[] };
const loaded = (event: unknown) => (event as LoadDone).output.filter((r) => r.status === 'available');

export const giftMachine = setup({
  types: {
    context: {} as GiftContext,
    events: {} as GiftEvent,
  },
  actors: {
    loadGifts: fromPromise<Reward[]>(async () => {
      throw new Error('loadGifts is provided by the app');
    }),
  },
  guards: {
    seenThisSession: ({ event }) => {
      assertEvent(event, 'SIGNED_IN');
      return event.seen;
    },
    noGifts: ({ event }) => loaded(event).length === 0,
  },
  actions: {
    storeGifts: assign({ gifts: ({ event }) => loaded(event) }),
    forgetGifts: assign({ gifts: [] }),
    /** Session storage: this login session has had its look (provided by the app). */
    rememberSeen: () => {},
  },
}).createMachine({
  id: 'gift',
  context: { gifts: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SIGNED_IN: [{ guard: 'seenThisSession', target: 'done' }, { target: 'checking' }],
      },
    },
    checking: {
      invoke: {
        id: 'loadGifts',
        src: 'loadGifts',
        onDone: [
          { guard: 'noGifts', target: 'done', actions: 'rememberSeen' },
          { target: 'open', actions: ['storeGifts', 'rememberSeen'] },
        ],
        onError: 'done',
      },
    },
    open: {
      on: { CLOSE: 'done' },
    },
    done: {},
  },
  // Logging out (or a refused token) ends the session: the next sign-in looks again.
  on: { SIGNED_OUT: { target: '.idle', actions: 'forgetGifts' } },
});
