import { type SliderContext, sliderMachine } from '../../../machines/slider.machine';
import type { SliderChallenge } from '../../../server/shared/wire/accounts';
import { isDeepStrictEqual } from 'node:util';
import type { SnapshotFrom } from 'xstate';
import { type Expectations, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';
import { offline, sliderChallenge } from './fixtures/accounts';

const FETCH = '0.slider.loading';

const events = {
  GRAB: [{ type: 'GRAB', at: 1_000 }],
  MOVE: [
    { type: 'MOVE', x: 132 },
    // A drag back to the start, and one far past the end (kept on the background).
    { type: 'MOVE', x: -20 },
    { type: 'MOVE', x: 900 },
  ],
  RELEASE: [
    { type: 'RELEASE', at: 1_840 },
    // A clock that went back (another tab's time): the drag took no time, never less.
    { type: 'RELEASE', at: 400 },
  ],
  REFRESH: [{ type: 'REFRESH' }],
} satisfies EventFixtures<typeof sliderMachine>;

const actors = {
  // A rejection without a reason at all (a bug somewhere) is a network failure too.
  fetchChallenge: { done: [sliderChallenge], error: [offline, new TypeError('Failed to fetch'), undefined] },
} satisfies ActorFixtures<typeof sliderMachine>;

/** The answer the guarded flow sends with its call (spec section 3): the puzzle, where the piece went, how long it took. */
function answers(s: SnapshotFrom<typeof sliderMachine>): boolean {
  const { challenge, x, durationMs } = s.context;
  return s.status === 'done' && challenge !== null && isDeepStrictEqual(s.output, { sliderId: challenge.sliderId, x, durationMs });
}

// ---------------------------------------------------------------------------------------
// The oracle (spec sections 3 and 4): a fetched puzzle starts with the piece at the left
// edge; the piece stays on the background; a drop away from the start is the answer, with
// the time the drag took; a drop at the start puts the piece back.

type T = Trace<typeof sliderMachine>;
type Where = 'loading' | 'failed' | 'ready' | 'dragging' | 'solved';
interface Expected {
  where: Where;
  context: SliderContext;
  ran: Record<string, number>;
}

/** The piece's left edge, in whole pixels, from 0 to the width the piece leaves free. */
const onBackground = (challenge: SliderChallenge | null, x: number) => {
  const room = challenge ? Math.max(0, challenge.width - challenge.pieceWidth) : 0;
  return Math.min(room, Math.max(0, Math.round(x)));
};

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string) => (e.ran[action] = (e.ran[action] ?? 0) + 1);
  const event = step.event as unknown as { at: number; x: number; output: SliderChallenge; error: unknown };
  switch (step.label) {
    case 'done: fetchChallenge':
      Object.assign(c, { challenge: event.output, x: 0, startedAt: null, errorCode: null });
      run('storeChallenge');
      e.where = 'ready';
      return;
    case 'error: fetchChallenge': {
      const code = (event.error as { errorCode?: unknown } | undefined)?.errorCode;
      c.errorCode = typeof code === 'string' ? code : 'network_abnormal';
      run('storeFailure');
      e.where = 'failed';
      return;
    }
    case 'REFRESH':
      // Another puzzle: every try is a new challenge.
      if (e.where === 'ready' || e.where === 'failed') e.where = 'loading';
      return;
    case 'GRAB':
      if (e.where !== 'ready') return;
      c.startedAt = event.at;
      run('grab');
      e.where = 'dragging';
      return;
    case 'MOVE':
      if (e.where !== 'dragging') return;
      c.x = onBackground(c.challenge, event.x);
      run('move');
      return;
    case 'RELEASE':
      if (e.where !== 'dragging') return;
      if (c.x > 0) {
        c.durationMs = Math.max(0, Math.round(event.at - (c.startedAt ?? event.at)));
        run('drop');
        e.where = 'solved';
      } else {
        Object.assign(c, { x: 0, startedAt: null });
        run('putBack');
        e.where = 'ready';
      }
      return;
    default:
      throw new Error(`the slider oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => (e.where === 'dragging' ? `dragging [moved=${e.context.x > 0}]` : e.where);

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e: Expected = { where: 'loading', context: { challenge: null, x: 0, startedAt: null, durationMs: 0, errorCode: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the spec expects "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const field =
  <K extends keyof SliderContext>(name: K) =>
  (t: T) =>
    follow(t).context[name];
const runs = (action: string) => (t: T) => follow(t).ran[action] ?? 0;

const expectations: Expectations<typeof sliderMachine> = {
  context: {
    challenge: field('challenge'),
    x: field('x'),
    startedAt: field('startedAt'),
    durationMs: field('durationMs'),
    errorCode: field('errorCode'),
  },
  actions: {
    storeChallenge: runs('storeChallenge'),
    storeFailure: runs('storeFailure'),
    grab: runs('grab'),
    move: runs('move'),
    putBack: runs('putBack'),
    drop: runs('drop'),
  },
  invokes: { fetchChallenge: () => undefined },
  // The machine finishes (a final state) exactly there: its parent reads that.
  done: (t) => t.in('solved'),
  delays: {},
  failures: { fetchChallenge: ({ trace }) => keyOf(follow(trace as T, false)) },
};

export default defineModel(sliderMachine, {
  events,
  actors,
  expect: expectations,
  // Whether the piece left the start decides what a drop does.
  // A solved puzzle that does not end the check, or ends it without the answer, is not solved.
  serializeState: (s) => stateKey(s, s.matches('dragging') ? { moved: s.context.x > 0 } : {}) + (s.matches('solved') && !answers(s) ? ' (no answer)' : ''),
  requirements: {
    'dragging [moved=true]': ['LOGIN-06'],
    solved: ['LOGIN-06', 'REGISTER-28'],
  },
  journeys: [
    {
      title: '[LOGIN-06] dragging the piece onto the gap and dropping it solves the puzzle',
      steps: [actorDone(FETCH, sliderChallenge), events.GRAB[0], events.MOVE[0], events.RELEASE[0]],
      ends: 'solved',
    },
    {
      title: 'a drop at the start puts the piece back; the next drag solves it',
      steps: [actorDone(FETCH, sliderChallenge), events.GRAB[0], events.MOVE[1], events.RELEASE[0], events.GRAB[0], events.MOVE[2], events.RELEASE[0]],
      ends: 'solved',
    },
    {
      title: 'a puzzle that does not load can be asked for again, and a new one replaces the old',
      steps: [actorError(FETCH, offline), events.REFRESH[0], actorDone(FETCH, sliderChallenge), events.REFRESH[0], actorDone(FETCH, sliderChallenge)],
      ends: 'ready',
    },
  ],
});
