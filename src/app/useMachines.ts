import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { recordListMachine, type RecordQuery, type Span } from '../../machines/recordList.machine';
import { resourceMachine } from '../../machines/resource.machine';
import { submissionMachine, type SubmitInput } from '../../machines/submission.machine';

// Typed hooks over the three generic machines of the personal centre. A page hands in
// its API call; the hook keeps the latest one (so inline arrows are fine) and returns
// the machine's snapshot, its data typed, and `send`.

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * Server data shown by a page: `state` is loading | ready | refreshing | failed. With
 * `refreshMs` it refreshes itself on that period while mounted.
 */
export function useResource<T, P = undefined>(load: (params: P) => Promise<T>, params?: P, options: { refreshMs?: number } = {}) {
  const latest = useLatest(load);
  const machine = useMemo(
    () => resourceMachine.provide({ actors: { load: fromPromise<unknown, { params: unknown }>(({ input }) => latest.current(input.params as P)) } }),
    [latest],
  );
  const [snapshot, send] = useMachine(machine, { input: { params, refreshMs: options.refreshMs } });
  return { snapshot, send, data: snapshot.context.data as T | null, errorCode: snapshot.context.errorCode };
}

/** A paged, dated record list (pages of 15, 7/30-day windows, optional filter). */
export function useRecordList<T>(loadPage: (query: RecordQuery) => Promise<T>, options: { today?: string; span?: Span; filter?: string } = {}) {
  const latest = useLatest(loadPage);
  const machine = useMemo(
    () => recordListMachine.provide({ actors: { loadPage: fromPromise<unknown, RecordQuery>(({ input }) => latest.current(input)) } }),
    [latest],
  );
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const [snapshot, send] = useMachine(machine, { input: { today, span: options.span, filter: options.filter } });
  return { snapshot, send, result: snapshot.context.result as T | null, errorCode: snapshot.context.errorCode };
}

/** One form sent to the server; `submit` gets the payload and the idempotency key. */
export function useSubmission<P, R>(submit: (payload: P, key: string) => Promise<R>, validate?: (payload: P) => string | null) {
  const latest = useLatest(submit);
  const check = useLatest(validate);
  const machine = useMemo(
    () => submissionMachine.provide({ actors: { submit: fromPromise<unknown, SubmitInput>(({ input }) => latest.current(input.payload as P, input.key)) } }),
    [latest],
  );
  const [snapshot, send] = useMachine(machine, { input: { validate: (payload: unknown) => check.current?.(payload as P) ?? null } });
  return {
    snapshot,
    send,
    submit: (payload: P) => send({ type: 'SUBMIT', payload }),
    result: snapshot.context.result as R | null,
    busy: snapshot.matches('submitting'),
    problem: snapshot.context.problem,
    errorCode: snapshot.context.errorCode,
    errorValue: snapshot.context.errorValue,
  };
}
