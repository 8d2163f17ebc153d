// The bet types of the lottery, their odds and the house edge each is priced at.
// A ticket bets on the winning number's tail:
//
//   last2      the last 2 digits, exactly ('07')        1 in 100 wins, pays 97x    (edge 3%)
//   last3      the last 3 digits, exactly ('417')       1 in 1000 wins, pays 970x  (edge 3%)
//   big_small  the last digit is big (5-9) or small (0-4)  1 in 2 wins, pays 1.95x (edge 2.5%)
//
// Payout = floor(stake x odds): the member's stake included, nothing when lost.
// test/server/lottery.test.ts checks each edge by enumerating every tail.
import type { LotteryBetType } from '../db/schema';
import { SELECTION_PATTERNS, STAKE_LIMITS, validSelection } from '../shared/lotteryRules';

export interface BetTypeConfig {
  /** Payout per unit staked, in ten-thousandths (970000 = 97x). */
  oddsBasis: number;
  /** What the house keeps on average, in basis points of the stake. */
  houseEdgeBps: number;
  /** How many trailing digits the bet looks at. */
  tailDigits: number;
  selection: RegExp;
  /** Example selections the client shows. */
  choices?: readonly string[];
}

export const BET_TYPES: Record<LotteryBetType, BetTypeConfig> = {
  last2: { oddsBasis: 970_000, houseEdgeBps: 300, tailDigits: 2, selection: SELECTION_PATTERNS.last2 },
  last3: { oddsBasis: 9_700_000, houseEdgeBps: 300, tailDigits: 3, selection: SELECTION_PATTERNS.last3 },
  big_small: { oddsBasis: 19_500, houseEdgeBps: 250, tailDigits: 1, selection: SELECTION_PATTERNS.big_small, choices: ['big', 'small'] },
};

export const BET_TYPE_NAMES = Object.keys(BET_TYPES) as LotteryBetType[];

// The selection patterns and the stake limits are shared with the ticket form (server/shared/lotteryRules.ts).
export { STAKE_LIMITS, validSelection };

export function isBetType(value: unknown): value is LotteryBetType {
  return typeof value === 'string' && Object.hasOwn(BET_TYPES, value);
}


/** Whether a ticket wins against a drawn number. */
export function ticketWins(type: LotteryBetType, selection: string, numbers: string): boolean {
  switch (type) {
    case 'last2':
      return numbers.slice(-2) === selection;
    case 'last3':
      return numbers.slice(-3) === selection;
    case 'big_small': {
      const last = Number(numbers.at(-1));
      return selection === (last >= 5 ? 'big' : 'small');
    }
  }
}

export function ticketPayout(stakeMinor: number, oddsBasis: number, wins: boolean): number {
  return wins ? Math.floor((stakeMinor * oddsBasis) / 10_000) : 0;
}

/** Odds as shown: '97.00', '1.95'. */
export function oddsText(oddsBasis: number): string {
  return (oddsBasis / 10_000).toFixed(2);
}
