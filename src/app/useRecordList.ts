import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { recordListMachine, type RecordQuery, type Span } from '../../machines/recordList.machine';
import type { CallOptions } from '../api/client';
import { useLatest } from './useLatest';

/** A paged, dated record list (pages of 15, 7/30-day windows, optional filter); moving on cancels the page under way. */
export function useRecordList<T>(loadPage: (query: RecordQuery, options: Required<CallOptions>) => Promise<T>, options: { today?: string; span?: Span; filter?: string } = {}) {
  const latest = useLatest(loadPage);
  const machine = useMemo(
    () => recordListMachine.provide({ actors: { loadPage: fromPromise<unknown, RecordQuery>(({ input, signal }) => latest.current(input, { signal })) } }),
    [latest],
  );
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const [snapshot, send] = useMachine(machine, { input: { today, span: options.span, filter: options.filter } });
  return { snapshot, send, result: snapshot.context.result as T | null, errorCode: snapshot.context.errorCode };
}
