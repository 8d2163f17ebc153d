import { jackpotMachine } from '../../../machines/jackpot.machine';
import { JACKPOT_STEP_MINOR } from '../../../server/shared/timing';
import { type ActorFixtures, type EventFixtures, after, defineModel, stateKey } from '../model';

const events = {
  PAUSE: [{ type: 'PAUSE' }],
  RESUME: [{ type: 'RESUME' }],
} satisfies EventFixtures<typeof jackpotMachine>;

const actors = {} satisfies ActorFixtures<typeof jackpotMachine>;

const START = 1_000_000;

export default defineModel(jackpotMachine, {
  events,
  actors,
  // How many steps the pool has grown, up to two (more say nothing new).
  serializeState: (s) => stateKey(s, { steps: Math.min(2, (s.context.amount - START) / JACKPOT_STEP_MINOR) }),
  inputs: { start: { start: START } },
  requirements: { 'running [steps=1]': ['LOBBY-52'], 'running [steps=2]': ['LOBBY-52'] },
  journeys: [
    {
      title: '[LOBBY-52] the pool grows by 165.11 every 3 s, and not while paused',
      steps: [after('tick'), events.PAUSE[0], events.RESUME[0], after('tick')],
      ends: 'running [steps=2]',
    },
  ],
});
