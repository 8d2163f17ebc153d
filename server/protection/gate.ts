// The one rule every money-moving path of a member asks before money leaves their main
// wallet for play (a seamless bet, a house round, a lottery ticket, a transfer to a game
// wallet): the account is not locked and no time-out or self-exclusion runs. Wins,
// refunds, withdrawals and money coming back to the main wallet are never refused here.
// Each of those paths also asks StakeLimits, inside its transaction, whether the stake
// fits the member's loss limits (server/protection/limits.ts).
import type { Transaction } from 'kysely';
import type { UserRow } from '../accounts/accounts';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { runningBreak, type BreakKind } from '../shared/playerProtection';
import { sessionTimeOver } from '../shared/playerProtection';

export type ProtectedUser = Pick<UserRow, 'locked' | 'protection_kind' | 'protection_until'>;

/** The time-out or self-exclusion running at `now`, or null. */
export function breakOf(user: Pick<UserRow, 'protection_kind' | 'protection_until'>, now: Date): { kind: BreakKind; until: Date | null } | null {
  return runningBreak({ kind: user.protection_kind, until: user.protection_until }, now);
}

/** Whether the member may not stake money at `now`: locked, timed out or self-excluded. */
export function bettingBlocked(user: ProtectedUser, now: Date): boolean {
  return user.locked || breakOf(user, now) !== null;
}

/** Refuses with betting_not_allowed when bettingBlocked (the seamless protocol's code for it). */
export function assertMayStake(user: ProtectedUser, now: Date): void {
  if (bettingBlocked(user, now)) throw new ApiFailure('betting_not_allowed');
}

/** The loss-limit check a stake path runs in its transaction before money moves (refuses with loss_limit). */
export interface StakeLimits {
  assertStakeFits(trx: Transaction<Database>, user: UserRow, amount: number): Promise<void>;
}

/**
 * Refuses with session_time_limit once the login session staking has run its time limit
 * (issue 17): the session's other calls (balance, withdrawals, logout) still work.
 */
export function assertSessionTime(limitMinutes: number | null, startedAt: Date, now: Date): void {
  if (sessionTimeOver(startedAt, limitMinutes, now)) throw new ApiFailure('session_time_limit', { limitMinutes: limitMinutes!, startedAt: startedAt.toISOString() });
}
