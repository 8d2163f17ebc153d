import * as v from 'valibot';
import * as points from '../../server/shared/wire/points';
import { call, type CallOptions } from './client';
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
export const fetchVip = ({ signal }: CallOptions = {}) => call(points.vipStatus, 'vip', { signal });
export const fetchVipLevels = ({ signal }: CallOptions = {}) => call(v.array(points.vipLevel), 'vip/levels', { signal });

export const fetchPoints = ({ signal }: CallOptions = {}) => call(points.pointsSummary, 'points', { signal });

export const fetchPointsConfig = ({ signal }: CallOptions = {}) => call(v.array(points.pointsRate), 'points/config', { signal });

export const fetchPointsRewards = ({ signal }: CallOptions = {}) => call(v.array(points.pointsReward), 'points/rewards', { signal });

export const fetchPointsHistory = (page: number, status?: points.RedeemStatus, { signal }: CallOptions = {}) =>
  call(points.historyPage, 'points/history', { searchParams: { page, ...(status ? { status } : {}) }, signal });

export const fetchPointsTransactions = (page: number, type?: points.PointsType, { signal }: CallOptions = {}) =>
  call(points.entriesPage, 'points/transactions', { searchParams: { page, ...(type ? { type } : {}) }, signal });

/** POST /api/points/convert (E, T, key): points to cash at the member's rate. */
export const convertPoints = (request: points.ConvertRequest, key: string, { signal }: CallOptions = {}) =>
  encryptedCall(points.pointsSpend, 'points/convert', request, { headers: { 'Idempotency-Key': key }, signal });

/** POST /api/points/redeem (E, T, key): a mall reward, processing until reviewed. */
export const redeemPoints = (request: points.RedeemRequest, key: string, { signal }: CallOptions = {}) =>
  encryptedCall(points.pointsSpend, 'points/redeem', request, { headers: { 'Idempotency-Key': key }, signal });
