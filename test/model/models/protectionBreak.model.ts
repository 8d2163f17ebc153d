import { type ProtectionBreakContext, protectionBreakMachine } from '../../../machines/protectionBreak.machine';
import { breakKindOf, type BreakPeriod } from '../../../server/shared/playerProtection';
import type { ProtectionStatus } from '../../../server/shared/wire/protection';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

// Named exports: the view tests answer with the same values the graph walks.
export const noBreak: ProtectionStatus = { kind: null, startedAt: null, until: null, indefinite: false, restricted: false, liftRequestedAt: null, coolingOffFrom: null };
export const timeOut: ProtectionStatus = { ...noBreak, kind: 'time_out', startedAt: '2026-11-27T10:00:00.000Z', until: '2026-11-28T10:00:00.000Z' };
export const indefinite: ProtectionStatus = { ...noBreak, kind: 'exclusion', startedAt: '2026-11-27T10:00:00.000Z', indefinite: true, restricted: true };
export const lifting: ProtectionStatus = {
  ...indefinite,
  until: '2026-12-05T10:00:00.000Z',
  liftRequestedAt: '2026-11-27T10:00:00.000Z',
  coolingOffFrom: '2026-12-04T10:00:00.000Z',
};
export const sixMonths: ProtectionStatus = { ...noBreak, kind: 'exclusion', startedAt: '2026-11-27T10:00:00.000Z', until: '2027-05-27T10:00:00.000Z', restricted: true };

const offline = new ApiError('network_abnormal', '', 0);
const longerRuns = new ApiError('protection_active', 'A break that ends later is already running.', 409, { until: '2027-05-27T10:00:00.000Z' });
const notIndefinite = new ApiError('invalid_state', 'Not now.', 409, { reason: 'not_indefinite' });

const events = {
  CHOOSE: [
    { type: 'CHOOSE', period: '24h' },
    { type: 'CHOOSE', period: 'indefinite' },
  ],
  CONFIRM: [
    { type: 'CONFIRM', understood: true },
    { type: 'CONFIRM', understood: false },
  ],
  ASK_LIFT: [{ type: 'ASK_LIFT' }],
  CONFIRM_LIFT: [{ type: 'CONFIRM_LIFT' }],
  CANCEL: [{ type: 'CANCEL' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof protectionBreakMachine>;

const actors = {
  fetchStatus: { done: [noBreak, indefinite, lifting, sixMonths], error: [offline] },
  takeBreak: { done: [timeOut, sixMonths], error: [longerRuns, offline] },
  requestLift: { done: [lifting], error: [notIndefinite] },
} satisfies ActorFixtures<typeof protectionBreakMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: the status loads (a failure offers a retry); a period is chosen, the member
// must tick that they understood before the break is taken; taken, the flow ends and the
// app leaves with the break's kind and end; a refusal keeps the dialog with its error and
// the end it names. Only an indefinite exclusion not being lifted offers the lift request.

type T = Trace<typeof protectionBreakMachine>;
type Where = 'loading' | 'failed' | 'ready' | 'confirming' | 'taking' | 'taken' | 'confirmingLift' | 'lifting';
interface Expected {
  where: Where;
  context: ProtectionBreakContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
const untilIn = (error: unknown) => {
  const until = ((error as { value?: unknown } | undefined)?.value as { until?: unknown } | undefined)?.until;
  return typeof until === 'string' ? until : null;
};
const mayLift = (s: ProtectionStatus | null) => s?.kind === 'exclusion' && s.until === null && s.liftRequestedAt === null;

function apply(e: Expected, step: TraceStep): void {
  const set = (changes: Partial<ProtectionBreakContext>) => Object.assign(e.context, changes);
  const run = (action: string, params?: unknown) => (e.ran[action] = [...(e.ran[action] ?? []), params]);
  const clear = () => {
    set({ mustConfirm: false, errorCode: null, errorUntil: null });
    run('clearProblems');
  };
  const fail = (error: unknown) => {
    set({ errorCode: codeOf(error), errorUntil: untilIn(error) });
    run('showFailure');
  };
  const close = () => {
    set({ period: null, mustConfirm: false, errorCode: null, errorUntil: null });
    run('close');
  };
  const output = (step.event as { output?: unknown }).output as ProtectionStatus;
  const error = (step.event as { error?: unknown }).error;
  switch (step.label) {
    case 'CHOOSE':
      if (e.where !== 'ready' && e.where !== 'confirming') return;
      set({ period: (step.event as unknown as { period: BreakPeriod }).period, mustConfirm: false, errorCode: null, errorUntil: null });
      run('choose');
      e.where = 'confirming';
      return;
    case 'CONFIRM':
      if (e.where !== 'confirming') return;
      if (!(step.event as unknown as { understood: boolean }).understood) {
        set({ mustConfirm: true, errorCode: null, errorUntil: null });
        run('askToConfirm');
        return;
      }
      clear();
      e.where = 'taking';
      return;
    case 'CANCEL':
      if (e.where !== 'confirming' && e.where !== 'confirmingLift') return;
      close();
      e.where = 'ready';
      return;
    case 'ASK_LIFT':
      if (e.where !== 'ready' || !mayLift(e.context.status)) return;
      clear();
      e.where = 'confirmingLift';
      return;
    case 'CONFIRM_LIFT':
      if (e.where !== 'confirmingLift') return;
      e.where = 'lifting';
      return;
    case 'RETRY':
      if (e.where !== 'failed') return;
      clear();
      e.where = 'loading';
      return;
    case 'done: fetchStatus':
      set({ status: output });
      run('storeStatus');
      e.where = 'ready';
      return;
    case 'error: fetchStatus':
      fail(error);
      e.where = 'failed';
      return;
    case 'done: takeBreak':
      set({ status: output });
      run('storeStatus');
      run('leave', { kind: output.kind ?? breakKindOf(e.context.period!), until: output.until });
      e.where = 'taken';
      return;
    case 'error: takeBreak':
      fail(error);
      e.where = 'confirming';
      return;
    case 'done: requestLift':
      set({ status: output });
      run('storeStatus');
      close();
      e.where = 'ready';
      return;
    case 'error: requestLift':
      fail(error);
      e.where = 'confirmingLift';
      return;
    default:
      throw new Error(`the protection break oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => {
  if (e.where === 'taken' || e.where === 'loading' || e.where === 'failed') return e.where;
  return `${e.where} [liftable=${mayLift(e.context.status)}]`;
};

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e: Expected = { where: 'loading', context: { status: null, period: null, mustConfirm: false, errorCode: null, errorUntil: null }, ran: {} };
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
const { field, runs, params } = replayReaders<ProtectionBreakContext, T>((t) => follow(t));

const expectations: Expectations<typeof protectionBreakMachine> = {
  context: {
    status: field('status'),
    period: field('period'),
    mustConfirm: field('mustConfirm'),
    errorCode: field('errorCode'),
    errorUntil: field('errorUntil'),
  },
  actions: {
    storeStatus: runs('storeStatus'),
    choose: runs('choose'),
    askToConfirm: runs('askToConfirm'),
    clearProblems: runs('clearProblems'),
    showFailure: runs('showFailure'),
    close: runs('close'),
    leave: params('leave'),
  },
  invokes: {
    fetchStatus: () => undefined,
    takeBreak: (t) => ({ period: follow(t).context.period }),
    requestLift: () => undefined,
  },
  delays: {},
  failures: { fetchStatus: failureLeadsTo, takeBreak: failureLeadsTo, requestLift: failureLeadsTo },
  done: (t) => t.in('taken'),
};

export default defineModel(protectionBreakMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches('taken') || s.matches('loading') || s.matches('failed') ? {} : { liftable: mayLift(s.context.status) }),
  journeys: [
    {
      title: '[RG] another period chosen in the dialog is the one taken',
      steps: [actorDone('fetchStatus', noBreak), events.CHOOSE[0], events.CHOOSE[1], events.CONFIRM[0], actorDone('takeBreak', sixMonths)],
      ends: 'taken',
    },
    {
      title: '[RG] the dialog and the lift request are cancelled back to the running break',
      steps: [actorDone('fetchStatus', indefinite), events.CHOOSE[0], events.CANCEL[0], events.ASK_LIFT[0], events.CANCEL[0]],
      ends: 'ready [liftable=true]',
    },
    {
      title: '[RG] an exclusion with an end (six months) cannot be asked to be lifted',
      steps: [actorDone('fetchStatus', sixMonths), events.ASK_LIFT[0]],
      ends: 'ready [liftable=false]',
    },
    {
      title: '[RG] a member takes a 24-hour time-out only after ticking that they understood: every session ends',
      steps: [actorDone('fetchStatus', noBreak), events.CHOOSE[0], events.CONFIRM[1], events.CONFIRM[0], actorDone('takeBreak', timeOut)],
      ends: 'taken',
    },
    {
      title: '[RG] a shorter break than the running one is refused and the dialog stays open',
      steps: [actorDone('fetchStatus', indefinite), events.CHOOSE[0], events.CONFIRM[0], actorError('takeBreak', longerRuns)],
      ends: 'confirming [liftable=true]',
    },
    {
      title: '[RG] an indefinite exclusion is asked to be lifted: the request waits, nothing more to lift',
      steps: [actorDone('fetchStatus', indefinite), events.ASK_LIFT[0], events.CONFIRM_LIFT[0], actorDone('requestLift', lifting)],
      ends: 'ready [liftable=false]',
    },
  ],
});
