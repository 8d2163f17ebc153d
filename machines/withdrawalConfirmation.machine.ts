import { assign, fromPromise, setup } from 'xstate';
import type { Withdrawal, WithdrawalStatus } from '../server/shared/wire/wallet';
import { errorCodeOf, errorValueOf } from './flowErrors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, pickedFileProblem, uploadCountOk } from '../server/shared/uploadRules';
import { MAX_TIMER_MS, WITHDRAWAL_RECHECK_MS } from '../server/shared/timing';

/**
 * One withdrawal after it was requested (spec section 4, spec-notes 8): it waits for the
 * payout; once paid the member answers "received" (it closes) or "not received" with
 * 1..3 proof images (a dispute the operator settles). Nobody answering within the
 * merchant's minutes closes it as received; a matched payout then credits the deposit
 * that paid it. The deadline is a machine delay counted from the input's `now`, so it
 * is the server's deadline as this browser's clock reads it; the server closes the
 * withdrawal with its own job whatever the browser does, so on expiry the machine only
 * reads the withdrawal again until the server says how it ended.
 */

/** The file facts the browser knows before anything is sent (a File has them). */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

/** Proof images: the shared limits (spec-notes 5; server/shared/uploadRules.ts); the server checks the bytes again. */
export { MAX_UPLOAD_BYTES as MAX_PROOF_BYTES, MAX_UPLOAD_FILES as MAX_PROOFS };

/** Problems are the server's own error codes, so the page words them the same way. */
export type ProofProblem = 'upload_type_not_allowed' | 'upload_too_large' | 'too_many_files' | 'proof_required';

/** One picked file: by its browser type, or by its name when the browser gives no type. */
export const proofProblem = (file: ProofFile): ProofProblem | null => pickedFileProblem(file);

/** Once the deadline passed and the server still says paid, it is asked again this often (its job runs every 30 s). */
/** The longest a browser timer can wait; a later deadline is re-armed when the withdrawal is read again. */

export interface WithdrawalConfirmationInput {
  withdrawal: Withdrawal;
  /** This browser's clock (ms) when `withdrawal` was read. */
  now: number;
}

/** What reading the withdrawal again answers: it, and the clock when it arrived. */
export interface LoadedWithdrawal {
  withdrawal: Withdrawal;
  now: number;
}

export interface WithdrawalConfirmationContext {
  withdrawal: Withdrawal;
  now: number;
  /** The proof images picked for "not received". */
  proofs: ProofFile[];
  /** Why the last picked file was refused, or why the dispute cannot be sent yet. */
  proofProblem: ProofProblem | null;
  errorCode: string | null;
  errorValue: unknown;
  /** Idempotency keys: a retry of the same answer reuses its key, so the server takes it once. */
  confirmKey: string | null;
  disputeKey: string | null;
}

export type WithdrawalConfirmationEvent =
  | { type: 'REFRESH' }
  | { type: 'CONFIRM_RECEIVED' }
  | { type: 'REPORT_NOT_RECEIVED' }
  | { type: 'ADD_PROOFS'; files: readonly ProofFile[] }
  | { type: 'REMOVE_PROOF'; index: number }
  | { type: 'SUBMIT_DISPUTE' }
  | { type: 'CANCEL' };

export interface ConfirmInput {
  id: string;
  key: string;
}

export interface DisputeInput extends ConfirmInput {
  proofs: ProofFile[];
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** Milliseconds from `now` to the withdrawal's deadline (0 once it passed). */
export function msUntilDeadline(withdrawal: Pick<Withdrawal, 'confirmDeadline'>, now: number): number {
  if (!withdrawal.confirmDeadline) return MAX_TIMER_MS;
  const at = Date.parse(withdrawal.confirmDeadline);
  if (Number.isNaN(at)) return MAX_TIMER_MS;
  return Math.min(MAX_TIMER_MS, Math.max(0, at - now));
}

const STATUSES: readonly WithdrawalStatus[] = ['requested', 'paid', 'rejected', 'received', 'disputed', 'refunded'];

/** The status an `invalid_state` refusal reports (the withdrawal moved on without this page). */
function reportedState(event: unknown): { status: WithdrawalStatus; forced: boolean } | null {
  if (errorCodeOf(event) !== 'invalid_state') return null;
  const value = errorValueOf(event) as { status?: unknown; forced?: unknown } | undefined;
  const status = STATUSES.find((s) => s === value?.status);
  if (!status || status === 'paid') return null;
  return { status, forced: value?.forced === true };
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const withdrawalConfirmationMachine = setup({
  types: {
    input: {} as WithdrawalConfirmationInput,
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
  },
  actors: {
    load: fromPromise<LoadedWithdrawal, { id: string }>(async () => {
      throw new Error('load is provided by the app');
    }),
    confirm: fromPromise<Withdrawal, ConfirmInput>(async () => {
      throw new Error('confirm is provided by the app');
    }),
    dispute: fromPromise<Withdrawal, DisputeInput>(async () => {
      throw new Error('dispute is provided by the app');
    }),
  },
  delays: {
    deadline: ({ context }) => msUntilDeadline(context.withdrawal, context.now),
    recheck: WITHDRAWAL_RECHECK_MS,
  },
  guards: {
    isRequested: ({ context }) => context.withdrawal.status === 'requested',
    isPaid: ({ context }) => context.withdrawal.status === 'paid',
    isRejected: ({ context }) => context.withdrawal.status === 'rejected',
    isDisputed: ({ context }) => context.withdrawal.status === 'disputed',
    isRefunded: ({ context }) => context.withdrawal.status === 'refunded',
    isForced: ({ context }) => context.withdrawal.status === 'received' && context.withdrawal.forced,
    // After the deadline: the server still has it paid with time left (this clock ran ahead), or not closed yet.
    loadedStillOpen: ({ event }) => {
      const loaded = outputOf<LoadedWithdrawal>(event);
      return loaded.withdrawal.status === 'paid' && msUntilDeadline(loaded.withdrawal, loaded.now) > 0;
    },
    loadedStillPaid: ({ event }) => outputOf<LoadedWithdrawal>(event).withdrawal.status === 'paid',
    serverMovedOn: ({ event }) => reportedState(event) !== null,
    hasProofs: ({ context }) => context.proofs.length > 0,
    proofExists: ({ context, event }) => event.type === 'REMOVE_PROOF' && event.index >= 0 && event.index < context.proofs.length,
  },
  actions: {
    storeLoaded: assign(({ event }) => {
      const loaded = outputOf<LoadedWithdrawal>(event);
      return { withdrawal: loaded.withdrawal, now: loaded.now, errorCode: null, errorValue: null };
    }),
    storeAnswer: assign(({ event }) => ({ withdrawal: outputOf<Withdrawal>(event), errorCode: null, errorValue: null, proofs: [], proofProblem: null })),
    // The withdrawal closed or moved on elsewhere (the deadline job, another tab): show where it is now.
    adoptServerState: assign(({ context, event }) => {
      const reported = reportedState(event)!;
      return { withdrawal: { ...context.withdrawal, ...reported }, errorCode: null, errorValue: null, proofs: [], proofProblem: null };
    }),
    fail: assign(({ event }) => ({ errorCode: errorCodeOf(event), errorValue: errorValueOf(event) ?? null })),
    clearError: assign({ errorCode: null, errorValue: null }),
    prepareConfirm: assign(({ context }) => ({ confirmKey: context.confirmKey ?? newKey(), errorCode: null, errorValue: null })),
    prepareDispute: assign(({ context }) => ({ disputeKey: context.disputeKey ?? newKey(), errorCode: null, errorValue: null, proofProblem: null })),
    // Good files join (up to 3); the first refused one says why. Other proofs are another answer: a new key.
    addProofs: assign(({ context, event }) => {
      if (event.type !== 'ADD_PROOFS') return {};
      const proofs = [...context.proofs];
      let problem: ProofProblem | null = null;
      for (const file of event.files) {
        const refused = proofProblem(file) ?? (uploadCountOk(proofs.length + 1) ? null : 'too_many_files');
        if (refused) problem ??= refused;
        else proofs.push(file);
      }
      return { proofs, proofProblem: problem, disputeKey: proofs.length === context.proofs.length ? context.disputeKey : null, errorCode: null, errorValue: null };
    }),
    removeProof: assign(({ context, event }) => ({
      proofs: event.type === 'REMOVE_PROOF' ? context.proofs.filter((_, i) => i !== event.index) : context.proofs,
      proofProblem: null,
      disputeKey: null,
      errorCode: null,
      errorValue: null,
    })),
    requireProof: assign({ proofProblem: 'proof_required' as ProofProblem, errorCode: null, errorValue: null }),
    dropProofs: assign({ proofs: [] as ProofFile[], proofProblem: null, disputeKey: null, errorCode: null, errorValue: null }),
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: ({ input }) => ({
    withdrawal: input.withdrawal,
    now: input.now,
    proofs: [],
    proofProblem: null,
    errorCode: null,
    errorValue: null,
    confirmKey: null,
    disputeKey: null,
  }),
  initial: 'routing',
  states: {
    /** Where the withdrawal's status (as last read or answered) puts the page. */
    routing: {
      always: [
        { guard: 'isRequested', target: 'requested' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isRejected', target: 'rejected' },
        { guard: 'isDisputed', target: 'disputed' },
        { guard: 'isRefunded', target: 'refunded' },
        { guard: 'isForced', target: 'closedAutomatically' },
        { target: 'received' },
      ],
    },
    /** Waiting for the payout; the member can look again. */
    requested: {
      on: { REFRESH: { target: 'reloading', actions: 'clearError' } },
    },
    /** Reading the withdrawal again; a failure keeps the last status (and says so). */
    reloading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.withdrawal.id }),
        onDone: { target: 'routing', actions: 'storeLoaded' },
        onError: { target: 'routing', actions: 'fail' },
      },
    },
    /** Paid: the member has until the deadline to answer. */
    paid: {
      initial: 'choosing',
      after: { deadline: { target: 'closing' } },
      states: {
        choosing: {
          on: {
            CONFIRM_RECEIVED: { target: 'confirming', actions: 'prepareConfirm' },
            REPORT_NOT_RECEIVED: { target: 'proofs', actions: 'clearError' },
          },
        },
        confirming: {
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ({ context }) => ({ id: context.withdrawal.id, key: context.confirmKey! }),
            onDone: { target: '#withdrawalConfirmation.routing', actions: 'storeAnswer' },
            onError: [
              { guard: 'serverMovedOn', target: '#withdrawalConfirmation.routing', actions: 'adoptServerState' },
              { target: 'choosing', actions: 'fail' },
            ],
          },
        },
        /** Picking the proof images of "not received". */
        proofs: {
          on: {
            ADD_PROOFS: { target: 'proofs', actions: 'addProofs' },
            REMOVE_PROOF: { guard: 'proofExists', target: 'proofs', actions: 'removeProof' },
            SUBMIT_DISPUTE: [
              { guard: 'hasProofs', target: 'submitting', actions: 'prepareDispute' },
              { target: 'proofs', actions: 'requireProof' },
            ],
            CANCEL: { target: 'choosing', actions: 'dropProofs' },
          },
        },
        submitting: {
          invoke: {
            id: 'dispute',
            src: 'dispute',
            input: ({ context }) => ({ id: context.withdrawal.id, key: context.disputeKey!, proofs: context.proofs }),
            onDone: { target: '#withdrawalConfirmation.routing', actions: 'storeAnswer' },
            onError: [
              { guard: 'serverMovedOn', target: '#withdrawalConfirmation.routing', actions: 'adoptServerState' },
              { target: 'proofs', actions: 'fail' },
            ],
          },
        },
      },
    },
    /** The deadline passed here: read how the server closed it. */
    closing: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.withdrawal.id }),
        onDone: [
          { guard: 'loadedStillOpen', target: 'routing', actions: 'storeLoaded' },
          { guard: 'loadedStillPaid', target: 'awaitingServer', actions: 'storeLoaded' },
          { target: 'routing', actions: 'storeLoaded' },
        ],
        onError: { target: 'awaitingServer', actions: 'fail' },
      },
    },
    /** Past the deadline and not closed yet: the server's job closes it shortly. */
    awaitingServer: {
      after: { recheck: { target: 'closing' } },
    },
    /** Rejected by the operator: the amount went back to the main wallet. */
    rejected: {},
    /** The member confirmed receipt (or the operator settled a dispute as received). */
    received: {},
    /** Nobody answered in time: closed as received (a matched payout's deposit was credited). */
    closedAutomatically: {},
    /** Not received: the operator looks at the proofs. */
    disputed: {
      on: { REFRESH: { target: 'reloading', actions: 'clearError' } },
    },
    /** The dispute was settled for the member: the amount went back to the main wallet. */
    refunded: {},
  },
});
