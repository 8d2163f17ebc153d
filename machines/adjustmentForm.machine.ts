import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { parseAmount } from '../server/shared/money';
import { needsSecondApprover } from '../server/shared/staffRoles';
import { errorCodeOf } from './flowErrors';

/**
 * A manual credit or debit of a player's main wallet from the back office (the player's page):
 * the staff member fills the form (direction, amount, kind, reason), checks it on a confirm
 * step (which says when a second finance staff member must approve it: above
 * FOUR_EYES_ABOVE_MAJOR), and sends it. The answer is the posted adjustment or, above the
 * threshold, the pending one. A refusal shows its error; confirming again sends the same
 * details with the same idempotency attempt (the money moves at most once), editing leads back
 * to the form. A staff session that ended (not_logged_in) stops here.
 */
export interface AdjustmentDraft {
  direction: 'credit' | 'debit';
  /** As typed: a decimal amount with at most two decimals. */
  amount: string;
  kind: 'adjustment' | 'bonus';
  /** The reason, kept as the journal's memo and in the audit log. */
  memo: string;
}

export type DraftProblem = 'amount' | 'reason';

export const MEMO_MAX = 200;

/** The form's own check: an amount the server reads, and a reason (not only spaces, at most 200 characters). */
export function draftProblem(draft: AdjustmentDraft): DraftProblem | null {
  if (!parseAmount(draft.amount.trim()).ok) return 'amount';
  const memo = draft.memo.trim();
  if (memo === '' || memo.length > MEMO_MAX) return 'reason';
  return null;
}

/** Whether the draft (valid) waits for a second approver instead of posting. */
export function draftNeedsApproval(draft: AdjustmentDraft): boolean {
  const parsed = parseAmount(draft.amount.trim());
  return parsed.ok && needsSecondApprover(parsed.minor);
}

export interface AdjustmentFormContext {
  draft: AdjustmentDraft | null;
  problem: DraftProblem | null;
  /** Which sending this is: the page keeps one idempotency key per attempt. */
  attempt: number;
  errorCode: string | null;
  /** The server's answer: the posted adjustment, or the pending one. */
  result: unknown;
}

export type AdjustmentFormEvent = { type: 'SUBMIT'; draft: AdjustmentDraft } | { type: 'CONFIRM' } | { type: 'EDIT' } | { type: 'RESET' };

export interface AdjustmentSend {
  draft: AdjustmentDraft;
  attempt: number;
}

const tidy = (draft: AdjustmentDraft): AdjustmentDraft => ({ ...draft, amount: draft.amount.trim(), memo: draft.memo.trim() });
const same = (a: AdjustmentDraft | null, b: AdjustmentDraft) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export const adjustmentFormMachine = setup({
  types: {
    context: {} as AdjustmentFormContext,
    events: {} as AdjustmentFormEvent,
  },
  actors: {
    adjust: fromPromise<unknown, AdjustmentSend>(async () => {
      throw new Error('adjust is provided by the page');
    }),
  },
  guards: {
    valid: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return draftProblem(event.draft) === null;
    },
    sessionOver: ({ event }) => errorCodeOf(event) === 'not_logged_in',
    pending: ({ event }) => {
      const output = (event as unknown as { output: unknown }).output;
      return typeof output === 'object' && output !== null && 'status' in output;
    },
  },
  actions: {
    showProblem: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { problem: draftProblem(event.draft), errorCode: null };
    }),
    // The same details keep their attempt (and so their key); other details get the next.
    prepare: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const draft = tidy(event.draft);
      return { draft, attempt: same(context.draft, draft) ? context.attempt : context.attempt + 1, problem: null, errorCode: null };
    }),
    store: assign(({ event }) => ({ result: (event as unknown as { output: unknown }).output })),
    showFailure: assign(({ event }) => ({ errorCode: errorCodeOf(event) })),
    clearFailure: assign({ errorCode: null }),
    // A new form after a sent one: the next details get a new attempt whatever they are.
    clear: assign({ draft: null, problem: null, errorCode: null, result: null }),
  },
}).createMachine({
  id: 'adjustmentForm',
  context: { draft: null, problem: null, attempt: 0, errorCode: null, result: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'valid', target: 'confirming', actions: 'prepare' }, { actions: 'showProblem' }],
      },
    },
    /** The details shown once more, with the four-eyes note when it applies. */
    confirming: {
      on: {
        CONFIRM: { target: 'sending' },
        EDIT: { target: 'editing' },
      },
    },
    sending: {
      invoke: {
        id: 'adjust',
        src: 'adjust',
        input: ({ context }) => ({ draft: context.draft!, attempt: context.attempt }),
        onDone: [
          { guard: 'pending', target: 'pending', actions: 'store' },
          { target: 'posted', actions: 'store' },
        ],
        onError: [{ guard: 'sessionOver', target: 'ended' }, { target: 'refused', actions: 'showFailure' }],
      },
    },
    /** The server refused (insufficient funds, forbidden) or did not answer. */
    refused: {
      on: {
        CONFIRM: { target: 'sending', actions: 'clearFailure' },
        EDIT: { target: 'editing', actions: 'clearFailure' },
      },
    },
    /** The journal posted. */
    posted: { on: { RESET: { target: 'editing', actions: 'clear' } } },
    /** Above the threshold: waiting for a second finance staff member. */
    pending: { on: { RESET: { target: 'editing', actions: 'clear' } } },
    /** The staff session ended: the console signs in again. */
    ended: { type: 'final' },
  },
});
