import * as protection from '../../server/shared/wire/protection';
import type { LimitKind, LimitPeriod } from '../../server/shared/playerProtection';
import { call, type CallOptions } from './client';

// The member's deposit and loss limits (docs/api.md "Player protection"): what is set,
// used and waiting, a change, the confirmation of a waiting increase or removal, and the
// answer to the ask to set or review them.

export type { LimitView, MemberLimits } from '../../server/shared/wire/protection';

/** GET /api/member/limits/:kind (T). */
export const fetchLimits = (kind: LimitKind, { signal }: CallOptions = {}) => call(protection.memberLimits, `member/limits/${kind}`, { signal });

/** POST /api/member/limits/:kind (T): amount null removes the limit (an increase or removal waits 24 hours). */
export const setLimit = (kind: LimitKind, period: LimitPeriod, amount: string | null, { signal }: CallOptions = {}) =>
  call(protection.memberLimits, `member/limits/${kind}`, { method: 'post', json: { period, amount }, signal });

/** POST /api/member/limits/:kind/confirm (T): limit_change_not_due before its time. */
export const confirmLimit = (kind: LimitKind, period: LimitPeriod, { signal }: CallOptions = {}) =>
  call(protection.memberLimits, `member/limits/${kind}/confirm`, { method: 'post', json: { period }, signal });

/** POST /api/member/limits/review (T): the limits are kept as they are (or the ask declined) for 6 months. */
export const reviewLimits = ({ signal }: CallOptions = {}) => call(protection.memberLimits, 'member/limits/review', { method: 'post', signal });
