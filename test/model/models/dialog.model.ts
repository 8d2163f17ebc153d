import { dialogMachine } from '../../../machines/dialog.machine';
import { type ActorFixtures, type EventFixtures, defineModel, stateKey } from '../model';

const events = {
  OPEN: [{ type: 'OPEN' }],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof dialogMachine>;

const actors = {} satisfies ActorFixtures<typeof dialogMachine>;

export default defineModel(dialogMachine, {
  events,
  actors,
  serializeState: (s) => stateKey(s),
  requirements: { open: ['SHELL-73'] },
  journeys: [
    {
      title: '[SHELL-73] the updating dialog opens again after it was closed',
      steps: [events.OPEN[0], events.CLOSE[0], events.OPEN[0]],
      ends: 'open',
    },
  ],
});
