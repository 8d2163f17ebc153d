import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/resource.machine';
import type { CallOptions } from '../api/client';
import { useLatest } from './useLatest';

// Its own module (not with the centre's list and form hooks), so the shell and the home page
// that load server data do not carry the centre's machines.

/**
 * Server data shown by a page: `state` is loading | ready | refreshing | failed. With
 * `refreshMs` it refreshes itself on that period while mounted. `load` gets the signal of
 * the state that asked, so unmounting or a new load cancels the request under way.
 */
/** A call that takes nothing but the signal, as a `load` (which is handed its params first). */
export const signalOnly =
  <T>(call: (options: CallOptions) => Promise<T>) =>
  (_params: undefined, options: CallOptions) =>
    call(options);

export function useResource<T, P = undefined>(load: (params: P, options: Required<CallOptions>) => Promise<T>, params?: P, options: { refreshMs?: number } = {}) {
  const latest = useLatest(load);
  const machine = useMemo(
    () => resourceMachine.provide({ actors: { load: fromPromise<unknown, { params: unknown }>(({ input, signal }) => latest.current(input.params as P, { signal })) } }),
    [latest],
  );
  const [snapshot, send] = useMachine(machine, { input: { params, refreshMs: options.refreshMs } });
  return { snapshot, send, data: snapshot.context.data as T | null, errorCode: snapshot.context.errorCode };
}
