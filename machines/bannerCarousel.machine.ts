import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Banner } from '../server/shared/wire/content';
import { BANNER_ADVANCE_MS, BANNER_RETRY_MS } from '../server/shared/timing';

/**
 * The banner area of a route group (spec section 2): SHOW loads the group's
 * banners (on every route change, so a group is reloaded too); one banner is shown
 * still, more rotate every 5000 ms with dots and previous/next. Pointer or focus
 * on the carousel pauses it. A failed load retries a bounded number of times.
 */
export interface BannerCarouselContext {
  group: string | null;
  banners: Banner[];
  index: number;
  retries: number;
}

export type BannerCarouselEvent =
  | { type: 'SHOW'; group: string | null }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO'; index: number }
  | { type: 'PAUSE' }
  | { type: 'RESUME' };

export const BANNER_MAX_RETRIES = 2;

type LoadDone = { output: Banner[] };
const loaded = (event: unknown) => (event as LoadDone).output;

export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as BannerCarouselEvent,
  },
  actors: {
    loadBanners: fromPromise<Banner[], { group: string }>(async () => {
      throw new Error('loadBanners is provided by the app');
    }),
  },
  delays: {
    advance: BANNER_ADVANCE_MS,
    retryDelay: BANNER_RETRY_MS,
  },
  guards: {
    // The guards and actions reading an event's fields run on that event only (assertEvent
    // narrows the type and throws otherwise).
    hasGroup: ({ event }) => {
      assertEvent(event, 'SHOW');
      return event.group !== null && event.group !== '';
    },
    noBanners: ({ event }) => loaded(event).length === 0,
    oneBanner: ({ event }) => loaded(event).length === 1,
    canRetry: ({ context }) => context.retries < BANNER_MAX_RETRIES,
    isSlide: ({ context, event }) => {
      assertEvent(event, 'GO');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.banners.length;
    },
  },
  actions: {
    startGroup: assign(({ event }) => {
      assertEvent(event, 'SHOW');
      return { group: event.group, banners: [], index: 0, retries: 0 };
    }),
    clearGroup: assign({ group: null, banners: [], index: 0, retries: 0 }),
    storeBanners: assign(({ event }) => ({ banners: loaded(event), index: 0 })),
    countFailure: assign({ retries: ({ context }) => context.retries + 1 }),
    next: assign({ index: ({ context }) => (context.index + 1) % Math.max(1, context.banners.length) }),
    prev: assign({
      index: ({ context }) => (context.index - 1 + context.banners.length) % Math.max(1, context.banners.length),
    }),
    goTo: assign(({ event }) => {
      assertEvent(event, 'GO');
      return { index: event.index };
    }),
  },
}).createMachine({
  id: 'bannerCarousel',
  context: { group: null, banners: [], index: 0, retries: 0 },
  initial: 'hidden',
  on: {
    // A transition into a child exits and enters that child even when it is the active one,
    // so a SHOW while loading restarts the load with the new group (no `reenter` needed).
    SHOW: [
      { guard: 'hasGroup', target: '.loading', actions: 'startGroup' },
      { target: '.hidden', actions: 'clearGroup' },
    ],
  },
  states: {
    /** The route has no banner group. */
    hidden: {},
    loading: {
      invoke: {
        src: 'loadBanners',
        // Stryker disable next-line StringLiteral: loading is entered only by a SHOW with a group (the hasGroup guard), which stores it
        input: ({ context }) => ({ group: context.group ?? '' }),
        onDone: [
          { guard: 'noBanners', target: 'empty', actions: 'storeBanners' },
          { guard: 'oneBanner', target: 'single', actions: 'storeBanners' },
          { target: 'rotating', actions: 'storeBanners' },
        ],
        onError: { target: 'failed', actions: 'countFailure' },
      },
    },
    failed: {
      after: { retryDelay: { guard: 'canRetry', target: 'loading' } },
    },
    empty: {},
    single: {},
    rotating: {
      after: { advance: { target: 'rotating', reenter: true, actions: 'next' } },
      on: {
        NEXT: { target: 'rotating', reenter: true, actions: 'next' },
        PREV: { target: 'rotating', reenter: true, actions: 'prev' },
        GO: { guard: 'isSlide', target: 'rotating', reenter: true, actions: 'goTo' },
        PAUSE: 'paused',
      },
    },
    paused: {
      on: {
        NEXT: { actions: 'next' },
        PREV: { actions: 'prev' },
        GO: { guard: 'isSlide', actions: 'goTo' },
        RESUME: 'rotating',
      },
    },
  },
});
