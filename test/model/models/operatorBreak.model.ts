import { type OperatorBreakContext, operatorBreakMachine } from '../../../machines/operatorBreak.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);
const longerRuns = new ApiError('protection_active', 'A longer break is running.', 400);
const imposed = { break: { kind: 'exclusion' } };

const events = {
  ASK: [{ type: 'ASK' }],
  CANCEL: [{ type: 'CANCEL' }],
  CONFIRM: [
    { type: 'CONFIRM', period: '6m', reason: '  Problem gambling signs  ' },
    { type: 'CONFIRM', period: '24h', reason: '   ' },
  ],
} satisfies EventFixtures<typeof operatorBreakMachine>;

const actors = {
  imposeBreak: { done: [imposed], error: [offline, longerRuns, sessionGone] },
} satisfies ActorFixtures<typeof operatorBreakMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: ask, pick a length, give a reason (not only spaces), confirm; an answer closes
// the form and marks the break imposed; a refusal keeps the form open with its error; cancel
// closes it; an ended staff session stops.

type T = Trace<typeof operatorBreakMachine>;
type Where = 'idle' | 'asking' | 'saving' | 'ended';
interface Expected {
  where: Where;
  context: OperatorBreakContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};

function apply(e: Expected, step: TraceStep): void {
  const set = (changes: Partial<OperatorBreakContext>) => Object.assign(e.context, changes);
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  switch (step.label) {
    case 'ASK':
      if (e.where !== 'idle') return;
      set({ reasonMissing: false, errorCode: null, imposed: false });
      run('open');
      e.where = 'asking';
      return;
    case 'CANCEL':
      if (e.where !== 'asking') return;
      set({ reasonMissing: false, errorCode: null });
      run('close');
      e.where = 'idle';
      return;
    case 'CONFIRM':
      if (e.where !== 'asking') return;
      if ((step.event as unknown as { reason: string }).reason.trim() === '') {
        set({ reasonMissing: true, errorCode: null });
        run('showReasonMissing');
        return;
      }
      set({ reasonMissing: false, errorCode: null });
      run('startSaving');
      e.where = 'saving';
      return;
    case 'done: imposeBreak':
      set({ imposed: true });
      run('store');
      e.where = 'idle';
      return;
    case 'error: imposeBreak': {
      const code = codeOf((step.event as { error?: unknown }).error);
      if (code === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      set({ errorCode: code });
      run('showFailure');
      e.where = 'asking';
      return;
    }
    default:
      throw new Error(`the operator break oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => (e.where === 'ended' ? 'ended' : `${e.where} [imposed=${JSON.stringify(e.context.imposed)}]`);

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e: Expected = { where: 'idle', context: { reasonMissing: false, errorCode: null, imposed: false }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));
const { field, runs } = replayReaders<OperatorBreakContext, T>((t) => follow(t));

const expectations: Expectations<typeof operatorBreakMachine> = {
  context: {
    reasonMissing: field('reasonMissing'),
    errorCode: field('errorCode'),
    imposed: field('imposed'),
  },
  actions: {
    open: runs('open'),
    showReasonMissing: runs('showReasonMissing'),
    startSaving: runs('startSaving'),
    store: runs('store'),
    showFailure: runs('showFailure'),
    close: runs('close'),
  },
  invokes: {
    // The length chosen, and the reason without the spaces around it.
    imposeBreak: (t) => {
      const confirm = t.event('CONFIRM')!;
      return { period: confirm.period, reason: confirm.reason.trim() };
    },
  },
  delays: {},
  failures: { imposeBreak: failureLeadsTo },
  done: (t) => t.in('ended'),
};

export default defineModel(operatorBreakMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches('ended') ? {} : { imposed: s.context.imposed }),
  journeys: [
    {
      title: '[RG] risk imposes a six-month exclusion with a reason, after a blank one is refused',
      steps: [events.ASK[0], events.CONFIRM[1], events.CONFIRM[0], actorDone('imposeBreak', imposed)],
      ends: 'idle [imposed=true]',
    },
    {
      title: '[RG] a longer break runs: the form stays open with the refusal; cancelled, nothing changes',
      steps: [events.ASK[0], events.CONFIRM[0], actorError('imposeBreak', longerRuns), events.CANCEL[0]],
      ends: 'idle [imposed=false]',
    },
    {
      title: 'the staff session ended while imposing: the console signs in again',
      steps: [events.ASK[0], events.CONFIRM[0], actorError('imposeBreak', sessionGone)],
      ends: 'ended',
    },
  ],
});
