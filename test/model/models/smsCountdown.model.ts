import { countdownSeconds, smsCountdownMachine } from '../../../machines/smsCountdown.machine';
import { SMS_TICK_MS } from '../../../server/shared/timing';
import { type Expectations, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, after, defineModel, stateKey } from '../model';

const events = {} satisfies EventFixtures<typeof smsCountdownMachine>;
const actors = {} satisfies ActorFixtures<typeof smsCountdownMachine>;

type T = Trace<typeof smsCountdownMachine>;
/** Every tick is one second gone (spec section 9: the button shows the seconds left). */
const ticks = (t: T) => t.count('after tick');
/** Whole seconds from the input, never below 0, less one per tick, stopping at 0. */
const secondsLeft = (t: T) => Math.max(0, Math.max(0, Math.round(t.input!.seconds)) - ticks(t));

const expectations: Expectations<typeof smsCountdownMachine> = {
  context: { secondsLeft },
  // Each tick counts down and tells the parent flow what is left, the last one too.
  actions: { countDown: ticks, reportTick: ticks },
  invokes: {},
  // The machine finishes (a final state) exactly there: its parent reads that.
  done: (t) => t.in('finished'),
  delays: { tick: () => SMS_TICK_MS },
  failures: {},
  states: {
    // Counting means a tick is on its way; finished, nothing more happens.
    counting: ({ timers }) => {
      if (!timers.some((timer) => timer.delay === 'tick')) throw new Error('no tick is scheduled while counting');
    },
    finished: ({ timers }) => {
      if (timers.length) throw new Error(`a finished countdown still has timers: ${timers.map((timer) => timer.delay).join(', ')}`);
    },
  },
};

export default defineModel(smsCountdownMachine, {
  events,
  actors,
  expect: expectations,
  // The seconds left are what the button shows; short inputs keep the graph small.
  // A finished countdown ends (its flow's button comes back); one that does not is not finished.
  serializeState: (s) =>
    stateKey(s, s.matches('counting') ? { secondsLeft: s.context.secondsLeft } : {}) + (s.matches('finished') && s.status !== 'done' ? ' (still running)' : ''),
  // The flows start the countdown with countdownSeconds(their answer): expiredMinutes x 60 s,
  // 60 s without it or with the third-party provider, less half the round trip in the
  // forgot flow, rounded up, at least 1 (spec sections 4 and 9). Small answers keep the graphs small.
  inputs: {
    twoSeconds: { seconds: countdownSeconds({ expiredMinutes: 1, roundTripMs: 116_000 }) },
    oneMinute: { seconds: countdownSeconds({ expiredMinutes: 1, roundTripMs: -5_000 }) },
    twoMinutes: { seconds: countdownSeconds({ expiredMinutes: 2, roundTripMs: 236_000 }) },
    halfSecondRoundedUp: { seconds: countdownSeconds({ expiredMinutes: 1, roundTripMs: 117_000 }) },
    noMinutes: { seconds: countdownSeconds({ expiredMinutes: null, roundTripMs: 116_000 }) },
    zeroMinutes: { seconds: countdownSeconds({ expiredMinutes: 0, roundTripMs: 116_000 }) },
    negativeMinutes: { seconds: countdownSeconds({ expiredMinutes: -1, roundTripMs: 116_000 }) },
    thirdParty: { seconds: countdownSeconds({ expiredMinutes: 5, thirdParty: true, roundTripMs: 116_000 }) },
    longRoundTrip: { seconds: countdownSeconds({ expiredMinutes: 1, roundTripMs: 500_000 }) },
    // A fraction is rounded to whole seconds; nothing left still ticks once to finish.
    fraction: { seconds: 1.4 },
    nothingLeft: { seconds: -3 },
  },
  requirements: {
    'counting [secondsLeft=2]': ['SMS-09', 'SMS-10', 'SMS-11'],
    'counting [secondsLeft=1]': ['SMS-09', 'SMS-10', 'SMS-11'],
    finished: ['SMS-05'],
  },
  journeys: [
    {
      title: '[SMS-05][SMS-08] a 1-minute code, 116 s round trip in the forgot flow: 60 - 58 = 2 s',
      input: 'twoSeconds',
      steps: [],
      ends: 'counting [secondsLeft=2]',
    },
    {
      title: '[SMS-05][SMS-08] a 2-minute code, 236 s round trip: 120 - 118 = 2 s',
      input: 'twoMinutes',
      steps: [],
      ends: 'counting [secondsLeft=2]',
    },
    {
      title: '[SMS-08] 60 - 58.5 s shows 2 s: rounded up to whole seconds',
      input: 'halfSecondRoundedUp',
      steps: [],
      ends: 'counting [secondsLeft=2]',
    },
    {
      title: '[SMS-06] no expiredMinutes: 60 s (less the round trip)',
      input: 'noMinutes',
      steps: [],
      ends: 'counting [secondsLeft=2]',
    },
    {
      title: '[SMS-06] expiredMinutes 0: 60 s (less the round trip)',
      input: 'zeroMinutes',
      steps: [],
      ends: 'counting [secondsLeft=2]',
    },
    {
      title: '[SMS-06] a negative expiredMinutes: 60 s (less the round trip)',
      input: 'negativeMinutes',
      steps: [],
      ends: 'counting [secondsLeft=2]',
    },
    {
      title: '[SMS-07] the third-party provider: 60 s whatever expiredMinutes says (less the round trip)',
      input: 'thirdParty',
      steps: [],
      ends: 'counting [secondsLeft=2]',
    },
    {
      title: '[SMS-08] a round trip longer than the code: at least 1 s',
      input: 'longRoundTrip',
      steps: [],
      ends: 'counting [secondsLeft=1]',
    },
    {
      title: '[SMS-06] a clock that went back does not lengthen the countdown: 60 s, finished after 60 ticks',
      input: 'oneMinute',
      steps: Array.from({ length: 60 }, () => after('tick')),
      ends: 'finished',
    },
    {
      title: '[SMS-05][SMS-10] the countdown ticks down each second and finishes at 0',
      input: 'twoSeconds',
      steps: [after('tick'), after('tick')],
      ends: 'finished',
    },
    {
      title: '[SMS-10] 1.4 s shows as 1 s and finishes at the next tick',
      input: 'fraction',
      steps: [after('tick')],
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
