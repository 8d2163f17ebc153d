// The points mall's and VIP's wire shapes (docs/api.md "Points"): the VIP levels and the
// member's way to the next, the points balance and exchange-rate table, the reward list,
// the exchange history and points details, the two spends (convert, redeem) and the
// operator's redemption queue.
import * as v from 'valibot';
import { count, id, int4, isoTime, money, pageNumber, pageOf } from './common';
export { idParams as reviewParams } from './common';

/** What a points entry was for: an earning by game type or deposit, or a spend (redeem). */
export const POINTS_TYPES = ['live', 'lottery', 'poker', 'slots', 'sports', 'redeem', 'deposit'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
/** A redemption waits in processing until an operator approves or rejects it; a conversion is approved at once. */
export const REDEEM_STATUSES = ['processing', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export const SPEND_KINDS = ['redeem', 'convert'] as const;

// ── VIP ─────────────────────────────────────────────────────────────────────

export const vipLevel = v.object({
  level: count,
  name: v.string(),
  minStake: money,
  dailyWithdrawals: count,
  birthdayBonus: money,
  pointsRate: v.pipe(v.string(), v.description('Points per 1.00 staked')),
});
export type VipLevel = v.InferOutput<typeof vipLevel>;

export const vipStatus = v.object({
  level: count,
  name: v.string(),
  totalStake: money,
  /** Null at the top level. */
  next: v.nullable(v.object({ level: count, name: v.string(), minStake: money, remaining: money })),
  levels: v.array(vipLevel),
});
export type Vip = v.InferOutput<typeof vipStatus>;

// ── Balance, rates and rewards ──────────────────────────────────────────────

export const pointsSummary = v.object({ balance: v.number(), vipLevel: count, vipName: v.string(), pointsPerUnit: count, minPoints: count, neverExpire: v.boolean() });
export type PointsSummary = v.InferOutput<typeof pointsSummary>;

export const pointsRate = v.object({ vipLevel: count, levelName: v.string(), pointsPerUnit: count, minPoints: count });
export type PointsRate = v.InferOutput<typeof pointsRate>;

export const pointsReward = v.object({ id: v.string(), name: v.string(), points: count, motif: v.string() });
export type PointsReward = v.InferOutput<typeof pointsReward>;

// ── History and details ─────────────────────────────────────────────────────

export const historyQuery = v.strictObject({ page: v.optional(pageNumber, 1), status: v.optional(v.picklist(REDEEM_STATUSES)) });
export const transactionsQuery = v.strictObject({ page: v.optional(pageNumber, 1), type: v.optional(v.picklist(POINTS_TYPES)) });

export const redemption = v.object({
  id: v.string(),
  referenceNo: v.string(),
  kind: v.picklist(SPEND_KINDS),
  /** Null for a conversion. */
  rewardName: v.nullable(v.string()),
  points: v.number(),
  amount: money,
  status: v.picklist(REDEEM_STATUSES),
  createdAt: isoTime,
  reviewedAt: v.nullable(isoTime),
});
export type Redemption = v.InferOutput<typeof redemption>;
export const historyPage = pageOf(redemption);
export type HistoryPage = v.InferOutput<typeof historyPage>;

/** An earning (positive) or a spend (negative). */
export const pointsEntry = v.object({ id: v.string(), type: v.picklist(POINTS_TYPES), points: v.pipe(v.number(), v.description('Signed: earnings positive, spends negative')), reference: v.string(), createdAt: isoTime });
export type PointsEntry = v.InferOutput<typeof pointsEntry>;
export const entriesPage = pageOf(pointsEntry);
export type EntriesPage = v.InferOutput<typeof entriesPage>;

// ── Spends ──────────────────────────────────────────────────────────────────

const paymentPassword = v.pipe(v.string(), v.maxLength(64), v.description('The payment password'));

/** Points to convert: they end in the `bigint` points column, bounded here below any balance a member can hold. */
export const convertRequest = v.strictObject({ points: int4(1, 1_000_000_000), paymentPassword });
export type ConvertRequest = v.InferOutput<typeof convertRequest>;
export const redeemRequest = v.strictObject({ rewardId: id, paymentPassword });
export type RedeemRequest = v.InferOutput<typeof redeemRequest>;

export const pointsSpend = v.object({
  id: v.string(),
  referenceNo: v.string(),
  status: v.picklist(REDEEM_STATUSES),
  points: v.number(),
  amount: money,
  pointsBalance: v.number(),
  /** The main wallet after a conversion; null for a redemption (nothing is credited until approved). */
  balance: v.nullable(money),
});
export type PointsSpend = v.InferOutput<typeof pointsSpend>;

// ── Operator ────────────────────────────────────────────────────────────────

/**
 * The query of the operator's review queues (redemptions here, activity applications in
 * operator.ts): pages of 15, oldest first, filtered by merchant and by the member's account.
 */
export const queueQuery = v.strictObject({
  page: v.optional(pageNumber, 1),
  merchantCode: v.optional(v.pipe(v.string(), v.maxLength(16))),
  account: v.optional(v.pipe(v.string(), v.maxLength(64), v.description('The member, by account (any case)'))),
});
export type QueueQuery = v.InferOutput<typeof queueQuery>;
export const queuedRedemption = v.object({ id: v.string(), referenceNo: v.string(), account: v.string(), merchantCode: v.string(), reward: v.string(), points: v.number(), createdAt: isoTime });
export type QueuedRedemption = v.InferOutput<typeof queuedRedemption>;
export const redemptionQueue = pageOf(queuedRedemption);
export type RedemptionQueue = v.InferOutput<typeof redemptionQueue>;

/** A reason the member reads in their inbox: staff must give one to reject (a tool's key may leave it out). */
export const REVIEW_NOTE_MAX = 500;
/**
 * An operator's review (a redemption here, an activity application too): approve, or reject
 * with a note. Decided once: a second review of the same row answers invalid_state with its status.
 */
export const reviewRequest = v.strictObject({ approve: v.boolean(), note: v.optional(v.pipe(v.string(), v.maxLength(REVIEW_NOTE_MAX))) });
export type ReviewRequest = v.InferOutput<typeof reviewRequest>;
export const reviewResult = v.object({ id: v.string(), referenceNo: v.string(), status: v.picklist(REDEEM_STATUSES) });
export type ReviewResult = v.InferOutput<typeof reviewResult>;
