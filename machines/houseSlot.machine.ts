import { createHouseRoundMachine } from './houseRound';
import { seedProblem, slotProblem } from './houseRules';

/** The house 5x3 slot's page: spin for the bet amount (all 20 lines), provably fair (machines/houseRound.ts). */
export const houseSlotMachine = createHouseRoundMachine('houseSlot', { betProblem: slotProblem, seedProblem });
