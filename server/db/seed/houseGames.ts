// The HOUSE vendor's own games in the catalogue, so the halls list them and the
// launcher finds them by node id like any other game. Added once the HOUSE vendor
// exists (seedWalletReference makes it); safe to run at every start.
import type { Kysely } from 'kysely';
import { DICE_CONFIG } from '../../shared/houseGames/dice';
import { SLOT_CONFIG } from '../../shared/houseGames/slot';
import { HOUSE_VENDOR_CODE } from '../../house/house';
import type { Database } from '../schema';
import type { SeedGame } from './catalogue';

/** Below the generated catalogue's first node id (100001), so they never collide. */
export const HOUSE_SLOT_NODE_ID = 90_001;
export const HOUSE_DICE_NODE_ID = 90_002;

/** The house games as catalogue rows: listed last in the RNG hall under "House Games". */
export const HOUSE_CATALOGUE: readonly SeedGame[] = [
  { node_id: HOUSE_SLOT_NODE_ID, game_type: 'RNG', vassalage: HOUSE_VENDOR_CODE, game_code: SLOT_CONFIG.gameCode, name: 'House Fortune Reels', classification: 'SC', min_bet_minor: SLOT_CONFIG.minBetMinor, lines: 20, hot: false, sort_order: 1_000_000 },
  { node_id: HOUSE_DICE_NODE_ID, game_type: 'RNG', vassalage: HOUSE_VENDOR_CODE, game_code: DICE_CONFIG.gameCode, name: 'House Dice', classification: 'TG', min_bet_minor: DICE_CONFIG.minBetMinor, lines: 0, hot: false, sort_order: 1_000_001 },
];

export async function seedHouseGames(base: Kysely<Database>): Promise<void> {
  const db = base;
  const vendor = await db.selectFrom('vendors').select(['game_type']).where('vassalage', '=', HOUSE_VENDOR_CODE).executeTakeFirst();
  if (!vendor) return;
  await db
    .insertInto('games')
    .values(HOUSE_CATALOGUE.map((g) => ({ ...g, game_type: vendor.game_type })))
    .onConflict((oc) => oc.columns(['vassalage', 'game_code']).doNothing())
    .execute();
}
