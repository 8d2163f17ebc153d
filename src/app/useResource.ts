import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/resource.machine';
import type { CallOptions } from '../api/client';
import { useLatest } from './useLatest';

// Its own module (not with the centre's list and form hooks), so the shell and the home page
// that load server data do not carry the centre's machines.

/** A page's loader: its params and the signal of the load under way (a new load or leaving the page cancels it). */
export type Load<T, P = undefined> = (params: P, options: { signal: AbortSignal }) => Promise<T>;

/**
 * Server data shown by a page: `state` is loading | ready | refreshing | failed. With
 * `refreshMs` it refreshes itself on that period while mounted. `load` gets the signal of
 * the state that asked, so unmounting or a new load cancels the request under way.
 */
export function useResource<T, P = undefined>(load: Load<T, P>, params?: P, options: { refreshMs?: number } = {}) {
  const latest = useLatest(load);
  const machine = useMemo(
    () =>
      resourceMachine.provide({
        actors: { load: fromPromise<unknown, { params: unknown }>(({ input, signal }) => latest.current(input.params as P, { signal })) },
      }),
    [latest],
  );
  const [snapshot, send] = useMachine(machine, { input: { params, refreshMs: options.refreshMs } });
  return { snapshot, send, data: snapshot.context.data as T | null, errorCode: snapshot.context.errorCode };
}
