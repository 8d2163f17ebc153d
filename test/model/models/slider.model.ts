import { sliderMachine } from '../../../machines/slider.machine';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';
import { offline, sliderChallenge } from './fixtures/accounts';

const FETCH = '0.slider.loading';

const events = {
  GRAB: [{ type: 'GRAB', at: 1_000 }],
  MOVE: [
    { type: 'MOVE', x: 132 },
    // A drag back to the start, and one far past the end (kept on the background).
    { type: 'MOVE', x: -20 },
    { type: 'MOVE', x: 900 },
  ],
  RELEASE: [{ type: 'RELEASE', at: 1_840 }],
  REFRESH: [{ type: 'REFRESH' }],
} satisfies EventFixtures<typeof sliderMachine>;

const actors = {
  fetchChallenge: { done: [sliderChallenge], error: [offline] },
} satisfies ActorFixtures<typeof sliderMachine>;

export default defineModel(sliderMachine, {
  events,
  actors,
  // Whether the piece left the start decides what a drop does.
  serializeState: (s) => stateKey(s, s.matches('dragging') ? { moved: s.context.x > 0 } : {}),
  requirements: {
    'dragging [moved=true]': ['LOGIN-06'],
    solved: ['LOGIN-06', 'REGISTER-28'],
  },
  journeys: [
    {
      title: '[LOGIN-06] dragging the piece onto the gap and dropping it solves the puzzle',
      steps: [actorDone(FETCH, sliderChallenge), events.GRAB[0], events.MOVE[0], events.RELEASE[0]],
      ends: 'solved',
    },
    {
      title: 'a drop at the start puts the piece back; the next drag solves it',
      steps: [actorDone(FETCH, sliderChallenge), events.GRAB[0], events.MOVE[1], events.RELEASE[0], events.GRAB[0], events.MOVE[2], events.RELEASE[0]],
      ends: 'solved',
    },
    {
      title: 'a puzzle that does not load can be asked for again, and a new one replaces the old',
      steps: [actorError(FETCH, offline), events.REFRESH[0], actorDone(FETCH, sliderChallenge), events.REFRESH[0], actorDone(FETCH, sliderChallenge)],
      ends: 'ready',
    },
  ],
});
