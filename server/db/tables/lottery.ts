// Lottery (migration 011).
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, Timestamp, NullableTimestamp } from './columns';

export interface LotteryGamesTable {
  code: string;
  vendor: string;
  area: 'VN' | 'SEA';
  name: string;
  menu_tag: string;
  schedule: 'interval' | 'weekly';
  interval_seconds: number | null;
  draw_day_of_week: number | null;
  draw_minute_utc: number | null;
  lock_seconds: number;
  digits: number;
  is_hot: Generated<boolean>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export type LotteryDrawStatus = 'open' | 'drawn' | 'settled';
export interface LotteryDrawsTable {
  id: Generated<string>;
  game_code: string;
  numero: string;
  opens_at: Timestamp;
  locks_at: Timestamp;
  draw_at: Timestamp;
  server_seed: string;
  server_seed_hash: string;
  status: Generated<LotteryDrawStatus>;
  numbers: string | null;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
}

export type { LotteryBetType } from '../../shared/wire/lottery';
import type { LotteryBetType } from '../../shared/wire/lottery';
export interface LotteryTicketsTable {
  id: Generated<string>;
  draw_id: string;
  user_id: number;
  merchant_code: string;
  currency: string;
  bet_type: LotteryBetType;
  selection: string;
  stake_minor: BigintColumn;
  odds_basis: number;
  payout_minor: ColumnType<string | number | null, number | null | undefined, number | null>;
  status: Generated<'open' | 'won' | 'lost'>;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
}
