// The points mall's one rule both sides check (spec section 2): points are converted to
// cash in whole points, at least the member's rate minimum and at most the balance. The
// convert form shows the problem at once; the server refuses the same cases
// (amount_out_of_range, insufficient_funds) inside the locked transaction.

export type ConvertProblem = 'below_minimum' | 'over_balance';

export interface ConvertLimits {
  /** The member's VIP rate's least conversion. */
  minPoints: number;
  /** The member's points now. */
  balance: number;
}

/** What is wrong with converting `points`, or null: a fraction or less than the minimum first, then more than held. */
export function convertProblem(points: number, { minPoints, balance }: ConvertLimits): ConvertProblem | null {
  if (!Number.isInteger(points) || points < minPoints) return 'below_minimum';
  if (points > balance) return 'over_balance';
  return null;
}
