import { createHouseRoundMachine } from './houseRound';
import { diceProblem, seedProblem } from './houseRules';

/** The house dice page: a stake, a target and under/over, provably fair (machines/houseRound.ts). */
export const houseDiceMachine = createHouseRoundMachine('houseDice', { betProblem: diceProblem, seedProblem });
