import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { BreakPeriod } from '../server/shared/playerProtection';
import { errorCodeOf } from './flowErrors';

/**
 * A time-out or self-exclusion imposed on a player by risk staff (the player's page): the staff
 * member asks, picks the length, gives a reason (kept in the audit log) and confirms; the
 * player's sessions end at once. A refusal (a running break that ends later: protection_active)
 * keeps the form open with the error; cancelling closes it. A staff session that ended
 * (not_logged_in) stops here: the console signs in again.
 */
export interface OperatorBreakContext {
  reasonMissing: boolean;
  errorCode: string | null;
  /** A break was imposed by this form (the page reloads the player's protection). */
  imposed: boolean;
}

export type OperatorBreakEvent = { type: 'ASK' } | { type: 'CANCEL' } | { type: 'CONFIRM'; period: BreakPeriod; reason: string };

export interface BreakOrder {
  period: BreakPeriod;
  reason: string;
}

export const operatorBreakMachine = setup({
  types: {
    context: {} as OperatorBreakContext,
    events: {} as OperatorBreakEvent,
  },
  actors: {
    imposeBreak: fromPromise<unknown, BreakOrder>(async () => {
      throw new Error('imposeBreak is provided by the page');
    }),
  },
  guards: {
    reasonBlank: ({ event }) => {
      assertEvent(event, 'CONFIRM');
      return event.reason.trim() === '';
    },
    sessionOver: ({ event }) => errorCodeOf(event) === 'not_logged_in',
  },
  actions: {
    open: assign({ reasonMissing: false, errorCode: null, imposed: false }),
    showReasonMissing: assign({ reasonMissing: true, errorCode: null }),
    startSaving: assign({ reasonMissing: false, errorCode: null }),
    store: assign({ imposed: true }),
    showFailure: assign(({ event }) => ({ errorCode: errorCodeOf(event) })),
    close: assign({ reasonMissing: false, errorCode: null }),
  },
}).createMachine({
  id: 'operatorBreak',
  context: { reasonMissing: false, errorCode: null, imposed: false },
  initial: 'idle',
  states: {
    idle: {
      on: { ASK: { target: 'asking', actions: 'open' } },
    },
    /** The form: the length and the reason, then confirm. */
    asking: {
      on: {
        CANCEL: { target: 'idle', actions: 'close' },
        CONFIRM: [
          { guard: 'reasonBlank', actions: 'showReasonMissing' },
          { target: 'saving', actions: 'startSaving' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'imposeBreak',
        src: 'imposeBreak',
        input: ({ event }) => {
          assertEvent(event, 'CONFIRM');
          return { period: event.period, reason: event.reason.trim() };
        },
        onDone: { target: 'idle', actions: 'store' },
        onError: [{ guard: 'sessionOver', target: 'ended' }, { target: 'asking', actions: 'showFailure' }],
      },
    },
    /** The staff session ended: the console signs in again. */
    ended: { type: 'final' },
  },
});
