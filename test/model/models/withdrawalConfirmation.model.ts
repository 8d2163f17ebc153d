import type { EventObject, SnapshotFrom } from 'xstate';
import {
  withdrawalConfirmationMachine,
  type LoadedWithdrawal,
  type ProofFile,
  type ProofProblem,
  type WithdrawalConfirmationContext,
} from '../../../machines/withdrawalConfirmation.machine';
import { MAX_TIMER_MS, WITHDRAWAL_RECHECK_MS } from '../../../server/shared/timing';
import { MAX_UPLOAD_FILES, pickedFileProblem } from '../../../server/shared/uploadRules';
import { ApiError } from '../../../src/api/client';
import type { Withdrawal } from '../../../src/api/withdrawals';
import { type ActionName, type Expectations, replayOnce, type Trace, unchecked } from '../expectations';
import { drawnKey, logKeys, restartKeys } from '../idempotencyKeys';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

logKeys();

// Named exports: the view tests render the same withdrawals the graph walks.

/** The browser's clock when the withdrawal was read; deadlines are counted from it. */
export const NOW = Date.parse('2025-03-01T09:00:00.000Z');
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function withdrawalFixture(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '41',
    amount: '1500.00',
    fee: '50.00',
    netAmount: '1450.00',
    currency: 'NGN',
    status: 'requested',
    bankAccount: { id: '3', bankName: 'Access Bank', accountName: 'Demo Player', accountNumber: '******7890' },
    matched: false,
    forced: false,
    confirmMinutes: 30,
    confirmDeadline: null,
    note: '',
    createdAt: iso(NOW - 10 * MINUTE),
    paidAt: null,
    confirmedAt: null,
    resolvedAt: null,
    proofs: [],
    ...overrides,
  };
}

const paidFields = { status: 'paid', paidAt: iso(NOW), confirmDeadline: iso(NOW + 30 * MINUTE) } as const;

export const withdrawals = {
  requested: withdrawalFixture(),
  paid: withdrawalFixture(paidFields),
  /** Paid, and the server still says so after the deadline (its job has not run yet). */
  overdue: withdrawalFixture({ ...paidFields, paidAt: iso(NOW - 31 * MINUTE), confirmDeadline: iso(NOW - MINUTE) }),
  received: withdrawalFixture({ ...paidFields, status: 'received', confirmedAt: iso(NOW + MINUTE) }),
  /** Closed by the deadline job; another member's deposit paid it, so that deposit was credited. */
  forcedMatched: withdrawalFixture({ ...paidFields, status: 'received', forced: true, matched: true, confirmedAt: iso(NOW + 30 * MINUTE) }),
  disputed: withdrawalFixture({
    ...paidFields,
    status: 'disputed',
    confirmedAt: iso(NOW + MINUTE),
    proofs: [{ id: '9', mime: 'image/png', size: 2048, url: '/api/wallet/uploads/9' }],
  }),
  refunded: withdrawalFixture({ ...paidFields, status: 'refunded', resolvedAt: iso(NOW + 60 * MINUTE), note: 'Payout returned by the bank' }),
  rejected: withdrawalFixture({ status: 'rejected', resolvedAt: iso(NOW), note: 'Bank account name does not match' }),
  /** Paid without a deadline (or one the browser cannot read): it waits as long as a timer can. */
  paidNoDeadline: withdrawalFixture({ ...paidFields, confirmDeadline: null }),
  paidBadDeadline: withdrawalFixture({ ...paidFields, confirmDeadline: 'soon' }),
  /** A deadline further away than a browser timer can wait. */
  paidFarDeadline: withdrawalFixture({ ...paidFields, confirmDeadline: iso(NOW + 60 * 24 * 60 * MINUTE) }),
} satisfies Record<string, Withdrawal>;

const loaded = (withdrawal: Withdrawal): LoadedWithdrawal => ({ withdrawal, now: NOW });

export const files = {
  png: { name: 'receipt.png', type: 'image/png', size: 120_000 },
  pdf: { name: 'statement.pdf', type: 'application/pdf', size: 80_000 },
  bigJpg: { name: 'photo.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 },
};

export const errors = {
  offline: new ApiError('network_abnormal', '', 0),
  badUpload: new ApiError('upload_type_not_allowed', 'Only PNG or JPG images can be uploaded.', 400, { file: 0 }),
  /** The deadline passed before the answer arrived: the server closed it as received. */
  alreadyForced: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'received', forced: true }),
  /** Answered in another tab: the member's own "received" (not forced). */
  alreadyReceived: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'received', forced: 'yes' }),
  alreadyDisputed: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'disputed' }),
  alreadyRefunded: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'refunded' }),
  /** Rolled back by the operator meanwhile. */
  alreadyRejected: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'rejected' }),
  backToRequested: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'requested' }),
  /** A refusal that still says paid (or names no status it could be): nothing moved on, it is a failure. */
  stillPaid: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'paid' }),
  unknownState: new ApiError('invalid_state', 'This request can no longer be changed.', 409, { status: 'lost' }),
  /** Not the API's error (a bug, a proxy's page): counted as a network failure. */
  thrown: new TypeError('Failed to fetch'),
};

const events = {
  REFRESH: [{ type: 'REFRESH' }],
  CONFIRM_RECEIVED: [{ type: 'CONFIRM_RECEIVED' }],
  REPORT_NOT_RECEIVED: [{ type: 'REPORT_NOT_RECEIVED' }],
  ADD_PROOFS: [
    { type: 'ADD_PROOFS', files: [files.png] },
    { type: 'ADD_PROOFS', files: [files.pdf] },
    { type: 'ADD_PROOFS', files: [files.bigJpg] },
    // Several at once: the good ones join, the first refusal says why.
    { type: 'ADD_PROOFS', files: [files.bigJpg, files.png, files.pdf] },
  ],
  // A proof, and indexes that are none (1 is just past a single proof).
  REMOVE_PROOF: [{ type: 'REMOVE_PROOF', index: 0 }, { type: 'REMOVE_PROOF', index: 3 }, { type: 'REMOVE_PROOF', index: -1 }, { type: 'REMOVE_PROOF', index: 1 }],
  SUBMIT_DISPUTE: [{ type: 'SUBMIT_DISPUTE' }],
  CANCEL: [{ type: 'CANCEL' }],
} satisfies EventFixtures<typeof withdrawalConfirmationMachine>;

const actors = {
  load: {
    done: [
      loaded(withdrawals.requested),
      loaded(withdrawals.paid),
      loaded(withdrawals.overdue),
      loaded(withdrawals.received),
      loaded(withdrawals.forcedMatched),
      loaded(withdrawals.disputed),
      loaded(withdrawals.refunded),
      loaded(withdrawals.rejected),
      loaded(withdrawals.paidNoDeadline),
      loaded(withdrawals.paidBadDeadline),
      loaded(withdrawals.paidFarDeadline),
    ],
    error: [errors.offline, errors.thrown],
  },
  confirm: {
    done: [withdrawals.received],
    error: [errors.offline, errors.alreadyForced, errors.alreadyReceived, errors.alreadyRejected, errors.backToRequested, errors.stillPaid, errors.unknownState, errors.thrown],
  },
  dispute: { done: [withdrawals.disputed], error: [errors.offline, errors.badUpload, errors.alreadyForced, errors.alreadyDisputed, errors.alreadyRefunded] },
} satisfies ActorFixtures<typeof withdrawalConfirmationMachine>;

/** The state key: where a failure returns to, and what the page shows differently (an error line, how many proofs, a refusal). */
export function confirmationKey(s: SnapshotFrom<typeof withdrawalConfirmationMachine>): string {
  const c = s.context;
  if (s.matches('requested') || s.matches('disputed') || s.matches({ paid: 'choosing' })) return stateKey(s, { failed: c.errorCode !== null });
  // Reading again returns to the status it was read from when it fails.
  if (s.matches('reloading')) return stateKey(s, { status: c.withdrawal.status });
  if (s.matches({ paid: 'proofs' })) return stateKey(s, { proofs: c.proofs.length, refused: c.proofProblem !== null || c.errorCode !== null });
  return stateKey(s);
}

// ---------------------------------------------------------------------------------------
// The oracle: the withdrawal as spec section 4 and spec-notes 8 describe it, replayed from
// the steps a path took.

type T = Trace<typeof withdrawalConfirmationMachine>;
type Action = ActionName<typeof withdrawalConfirmationMachine>;
type Context = WithdrawalConfirmationContext;

/** The oracle's context, with which key draws the answers carry (keys themselves are random). */
interface Replay {
  state: string;
  context: Omit<Context, 'confirmKey' | 'disputeKey'>;
  /** The draw (from 1) of each answer's key, and how many keys were drawn. */
  confirmDraw: number | null;
  disputeDraw: number | null;
  draws: number;
  ran: Record<Action, number>;
}

const ACTIONS: readonly Action[] = [
  'storeLoaded', 'storeAnswer', 'adoptServerState', 'fail', 'clearError', 'prepareConfirm',
  'prepareDispute', 'addProofs', 'removeProof', 'requireProof', 'dropProofs',
];

/** The deadline from the withdrawal's clock reading: none (or unreadable) waits as long as a timer can. */
function untilDeadline(withdrawal: Withdrawal, clock: number): number {
  const at = withdrawal.confirmDeadline === null ? Number.NaN : new Date(withdrawal.confirmDeadline).getTime();
  if (Number.isNaN(at)) return MAX_TIMER_MS;
  return at <= clock ? 0 : Math.min(at - clock, MAX_TIMER_MS);
}

/** Where a status puts the page; a withdrawal closed by the deadline job says so. */
function pageOf(withdrawal: Withdrawal): string {
  if (withdrawal.status === 'paid') return 'paid.choosing';
  if (withdrawal.status === 'received') return withdrawal.forced ? 'closedAutomatically' : 'received';
  return withdrawal.status;
}

const errorOf = (event: EventObject) => (event as { error?: { errorCode?: unknown; value?: unknown } }).error;
const codeOf = (event: EventObject) => {
  const code = errorOf(event)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
/** A refusal saying the withdrawal is no longer paid: the status (and whether the deadline job closed it) it reports. */
function movedOn(event: EventObject): Pick<Withdrawal, 'status' | 'forced'> | null {
  if (codeOf(event) !== 'invalid_state') return null;
  const value = errorOf(event)?.value as { status?: unknown; forced?: unknown } | undefined;
  const status = (['requested', 'rejected', 'received', 'disputed', 'refunded'] as const).find((s) => s === value?.status);
  return status ? { status, forced: value!.forced === true } : null;
}

function replay(t: T): Replay {
  const input = t.input!;
  const ran = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
  const r: Replay = {
    state: pageOf(input.withdrawal),
    context: { withdrawal: input.withdrawal, now: input.now, proofs: [], proofProblem: null, errorCode: null, errorValue: null },
    confirmDraw: null,
    disputeDraw: null,
    draws: 0,
    ran,
  };
  const noError = { errorCode: null, errorValue: null };
  const set = (changes: Partial<Replay['context']>, ...actions: Action[]) => {
    r.context = { ...r.context, ...changes };
    for (const a of actions) ran[a] += 1;
  };
  const draw = () => (r.draws += 1);
  for (const step of t.steps.slice(1)) {
    const { label, event } = step;
    const output = (event as { output?: unknown }).output;
    const was = r.state;
    const loaded = () => {
      const { withdrawal, now } = output as LoadedWithdrawal;
      set({ withdrawal, now, ...noError }, 'storeLoaded');
    };
    // An answer taken: the page shows the withdrawal it returned.
    const answered = () => {
      set({ withdrawal: output as Withdrawal, ...noError, proofs: [], proofProblem: null }, 'storeAnswer');
      r.state = pageOf(r.context.withdrawal);
    };
    // Refused because it moved on (the deadline job, another tab): show where it is now.
    const refused = (back: string) => {
      const reported = movedOn(event);
      if (reported) {
        set({ withdrawal: { ...r.context.withdrawal, ...reported }, ...noError, proofs: [], proofProblem: null }, 'adoptServerState');
        r.state = pageOf(r.context.withdrawal);
      } else {
        set({ errorCode: codeOf(event), errorValue: errorOf(event)?.value ?? null }, 'fail');
        r.state = back;
      }
    };
    if ((was === 'requested' || was === 'disputed') && label === 'REFRESH') {
      set(noError, 'clearError');
      r.state = `reloading from ${was}`;
    } else if (was.startsWith('reloading') && label === 'done: load') {
      loaded();
      r.state = pageOf(r.context.withdrawal);
    } else if (was.startsWith('reloading') && label === 'error: load') {
      // A failed look keeps the status shown, and says so.
      set({ errorCode: codeOf(event), errorValue: errorOf(event)?.value ?? null }, 'fail');
      r.state = pageOf(r.context.withdrawal);
    } else if (was.startsWith('paid.') && label === 'after deadline') {
      r.state = 'closing';
    } else if (was === 'paid.choosing' && label === 'CONFIRM_RECEIVED') {
      // A retry of "received" reuses its key: the server takes it once.
      if (r.confirmDraw === null) r.confirmDraw = draw();
      set(noError, 'prepareConfirm');
      r.state = 'paid.confirming';
    } else if (was === 'paid.choosing' && label === 'REPORT_NOT_RECEIVED') {
      set(noError, 'clearError');
      r.state = 'paid.proofs';
    } else if (was === 'paid.confirming' && label === 'done: confirm') answered();
    else if (was === 'paid.confirming' && label === 'error: confirm') refused('paid.choosing');
    else if (was === 'paid.proofs' && label === 'ADD_PROOFS') {
      const files = (event as { files?: readonly ProofFile[] }).files ?? [];
      const kept = [...r.context.proofs];
      let problem: ProofProblem | null = null;
      for (const file of files) {
        const why = pickedFileProblem(file) ?? (kept.length >= MAX_UPLOAD_FILES ? 'too_many_files' : null);
        if (why === null) kept.push(file);
        else problem = problem ?? why;
      }
      // Other proofs are another answer: it will need a key of its own.
      if (kept.length !== r.context.proofs.length) r.disputeDraw = null;
      set({ proofs: kept, proofProblem: problem, ...noError }, 'addProofs');
    } else if (was === 'paid.proofs' && label === 'REMOVE_PROOF') {
      const index = (event as { index?: number }).index!;
      if (index >= 0 && index < r.context.proofs.length) {
        r.disputeDraw = null;
        set({ proofs: r.context.proofs.filter((_, i) => i !== index), proofProblem: null, ...noError }, 'removeProof');
      }
    } else if (was === 'paid.proofs' && label === 'SUBMIT_DISPUTE') {
      if (r.context.proofs.length === 0) set({ proofProblem: 'proof_required', ...noError }, 'requireProof');
      else {
        if (r.disputeDraw === null) r.disputeDraw = draw();
        set({ ...noError, proofProblem: null }, 'prepareDispute');
        r.state = 'paid.submitting';
      }
    } else if (was === 'paid.proofs' && label === 'CANCEL') {
      r.disputeDraw = null;
      set({ proofs: [], proofProblem: null, ...noError }, 'dropProofs');
      r.state = 'paid.choosing';
    } else if (was === 'paid.submitting' && label === 'done: dispute') answered();
    else if (was === 'paid.submitting' && label === 'error: dispute') refused('paid.proofs');
    else if (was === 'closing' && label === 'done: load') {
      loaded();
      const { withdrawal, now } = r.context;
      // Still paid with time left (this clock ran ahead): the member can answer; still paid
      // after the deadline: the server's job closes it shortly.
      r.state = withdrawal.status === 'paid' && untilDeadline(withdrawal, now) === 0 ? 'awaitingServer' : pageOf(withdrawal);
    } else if (was === 'closing' && label === 'error: load') {
      set({ errorCode: codeOf(event), errorValue: errorOf(event)?.value ?? null }, 'fail');
      r.state = 'awaitingServer';
    } else if (was === 'awaitingServer' && label === 'after recheck') r.state = 'closing';
  }
  return r;
}

const replayed: (t: T) => Replay = replayOnce(replay);
const now = (t: T) => replayed(t).context;
/** The state key the replay ends in, written as the graph writes it. */
function keyOf(r: Replay): string {
  const c = r.context;
  const state = r.state.replace(/ from .*/, '');
  const fields: string[] = [];
  if (['requested', 'disputed', 'paid.choosing'].includes(state)) fields.push(`failed=${c.errorCode !== null}`);
  if (state === 'reloading') fields.push(`status=${JSON.stringify(c.withdrawal.status)}`);
  if (state === 'paid.proofs') fields.push(`proofs=${c.proofs.length}`, `refused=${c.proofProblem !== null || c.errorCode !== null}`);
  return fields.length ? `${state} [${fields.join(' ')}]` : state;
}

const expectations: Expectations<typeof withdrawalConfirmationMachine> = {
  context: {
    withdrawal: (t) => now(t).withdrawal,
    now: (t) => now(t).now,
    proofs: (t) => now(t).proofs,
    proofProblem: (t) => now(t).proofProblem,
    errorCode: (t) => now(t).errorCode,
    errorValue: (t) => now(t).errorValue,
    confirmKey: unchecked('a random idempotency key: the confirm call checks which draw it carries'),
    disputeKey: unchecked('a random idempotency key: the dispute call checks which draw it carries'),
  },
  actions: Object.fromEntries(ACTIONS.map((a) => [a, (t: T) => replayed(t).ran[a]])) as Expectations<typeof withdrawalConfirmationMachine>['actions'],
  invokes: {
    load: (t) => ({ id: now(t).withdrawal.id }),
    confirm: (t) => ({ id: now(t).withdrawal.id, key: drawnKey(replayed(t).confirmDraw, replayed(t).draws) }),
    dispute: (t) => ({ id: now(t).withdrawal.id, key: drawnKey(replayed(t).disputeDraw, replayed(t).draws), proofs: now(t).proofs }),
  },
  delays: {
    // The merchant's deadline as this browser's clock read it when the withdrawal was read.
    deadline: (t) => untilDeadline(now(t).withdrawal, now(t).now),
    recheck: () => WITHDRAWAL_RECHECK_MS,
  },
  failures: {
    load: ({ trace }) => keyOf(replay(trace as T)),
    confirm: ({ trace }) => keyOf(replay(trace as T)),
    dispute: ({ trace }) => keyOf(replay(trace as T)),
  },
  states: {
    // A path starts: no key has been drawn yet.
    requested: ({ trace }) => (trace.steps.length === 1 ? restartKeys() : undefined),
    paid: ({ trace, timers }) => {
      if (trace.steps.length === 1) restartKeys();
      // Whatever the member does while paid, the deadline keeps running.
      if (!timers.some((t) => t.delay === 'deadline')) throw new Error('no deadline is running');
    },
  },
};

export default defineModel(withdrawalConfirmationMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => confirmationKey(s),
  inputs: {
    requested: { withdrawal: withdrawals.requested, now: NOW },
    paid: { withdrawal: withdrawals.paid, now: NOW },
  },
  requirements: {
    'paid.submitting': ['WALLET-30', 'WALLET-32'],
    received: ['WALLET-31'],
    'disputed [failed=false]': ['WALLET-32'],
    closedAutomatically: ['WALLET-33'],
  },
  journeys: [
    {
      title: '[WALLET-31] a paid withdrawal confirmed as received closes',
      input: 'paid',
      steps: [events.CONFIRM_RECEIVED[0], actorDone('confirm', withdrawals.received)],
      ends: 'received',
    },
    {
      title: '[WALLET-30][WALLET-32] not received: a pdf is refused, nothing is sent without a proof, a png is sent (again after a network failure) and opens a dispute',
      input: 'paid',
      steps: [
        events.REPORT_NOT_RECEIVED[0],
        events.ADD_PROOFS[1],
        events.SUBMIT_DISPUTE[0],
        events.ADD_PROOFS[0],
        events.SUBMIT_DISPUTE[0],
        actorError('dispute', errors.offline),
        events.SUBMIT_DISPUTE[0],
        actorDone('dispute', withdrawals.disputed),
      ],
      ends: 'disputed [failed=false]',
    },
    {
      title: '[WALLET-32] at most 3 proof images: a fourth is refused',
      input: 'paid',
      steps: [events.REPORT_NOT_RECEIVED[0], events.ADD_PROOFS[0], events.ADD_PROOFS[0], events.ADD_PROOFS[0], events.ADD_PROOFS[0]],
      ends: 'paid.proofs [proofs=3 refused=true]',
    },
    {
      title: '[WALLET-33][WALLET-34] nobody answers: at the deadline the withdrawal is read until the server job closed it as received, its matched deposit credited',
      input: 'paid',
      steps: [after('deadline'), actorDone('load', loaded(withdrawals.overdue)), after('recheck'), actorDone('load', loaded(withdrawals.forcedMatched))],
      ends: 'closedAutomatically',
    },
    {
      title: '[WALLET-33] the deadline passes while the member picks proofs: it closes as received',
      input: 'paid',
      steps: [events.REPORT_NOT_RECEIVED[0], events.ADD_PROOFS[0], after('deadline'), actorDone('load', loaded(withdrawals.forcedMatched))],
      ends: 'closedAutomatically',
    },
    {
      title: '[WALLET-33] "received" sent after the deadline: the server says it was already closed as received',
      input: 'paid',
      steps: [events.CONFIRM_RECEIVED[0], actorError('confirm', errors.alreadyForced)],
      ends: 'closedAutomatically',
    },
    {
      title: '[WALLET-33] a dispute sent after the deadline: the server says it was already closed as received',
      input: 'paid',
      steps: [events.REPORT_NOT_RECEIVED[0], events.ADD_PROOFS[0], events.SUBMIT_DISPUTE[0], actorError('dispute', errors.alreadyForced)],
      ends: 'closedAutomatically',
    },
    {
      title: 'this clock ran ahead of the server: at the deadline the server still gives time, so the member can still answer',
      input: 'paid',
      steps: [after('deadline'), actorDone('load', loaded(withdrawals.paid))],
      ends: 'paid.choosing [failed=false]',
    },
    {
      title: '[WALLET-32] a dispute sent again after a failure keeps its key; a refused file changes nothing, another proof is another answer',
      input: 'paid',
      steps: [
        events.REPORT_NOT_RECEIVED[0],
        events.ADD_PROOFS[0],
        events.SUBMIT_DISPUTE[0],
        actorError('dispute', errors.offline),
        events.ADD_PROOFS[1],
        events.SUBMIT_DISPUTE[0],
        actorError('dispute', errors.badUpload),
        events.ADD_PROOFS[0],
        events.SUBMIT_DISPUTE[0],
        actorError('dispute', errors.offline),
        events.REMOVE_PROOF[0],
        events.SUBMIT_DISPUTE[0],
        actorError('dispute', errors.offline),
        events.CANCEL[0],
        events.REPORT_NOT_RECEIVED[0],
        events.ADD_PROOFS[0],
        events.SUBMIT_DISPUTE[0],
        actorDone('dispute', withdrawals.disputed),
      ],
      ends: 'disputed [failed=false]',
    },
    {
      title: 'removing a proof just past the last one changes nothing: the failure stays shown and the dispute sent again keeps its key',
      input: 'paid',
      steps: [
        events.REPORT_NOT_RECEIVED[0],
        events.ADD_PROOFS[0],
        events.SUBMIT_DISPUTE[0],
        actorError('dispute', errors.offline),
        events.REMOVE_PROOF[3],
        events.SUBMIT_DISPUTE[0],
        actorDone('dispute', withdrawals.disputed),
      ],
      ends: 'disputed [failed=false]',
    },
    {
      title: 'a "received" refused as still paid is a failure; sent again it keeps its key',
      input: 'paid',
      steps: [events.CONFIRM_RECEIVED[0], actorError('confirm', errors.stillPaid), events.CONFIRM_RECEIVED[0], actorError('confirm', errors.thrown), events.CONFIRM_RECEIVED[0], actorError('confirm', errors.backToRequested)],
      ends: 'requested [failed=false]',
    },
    {
      title: 'a "received" after the operator rejected the withdrawal shows it rejected',
      input: 'paid',
      steps: [events.CONFIRM_RECEIVED[0], actorError('confirm', errors.alreadyRejected)],
      ends: 'rejected',
    },
    {
      title: 'a failed "received" keeps the member on the choice; sent again it closes',
      input: 'paid',
      steps: [events.CONFIRM_RECEIVED[0], actorError('confirm', errors.offline), events.CONFIRM_RECEIVED[0], actorDone('confirm', withdrawals.received)],
      ends: 'received',
    },
    {
      title: 'a requested withdrawal is looked at again until it is paid',
      input: 'requested',
      steps: [events.REFRESH[0], actorError('load', errors.offline), events.REFRESH[0], actorDone('load', loaded(withdrawals.requested)), events.REFRESH[0], actorDone('load', loaded(withdrawals.paid))],
      ends: 'paid.choosing [failed=false]',
    },
    {
      title: 'a dispute that cannot be read again stays a dispute and says so',
      input: 'requested',
      steps: [events.REFRESH[0], actorDone('load', loaded(withdrawals.disputed)), events.REFRESH[0], actorError('load', errors.offline)],
      ends: 'disputed [failed=true]',
    },
    {
      title: 'a dispute waits for the operator, who refunds it',
      input: 'requested',
      steps: [events.REFRESH[0], actorDone('load', loaded(withdrawals.disputed)), events.REFRESH[0], actorDone('load', loaded(withdrawals.refunded))],
      ends: 'refunded',
    },
    {
      title: 'the operator rejects a requested withdrawal',
      input: 'requested',
      steps: [events.REFRESH[0], actorDone('load', loaded(withdrawals.rejected))],
      ends: 'rejected',
    },
  ],
});
