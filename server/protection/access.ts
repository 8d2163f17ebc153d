// What a running break allows at login and on each call: a time-out refuses both
// (timed_out, value.until); a self-exclusion lets the member in, restricted to the
// routes marked allowExcluded (withdrawals, balance, records, protection status,
// logout), and refuses the rest with excluded (value.until, null when indefinite).
import type { UserRow } from '../accounts/accounts';
import { ApiFailure } from '../http/envelope';
import { breakOf } from './gate';

type BreakColumns = Pick<UserRow, 'protection_kind' | 'protection_until'>;

/** Login: refused during a time-out; an exclusion logs in restricted (the answer says so). */
export function assertMayLogIn(user: BreakColumns, now: Date): { restricted: boolean } {
  const running = breakOf(user, now);
  if (running?.kind === 'time_out') throw new ApiFailure('timed_out', { until: running.until!.toISOString() });
  return { restricted: running?.kind === 'exclusion' };
}

/** A call of a live session: as login, and an excluded member only where the route allows it. */
export function assertBreakAllows(user: BreakColumns, now: Date, allowExcluded: boolean): void {
  const running = breakOf(user, now);
  if (!running) return;
  if (running.kind === 'time_out') throw new ApiFailure('timed_out', { until: running.until!.toISOString() });
  if (!allowExcluded) throw new ApiFailure('excluded', { until: running.until?.toISOString() ?? null });
}

/** Whether the member is in the restricted mode of a self-exclusion at `now`. */
export function isRestricted(user: BreakColumns, now: Date): boolean {
  return breakOf(user, now)?.kind === 'exclusion';
}
