import { assign, fromPromise, setup } from 'xstate';

/**
 * One piece of server data a page shows (balances, a profile, the referral link, the
 * rewards list): load it, show it, refresh it on demand, retry after a failure. While a
 * refresh runs the old data stays on screen; a failed refresh keeps it and says so.
 * The page supplies `load` with `machine.provide` (see src/app/useMachines.ts).
 * With `refreshMs` the data also refreshes itself on that period (a failed load is
 * tried again after it), for counts that change on the server by themselves.
 */
export interface ResourceInput {
  /** What the load is called with; SET_PARAMS replaces it and loads again. */
  params?: unknown;
  /** Reload every this many ms while shown; absent for on demand only. */
  refreshMs?: number;
}

export interface ResourceContext {
  params: unknown;
  data: unknown;
  errorCode: string | null;
  refreshMs: number | null;
}

export type ResourceEvent = { type: 'REFRESH' } | { type: 'RETRY' } | { type: 'SET_PARAMS'; params: unknown };

type Failure = { error?: { errorCode?: string } };
const errorCodeOf = (event: unknown) => (event as Failure).error?.errorCode ?? 'network_abnormal';

export const resourceMachine = setup({
  types: {
    input: {} as ResourceInput,
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: fromPromise<unknown, { params: unknown }>(async () => {
      throw new Error('load is provided by the app');
    }),
  },
  delays: {
    period: ({ context }) => context.refreshMs ?? 0,
  },
  guards: {
    refreshesItself: ({ context }) => context.refreshMs !== null,
  },
  actions: {
    store: assign({ data: ({ event }) => (event as unknown as { output: unknown }).output, errorCode: null }),
    fail: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
    clearError: assign({ errorCode: null }),
    setParams: assign({ params: ({ context, event }) => (event.type === 'SET_PARAMS' ? event.params : context.params) }),
  },
}).createMachine({
  id: 'resource',
  // The params are kept as given: null can mean something to a loader (a visitor), undefined lets its defaults apply.
  context: ({ input }) => ({ params: input.params, data: null, errorCode: null, refreshMs: input.refreshMs ?? null }),
  initial: 'loading',
  on: {
    SET_PARAMS: { target: '.loading', actions: 'setParams' },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ params: context.params }),
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    /** Nothing to show: the error and a retry button. */
    failed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        // Asked to show fresh data while nothing is shown: load again.
        REFRESH: { target: 'loading', actions: 'clearError' },
      },
      after: { period: { guard: 'refreshesItself', target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: { REFRESH: { target: 'refreshing', actions: 'clearError' } },
      after: { period: { guard: 'refreshesItself', target: 'refreshing', actions: 'clearError' } },
    },
    /** The data stays on screen while it reloads. */
    refreshing: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ params: context.params }),
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
  },
});
