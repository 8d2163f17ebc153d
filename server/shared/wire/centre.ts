// The personal centre's wire shapes besides wallet, records, points and the inbox (docs/api.md
// "Personal centre"): the menu's badge counts, the reward centre, mission activity with its
// leaderboards, the manual rebate, invite friends, the login history and self-exclusion.
import * as v from 'valibot';
import { count, id, int4, isoTime, money, pageNumber, pageOf } from './common';
export { pageQuery as loginsQuery } from './common';
export { idParams as rewardParams } from './common';

// ── Badges ──────────────────────────────────────────────────────────────────

/** The red counts of the personal-centre menu (spec section 2). */
export const badges = v.object({
  /** Unread inbox messages. */
  messages: count,
  /** Rewards waiting to be claimed. */
  rewards: count,
  /** Completed missions whose reward is not claimed yet. */
  missions: count,
});
export type Badges = v.InferOutput<typeof badges>;

// ── Reward centre ───────────────────────────────────────────────────────────

/** A reward is available until claimed or past its expiry. */
export const REWARD_STATUSES = ['available', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];


export const reward = v.object({
  id: v.string(),
  title: v.string(),
  amount: money,
  status: v.picklist(REWARD_STATUSES),
  expiresAt: v.nullable(isoTime),
  createdAt: isoTime,
  claimedAt: v.nullable(isoTime),
});
export type Reward = v.InferOutput<typeof reward>;

export const rewards = v.object({ items: v.array(reward), available: count });
export type Rewards = v.InferOutput<typeof rewards>;

export const rewardClaim = v.object({ id: v.string(), amount: money, status: v.picklist(['claimed']), balance: money });
export type RewardClaim = v.InferOutput<typeof rewardClaim>;

// ── Missions ────────────────────────────────────────────────────────────────

/** A mission's id: a serial `integer` column, so at most 9 digits in the path. */
export const missionParams = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/)) });

export const mission = v.object({
  id: int4(1),
  title: v.string(),
  category: v.pipe(v.nullable(v.string()), v.description('The game type whose bets count; null: any')),
  target: money,
  progress: money,
  reward: money,
  startsAt: isoTime,
  endsAt: isoTime,
  completed: v.boolean(),
  claimed: v.boolean(),
});
export type Mission = v.InferOutput<typeof mission>;

export const missions = v.object({ items: v.array(mission), claimable: count });
export type Missions = v.InferOutput<typeof missions>;

/** The leaderboard's accounts are masked ('de***o'); `me` marks the reader's own line. */
export const leaderboard = v.object({
  missionId: int4(1),
  entries: v.array(v.object({ rank: count, account: v.string(), stake: money, me: v.boolean() })),
});
export type Leaderboard = v.InferOutput<typeof leaderboard>;

export const missionClaim = v.object({ missionId: int4(1), reward: money, balance: money });
export type MissionClaim = v.InferOutput<typeof missionClaim>;

// ── Manual rebate ───────────────────────────────────────────────────────────

export const rebate = v.object({ enabled: v.boolean(), rateBps: count, bets: count, eligibleStake: money, amount: money });
export type Rebate = v.InferOutput<typeof rebate>;

/** `balance` is null when there was nothing to rebate (no money moved). */
export const rebateClaim = v.object({ amount: money, bets: count, balance: v.nullable(money) });
export type RebateClaim = v.InferOutput<typeof rebateClaim>;

// ── Invite friends ──────────────────────────────────────────────────────────

export const referral = v.object({
  referralCode: v.string(),
  link: v.string(),
  invitedCount: count,
  invited: v.array(v.object({ account: v.string(), joinedAt: isoTime })),
});
export type Referral = v.InferOutput<typeof referral>;

// ── Login history ───────────────────────────────────────────────────────────


export const loginRecord = v.object({
  at: isoTime,
  ip: v.nullable(v.string()),
  /** How the session began: password, sms, register, reset, freeplay, password_change. */
  via: v.string(),
  deviceId: v.nullable(v.string()),
  /** Which side the session was opened on (member or agent). */
  side: v.string(),
});
export type LoginRecord = v.InferOutput<typeof loginRecord>;

export const loginPage = pageOf(loginRecord);
export type LoginPage = v.InferOutput<typeof loginPage>;

// ── Self-exclusion ──────────────────────────────────────────────────────────

/** Up to ten years; mapped onto a time-out or self-exclusion (server/shared/playerProtection.ts legacyPeriodFor). */
export const SELF_EXCLUSION_MAX_DAYS = 3650;
export const selfExclusionRequest = v.strictObject({ days: int4(1, SELF_EXCLUSION_MAX_DAYS) });
export const selfExclusion = v.object({ selfExcludedUntil: v.pipe(v.nullable(isoTime), v.description('When the break ends; null: an indefinite self-exclusion')) });
export type SelfExclusion = v.InferOutput<typeof selfExclusion>;
