import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from './flowErrors';

/**
 * A player locked or unlocked from the back office (the player's page): the staff member asks,
 * gives a reason (kept in the audit log) and confirms; a lock ends the player's sessions at
 * once (the server says how many). A refusal keeps the form open with the error; cancelling
 * closes it. A staff session that ended (not_logged_in) stops here: the console signs in again.
 */
export interface PlayerLockInput {
  /** Whether the player is locked now. */
  locked: boolean;
}

export interface PlayerLockContext {
  locked: boolean;
  reasonMissing: boolean;
  errorCode: string | null;
  /** Sessions the last lock ended (null until one is made, or after an unlock). */
  sessionsRevoked: number | null;
}

export type PlayerLockEvent = { type: 'ASK' } | { type: 'CANCEL' } | { type: 'CONFIRM'; reason: string };

export interface LockChange {
  locked: boolean;
  reason: string;
}

/** The server's answer (server/shared/wire/backofficePlayers.ts playerLock). */
export interface LockResult {
  locked: boolean;
  sessionsRevoked: number;
}

export const playerLockMachine = setup({
  types: {
    input: {} as PlayerLockInput,
    context: {} as PlayerLockContext,
    events: {} as PlayerLockEvent,
  },
  actors: {
    setLock: fromPromise<LockResult, LockChange>(async () => {
      throw new Error('setLock is provided by the page');
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
    open: assign({ reasonMissing: false, errorCode: null, sessionsRevoked: null }),
    showReasonMissing: assign({ reasonMissing: true, errorCode: null }),
    startSaving: assign({ reasonMissing: false, errorCode: null }),
    store: assign(({ event }) => {
      const { locked, sessionsRevoked } = (event as unknown as { output: LockResult }).output;
      return { locked, sessionsRevoked: locked ? sessionsRevoked : null };
    }),
    showFailure: assign(({ event }) => ({ errorCode: errorCodeOf(event) })),
    close: assign({ reasonMissing: false, errorCode: null }),
  },
}).createMachine({
  id: 'playerLock',
  context: ({ input }) => ({ locked: input.locked, reasonMissing: false, errorCode: null, sessionsRevoked: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { ASK: { target: 'asking', actions: 'open' } },
    },
    /** The form: the reason, then confirm. */
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
        id: 'setLock',
        src: 'setLock',
        input: ({ context, event }) => {
          assertEvent(event, 'CONFIRM');
          return { locked: !context.locked, reason: event.reason.trim() };
        },
        onDone: { target: 'idle', actions: 'store' },
        onError: [{ guard: 'sessionOver', target: 'ended' }, { target: 'asking', actions: 'showFailure' }],
      },
    },
    /** The staff session ended: the console signs in again. */
    ended: { type: 'final' },
  },
});
