import type { SnapshotFrom } from 'xstate';
import { withdrawalConfirmationMachine, type LoadedWithdrawal } from '../../../machines/withdrawalConfirmation.machine';
import { ApiError } from '../../../src/api/client';
import type { Withdrawal } from '../../../src/api/withdrawals';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

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
};

const events = {
  REFRESH: [{ type: 'REFRESH' }],
  CONFIRM_RECEIVED: [{ type: 'CONFIRM_RECEIVED' }],
  REPORT_NOT_RECEIVED: [{ type: 'REPORT_NOT_RECEIVED' }],
  ADD_PROOFS: [
    { type: 'ADD_PROOFS', files: [files.png] },
    { type: 'ADD_PROOFS', files: [files.pdf] },
    { type: 'ADD_PROOFS', files: [files.bigJpg] },
  ],
  REMOVE_PROOF: [{ type: 'REMOVE_PROOF', index: 0 }],
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
    ],
    error: [errors.offline],
  },
  confirm: { done: [withdrawals.received], error: [errors.offline, errors.alreadyForced] },
  dispute: { done: [withdrawals.disputed], error: [errors.offline, errors.badUpload, errors.alreadyForced] },
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

export default defineModel(withdrawalConfirmationMachine, {
  events,
  actors,
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
