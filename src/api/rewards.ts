import * as centre from '../../server/shared/wire/centre';
import { call, type CallOptions } from './client';

// The engagement side of the personal centre (docs/api.md "Personal centre"): reward
// centre, mission activity with its leaderboards, manual rebate and invite friends.
// Claims move money, so each carries the Idempotency-Key its form was given.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { REWARD_STATUSES } from '../../server/shared/wire/centre';
export type { Leaderboard, Mission, MissionClaim, Missions, Rebate, RebateClaim, Referral, Reward, RewardClaim, RewardStatus, Rewards } from '../../server/shared/wire/centre';

const keyed = (key: string, signal?: AbortSignal) => ({ method: 'POST' as const, headers: { 'Idempotency-Key': key }, signal });

/** GET /api/rewards (T): the rewards granted to the member and how many wait to be claimed. */
export const fetchRewards = ({ signal }: CallOptions = {}) => call(centre.rewards, 'rewards', { signal });

/** POST /api/rewards/:id/claim (T, key): credits the reward once; `invalid_state` after. */
export const claimReward = (id: string, key: string, { signal }: CallOptions = {}) =>
  call(centre.rewardClaim, `rewards/${encodeURIComponent(id)}/claim`, keyed(key, signal));

/** GET /api/missions (T): running missions (and those ended last week) with the member's progress. */
export const fetchMissions = ({ signal }: CallOptions = {}) => call(centre.missions, 'missions', { signal });

/** GET /api/missions/:id/leaderboard (T): the top 10 stakes of the mission's period. */
export const fetchLeaderboard = (missionId: number, { signal }: CallOptions = {}) => call(centre.leaderboard, `missions/${missionId}/leaderboard`, { signal });

/** POST /api/missions/:id/claim (T, key): a completed mission's reward, once. */
export const claimMission = (missionId: number, key: string, { signal }: CallOptions = {}) =>
  call(centre.missionClaim, `missions/${missionId}/claim`, keyed(key, signal));

/** GET /api/rebates (T): whether MANPLAYREB3 is on, the rate and what a claim would credit now. */
export const fetchRebate = ({ signal }: CallOptions = {}) => call(centre.rebate, 'rebates', { signal });

/** POST /api/rebates/claim (T, key): credits the rebate of the settled bets not rebated yet. */
export const claimRebate = (key: string, { signal }: CallOptions = {}) => call(centre.rebateClaim, 'rebates/claim', keyed(key, signal));

/** GET /api/member/referral (T): the member's code, the registration link carrying it and who joined. */
export const fetchReferral = ({ signal }: CallOptions = {}) => call(centre.referral, 'member/referral', { signal });
