import { fromPromise } from 'xstate';
import { realityCheckMachine } from '../../machines/realityCheck.machine';
import { continueSession, fetchSessionClock } from '../api/sessionClock';

// The session clock's calls for the views (issue 17): the reality check's machine with its
// calls supplied, and the panel's and the house games' reads and changes.

export { confirmSessionTimeLimit, fetchSessionClock, removeSessionTimeLimit, setRealityCheckInterval, setSessionTimeLimit, type SessionClock } from '../api/sessionClock';

export const realityCheckLogic = realityCheckMachine.provide({
  actors: {
    fetchClock: fromPromise(({ signal }) => fetchSessionClock({ signal })),
    acknowledge: fromPromise(({ signal }) => continueSession({ signal })),
  },
});
