import { assign, fromPromise, setup } from 'xstate';
import type { Badges } from '../server/shared/wire/centre';
import { isCentrePage, type CentrePage } from './centrePages';
import { CENTRE_COUNTS_RETRY_MS } from '../server/shared/timing';

/**
 * The personal-centre overlay (spec section 2): opened by `?personal=<page>` on any
 * route, so the address is the truth and Back works; the app sends SHOW/HIDE when the
 * parameter appears, changes or goes, and WHO when the session's role changes.
 * A member sees the page asked for (securityCenter when the name is unknown or empty,
 * or manual rebate while MANPLAYREB3 is off) and the red counts of the menu; a visitor
 * is sent to log in and a trial account is told to register a real account first
 * (spec-notes 14), both through the session's gate. A session that ends while the
 * centre is open just closes it. Opening reloads the member so the
 * header balance is current; the counts reload on demand and retry after a failure.
 */
export type CentreWho = 'pending' | 'visitor' | 'trial' | 'member';

export const DEFAULT_CENTRE_PAGE: CentrePage = 'securityCenter';

/** The page a `?personal=` value opens. */
export function resolveCentrePage(requested: string | null, manualRebate: boolean): CentrePage {
  if (!isCentrePage(requested)) return DEFAULT_CENTRE_PAGE;
  if (requested === 'manualRebate' && !manualRebate) return DEFAULT_CENTRE_PAGE;
  return requested;
}

export interface PersonalCentreInput {
  who: CentreWho;
  /** The merchant switch MANPLAYREB3: the manual rebate page exists only when it is on. */
  manualRebate: boolean;
}

export interface PersonalCentreContext extends PersonalCentreInput {
  page: CentrePage;
  badges: Badges | null;
}

export type PersonalCentreEvent =
  /** The address has `?personal=<page>` (new or changed). */
  | { type: 'SHOW'; page: string | null }
  /** The address lost `?personal` (Back, a link elsewhere). */
  | { type: 'HIDE' }
  /** Who the session says is here: `pending` while it is still finding out. */
  | { type: 'WHO'; who: CentreWho }
  /** The close button or Escape. */
  | { type: 'CLOSE' }
  /** Something changed a count (a message read, a reward claimed). */
  | { type: 'REFRESH_BADGES' };

export const personalCentreMachine = setup({
  types: {
    input: {} as PersonalCentreInput,
    context: {} as PersonalCentreContext,
    events: {} as PersonalCentreEvent,
  },
  actors: {
    loadBadges: fromPromise<Badges>(async () => {
      throw new Error('loadBadges is provided by the app');
    }),
  },
  delays: {
    retryDelay: CENTRE_COUNTS_RETRY_MS,
  },
  guards: {
    whoPending: ({ context }) => context.who === 'pending',
    whoVisitor: ({ context }) => context.who === 'visitor',
    whoTrial: ({ context }) => context.who === 'trial',
    stillMember: ({ event }) => event.type === 'WHO' && event.who === 'member',
    nowVisitor: ({ event }) => event.type === 'WHO' && event.who === 'visitor',
  },
  actions: {
    storePage: assign({
      page: ({ context, event }) => (event.type === 'SHOW' ? resolveCentrePage(event.page, context.manualRebate) : context.page),
    }),
    storeWho: assign({ who: ({ context, event }) => (event.type === 'WHO' ? event.who : context.who) }),
    storeBadges: assign({ badges: ({ event }) => (event as unknown as { output: Badges }).output }),
    forgetBadges: assign({ badges: null }),
    // Effects the app supplies.
    /** Removes `?personal` from the address, keeping the route. */
    leave: () => {},
    /** The session's gate for a visitor: the login page. */
    sendToLogin: () => {},
    /** The session's gate for a trial account: 'register a real account first'. */
    refuseTrial: () => {},
    /** Reloads the session's member (the header balance). */
    refreshMember: () => {},
  },
}).createMachine({
  id: 'personalCentre',
  context: ({ input }) => ({ ...input, page: DEFAULT_CENTRE_PAGE, badges: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        SHOW: { target: 'deciding', actions: 'storePage' },
        WHO: { actions: 'storeWho' },
      },
    },
    /** Who asks decides what opening means. */
    deciding: {
      always: [
        { guard: 'whoPending', target: 'waiting' },
        { guard: 'whoVisitor', target: 'closed', actions: 'sendToLogin' },
        { guard: 'whoTrial', target: 'closed', actions: ['leave', 'refuseTrial'] },
        { target: 'open' },
      ],
    },
    /** A stored token is being checked (or a forced change is pending): the frame waits. */
    waiting: {
      on: {
        WHO: { target: 'deciding', actions: 'storeWho' },
        SHOW: { actions: 'storePage' },
        HIDE: 'closed',
        CLOSE: { target: 'closed', actions: 'leave' },
      },
    },
    open: {
      entry: 'refreshMember',
      exit: 'forgetBadges',
      initial: 'loadingBadges',
      states: {
        loadingBadges: {
          invoke: {
            id: 'loadBadges',
            src: 'loadBadges',
            onDone: { target: 'badgesReady', actions: 'storeBadges' },
            onError: 'badgesFailed',
          },
          // A count changed while they were loading: the answer on its way may predate it.
          on: { REFRESH_BADGES: { target: 'loadingBadges', reenter: true } },
        },
        badgesReady: {
          on: { REFRESH_BADGES: 'loadingBadges' },
        },
        badgesFailed: {
          after: { retryDelay: 'loadingBadges' },
          on: { REFRESH_BADGES: 'loadingBadges' },
        },
      },
      on: {
        // Another menu entry: the page changes, the frame and its counts stay.
        SHOW: { actions: 'storePage' },
        HIDE: 'closed',
        CLOSE: { target: 'closed', actions: 'leave' },
        WHO: [
          { guard: 'stillMember', actions: 'storeWho' },
          // Signed out or expired: the centre closes where it is. Signing out also moves
          // to /, and the two must not race to rewrite the address.
          { guard: 'nowVisitor', target: 'closed', actions: 'storeWho' },
          // Now pending (a forced change): decide again.
          { target: 'deciding', actions: 'storeWho' },
        ],
      },
    },
  },
});
