import { assign, setup } from 'xstate';
import { JACKPOT_STEP_MINOR, JACKPOT_TICK_MS } from '../server/shared/timing';

/**
 * The jackpot counter on /rng (spec sections 2 and 9): the pool grows by 165.11 every
 * 3 seconds while the counter is on screen. Amounts are integers in minor units; the
 * page supplies where it starts. PAUSE/RESUME follow the page's visibility, so a hidden
 * tab does not run the timer.
 */

export interface JackpotInput {
  /** The pool when the counter appears, in minor units. */
  start: number;
}

export interface JackpotContext {
  amount: number;
}

export type JackpotEvent = { type: 'PAUSE' } | { type: 'RESUME' };

export const jackpotMachine = setup({
  types: {
    input: {} as JackpotInput,
    context: {} as JackpotContext,
    events: {} as JackpotEvent,
  },
  delays: {
    tick: JACKPOT_TICK_MS,
  },
  actions: {
    grow: assign({ amount: ({ context }) => context.amount + JACKPOT_STEP_MINOR }),
  },
}).createMachine({
  id: 'jackpot',
  context: ({ input }) => ({ amount: Math.max(0, Math.floor(input.start)) }),
  initial: 'running',
  states: {
    running: {
      after: { tick: { target: 'running', reenter: true, actions: 'grow' } },
      on: { PAUSE: 'paused' },
    },
    paused: {
      on: { RESUME: 'running' },
    },
  },
});

/**
 * Where the pool stands at `now`: a base that grows by one step per tick since midnight
 * UTC, so every visitor sees about the same figure and it keeps growing across reloads.
 */
export function jackpotAt(now: number, base = 8_800_000_000): number {
  const midnight = now - (now % 86_400_000);
  return base + Math.floor((now - midnight) / JACKPOT_TICK_MS) * JACKPOT_STEP_MINOR;
}
