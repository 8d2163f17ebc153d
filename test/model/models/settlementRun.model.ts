import { type SettlementKindName, type SettlementRunContext, settlementRunMachine } from '../../../machines/settlementRun.machine';
import type { SettlementRuns } from '../../../server/shared/wire/agent';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

/** A daily run that settled yesterday for the merchant, and one with nothing left to settle. */
export const settledDaily: SettlementRuns = { runs: [{ merchantCode: 'NG', kind: 'daily', periodKey: '2026-11-26', settled: true, bets: 14, agents: 2, total: '84.00' }] };
export const alreadySettled: SettlementRuns = { runs: [{ merchantCode: 'NG', kind: 'daily', periodKey: '2026-11-26', settled: false, bets: 0, agents: 0, total: '0.00' }] };

const offline = new ApiError('network_abnormal', '', 0);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);
export const forbidden = new ApiError('forbidden', 'You are not allowed to do this.', 403);

const events = {
  ASK: [
    { type: 'ASK', kind: 'daily' },
    { type: 'ASK', kind: 'dividend:M' },
  ],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
} satisfies EventFixtures<typeof settlementRunMachine>;

const actors = {
  runSettlement: { done: [settledDaily, alreadySettled], error: [forbidden, offline, sessionGone] },
} satisfies ActorFixtures<typeof settlementRunMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: a kind is asked about, confirmed or cancelled; a run's answer is kept until the
// next kind is asked about; a refusal keeps the dialog open with its error; an ended session stops.

type T = Trace<typeof settlementRunMachine>;
type Where = 'idle' | 'confirming' | 'running' | 'ended';
interface Expected {
  where: Where;
  context: SettlementRunContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};

function apply(e: Expected, step: TraceStep): void {
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  const set = (changes: Partial<SettlementRunContext>) => Object.assign(e.context, changes);
  switch (step.label) {
    case 'ASK':
      if (e.where !== 'idle') return;
      set({ kind: (step.event as unknown as { kind: SettlementKindName }).kind, errorCode: null, runs: null });
      run('ask');
      e.where = 'confirming';
      return;
    case 'CANCEL':
      if (e.where !== 'confirming') return;
      set({ kind: null, errorCode: null });
      run('cancel');
      e.where = 'idle';
      return;
    case 'CONFIRM':
      if (e.where !== 'confirming') return;
      set({ errorCode: null });
      run('startRun');
      e.where = 'running';
      return;
    case 'done: runSettlement':
      set({ runs: (step.event as unknown as { output: SettlementRuns }).output.runs, kind: null });
      run('storeRuns');
      e.where = 'idle';
      return;
    case 'error: runSettlement': {
      const code = codeOf((step.event as { error?: unknown }).error);
      if (code === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      set({ errorCode: code });
      run('showFailure');
      e.where = 'confirming';
      return;
    }
    default:
      throw new Error(`the settlement run oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => (e.where === 'idle' ? `idle [shown=${e.context.runs !== null}]` : e.where === 'confirming' ? `confirming [failed=${e.context.errorCode !== null}]` : e.where);

function follow(t: T, checkLast = true): Expected {
  const e: Expected = { where: 'idle', context: { kind: null, runs: null, errorCode: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));
const { field, runs } = replayReaders<SettlementRunContext, T>((t) => follow(t));

const expectations: Expectations<typeof settlementRunMachine> = {
  context: { kind: field('kind'), runs: field('runs'), errorCode: field('errorCode') },
  actions: {
    ask: runs('ask'),
    cancel: runs('cancel'),
    startRun: runs('startRun'),
    storeRuns: runs('storeRuns'),
    showFailure: runs('showFailure'),
  },
  // The kind the dialog asked about.
  invokes: { runSettlement: (t) => ({ kind: (t.last('ASK')!.event as unknown as { kind: SettlementKindName }).kind }) },
  delays: {},
  failures: { runSettlement: failureLeadsTo },
  done: (t) => t.in('ended'),
};

export default defineModel(settlementRunMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) =>
    stateKey(s, s.matches('idle') ? { shown: s.context.runs !== null } : s.matches('confirming') ? { failed: s.context.errorCode !== null } : {}),
  journeys: [
    {
      title: 'finance runs the daily settlement now, confirms, and sees what it paid',
      steps: [events.ASK[0], events.CONFIRM[0], actorDone('runSettlement', settledDaily)],
      ends: 'idle [shown=true]',
    },
    {
      title: 'a refused run keeps the dialog open with the error; cancelled, nothing is shown',
      steps: [events.ASK[1], events.CONFIRM[0], actorError('runSettlement', forbidden), events.CANCEL[0]],
      ends: 'idle [shown=false]',
    },
    {
      title: 'asking again clears the last answer; a failed try then a run that had nothing to settle',
      steps: [events.ASK[0], events.CONFIRM[0], actorDone('runSettlement', settledDaily), events.ASK[1], events.CONFIRM[0], actorError('runSettlement', offline), events.CONFIRM[0], actorDone('runSettlement', alreadySettled)],
      ends: 'idle [shown=true]',
    },
    {
      title: 'a session that ended while running stops the flow',
      steps: [events.ASK[0], events.CONFIRM[0], actorError('runSettlement', sessionGone)],
      ends: 'ended',
    },
  ],
});
