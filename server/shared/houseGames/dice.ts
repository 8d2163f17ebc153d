// Dice: a roll from 0.00 to 99.99 (10,000 equally likely values); the member bets
// that it lands under or over a target. The multiplier is the configured return to
// player divided by the chance of winning, cut to 4 decimals, so the game returns
// at most its RTP whatever the target:
//
//   winning rolls  under T: rolls < T (T*100 of them); over T: rolls > T (9999 - T*100)
//   multiplier     floor(rtpBps * 10000 / winningRolls) / 10000
//   payout         floor(stake * multiplier) in minor units, 0 on a loss
//
// Shared: the server plays and verifies rounds with it, the browser's bet form checks
// targets and shows the chance and multiplier with the same functions.
import { DICE_TARGET_PATTERN, type DiceDirection } from '../wire/house';
import type { OutcomeStream } from './outcomeStream';

export const DICE_CONFIG = {
  game: 'dice',
  gameCode: 'HOUSE_DICE',
  /** Return to player in basis points (9900 = 99%, a house edge of 1%). */
  rtpBps: 9900,
  /** Stakes in minor units. */
  minBetMinor: 10,
  maxBetMinor: 1_000_000,
  /** The chance of winning must stay within these counts of the 10,000 rolls (1%..95%). */
  minWinningRolls: 100,
  maxWinningRolls: 9500,
} as const;

export type { DiceDirection } from '../wire/house';

export interface DiceBet {
  /** Hundredths: 4950 is the target 49.50. */
  targetHundredths: number;
  direction: DiceDirection;
}

export interface DiceOutcome {
  /** Hundredths: 4213 is the roll 42.13. */
  rollHundredths: number;
}

export const ROLLS = 10_000;

/** A typed target ("49.50") in hundredths (4950), or null when it is not of the form 0.00..99.99. */
export function diceTargetOf(text: string): number | null {
  if (!DICE_TARGET_PATTERN.test(text)) return null;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** The number of the 10,000 rolls that win this bet. */
export function winningRolls(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.targetHundredths : ROLLS - 1 - bet.targetHundredths;
}

/** Whether a target is allowed: an integer of hundredths whose chance is within the configured bounds. */
export function validDiceBet(bet: DiceBet): boolean {
  if (!Number.isInteger(bet.targetHundredths) || bet.targetHundredths < 0 || bet.targetHundredths >= ROLLS) return false;
  const wins = winningRolls(bet);
  return wins >= DICE_CONFIG.minWinningRolls && wins <= DICE_CONFIG.maxWinningRolls;
}

/** The multiplier in ten-thousandths (19800 is 1.98x). */
export function diceMultiplierBasis(bet: DiceBet, rtpBps: number = DICE_CONFIG.rtpBps): number {
  return Math.floor((rtpBps * 10_000) / winningRolls(bet));
}

export function rollDice(stream: OutcomeStream): DiceOutcome {
  return { rollHundredths: stream.int(ROLLS) };
}

export function diceWins(bet: DiceBet, outcome: DiceOutcome): boolean {
  return bet.direction === 'under' ? outcome.rollHundredths < bet.targetHundredths : outcome.rollHundredths > bet.targetHundredths;
}

/** The payout of a round in minor units (0 on a loss). */
export function dicePayout(stakeMinor: number, bet: DiceBet, outcome: DiceOutcome): number {
  if (!diceWins(bet, outcome)) return 0;
  return Math.floor((stakeMinor * diceMultiplierBasis(bet)) / 10_000);
}
