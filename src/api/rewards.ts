import * as v from 'valibot';
import { call } from './client';

// The engagement side of the personal centre (docs/api.md "Personal centre"): reward
// centre, mission activity with its leaderboards, manual rebate and invite friends.
// Claims move money, so each carries the Idempotency-Key its form was given.

const keyed = (key: string) => ({ method: 'POST' as const, headers: { 'Idempotency-Key': key } });

export const rewardSchema = v.object({
  id: v.string(),
  title: v.string(),
  amount: v.string(),
  status: v.picklist(['available', 'claimed', 'expired']),
  expiresAt: v.nullable(v.string()),
  createdAt: v.string(),
  claimedAt: v.nullable(v.string()),
});
export type Reward = v.InferOutput<typeof rewardSchema>;

export const rewardsSchema = v.object({ items: v.array(rewardSchema), available: v.number() });
export type Rewards = v.InferOutput<typeof rewardsSchema>;

export const rewardClaimSchema = v.object({ id: v.string(), amount: v.string(), status: v.string(), balance: v.string() });
export type RewardClaim = v.InferOutput<typeof rewardClaimSchema>;

/** GET /api/rewards (T): the rewards granted to the member and how many wait to be claimed. */
export const fetchRewards = () => call(rewardsSchema, 'rewards');

/** POST /api/rewards/:id/claim (T, key): credits the reward once; `invalid_state` after. */
export const claimReward = (id: string, key: string) => call(rewardClaimSchema, `rewards/${encodeURIComponent(id)}/claim`, keyed(key));

export const missionSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** The game type whose bets count; null: any game. */
  category: v.nullable(v.string()),
  target: v.string(),
  progress: v.string(),
  reward: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  completed: v.boolean(),
  claimed: v.boolean(),
});
export type Mission = v.InferOutput<typeof missionSchema>;

export const missionsSchema = v.object({ items: v.array(missionSchema), claimable: v.number() });
export type Missions = v.InferOutput<typeof missionsSchema>;

export const leaderboardSchema = v.object({
  missionId: v.number(),
  entries: v.array(v.object({ rank: v.number(), account: v.string(), stake: v.string(), me: v.boolean() })),
});
export type Leaderboard = v.InferOutput<typeof leaderboardSchema>;

export const missionClaimSchema = v.object({ missionId: v.number(), reward: v.string(), balance: v.string() });
export type MissionClaim = v.InferOutput<typeof missionClaimSchema>;

/** GET /api/missions (T): running missions (and those ended last week) with the member's progress. */
export const fetchMissions = () => call(missionsSchema, 'missions');

/** GET /api/missions/:id/leaderboard (T): the top 10 stakes of the mission's period. */
export const fetchLeaderboard = (missionId: number) => call(leaderboardSchema, `missions/${missionId}/leaderboard`);

/** POST /api/missions/:id/claim (T, key): a completed mission's reward, once. */
export const claimMission = (missionId: number, key: string) => call(missionClaimSchema, `missions/${missionId}/claim`, keyed(key));

export const rebateSchema = v.object({ enabled: v.boolean(), rateBps: v.number(), bets: v.number(), eligibleStake: v.string(), amount: v.string() });
export type Rebate = v.InferOutput<typeof rebateSchema>;

export const rebateClaimSchema = v.object({ amount: v.string(), bets: v.number(), balance: v.nullable(v.string()) });
export type RebateClaim = v.InferOutput<typeof rebateClaimSchema>;

/** GET /api/rebates (T): whether MANPLAYREB3 is on, the rate and what a claim would credit now. */
export const fetchRebate = () => call(rebateSchema, 'rebates');

/** POST /api/rebates/claim (T, key): credits the rebate of the settled bets not rebated yet. */
export const claimRebate = (key: string) => call(rebateClaimSchema, 'rebates/claim', keyed(key));

export const referralSchema = v.object({
  referralCode: v.string(),
  link: v.string(),
  invitedCount: v.number(),
  invited: v.array(v.object({ account: v.string(), joinedAt: v.string() })),
});
export type Referral = v.InferOutput<typeof referralSchema>;

/** GET /api/member/referral (T): the member's code, the registration link carrying it and who joined. */
export const fetchReferral = () => call(referralSchema, 'member/referral');
