import { fromPromise } from 'xstate';
import { agentCentreMachine } from '../../machines/agentCentre.machine';
import { fetchAgentOptions } from '../api/agent';

// The agent centre's frame with its call supplied; it loads with the centre's own chunk, the
// pages' calls with the pages (./agentLogic). The view adds what belongs to the page around it
// (the address, the session).

/** The merchant's contract options, read when the centre opens; closing it cancels the read. */
export const agentCentreLogic = agentCentreMachine.provide({
  actors: { loadOptions: fromPromise(({ signal }) => fetchAgentOptions({ signal })) },
});
