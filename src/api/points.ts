import * as v from 'valibot';
import * as points from '../../server/shared/wire/points';
import { call } from './client';
import { encryptedCall } from './encrypted';

// The points mall and VIP. Every points call needs a token (T); convert and redeem are
// sent encrypted (E), check the payment password and carry an Idempotency-Key.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { POINTS_TYPES, REDEEM_STATUSES } from '../../server/shared/wire/points';
export type {
  EntriesPage,
  HistoryPage,
  PointsEntry,
  PointsRate,
  PointsReward,
  PointsSpend,
  PointsSummary,
  PointsType,
  RedeemStatus,
  Redemption,
  Vip,
  VipLevel,
} from '../../server/shared/wire/points';

/** GET /api/vip (T): the member's level and the levels; GET /api/vip/levels for visitors. */
export const fetchVip = () => call(points.vipStatus, 'vip');
export const fetchVipLevels = () => call(v.array(points.vipLevel), 'vip/levels');

export const fetchPoints = () => call(points.pointsSummary, 'points');

export const fetchPointsConfig = () => call(v.array(points.pointsRate), 'points/config');

export const fetchPointsRewards = () => call(v.array(points.pointsReward), 'points/rewards');

export const fetchPointsHistory = (page: number, status?: points.RedeemStatus) =>
  call(points.historyPage, 'points/history', { searchParams: { page, ...(status ? { status } : {}) } });

export const fetchPointsTransactions = (page: number, type?: points.PointsType) =>
  call(points.entriesPage, 'points/transactions', { searchParams: { page, ...(type ? { type } : {}) } });

/** POST /api/points/convert (E, T, key): points to cash at the member's rate. */
export const convertPoints = (request: { points: number; paymentPassword: string }, key: string) =>
  encryptedCall(points.pointsSpend, 'points/convert', request, { headers: { 'Idempotency-Key': key } });

/** POST /api/points/redeem (E, T, key): a mall reward, processing until reviewed. */
export const redeemPoints = (request: { rewardId: string; paymentPassword: string }, key: string) =>
  encryptedCall(points.pointsSpend, 'points/redeem', request, { headers: { 'Idempotency-Key': key } });
