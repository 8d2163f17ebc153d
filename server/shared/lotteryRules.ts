// A lottery ticket's form (spec section 3, the lottery), shared by the server, which
// enforces it (server/lottery/bets.ts, server/lottery/lottery.ts), and the ticket form,
// which checks it first. Odds and payouts stay on the server.
import { parseAmount } from './money';
import type { LotteryBetType } from './wire/lottery';

/** What each bet type's selection looks like: the last 2 or 3 digits, or big or small. */
export const SELECTION_PATTERNS: Record<LotteryBetType, RegExp> = {
  last2: /^[0-9]{2}$/,
  last3: /^[0-9]{3}$/,
  big_small: /^(big|small)$/,
};

/** Stake limits of one ticket, in minor units (1.00 to 10,000.00). */
export const STAKE_LIMITS = { minMinor: 100, maxMinor: 1_000_000 };

/** Whether a selection fits its bet type; an unknown type fits nothing. */
export function validSelection(type: LotteryBetType | string, selection: unknown): selection is string {
  return Object.hasOwn(SELECTION_PATTERNS, type) && typeof selection === 'string' && SELECTION_PATTERNS[type as LotteryBetType].test(selection);
}

/** Why a typed stake cannot be placed: not an amount, or outside the limits. */
export function stakeProblem(text: string): 'format' | 'range' | null {
  const parsed = parseAmount(text.trim());
  if (!parsed.ok) return parsed.problem === 'too_large' ? 'range' : 'format';
  return parsed.minor < STAKE_LIMITS.minMinor || parsed.minor > STAKE_LIMITS.maxMinor ? 'range' : null;
}
