import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { breakKindOf, type BreakPeriod } from '../server/shared/playerProtection';
import type { ProtectionStatus } from '../server/shared/wire/protection';
import { errorCodeOf, untilOf } from './flowErrors';

/**
 * A time-out or a self-exclusion taken by the member (issue 17, docs/player-protection.md).
 * The running break loads first. The member picks a period, reads what it means and
 * confirms with an explicit tick; the break starts at once and the server ends every
 * session, so the flow ends `taken` and the app returns to the visitor state saying until
 * when. A refusal (a longer break runs: protection_active) keeps the dialog open with the
 * error. An indefinite exclusion offers the lift request (7 days of waiting, then 24 hours
 * of cooling-off), confirmed as well.
 */
export interface ProtectionBreakContext {
  status: ProtectionStatus | null;
  /** The period chosen in the dialog. */
  period: BreakPeriod | null;
  /** The member confirmed without ticking that they understood. */
  mustConfirm: boolean;
  errorCode: string | null;
  /** The end of the break a refusal names (protection_active: the running one). */
  errorUntil: string | null;
}

export type ProtectionBreakEvent =
  | { type: 'CHOOSE'; period: BreakPeriod }
  | { type: 'CONFIRM'; understood: boolean }
  | { type: 'ASK_LIFT' }
  | { type: 'CONFIRM_LIFT' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;

/** Whether the running break is an indefinite exclusion nobody has asked to lift yet. */
export const liftable = (status: ProtectionStatus | null) => status?.kind === 'exclusion' && status.until === null && status.liftRequestedAt === null;

export const protectionBreakMachine = setup({
  types: {
    context: {} as ProtectionBreakContext,
    events: {} as ProtectionBreakEvent,
  },
  actors: {
    fetchStatus: fromPromise<ProtectionStatus>(async () => {
      throw new Error('fetchStatus is provided by the page');
    }),
    takeBreak: fromPromise<ProtectionStatus, { period: BreakPeriod }>(async () => {
      throw new Error('takeBreak is provided by the page');
    }),
    requestLift: fromPromise<ProtectionStatus>(async () => {
      throw new Error('requestLift is provided by the page');
    }),
  },
  guards: {
    notUnderstood: ({ event }) => {
      assertEvent(event, 'CONFIRM');
      return !event.understood;
    },
    mayLift: ({ context }) => liftable(context.status),
  },
  actions: {
    storeStatus: assign({ status: ({ event }) => outputOf<ProtectionStatus>(event) }),
    choose: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { period: event.period, mustConfirm: false, errorCode: null, errorUntil: null };
    }),
    askToConfirm: assign({ mustConfirm: true, errorCode: null, errorUntil: null }),
    clearProblems: assign({ mustConfirm: false, errorCode: null, errorUntil: null }),
    showFailure: assign(({ event }) => ({ errorCode: errorCodeOf(event), errorUntil: untilOf(event) })),
    close: assign({ period: null, mustConfirm: false, errorCode: null, errorUntil: null }),
    // The app's effect: the sessions are gone, so it forgets the token and says until when.
    leave: (_, _params: { kind: 'time_out' | 'exclusion'; until: string | null }) => {},
  },
}).createMachine({
  id: 'protectionBreak',
  context: { status: null, period: null, mustConfirm: false, errorCode: null, errorUntil: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: { target: 'ready', actions: 'storeStatus' },
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearProblems' } },
    },
    /** The running break (if any) and the periods on offer. */
    ready: {
      on: {
        CHOOSE: { target: 'confirming', actions: 'choose' },
        ASK_LIFT: { guard: 'mayLift', target: 'confirmingLift', actions: 'clearProblems' },
      },
    },
    /** The dialog: what the period means, the tick, confirm. */
    confirming: {
      on: {
        CHOOSE: { actions: 'choose' },
        CONFIRM: [{ guard: 'notUnderstood', actions: 'askToConfirm' }, { target: 'taking', actions: 'clearProblems' }],
        CANCEL: { target: 'ready', actions: 'close' },
      },
    },
    taking: {
      invoke: {
        id: 'takeBreak',
        src: 'takeBreak',
        input: ({ context }) => ({ period: context.period! }),
        onDone: { target: 'taken', actions: 'storeStatus' },
        onError: { target: 'confirming', actions: 'showFailure' },
      },
    },
    /** The break runs and every session ended: the app returns to the visitor state. */
    taken: {
      type: 'final',
      entry: {
        type: 'leave',
        params: ({ context }) => ({ kind: context.status?.kind ?? breakKindOf(context.period!), until: context.status?.until ?? null }),
      },
    },
    confirmingLift: {
      on: {
        CONFIRM_LIFT: 'lifting',
        CANCEL: { target: 'ready', actions: 'close' },
      },
    },
    lifting: {
      invoke: {
        id: 'requestLift',
        src: 'requestLift',
        onDone: { target: 'ready', actions: ['storeStatus', 'close'] },
        onError: { target: 'confirmingLift', actions: 'showFailure' },
      },
    },
  },
});
