import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { parseAmount, type AmountProblem } from '../server/shared/money';
import type { LimitKind, LimitPeriod } from '../server/shared/playerProtection';
import type { MemberLimits } from '../server/shared/wire/protection';
import { errorCodeOf, errorValueOf } from './flowErrors';

/**
 * The member's deposit and loss limits (issue 17, docs/player-protection.md): both kinds
 * load together; the member picks one limit (a kind and a period) and types a new amount
 * or removes it. The server decides what applies at once (a new limit, a decrease) and what
 * waits 24 hours (an increase, a removal): the answer shows either. A waiting change is
 * confirmed once due (limit_change_not_due before); the ask to review the limits is
 * answered with REVIEW (kept as they are, or declined), which the server records for 6 months.
 */
export type LimitSets = Record<LimitKind, MemberLimits>;

export interface LimitTarget {
  kind: LimitKind;
  period: LimitPeriod;
}

/** What a save sends: the limit and its new amount (null: remove it). */
export interface LimitRequest extends LimitTarget {
  amount: string | null;
}

export interface LimitChangeContext {
  limits: LimitSets | null;
  /** The limit being changed. */
  target: LimitTarget | null;
  /** The amount as typed. */
  draft: string;
  /** What the typed amount is missing (checked before it is sent). */
  problem: AmountProblem | null;
  /** What the last save sends. */
  request: LimitRequest | null;
  errorCode: string | null;
  errorValue: unknown;
}

export type LimitChangeEvent =
  | { type: 'RETRY' }
  | ({ type: 'EDIT' } & LimitTarget)
  | { type: 'INPUT'; value: string }
  | { type: 'SAVE' }
  | { type: 'REMOVE' }
  | { type: 'CANCEL' }
  | ({ type: 'CONFIRM' } & LimitTarget)
  | { type: 'REVIEW' };

type Answer = { output: MemberLimits };

/** One kind's new answer in place; the review date is the member's, so both kinds take it. */
function withAnswer(limits: LimitSets | null, kind: LimitKind, answer: MemberLimits): LimitSets | null {
  // Stryker disable next-line ConditionalExpression: an answer comes only after the limits loaded (saving, confirming and reviewing are reached from ready), so limits is never null here
  if (!limits) return null;
  const other: LimitKind = kind === 'deposit' ? 'loss' : 'deposit';
  return { ...limits, [kind]: answer, [other]: { ...limits[other], reviewDueAt: answer.reviewDueAt, serverTime: answer.serverTime } } as LimitSets;
}

const cleared = { errorCode: null, errorValue: null };

export const limitChangeMachine = setup({
  types: {
    context: {} as LimitChangeContext,
    events: {} as LimitChangeEvent,
  },
  actors: {
    loadLimits: fromPromise<LimitSets>(async () => {
      throw new Error('loadLimits is provided by the app');
    }),
    saveLimit: fromPromise<MemberLimits, LimitRequest>(async () => {
      throw new Error('saveLimit is provided by the app');
    }),
    confirmLimit: fromPromise<MemberLimits, LimitTarget>(async () => {
      throw new Error('confirmLimit is provided by the app');
    }),
    reviewLimits: fromPromise<MemberLimits>(async () => {
      throw new Error('reviewLimits is provided by the app');
    }),
  },
  guards: {
    amountValid: ({ context }) => parseAmount(context.draft.trim(), { allowZero: true }).ok,
  },
  actions: {
    storeLimits: assign({ limits: ({ event }) => (event as unknown as { output: LimitSets }).output, ...cleared }),
    storeAnswer: assign({
      limits: ({ context, event }) => withAnswer(context.limits, context.target!.kind, (event as unknown as Answer).output),
      target: null,
      request: null,
      ...cleared,
    }),
    storeReview: assign({ limits: ({ context, event }) => withAnswer(context.limits, 'deposit', (event as unknown as Answer).output), ...cleared }),
    startEditing: assign(({ event }) => {
      assertEvent(event, 'EDIT');
      return { target: { kind: event.kind, period: event.period }, draft: '', problem: null, request: null, ...cleared };
    }),
    input: assign(({ event }) => {
      assertEvent(event, 'INPUT');
      return { draft: event.value, problem: null, ...cleared };
    }),
    showProblem: assign({
      problem: ({ context }) => {
        // Stryker disable next-line ObjectLiteral,BooleanLiteral: this runs only for a text amountValid refused, and allowing zero changes only the answer for "0", which it accepts
        const parsed = parseAmount(context.draft.trim(), { allowZero: true });
        return parsed.ok ? null : parsed.problem;
      },
    }),
    askSave: assign({ request: ({ context }) => ({ ...context.target!, amount: context.draft.trim() }), ...cleared }),
    askRemove: assign({ request: ({ context }) => ({ ...context.target!, amount: null }), problem: null, ...cleared }),
    stopEditing: assign({ target: null, draft: '', problem: null, request: null, ...cleared }),
    startConfirming: assign(({ event }) => {
      assertEvent(event, 'CONFIRM');
      return { target: { kind: event.kind, period: event.period }, ...cleared };
    }),
    clearError: assign(cleared),
    showError: assign({ errorCode: ({ event }) => errorCodeOf(event), errorValue: ({ event }) => errorValueOf(event) ?? null }),
  },
}).createMachine({
  id: 'limitChange',
  context: { limits: null, target: null, draft: '', problem: null, request: null, errorCode: null, errorValue: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: { target: 'ready', actions: 'storeLimits' },
        onError: { target: 'loadFailed', actions: 'showError' },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        EDIT: { target: 'editing', actions: 'startEditing' },
        CONFIRM: { target: 'confirming', actions: 'startConfirming' },
        REVIEW: { target: 'reviewing', actions: 'clearError' },
      },
    },
    editing: {
      on: {
        INPUT: { actions: 'input' },
        SAVE: [{ guard: 'amountValid', target: 'saving', actions: 'askSave' }, { actions: 'showProblem' }],
        REMOVE: { target: 'saving', actions: 'askRemove' },
        CANCEL: { target: 'ready', actions: 'stopEditing' },
        EDIT: { actions: 'startEditing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => context.request!,
        onDone: { target: 'ready', actions: 'storeAnswer' },
        onError: { target: 'editing', actions: 'showError' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmLimit',
        src: 'confirmLimit',
        input: ({ context }) => context.target!,
        onDone: { target: 'ready', actions: 'storeAnswer' },
        onError: { target: 'ready', actions: 'showError' },
      },
    },
    reviewing: {
      invoke: {
        id: 'reviewLimits',
        src: 'reviewLimits',
        onDone: { target: 'ready', actions: 'storeReview' },
        onError: { target: 'ready', actions: 'showError' },
      },
    },
  },
});
