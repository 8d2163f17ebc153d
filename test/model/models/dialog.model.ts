import { dialogMachine } from '../../../machines/dialog.machine';
import type { Expectations } from '../expectations';
import { type ActorFixtures, type EventFixtures, defineModel, stateKey } from '../model';

const events = {
  OPEN: [{ type: 'OPEN' }],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof dialogMachine>;

const actors = {} satisfies ActorFixtures<typeof dialogMachine>;

// Nothing but open and closed: no context, actions, actors or timers to expect.
const expectations: Expectations<typeof dialogMachine> = { context: {}, actions: {}, invokes: {}, delays: {}, failures: {} };

export default defineModel(dialogMachine, {
  events,
  actors,
  expect: expectations,
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
