import { houseDiceMachine } from '../../../machines/houseDice.machine';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';
import { diceProblem } from '../../../machines/houseRules';
import { DICE_CONFIG, diceTargetOf, validDiceBet } from '../../../server/shared/houseGames/dice';
import { fairness, houseExpectations, offline, poor, rotated, roundOf, stakeProblem } from './fixtures/house';

/** A dice bet's problem: the stake, then a target under/over whose chance of winning is 1%..95%. */
function betTrouble(bet: Record<string, string>): string | null {
  const stake = stakeProblem(bet.amount, DICE_CONFIG);
  if (stake) return stake;
  const target = diceTargetOf(bet.target ?? '');
  const direction = bet.direction;
  return target !== null && (direction === 'under' || direction === 'over') && validDiceBet({ targetHundredths: target, direction }) ? null : 'target';
}

const round = roundOf('dice');

const events = {
  SET: [
    { type: 'SET', field: 'amount', value: 'lots' },
    { type: 'SET', field: 'amount', value: '2.00' },
    { type: 'SET', field: 'target', value: '99.50' },
    { type: 'SET', field: 'target', value: '49.50' },
  ],
  SET_SEED: [
    { type: 'SET_SEED', seed: 'not a seed!' },
    { type: 'SET_SEED', seed: 'my-seed' },
  ],
  PLAY: [{ type: 'PLAY' }],
  ROTATE: [{ type: 'ROTATE' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof houseDiceMachine>;

const actors = {
  // A call that fails without saying why (rejected with nothing) counts as the network's failure.
  loadFairness: { done: [fairness], error: [offline, undefined] },
  play: { done: [round], error: [offline, poor] },
  rotate: { done: [rotated], error: [offline] },
} satisfies ActorFixtures<typeof houseDiceMachine>;

export default defineModel(houseDiceMachine, {
  events,
  actors,
  expect: houseExpectations(betTrouble),
  serializeState: (s) =>
    stateKey(s, {
      problem: s.context.problem,
      errorCode: s.context.errorCode,
      played: s.context.last !== null,
      betOk: diceProblem(s.context.bet) === null,
      seedOk: s.context.seedDraft !== 'not a seed!',
    }),
  inputs: { fresh: { bet: { amount: '1.00', target: '49.50', direction: 'under' }, keyPrefix: 'dice-page' } },
  journeys: [
    {
      title: 'the seed hash shows before play; a round plays and its balance shows',
      steps: [actorDone('loadFairness', fairness), events.SET[1], events.PLAY[0], actorDone('play', round)],
      ends: 'ready [problem=null errorCode=null played=true betOk=true seedOk=true]',
    },
    {
      title: 'a bad amount is refused before sending; too little money is the server refusal; a retry after the network failed plays',
      steps: [
        actorDone('loadFairness', fairness),
        events.SET[0],
        events.PLAY[0],
        events.SET[1],
        events.PLAY[0],
        actorError('play', poor),
        events.PLAY[0],
        actorError('play', offline),
        events.PLAY[0],
        actorDone('play', round),
      ],
      ends: 'ready [problem=null errorCode=null played=true betOk=true seedOk=true]',
    },
    {
      title: 'a bet changed after a failed round is another round: it gets a new key',
      steps: [actorDone('loadFairness', fairness), events.PLAY[0], actorError('play', offline), events.SET[1], events.PLAY[0], actorDone('play', round)],
      ends: 'ready [problem=null errorCode=null played=true betOk=true seedOk=true]',
    },
    {
      title: 'the fairness state failing without a reason is a network failure; a retry loads it',
      steps: [actorError('loadFairness', undefined), events.RETRY[0], actorDone('loadFairness', fairness)],
      ends: 'ready [problem=null errorCode=null played=false betOk=true seedOk=true]',
    },
    {
      title: 'a new client seed rotates the seeds; a bad one is refused',
      steps: [actorError('loadFairness', offline), events.RETRY[0], actorDone('loadFairness', fairness), events.SET_SEED[0], events.ROTATE[0], events.SET_SEED[1], events.ROTATE[0], actorDone('rotate', rotated)],
      ends: 'ready [problem=null errorCode=null played=false betOk=true seedOk=true]',
    },
  ],
});
