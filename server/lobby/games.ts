// The game menu: game types in display order, each with its vendors.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Display order of the header's game types (docs/api.md). */
export { GAME_TYPES } from '../shared/wire/common';
import { GAME_TYPES, type GameType } from '../shared/wire/common';
export type { GameType } from '../shared/wire/common';

export { ITEM_KINDS, type ItemKind } from '../shared/wire/lobby';
import type { MenuEntry } from '../shared/wire/lobby';
export type { MenuEntry, MenuVendor } from '../shared/wire/lobby';

export const vendorIconUrl = (vassalage: string) => `/api/media/vendor/${vassalage}.svg`;
export const vendorLogoUrl = (vassalage: string) => `/api/media/vendor/${vassalage}.svg?style=logo`;

/**
 * Spec section 4: the cockfight category (id 5) is placed right after sports, whatever
 * order the game types are stored in; the others keep theirs.
 */
export function cockfightAfterSports<T extends { gameType: string }>(entries: T[]): T[] {
  const cockfight = entries.find((e) => e.gameType === 'COCKFIGHT');
  if (!cockfight || !entries.some((e) => e.gameType === 'SPORTS')) return entries;
  return entries.filter((e) => e !== cockfight).flatMap((e) => (e.gameType === 'SPORTS' ? [e, cockfight] : [e]));
}

export function createGamesService(db: Kysely<Database>) {
  return {
    async menu(): Promise<MenuEntry[]> {
      const [types, vendors] = await Promise.all([
        db.selectFrom('game_types').select(['code', 'name']).orderBy('sort_order').execute(),
        db
          .selectFrom('vendors')
          .select(['game_type', 'vassalage', 'name', 'account_type_id', 'is_hot', 'is_game'])
          .where('active', '=', true)
          .orderBy('sort_order')
          .orderBy('vassalage')
          .execute(),
      ]);
      const entries: MenuEntry[] = types.map((t) => ({
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
            isGame: v.is_game,
            iconUrl: vendorIconUrl(v.vassalage),
            logoUrl: vendorLogoUrl(v.vassalage),
          })),
      }));
      return cockfightAfterSports(entries);
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
