// House games (migration 009).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp } from './columns';

export type { HouseGame } from '../../shared/wire/house';
import type { HouseGame } from '../../shared/wire/house';

// House games (migration 009): each member's provably fair seeds and the rounds played.
export interface HouseSeedsTable {
  id: Generated<string>;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: Timestamp;
  revealed_at: NullableTimestamp;
}

export interface HouseRoundsTable {
  id: Generated<string>;
  user_id: number;
  merchant_code: string;
  game: HouseGame;
  idempotency_key: string;
  stake_minor: string | number;
  payout_minor: string | number;
  outcome: ColumnType<unknown, string, string>;
  seed_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  bet_transaction_id: string;
  win_transaction_id: string;
  created_at: Timestamp;
}
