import { assign, fromPromise, setup } from 'xstate';
import { REALITY_CHECK_RETRY_MS } from '../server/shared/timing';
import type { SessionClock } from '../server/shared/wire/sessionClock';

/**
 * The reality check (issue 17, UKGC RTS 13, docs/player-protection.md) of a signed-in member:
 * it waits until the session's next check, by the server's clock (the answer's `now` and
 * `nextCheckAt`, never the browser's start), then shows the time played and the net win or
 * loss of the session; the member plays on (the server moves the next check) or stops (the
 * page logs out). It also wakes when the session time limit is reached, says so, and logs
 * out. The clock is the server's, so a reload picks up the same next check.
 */
export interface RealityCheckContext {
  clock: SessionClock | null;
  /** Why the last acknowledgement failed (the dialog says so and stays). */
  errorCode: string | null;
}

export type RealityCheckEvent =
  | { type: 'CONTINUE' }
  | { type: 'STOP' }
  | { type: 'RETRY' }
  /** A newer clock from elsewhere on the page (the interval or limit changed). */
  | { type: 'CLOCK'; clock: SessionClock };

const at = (iso: string) => new Date(iso).getTime();

/** Whether the session has run its time limit by the clock's own `now`. */
export function limitReached(clock: SessionClock): boolean {
  return clock.timeLimit.endsAt !== null && at(clock.now) >= at(clock.timeLimit.endsAt);
}

/** Whether the reality check is due by the clock's own `now`. */
export function checkDue(clock: SessionClock): boolean {
  return at(clock.now) >= at(clock.nextCheckAt);
}

/** How long from the clock's answer until the check or the time limit, whichever is first. */
export function msUntilDue(clock: SessionClock): number {
  const next = Math.min(at(clock.nextCheckAt), clock.timeLimit.endsAt === null ? Infinity : at(clock.timeLimit.endsAt));
  return Math.max(0, next - at(clock.now));
}

const clockOf = (event: unknown) => {
  const e = event as { output?: SessionClock; clock?: SessionClock };
  return (e.output ?? e.clock)!;
};

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
  },
  actors: {
    fetchClock: fromPromise<SessionClock>(async () => {
      throw new Error('fetchClock is provided by the app');
    }),
    acknowledge: fromPromise<SessionClock>(async () => {
      throw new Error('acknowledge is provided by the app');
    }),
  },
  delays: {
    untilDue: ({ context }) => (context.clock ? msUntilDue(context.clock) : 0),
    retryDelay: REALITY_CHECK_RETRY_MS,
  },
  guards: {
    limitReached: ({ context }) => context.clock !== null && limitReached(context.clock),
    checkDue: ({ context }) => context.clock !== null && checkDue(context.clock),
  },
  actions: {
    storeClock: assign({ clock: ({ event }) => clockOf(event), errorCode: null }),
    storeError: assign({ errorCode: ({ event }) => (event as unknown as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal' }),
  },
}).createMachine({
  id: 'realityCheck',
  context: { clock: null, errorCode: null },
  initial: 'watching',
  states: {
    /** Signed in and playing; a newer clock from elsewhere on the page is sorted again. */
    watching: {
      initial: 'loading',
      on: {
        CLOCK: { target: '.deciding', actions: 'storeClock' },
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchClock',
            src: 'fetchClock',
            onDone: { target: 'deciding', actions: 'storeClock' },
            onError: 'failed',
          },
        },
        /** Sorts a fresh clock: the limit first (nothing more can be staked), then the check. */
        deciding: {
          always: [{ guard: 'limitReached', target: 'limitReached' }, { guard: 'checkDue', target: 'due' }, { target: 'waiting' }],
        },
        /** Until the check or the limit; then the clock is read again for the dialog's numbers. */
        waiting: {
          after: { untilDue: 'loading' },
        },
        /** Offline or refused: tried again quietly; the member plays on meanwhile. */
        failed: {
          after: { retryDelay: 'loading' },
          on: { RETRY: 'loading' },
        },
        /** The dialog: time played and net win or loss; continue or stop. */
        due: {
          on: {
            CONTINUE: 'continuing',
            STOP: '#realityCheck.stopped',
          },
        },
        continuing: {
          invoke: {
            id: 'acknowledge',
            src: 'acknowledge',
            onDone: { target: 'deciding', actions: 'storeClock' },
            onError: { target: 'due', actions: 'storeError' },
          },
        },
        /** The session time limit is reached: the dialog says so; its only way on is to log out. */
        limitReached: {
          on: { STOP: '#realityCheck.stopped' },
        },
      },
    },
    /** The page logs the member out. */
    stopped: { type: 'final' },
  },
});
