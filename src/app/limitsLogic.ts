import { fromPromise } from 'xstate';
import { limitChangeMachine, type LimitRequest, type LimitSets, type LimitTarget } from '../../machines/limitChange.machine';
import { confirmLimit, fetchLimits, reviewLimits, setLimit } from '../api/limits';

// The limits panel's machine with its calls supplied (the responsible-gaming page and the
// deposit page's ask). Each call gets the signal of the state that started it.

type Signalled<I> = { input: I; signal: AbortSignal };

export const limitChangeLogic = limitChangeMachine.provide({
  actors: {
    loadLimits: fromPromise<LimitSets>(async ({ signal }) => {
      const [deposit, loss] = await Promise.all([fetchLimits('deposit', { signal }), fetchLimits('loss', { signal })]);
      return { deposit, loss };
    }),
    saveLimit: fromPromise(({ input, signal }: Signalled<LimitRequest>) => setLimit(input.kind, input.period, input.amount, { signal })),
    confirmLimit: fromPromise(({ input, signal }: Signalled<LimitTarget>) => confirmLimit(input.kind, input.period, { signal })),
    reviewLimits: fromPromise(({ signal }) => reviewLimits({ signal })),
  },
});
