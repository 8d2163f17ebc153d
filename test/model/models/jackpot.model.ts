import { jackpotMachine } from '../../../machines/jackpot.machine';
import { JACKPOT_STEP_MINOR, JACKPOT_TICK_MS } from '../../../server/shared/timing';
import { type Expectations, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, after, defineModel, stateKey } from '../model';

const events = {
  PAUSE: [{ type: 'PAUSE' }],
  RESUME: [{ type: 'RESUME' }],
} satisfies EventFixtures<typeof jackpotMachine>;

const actors = {} satisfies ActorFixtures<typeof jackpotMachine>;

const START = 1_000_000;

type T = Trace<typeof jackpotMachine>;
/** The pool starts where the page says (whole minor units, never below 0) and grows 165.11 per tick (LOBBY-52). */
const amount = (t: T) => Math.max(0, Math.floor(t.input!.start)) + JACKPOT_STEP_MINOR * t.count('after tick');

const expectations: Expectations<typeof jackpotMachine> = {
  context: { amount },
  actions: { grow: (t) => t.count('after tick') },
  invokes: {},
  delays: { tick: () => JACKPOT_TICK_MS },
  failures: {},
};

export default defineModel(jackpotMachine, {
  events,
  actors,
  expect: expectations,
  // How many steps the pool has grown, up to two (more say nothing new). Every input starts at a
  // multiple of START once made whole and non-negative, so the growth is what is above it.
  serializeState: (s) => stateKey(s, { steps: Math.min(2, Math.floor((s.context.amount % START) / JACKPOT_STEP_MINOR)) }),
  inputs: {
    start: { start: START },
    // A start with a fraction of a minor unit is cut to whole units, one below 0 is 0.
    fraction: { start: START + 0.75 },
    belowZero: { start: -3.5 },
  },
  requirements: { 'running [steps=1]': ['LOBBY-52'], 'running [steps=2]': ['LOBBY-52'] },
  journeys: [
    {
      title: '[LOBBY-52] the pool grows by 165.11 every 3 s, and not while paused',
      steps: [after('tick'), events.PAUSE[0], events.RESUME[0], after('tick')],
      ends: 'running [steps=2]',
    },
  ],
});
