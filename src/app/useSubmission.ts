import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine, type SubmitInput } from '../../machines/submission.machine';
import { useLatest } from './useLatest';

/**
 * One form sent to the server; `submit` gets the payload, the idempotency key and the
 * signal of the sending (leaving the page cancels it).
 */
export function useSubmission<P, R>(submit: (payload: P, key: string, options: { signal: AbortSignal }) => Promise<R>, validate?: (payload: P) => string | null) {
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
