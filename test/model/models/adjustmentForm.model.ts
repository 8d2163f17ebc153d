import { type AdjustmentDraft, type AdjustmentFormContext, adjustmentFormMachine } from '../../../machines/adjustmentForm.machine';
import type { PendingAdjustment } from '../../../server/shared/wire/adjustmentApprovals';
import type { Adjustment } from '../../../server/shared/wire/operatorMoney';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

// Named exports: the view tests fill the form and answer with the same values the graph walks.
export const smallCredit: AdjustmentDraft = { direction: 'credit', amount: ' 250.00 ', kind: 'adjustment', memo: ' Lost round refund ' };
export const largeDebit: AdjustmentDraft = { direction: 'debit', amount: '1000.01', kind: 'adjustment', memo: 'Chargeback' };
const badAmount: AdjustmentDraft = { direction: 'credit', amount: '12.345', kind: 'bonus', memo: 'Birthday' };
const noReason: AdjustmentDraft = { direction: 'credit', amount: '10', kind: 'bonus', memo: '   ' };

export const postedAnswer: Adjustment = { journalId: '9001', account: 'ada', direction: 'credit', kind: 'adjustment', amount: '250.00', balance: '1250.00' };
export const pendingAnswer: PendingAdjustment = {
  id: '44',
  status: 'pending',
  playerId: '7',
  account: 'ada',
  merchantCode: 'NG',
  currency: 'NGN',
  direction: 'debit',
  kind: 'adjustment',
  amount: '1000.01',
  memo: 'Chargeback',
  requestedBy: 'staff:fin.one',
  createdAt: '2026-11-27T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  journalId: null,
};

const offline = new ApiError('network_abnormal', '', 0);
export const insufficient = new ApiError('insufficient_funds', 'Insufficient funds', 400, { wallet: 'main', balance: '10.00' });
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);

const events = {
  SUBMIT: [
    { type: 'SUBMIT', draft: smallCredit },
    { type: 'SUBMIT', draft: largeDebit },
    { type: 'SUBMIT', draft: badAmount },
    { type: 'SUBMIT', draft: noReason },
  ],
  CONFIRM: [{ type: 'CONFIRM' }],
  EDIT: [{ type: 'EDIT' }],
  RESET: [{ type: 'RESET' }],
} satisfies EventFixtures<typeof adjustmentFormMachine>;

const actors = {
  adjust: { done: [postedAnswer, pendingAnswer], error: [offline, insufficient, sessionGone] },
} satisfies ActorFixtures<typeof adjustmentFormMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: a draft with a readable amount and a reason goes to the confirm step (anything
// else shows which field is wrong); confirming sends it; the answer is posted or pending; a
// refusal can be confirmed again (the same attempt) or edited; the same details keep their
// attempt, other details or a new form take the next; an ended staff session stops.

type T = Trace<typeof adjustmentFormMachine>;
type Where = 'editing' | 'confirming' | 'sending' | 'refused' | 'posted' | 'pending' | 'ended';
interface Expected {
  where: Where;
  context: AdjustmentFormContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
const problemOf = (d: AdjustmentDraft) => (!/^\d+(\.\d{1,2})?$/.test(d.amount.trim()) || Number(d.amount) === 0 ? 'amount' : d.memo.trim() === '' || d.memo.trim().length > 200 ? 'reason' : null);

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const set = (changes: Partial<AdjustmentFormContext>) => Object.assign(c, changes);
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  switch (step.label) {
    case 'SUBMIT': {
      if (e.where !== 'editing') return;
      const draft = (step.event as unknown as { draft: AdjustmentDraft }).draft;
      const problem = problemOf(draft);
      if (problem) {
        set({ problem, errorCode: null });
        run('showProblem');
        return;
      }
      const tidy = { ...draft, amount: draft.amount.trim(), memo: draft.memo.trim() };
      const same = c.draft !== null && JSON.stringify(c.draft) === JSON.stringify(tidy);
      set({ draft: tidy, attempt: same ? c.attempt : c.attempt + 1, problem: null, errorCode: null });
      run('prepare');
      e.where = 'confirming';
      return;
    }
    case 'CONFIRM':
      if (e.where === 'confirming') e.where = 'sending';
      else if (e.where === 'refused') {
        set({ errorCode: null });
        run('clearFailure');
        e.where = 'sending';
      }
      return;
    case 'EDIT':
      if (e.where === 'confirming') e.where = 'editing';
      else if (e.where === 'refused') {
        set({ errorCode: null });
        run('clearFailure');
        e.where = 'editing';
      }
      return;
    case 'RESET':
      if (e.where !== 'posted' && e.where !== 'pending') return;
      set({ draft: null, problem: null, errorCode: null, result: null });
      run('clear');
      e.where = 'editing';
      return;
    case 'done: adjust': {
      const output = (step.event as { output?: unknown }).output;
      set({ result: output });
      run('store');
      e.where = 'status' in (output as object) ? 'pending' : 'posted';
      return;
    }
    case 'error: adjust': {
      const code = codeOf((step.event as { error?: unknown }).error);
      if (code === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      set({ errorCode: code });
      run('showFailure');
      e.where = 'refused';
      return;
    }
    default:
      throw new Error(`the adjustment form oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => e.where;

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e: Expected = { where: 'editing', context: { draft: null, problem: null, attempt: 0, errorCode: null, result: null }, ran: {} };
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
const { field, runs } = replayReaders<AdjustmentFormContext, T>((t) => follow(t));

const expectations: Expectations<typeof adjustmentFormMachine> = {
  context: {
    draft: field('draft'),
    problem: field('problem'),
    attempt: field('attempt'),
    errorCode: field('errorCode'),
    result: field('result'),
  },
  actions: {
    showProblem: runs('showProblem'),
    prepare: runs('prepare'),
    store: runs('store'),
    showFailure: runs('showFailure'),
    clearFailure: runs('clearFailure'),
    clear: runs('clear'),
  },
  invokes: {
    // The tidied details and their attempt: the same details sent again keep it.
    adjust: (t) => ({ draft: follow(t).context.draft, attempt: follow(t).context.attempt }),
  },
  delays: {},
  failures: { adjust: failureLeadsTo },
  done: (t) => t.in('ended'),
};

export default defineModel(adjustmentFormMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s),
  journeys: [
    {
      title: 'finance credits a small amount: it posts at once',
      steps: [events.SUBMIT[2], events.SUBMIT[3], events.SUBMIT[0], events.CONFIRM[0], actorDone('adjust', postedAnswer)],
      ends: 'posted',
    },
    {
      title: 'a debit above the threshold waits for a second approver; a new form follows',
      steps: [events.SUBMIT[1], events.CONFIRM[0], actorDone('adjust', pendingAnswer), events.RESET[0]],
      ends: 'editing',
    },
    {
      title: 'refused for insufficient funds, edited, the same details again keep their attempt and post',
      steps: [events.SUBMIT[0], events.CONFIRM[0], actorError('adjust', insufficient), events.EDIT[0], events.SUBMIT[0], events.CONFIRM[0], actorDone('adjust', postedAnswer)],
      ends: 'posted',
    },
    {
      title: 'a failed send confirmed again; on the confirm step the staff member goes back to edit',
      steps: [events.SUBMIT[0], events.EDIT[0], events.SUBMIT[1], events.CONFIRM[0], actorError('adjust', offline), events.CONFIRM[0], actorError('adjust', sessionGone)],
      ends: 'ended',
    },
  ],
});
