import { assign, fromPromise, setup } from 'xstate';
import type { SystemStatus } from '../server/shared/wire/system';
import { STATUS_POLL_MS, STATUS_RETRY_BASE_MS, STATUS_RETRY_MAX_MS } from '../server/shared/timing';

/**
 * System status (spec sections 2 and 4): the portal is normal, under maintenance (1)
 * or region restricted (2); maintenance wins, which the server already decides, so the
 * machine follows `status`. A failed call retries on a growing delay or on demand, and
 * the status is polled so an operator's change reaches open pages without a reload.
 */
export interface SystemStatusContext {
  status: SystemStatus | null;
  retries: number;
  errorCode: string | null;
}

export type SystemStatusEvent = { type: 'RETRY' } | { type: 'REFRESH' };


export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
  },
  actors: {
    fetchStatus: fromPromise<SystemStatus>(async () => {
      throw new Error('fetchStatus is provided by the app');
    }),
  },
  delays: {
    // 2 s, 4 s, 8 s ... capped at 30 s.
    retryDelay: ({ context }) => Math.min(STATUS_RETRY_MAX_MS, STATUS_RETRY_BASE_MS * 2 ** Math.max(0, context.retries - 1)),
    pollInterval: STATUS_POLL_MS,
  },
  guards: {
    isMaintenance: ({ event }) => (event as unknown as { output: SystemStatus }).output.status === 1,
    isRegionBlocked: ({ event }) => (event as unknown as { output: SystemStatus }).output.status === 2,
    wasMaintenance: ({ context }) => context.status?.status === 1,
    wasRegionBlocked: ({ context }) => context.status?.status === 2,
  },
  actions: {
    storeStatus: assign({
      status: ({ event }) => (event as unknown as { output: SystemStatus }).output,
      retries: 0,
      errorCode: null,
    }),
    countFailure: assign({
      retries: ({ context }) => context.retries + 1,
      errorCode: ({ event }) => {
        const error = (event as unknown as { error?: { errorCode?: string } }).error;
        return error?.errorCode ?? 'network_abnormal';
      },
    }),
  },
}).createMachine({
  id: 'systemStatus',
  context: { status: null, retries: 0, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: [
          { guard: 'isMaintenance', target: 'maintenance', actions: 'storeStatus' },
          { guard: 'isRegionBlocked', target: 'regionBlocked', actions: 'storeStatus' },
          { target: 'normal', actions: 'storeStatus' },
        ],
        onError: { target: 'failed', actions: 'countFailure' },
      },
    },
    failed: {
      after: { retryDelay: 'loading' },
      on: { RETRY: 'loading' },
    },
    normal: {
      after: { pollInterval: 'refreshing' },
      on: { REFRESH: 'refreshing' },
    },
    maintenance: {
      after: { pollInterval: 'refreshing' },
      on: { REFRESH: 'refreshing' },
    },
    regionBlocked: {
      after: { pollInterval: 'refreshing' },
      on: { REFRESH: 'refreshing' },
    },
    /** Rechecks in the background: the page keeps showing the last known status. */
    refreshing: {
      invoke: {
        id: 'refreshStatus',
        src: 'fetchStatus',
        onDone: [
          { guard: 'isMaintenance', target: 'maintenance', actions: 'storeStatus' },
          { guard: 'isRegionBlocked', target: 'regionBlocked', actions: 'storeStatus' },
          { target: 'normal', actions: 'storeStatus' },
        ],
        // A failed background check keeps the last known status.
        onError: [
          { guard: 'wasMaintenance', target: 'maintenance' },
          { guard: 'wasRegionBlocked', target: 'regionBlocked' },
          { target: 'normal' },
        ],
      },
    },
  },
});
