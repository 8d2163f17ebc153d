import { realityCheckMachine } from '../../../machines/realityCheck.machine';
import { REALITY_CHECK_RETRY_MS } from '../../../server/shared/timing';
import type { SessionClock } from '../../../server/shared/wire/sessionClock';
import { ApiError } from '../../../src/api/client';
import type { Expectations, Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const MIN = 60_000;
const START = '2031-05-04T09:00:00.000Z';
const plus = (ms: number) => new Date(new Date(START).getTime() + ms).toISOString();
/** A clock answer `elapsed` ms into a session begun at START, with a 5-minute interval. */
const clockAt = (elapsed: number, opts: { nextCheck?: number; limitMinutes?: number | null } = {}): SessionClock => {
  const limitMinutes = opts.limitMinutes ?? null;
  return {
    startedAt: START,
    now: plus(elapsed),
    elapsedMs: elapsed,
    net: '-12.50',
    currency: 'NGN',
    intervalMinutes: 5,
    nextCheckAt: plus(opts.nextCheck ?? 5 * MIN),
    timeLimit: { limitMinutes, endsAt: limitMinutes === null ? null : plus(limitMinutes * MIN), pending: null },
  };
};
/** Just signed in: the check in 5 minutes. */
const fresh = clockAt(0);
/** The answer comes on the very millisecond the check falls due: it is due, not waited for. */
const dueNow = clockAt(5 * MIN);
/** The check is due (a minute late, as after a reload). */
const due = clockAt(6 * MIN);
/** Acknowledged at 6 minutes: the next check at 11. */
const acknowledged = clockAt(6 * MIN, { nextCheck: 11 * MIN });
/** A 20-minute time limit comes before the next check at 60. */
const limitFirst = clockAt(2 * MIN, { nextCheck: 60 * MIN, limitMinutes: 20 });
/** The time limit has run out (the check is due too: the limit wins). */
const limitOver = clockAt(20 * MIN, { limitMinutes: 20 });
const offline = new ApiError('network_abnormal', '', 0);

const events = {
  CONTINUE: [{ type: 'CONTINUE' }],
  STOP: [{ type: 'STOP' }],
  RETRY: [{ type: 'RETRY' }],
  CLOCK: [
    { type: 'CLOCK', clock: acknowledged },
    { type: 'CLOCK', clock: due },
  ],
} satisfies EventFixtures<typeof realityCheckMachine>;

const actors = {
  fetchClock: { done: [fresh, dueNow, due, limitFirst, limitOver], error: [offline] },
  acknowledge: { done: [acknowledged], error: [offline] },
} satisfies ActorFixtures<typeof realityCheckMachine>;

type T = Trace<typeof realityCheckMachine>;
const CLOCKS = ['done: fetchClock', 'done: acknowledge', 'CLOCK'];
/** The latest clock the machine was given: an answer of either call or a CLOCK event. */
const latestClock = (t: T): SessionClock | null => {
  const step = t.last(...CLOCKS);
  if (!step) return null;
  const e = step.event as { output?: SessionClock; clock?: SessionClock };
  return (e.output ?? e.clock)!;
};

const ms = (iso: string) => new Date(iso).getTime();
/**
 * How long the machine waits after a clock (docs/player-protection.md): by the answer's own
 * `now`, until the next check or the end of the time limit, whichever comes first; never
 * less than nothing. Written from the rule, not read from the machine's msUntilDue.
 */
const untilDue = (clock: SessionClock) => {
  const wake = clock.timeLimit.endsAt === null ? ms(clock.nextCheckAt) : Math.min(ms(clock.nextCheckAt), ms(clock.timeLimit.endsAt));
  return wake <= ms(clock.now) ? 0 : wake - ms(clock.now);
};

const expectations: Expectations<typeof realityCheckMachine> = {
  context: {
    clock: latestClock,
    // The failed acknowledgement's code until the next clock arrives.
    errorCode: (t) => (t.latest('error: acknowledge', ...CLOCKS) === 'error: acknowledge' ? ((t.error('acknowledge') as ApiError).errorCode ?? 'network_abnormal') : null),
  },
  actions: {
    storeClock: (t) => t.count(...CLOCKS),
    storeError: (t) => t.count('error: acknowledge'),
  },
  invokes: { fetchClock: () => undefined, acknowledge: () => undefined },
  // Waiting lasts from the answer's own `now` to the check or the limit, whichever is first.
  delays: { untilDue: (t) => untilDue(latestClock(t)!), retryDelay: () => REALITY_CHECK_RETRY_MS },
  // The clock unread: tried again later; an acknowledgement refused: the dialog stays.
  failures: { fetchClock: () => 'watching.failed', acknowledge: () => 'watching.due [failed=true]' },
  done: (t) => t.in('stopped'),
  states: {
    'watching.waiting': ({ timers }) => {
      if (!timers.some((timer) => timer.delay === 'untilDue')) throw new Error('waiting without a timer to the check');
    },
  },
};

export default defineModel(realityCheckMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches({ watching: 'due' }) ? { failed: s.context.errorCode !== null } : {}),
  requirements: {
    'watching.due [failed=false]': ['RG-REALITY-CHECK'],
    'watching.limitReached': ['RG-SESSION-TIME-LIMIT'],
  },
  journeys: [
    {
      title: '[RG] the check comes due after the interval, the member plays on, the next one comes, stop logs out',
      steps: [actorDone('fetchClock', fresh), after('untilDue'), actorDone('fetchClock', due), events.CONTINUE[0], actorDone('acknowledge', acknowledged), after('untilDue'), actorDone('fetchClock', due), events.STOP[0]],
      ends: 'stopped',
    },
    {
      title: '[RG] a reload after the check came due shows it at once (the server held it)',
      steps: [actorDone('fetchClock', due)],
      ends: 'watching.due [failed=false]',
    },
    {
      title: '[RG] an acknowledgement that fails offline keeps the dialog with the error; continue again works',
      steps: [actorDone('fetchClock', due), events.CONTINUE[0], actorError('acknowledge', offline), events.CONTINUE[0], actorDone('acknowledge', acknowledged)],
      ends: 'watching.waiting',
    },
    {
      title: '[RG] the session time limit before the next check: the machine wakes at the limit and the only way on is to log out',
      steps: [actorDone('fetchClock', limitFirst), after('untilDue'), actorDone('fetchClock', limitOver), events.STOP[0]],
      ends: 'stopped',
    },
    {
      title: '[RG] offline at the start: retried after the delay, or at once on RETRY',
      steps: [actorError('fetchClock', offline), after('retryDelay'), actorError('fetchClock', offline), events.RETRY[0], actorDone('fetchClock', fresh)],
      ends: 'watching.waiting',
    },
    {
      title: '[RG] a clock read on the very millisecond the check falls due shows the dialog at once',
      steps: [actorDone('fetchClock', dueNow)],
      ends: 'watching.due [failed=false]',
    },
    {
      title: '[RG] a shorter interval chosen while waiting makes the check due at once',
      steps: [actorDone('fetchClock', fresh), events.CLOCK[1]],
      ends: 'watching.due [failed=false]',
    },
  ],
});
