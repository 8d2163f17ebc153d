// The game menu: game types in display order, each with its vendors.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Display order of the header's game types (docs/api.md). */
export const GAME_TYPES = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'PVP', 'FISH', 'COCKFIGHT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export interface MenuVendor {
  vassalage: string;
  name: string;
  gameType: string;
  accountTypeId: number;
  isHot: 0 | 1;
  iconUrl: string;
  logoUrl: string;
}

export interface MenuEntry {
  gameType: string;
  name: string;
  vendors: MenuVendor[];
}

export const vendorIconUrl = (vassalage: string) => `/api/media/vendor/${vassalage}.svg`;
export const vendorLogoUrl = (vassalage: string) => `/api/media/vendor/${vassalage}.svg?style=logo`;

export function createGamesService(db: Kysely<Database>) {
  return {
    async menu(): Promise<MenuEntry[]> {
      const [types, vendors] = await Promise.all([
        db.selectFrom('game_types').select(['code', 'name']).orderBy('sort_order').execute(),
        db
          .selectFrom('vendors')
          .select(['game_type', 'vassalage', 'name', 'account_type_id', 'is_hot'])
          .where('active', '=', true)
          .orderBy('sort_order')
          .orderBy('vassalage')
          .execute(),
      ]);
      return types.map((t) => ({
        gameType: t.code,
        name: t.name,
        vendors: vendors
          .filter((v) => v.game_type === t.code)
          .map((v) => ({
            vassalage: v.vassalage,
            name: v.name,
            gameType: v.game_type,
            accountTypeId: v.account_type_id,
            isHot: v.is_hot === 1 ? 1 : 0,
            iconUrl: vendorIconUrl(v.vassalage),
            logoUrl: vendorLogoUrl(v.vassalage),
          })),
      }));
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
