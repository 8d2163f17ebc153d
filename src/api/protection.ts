// Player protection (docs/api.md "Player protection"): the member's running time-out or
// self-exclusion, taking one, and the lift request of an indefinite exclusion. Answers are
// parsed with the shared wire shapes.
import * as protection from '../../server/shared/wire/protection';
import type { BreakPeriod } from '../../server/shared/playerProtection';
import { call, type CallOptions } from './client';

export type { ProtectionStatus } from '../../server/shared/wire/protection';

/** GET /api/member/protection (T): the running break, if any. */
export const fetchProtection = ({ signal }: CallOptions = {}) => call(protection.protectionStatus, 'member/protection', { signal });

/** POST /api/member/protection/break (T): a time-out or a self-exclusion, effective at once (every session ends). */
export const takeBreak = (period: BreakPeriod, { signal }: CallOptions = {}) =>
  call(protection.protectionStatus, 'member/protection/break', { method: 'post', json: { period }, signal });

/** POST /api/member/protection/lift (T): ask to lift an indefinite exclusion (7 days of waiting, then 24 hours of cooling-off). */
export const requestLift = ({ signal }: CallOptions = {}) => call(protection.protectionStatus, 'member/protection/lift', { method: 'post', signal });
