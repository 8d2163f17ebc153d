import { type LimitChangeContext, type LimitSets, limitChangeMachine } from '../../../machines/limitChange.machine';
import type { MemberLimits } from '../../../server/shared/wire/protection';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const view = (limit: string | null, pending: MemberLimits['limits'][number]['pending'], reviewDueAt: string | null, serverTime = '2031-03-12T10:00:00.000Z'): MemberLimits => ({
  limits: [
    { period: 'day', limit, used: '0.00', resetsAt: '2031-03-12T23:00:00.000Z', pending },
    { period: 'week', limit: null, used: '0.00', resetsAt: '2031-03-16T23:00:00.000Z', pending: null },
    { period: 'month', limit: null, used: '0.00', resetsAt: '2031-03-31T23:00:00.000Z', pending: null },
  ],
  serverTime,
  reviewDueAt,
});
/** Nothing set, never asked. */
const fresh: LimitSets = { deposit: view(null, null, null), loss: view(null, null, null) };
/** A daily deposit limit of 100 set now. */
const setNow = view('100.00', null, '2031-09-12T10:00:00.000Z');
/** A raise to 300 waiting its 24 hours. */
const raised = view('100.00', { limit: '300.00', requestedAt: '2031-03-12T10:00:00.000Z', confirmableAt: '2031-03-13T10:00:00.000Z' }, '2031-09-12T10:00:00.000Z');
/** The review answered (declined): asked again in 6 months. */
const reviewed = view(null, null, '2031-09-12T10:05:00.000Z', '2031-03-12T10:05:00.000Z');

const offline = new ApiError('network_abnormal', '', 0);
const badAmount = new ApiError('invalid_amount', 'The amount is not valid.', 400, { field: 'amount', problem: 'too_large' });
const notDue = new ApiError('limit_change_not_due', 'This limit change can be confirmed from 2031-03-13T10:00:00.000Z.', 400, { confirmableAt: '2031-03-13T10:00:00.000Z' });

const events = {
  RETRY: [{ type: 'RETRY' }],
  EDIT: [
    { type: 'EDIT', kind: 'deposit', period: 'day' },
    { type: 'EDIT', kind: 'loss', period: 'week' },
  ],
  INPUT: [
    { type: 'INPUT', value: '300' },
    // Three decimals, with the spaces around it a phone keyboard adds: the problem is the decimals.
    { type: 'INPUT', value: ' 1.234 ' },
    { type: 'INPUT', value: '' },
    // Zero allows no deposits (or losses) at all, and the spaces a phone keyboard adds are not part of it.
    { type: 'INPUT', value: ' 0 ' },
  ],
  SAVE: [{ type: 'SAVE' }],
  REMOVE: [{ type: 'REMOVE' }],
  CANCEL: [{ type: 'CANCEL' }],
  CONFIRM: [{ type: 'CONFIRM', kind: 'deposit', period: 'day' }],
  REVIEW: [{ type: 'REVIEW' }],
} satisfies EventFixtures<typeof limitChangeMachine>;

const actors = {
  loadLimits: { done: [fresh], error: [offline] },
  saveLimit: { done: [setNow, raised], error: [badAmount, offline] },
  confirmLimit: { done: [setNow], error: [notDue] },
  reviewLimits: { done: [reviewed], error: [offline] },
} satisfies ActorFixtures<typeof limitChangeMachine>;

// ---------------------------------------------------------------------------------------
// The oracle, written from the rules: the limits load (a failure can be retried); EDIT picks
// a limit with an empty amount; a save sends the typed amount only when it reads as an
// amount of 0 or more with at most 2 decimals (else the problem shows and nothing is sent);
// REMOVE sends null; the answer replaces that kind's limits, and its review date is the
// member's, so the other kind takes it too. A refused save stays in the form with the
// refusal; a confirm or a review answers back on the list, refused or not.

type T = Trace<typeof limitChangeMachine>;
type Where = 'loading' | 'loadFailed' | 'ready' | 'editing' | 'saving' | 'confirming' | 'reviewing';
interface Expected {
  where: Where;
  context: LimitChangeContext;
  ran: Record<string, unknown[]>;
}

const AMOUNT = /^[0-9]+(\.[0-9]{1,2})?$/;
const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
const valueOf = (error: unknown) => (error as { value?: unknown } | undefined)?.value ?? null;
/** The problem the three typed fixtures have, by hand. */
const problemOf = (draft: string) => (draft.trim() === '1.234' ? 'decimals' : 'format');

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  const event = step.event as unknown as { kind?: 'deposit' | 'loss'; period?: 'day' | 'week' | 'month'; value?: string; output?: unknown; error?: unknown };
  const clear = () => Object.assign(c, { errorCode: null, errorValue: null });
  const fail = (where: Where) => {
    Object.assign(c, { errorCode: codeOf(event.error), errorValue: valueOf(event.error) });
    run('showError');
    e.where = where;
  };
  const answered = (kind: 'deposit' | 'loss') => {
    const answer = event.output as MemberLimits;
    const other = kind === 'deposit' ? 'loss' : 'deposit';
    const sets = c.limits!;
    c.limits = kind === 'deposit' ? { deposit: answer, loss: { ...sets[other], reviewDueAt: answer.reviewDueAt, serverTime: answer.serverTime } } : { loss: answer, deposit: { ...sets[other], reviewDueAt: answer.reviewDueAt, serverTime: answer.serverTime } };
  };
  switch (step.label) {
    case 'done: loadLimits':
      c.limits = event.output as LimitSets;
      clear();
      run('storeLimits');
      e.where = 'ready';
      return;
    case 'error: loadLimits':
      return fail('loadFailed');
    case 'RETRY':
      if (e.where !== 'loadFailed') return;
      clear();
      run('clearError');
      e.where = 'loading';
      return;
    case 'EDIT':
      if (e.where !== 'ready' && e.where !== 'editing') return;
      Object.assign(c, { target: { kind: event.kind, period: event.period }, draft: '', problem: null, request: null });
      clear();
      run('startEditing');
      e.where = 'editing';
      return;
    case 'INPUT':
      if (e.where !== 'editing') return;
      Object.assign(c, { draft: event.value, problem: null });
      clear();
      run('input');
      return;
    case 'SAVE':
      if (e.where !== 'editing') return;
      if (AMOUNT.test(c.draft.trim())) {
        c.request = { ...c.target!, amount: c.draft.trim() };
        clear();
        run('askSave');
        e.where = 'saving';
      } else {
        c.problem = problemOf(c.draft);
        run('showProblem');
      }
      return;
    case 'REMOVE':
      if (e.where !== 'editing') return;
      Object.assign(c, { request: { ...c.target!, amount: null }, problem: null });
      clear();
      run('askRemove');
      e.where = 'saving';
      return;
    case 'CANCEL':
      if (e.where !== 'editing') return;
      Object.assign(c, { target: null, draft: '', problem: null, request: null });
      clear();
      run('stopEditing');
      e.where = 'ready';
      return;
    case 'CONFIRM':
      if (e.where !== 'ready') return;
      c.target = { kind: event.kind!, period: event.period! };
      clear();
      run('startConfirming');
      e.where = 'confirming';
      return;
    case 'REVIEW':
      if (e.where !== 'ready') return;
      clear();
      run('clearError');
      e.where = 'reviewing';
      return;
    case 'done: saveLimit':
    case 'done: confirmLimit':
      answered(c.target!.kind);
      Object.assign(c, { target: null, request: null });
      clear();
      run('storeAnswer');
      e.where = 'ready';
      return;
    case 'error: saveLimit':
      return fail('editing');
    case 'error: confirmLimit':
    case 'error: reviewLimits':
      return fail('ready');
    case 'done: reviewLimits':
      answered('deposit');
      clear();
      run('storeReview');
      e.where = 'ready';
      return;
    default:
      throw new Error(`the limit change oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => (e.where === 'editing' ? `editing [valid=${AMOUNT.test(e.context.draft.trim())}]` : e.where);

function follow(t: T, checkLast = true): Expected {
  const e: Expected = { where: 'loading', context: { limits: null, target: null, draft: '', problem: null, request: null, errorCode: null, errorValue: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  return e;
}
const { field, runs } = replayReaders<LimitChangeContext, T>((t) => follow(t));

const expectations: Expectations<typeof limitChangeMachine> = {
  context: {
    limits: field('limits'),
    target: field('target'),
    draft: field('draft'),
    problem: field('problem'),
    request: field('request'),
    errorCode: field('errorCode'),
    errorValue: field('errorValue'),
  },
  actions: {
    storeLimits: runs('storeLimits'),
    storeAnswer: runs('storeAnswer'),
    storeReview: runs('storeReview'),
    startEditing: runs('startEditing'),
    input: runs('input'),
    showProblem: runs('showProblem'),
    askSave: runs('askSave'),
    askRemove: runs('askRemove'),
    stopEditing: runs('stopEditing'),
    startConfirming: runs('startConfirming'),
    clearError: runs('clearError'),
    showError: runs('showError'),
  },
  invokes: {
    loadLimits: () => undefined,
    saveLimit: (t) => follow(t).context.request,
    confirmLimit: (t) => follow(t).context.target,
    reviewLimits: () => undefined,
  },
  delays: {},
  failures: {
    loadLimits: () => 'loadFailed',
    saveLimit: ({ trace }) => keyOf(follow(trace as T, false)),
    confirmLimit: () => 'ready',
    reviewLimits: () => 'ready',
  },
};

export default defineModel(limitChangeMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches('editing') ? { valid: AMOUNT.test(s.context.draft.trim()) } : {}),
  journeys: [
    {
      title: '[RG] a member sets a daily deposit limit of 300',
      steps: [actorDone('loadLimits', fresh), events.EDIT[0], events.INPUT[0], events.SAVE[0], actorDone('saveLimit', setNow)],
      ends: 'ready',
    },
    {
      title: '[RG] a raise waits; confirmed early it is refused, then confirmed once due',
      steps: [
        actorDone('loadLimits', fresh),
        events.EDIT[0],
        events.INPUT[0],
        events.SAVE[0],
        actorDone('saveLimit', raised),
        events.CONFIRM[0],
        actorError('confirmLimit', notDue),
        events.CONFIRM[0],
        actorDone('confirmLimit', setNow),
      ],
      ends: 'ready',
    },
    {
      title: '[RG] an amount with three decimals is not sent; a removal is; a refusal stays in the form',
      steps: [actorDone('loadLimits', fresh), events.EDIT[1], events.INPUT[1], events.SAVE[0], events.REMOVE[0], actorError('saveLimit', badAmount), events.CANCEL[0]],
      ends: 'ready',
    },
    {
      title: '[RG] a member switches to the weekly loss limit while editing and sets it to 0: only the loss limits take the answer, the deposit limits take its review date',
      steps: [actorDone('loadLimits', fresh), events.EDIT[0], events.EDIT[1], events.INPUT[3], events.SAVE[0], actorDone('saveLimit', setNow)],
      ends: 'ready',
    },
    {
      title: '[RG] the limits fail to load, load on retry, and the member declines the ask to set one',
      steps: [actorError('loadLimits', offline), events.RETRY[0], actorDone('loadLimits', fresh), events.REVIEW[0], actorError('reviewLimits', offline), events.REVIEW[0], actorDone('reviewLimits', reviewed)],
      ends: 'ready',
    },
  ],
});
