// Game types and vendors (migration 004) and the game catalogue.
import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';
import type { Classification } from '../../shared/wire/lobby';

export interface GameTypesTable {
  code: string;
  type_id: number;
  name: string;
  sort_order: number;
}

export interface VendorsTable {
  game_type: string;
  vassalage: string;
  name: string;
  account_type_id: number;
  is_hot: Generated<number>;
  color: string;
  accent: string;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  /** GAME: the card opens the vendor's game; VASSALAGE: it opens the vendor's list (migration 016). */
  is_game: Generated<'GAME' | 'VASSALAGE'>;
  wallet_mode: Generated<'transfer' | 'seamless'>;
  seamless_secret: string | null;
}

// The catalogue (migrations 008, 010, 015): games, PVP rooms, favourites, recent games,
// the per-filter counts and vendor maintenance windows.
export interface GamesTable {
  id: Generated<number>;
  node_id: number;
  game_type: string;
  vassalage: string;
  game_code: string;
  name: string;
  name_key: Generated<string>;
  classification: Classification;
  min_bet_minor: number;
  lines: Generated<number>;
  hot: Generated<boolean>;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export interface GameRoomsTable {
  id: Generated<number>;
  game_id: number;
  name: string;
  min_bet_minor: number;
  entry_minor: number;
  seats: number;
  sort_order: Generated<number>;
}

export interface FavouritesTable {
  user_id: number;
  game_id: number;
  created_at: CreatedAt;
}

export interface RecentGamesTable {
  user_id: number;
  game_id: number;
  last_played_at: CreatedAt;
  play_count: Generated<number>;
}

/** Active games per vendor and hall filter, '' and 0 meaning any; kept by triggers (migration 015). */
export interface GameCountsTable {
  game_type: string;
  vassalage: string;
  classification: string;
  min_bet_minor: number;
  hot_only: boolean;
  n: number;
}

/** Active games per vendor holding each one- or two-character piece of a name key; kept by triggers (migration 023). */
export interface GameNameCountsTable {
  game_type: string;
  piece: string;
  vassalage: string;
  n: number;
}

export interface VendorMaintenanceTable {
  game_type: string;
  vassalage: string;
  starts_at: Date | string;
  ends_at: Date | string;
  info: string;
  updated_at: Date | string;
}
