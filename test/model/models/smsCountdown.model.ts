import { smsCountdownMachine } from '../../../machines/smsCountdown.machine';
import { type ActorFixtures, type EventFixtures, after, defineModel, stateKey } from '../model';

const events = {} satisfies EventFixtures<typeof smsCountdownMachine>;
const actors = {} satisfies ActorFixtures<typeof smsCountdownMachine>;

export default defineModel(smsCountdownMachine, {
  events,
  actors,
  // The seconds left are what the button shows; short inputs keep the graph small.
  serializeState: (s) => stateKey(s, s.matches('counting') ? { secondsLeft: s.context.secondsLeft } : {}),
  inputs: {
    twoSeconds: { seconds: 2 },
    oneMinute: { seconds: 60 },
  },
  requirements: {
    'counting [secondsLeft=2]': ['SMS-09', 'SMS-10', 'SMS-11'],
    'counting [secondsLeft=1]': ['SMS-09', 'SMS-10', 'SMS-11'],
    finished: ['SMS-05'],
  },
  journeys: [
    {
      title: '[SMS-05][SMS-10] the countdown ticks down each second and finishes at 0',
      input: 'twoSeconds',
      steps: [after('tick'), after('tick')],
      ends: 'finished',
    },
    {
      title: '[SMS-06][SMS-11] a 60 s countdown is still running after 59 ticks',
      input: 'oneMinute',
      steps: Array.from({ length: 59 }, () => after('tick')),
      ends: 'counting [secondsLeft=1]',
    },
  ],
});
