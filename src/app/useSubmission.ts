import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine, type SubmitInput } from '../../machines/submission.machine';
import type { CallOptions } from '../api/client';
import { useLatest } from './useLatest';

/** What sends a form: the payload, its idempotency key and the signal of the sending state (cancelled on unmount). */
export type SubmitCall<P, R> = (payload: P, key: string, options: Required<CallOptions>) => Promise<R>;

/** One form sent to the server once (a retry of the same details keeps its key). */
export function useSubmission<P, R>(submit: SubmitCall<P, R>, validate?: (payload: P) => string | null) {
  const latest = useLatest(submit);
  const check = useLatest(validate);
  const machine = useMemo(
    () => submissionMachine.provide({ actors: { submit: fromPromise<unknown, SubmitInput>(({ input, signal }) => latest.current(input.payload as P, input.key, { signal })) } }),
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
