// The personal centre (migration 007): inbox, rewards, missions; VIP levels and the points mall.
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, Timestamp, NullableTimestamp, Json } from './columns';

export interface InboxMessagesTable {
  id: Generated<string>;
  merchant_code: string;
  user_id: number | null;
  kind: string;
  params: ColumnType<unknown, string | undefined, string>;
  title: string;
  content: string;
  created_at: Timestamp;
}

export interface InboxReadsTable {
  message_id: string;
  user_id: number;
  read_at: Timestamp;
}

export interface RewardsTable {
  id: Generated<string>;
  user_id: number;
  title: string;
  amount_minor: BigintColumn;
  status: Generated<'available' | 'claimed'>;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
  claimed_at: NullableTimestamp;
}

export interface MissionsTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  game_type: string | null;
  target_stake_minor: BigintColumn;
  reward_minor: BigintColumn;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface MissionClaimsTable {
  mission_id: number;
  user_id: number;
  claimed_at: Timestamp;
}

export { POINTS_TYPES, REDEEM_STATUSES, type PointsType, type RedeemStatus } from '../../shared/wire/points';
import type { PointsType, RedeemStatus } from '../../shared/wire/points';

// VIP levels and the points mall (migrations 013, 018).
export interface VipLevelsTable {
  merchant_code: string;
  level: number;
  name: string;
  min_stake_minor: BigintColumn;
  daily_withdrawals: number;
  birthday_bonus_minor: BigintColumn;
  points_rate_pct: number;
  /** The name in the other languages (migration 018). */
  translations: Generated<unknown>;
}

export interface PointsEntriesTable {
  id: Generated<string>;
  user_id: number;
  type: PointsType;
  points: BigintColumn;
  reference: string;
  created_at: Timestamp;
}

export interface PointsRatesTable {
  merchant_code: string;
  vip_level: number;
  points_per_unit: number;
  min_points: number;
}

export interface PointsRewardsTable {
  id: Generated<string>;
  merchant_code: string;
  name: string;
  translations: Json;
  points: number;
  motif: Generated<string>;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export interface PointsRedemptionsTable {
  id: Generated<string>;
  user_id: number;
  reference_no: string;
  kind: 'redeem' | 'convert';
  reward_id: string | null;
  points: BigintColumn;
  amount_minor: BigintColumn;
  status: RedeemStatus;
  created_at: Timestamp;
  reviewed_at: NullableTimestamp;
}
