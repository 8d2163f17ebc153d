// The house games' bet rules on the client, from the games' shared rules
// (server/shared/houseGames/), so the page checks exactly what the server will: stakes within
// the game's limits, a dice target whose chance of winning is 1%..95%, a client seed
// of 1..64 letters, digits, _ . or -. The server checks all of it again.
import { DICE_CONFIG, diceMultiplierBasis, diceTargetOf, validDiceBet, winningRolls, type DiceBet } from '../server/shared/houseGames/dice';
import { SLOT_CONFIG } from '../server/shared/houseGames/slot';
import { formatMinor, parseAmount } from '../server/shared/money';
import { isClientSeed } from '../server/shared/fairnessRules';

export type HouseBet = Record<string, string>;

export const SLOT_LIMITS = { min: formatMinor(SLOT_CONFIG.minBetMinor), max: formatMinor(SLOT_CONFIG.maxBetMinor) };
export const DICE_LIMITS = { min: formatMinor(DICE_CONFIG.minBetMinor), max: formatMinor(DICE_CONFIG.maxBetMinor) };

function amountProblem(amount: string | undefined, limits: { minBetMinor: number; maxBetMinor: number }): string | null {
  const parsed = parseAmount(amount ?? '');
  if (!parsed.ok) return 'amount';
  return parsed.minor < limits.minBetMinor || parsed.minor > limits.maxBetMinor ? 'amountRange' : null;
}

/** A dice bet from the page's fields, or null when the target is not a valid one. */
export function diceBetOf(bet: HouseBet): DiceBet | null {
  const targetHundredths = diceTargetOf(bet.target ?? '');
  if (targetHundredths === null || (bet.direction !== 'under' && bet.direction !== 'over')) return null;
  const dice: DiceBet = { targetHundredths, direction: bet.direction };
  return validDiceBet(dice) ? dice : null;
}

export const slotProblem = (bet: HouseBet) => amountProblem(bet.amount, SLOT_CONFIG);

export function diceProblem(bet: HouseBet): string | null {
  return amountProblem(bet.amount, DICE_CONFIG) ?? (diceBetOf(bet) ? null : 'target');
}

/** An empty seed asks the server for a random one. */
export const seedProblem = (seed: string) => (seed === '' || isClientSeed(seed) ? null : 'seed');

/** The chance of winning (percent, 2 places) and the multiplier ("1.9800") of a dice bet; null when invalid. */
export function diceOdds(bet: HouseBet): { chance: string; multiplier: string } | null {
  const dice = diceBetOf(bet);
  if (!dice) return null;
  return { chance: (winningRolls(dice) / 100).toFixed(2), multiplier: (diceMultiplierBasis(dice) / 10_000).toFixed(4) };
}
