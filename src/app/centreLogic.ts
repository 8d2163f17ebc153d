import { fromPromise } from 'xstate';
import { personalCentreMachine } from '../../machines/personalCentre.machine';
import { fetchBadges } from '../api/badges';

// The personal centre's machine with its call supplied; it loads with the centre's chunk.
// The view adds only what belongs to the page around it (the address, the session).

/** The overlay: its red counts load with the signal of the state that asked, so closing the centre cancels them. */
export const personalCentreLogic = personalCentreMachine.provide({
  actors: { loadBadges: fromPromise(({ signal }) => fetchBadges({ signal })) },
});
