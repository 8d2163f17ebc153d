import { themeMachine } from '../../../machines/theme.machine';
import { type ActorFixtures, type EventFixtures, defineModel, stateKey } from '../model';

const events = {
  START: [
    { type: 'START', theme: 'light' },
    { type: 'START', theme: 'dark' },
  ],
  TOGGLE: [{ type: 'TOGGLE' }],
} satisfies EventFixtures<typeof themeMachine>;

const actors = {} satisfies ActorFixtures<typeof themeMachine>;

export default defineModel(themeMachine, {
  events,
  actors,
  serializeState: (s) => stateKey(s),
  requirements: { light: ['SHELL-61', 'SHELL-62'], dark: ['SHELL-61'] },
  journeys: [
    {
      title: '[SHELL-61] a stored dark theme toggles to light',
      steps: [events.START[1], events.TOGGLE[0]],
      ends: 'light',
    },
    {
      title: '[SHELL-61][SHELL-62] toggling twice from the default light theme comes back to light',
      steps: [events.START[0], events.TOGGLE[0], events.TOGGLE[0]],
      ends: 'light',
    },
  ],
});
