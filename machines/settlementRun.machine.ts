import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SETTLEMENT_KINDS, SettlementRuns } from '../server/shared/wire/agent';
import { errorCodeOf } from './flowErrors';

/**
 * "Run a period now" in the back office's agents section: the staff member picks a kind of
 * settlement (daily salary, a dividend period…), a dialog asks to confirm, and the server
 * settles the last ended period of that kind for every merchant (a period settles once:
 * running it again settles nothing). The answer (what each merchant's run paid) stays shown
 * until the next run is asked for. A refusal keeps the dialog open with the error, to try
 * again or cancel; a session that ended (not_logged_in) stops here: the console signs in again.
 */
export type SettlementKindName = (typeof SETTLEMENT_KINDS)[number];

export interface SettlementRunContext {
  /** The kind the dialog asks about (null: no dialog). */
  kind: SettlementKindName | null;
  /** What the last run settled, per merchant. */
  runs: SettlementRuns['runs'] | null;
  errorCode: string | null;
}

export type SettlementRunEvent = { type: 'ASK'; kind: SettlementKindName } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const settlementRunMachine = setup({
  types: {
    context: {} as SettlementRunContext,
    events: {} as SettlementRunEvent,
  },
  actors: {
    runSettlement: fromPromise<SettlementRuns, { kind: SettlementKindName }>(async () => {
      throw new Error('runSettlement is provided by the page');
    }),
  },
  guards: {
    sessionOver: ({ event }) => errorCodeOf(event) === 'not_logged_in',
  },
  actions: {
    ask: assign(({ event }) => {
      assertEvent(event, 'ASK');
      return { kind: event.kind, errorCode: null, runs: null };
    }),
    cancel: assign({ kind: null, errorCode: null }),
    startRun: assign({ errorCode: null }),
    storeRuns: assign(({ event }) => ({ runs: (event as unknown as { output: SettlementRuns }).output.runs, kind: null })),
    showFailure: assign(({ event }) => ({ errorCode: errorCodeOf(event) })),
  },
}).createMachine({
  id: 'settlementRun',
  context: { kind: null, runs: null, errorCode: null },
  initial: 'idle',
  states: {
    idle: {
      on: { ASK: { target: 'confirming', actions: 'ask' } },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'running', actions: 'startRun' },
        CANCEL: { target: 'idle', actions: 'cancel' },
      },
    },
    running: {
      invoke: {
        id: 'runSettlement',
        src: 'runSettlement',
        // Stryker disable next-line StringLiteral: running is entered only from the dialog, which has a kind
        input: ({ context }) => ({ kind: context.kind ?? 'daily' }),
        onDone: { target: 'idle', actions: 'storeRuns' },
        onError: [{ guard: 'sessionOver', target: 'ended' }, { target: 'confirming', actions: 'showFailure' }],
      },
    },
    ended: { type: 'final' },
  },
});
