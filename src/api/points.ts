import * as v from 'valibot';
import { call } from './client';
import { encryptedCall } from './encrypted';

// The points mall and VIP. Every points call needs a token (T); convert and redeem are
// sent encrypted (E), check the payment password and carry an Idempotency-Key.

export const POINTS_TYPES = ['live', 'lottery', 'poker', 'slots', 'sports', 'redeem', 'deposit'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
export const REDEEM_STATUSES = ['processing', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export const vipLevelSchema = v.object({ level: v.number(), name: v.string(), minStake: v.string(), dailyWithdrawals: v.number(), birthdayBonus: v.string(), pointsRate: v.string() });
export type VipLevel = v.InferOutput<typeof vipLevelSchema>;

export const vipSchema = v.object({
  level: v.number(),
  name: v.string(),
  totalStake: v.string(),
  next: v.nullable(v.object({ level: v.number(), name: v.string(), minStake: v.string(), remaining: v.string() })),
  levels: v.array(vipLevelSchema),
});
export type Vip = v.InferOutput<typeof vipSchema>;

/** GET /api/vip (T): the member's level and the levels; GET /api/vip/levels for visitors. */
export const fetchVip = () => call(vipSchema, 'vip');
export const fetchVipLevels = () => call(v.array(vipLevelSchema), 'vip/levels');

export const pointsSummarySchema = v.object({ balance: v.number(), vipLevel: v.number(), vipName: v.string(), pointsPerUnit: v.number(), minPoints: v.number(), neverExpire: v.boolean() });
export type PointsSummary = v.InferOutput<typeof pointsSummarySchema>;
export const fetchPoints = () => call(pointsSummarySchema, 'points');

export const rateSchema = v.object({ vipLevel: v.number(), levelName: v.string(), pointsPerUnit: v.number(), minPoints: v.number() });
export type PointsRate = v.InferOutput<typeof rateSchema>;
export const fetchPointsConfig = () => call(v.array(rateSchema), 'points/config');

export const pointsRewardSchema = v.object({ id: v.string(), name: v.string(), points: v.number(), motif: v.string() });
export type PointsReward = v.InferOutput<typeof pointsRewardSchema>;
export const fetchPointsRewards = () => call(v.array(pointsRewardSchema), 'points/rewards');

const pageOf = <S extends v.GenericSchema>(item: S) => v.object({ items: v.array(item), page: v.number(), pageSize: v.number(), total: v.number(), totalPages: v.number() });

export const redemptionSchema = v.object({
  id: v.string(),
  referenceNo: v.string(),
  kind: v.picklist(['redeem', 'convert']),
  rewardName: v.nullable(v.string()),
  points: v.number(),
  amount: v.string(),
  status: v.picklist(REDEEM_STATUSES),
  createdAt: v.string(),
  reviewedAt: v.nullable(v.string()),
});
export type Redemption = v.InferOutput<typeof redemptionSchema>;
export const historyPageSchema = pageOf(redemptionSchema);
export type HistoryPage = v.InferOutput<typeof historyPageSchema>;

export const fetchPointsHistory = (page: number, status?: RedeemStatus) =>
  call(historyPageSchema, 'points/history', { searchParams: { page, ...(status ? { status } : {}) } });

export const pointsEntrySchema = v.object({ id: v.string(), type: v.picklist(POINTS_TYPES), points: v.number(), reference: v.string(), createdAt: v.string() });
export type PointsEntry = v.InferOutput<typeof pointsEntrySchema>;
export const entriesPageSchema = pageOf(pointsEntrySchema);
export type EntriesPage = v.InferOutput<typeof entriesPageSchema>;

export const fetchPointsTransactions = (page: number, type?: PointsType) =>
  call(entriesPageSchema, 'points/transactions', { searchParams: { page, ...(type ? { type } : {}) } });

export const spendSchema = v.object({
  id: v.string(),
  referenceNo: v.string(),
  status: v.picklist(REDEEM_STATUSES),
  points: v.number(),
  amount: v.string(),
  pointsBalance: v.number(),
  balance: v.nullable(v.string()),
});
export type PointsSpend = v.InferOutput<typeof spendSchema>;

/** POST /api/points/convert (E, T, key): points to cash at the member's rate. */
export const convertPoints = (request: { points: number; paymentPassword: string }, key: string) =>
  encryptedCall(spendSchema, 'points/convert', request, { headers: { 'Idempotency-Key': key } });

/** POST /api/points/redeem (E, T, key): a mall reward, processing until reviewed. */
export const redeemPoints = (request: { rewardId: string; paymentPassword: string }, key: string) =>
  encryptedCall(spendSchema, 'points/redeem', request, { headers: { 'Idempotency-Key': key } });
