// The game menu on the wire (GET /api/games/menu): game types in display order, each with its
// vendors. Its own module: the shell loads it on every page.
import * as v from 'valibot';
import { count } from './common';

/** Spec section 3, isGame: a card that opens one game, or one that stands for the vendor's list of games. */
export const ITEM_KINDS = ['GAME', 'VASSALAGE'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const menuVendor = v.object({
  vassalage: v.string(),
  name: v.string(),
  gameType: v.string(),
  accountTypeId: count,
  isHot: v.picklist([0, 1]),
  isGame: v.pipe(v.picklist(ITEM_KINDS), v.description('GAME opens the vendor\'s game; VASSALAGE stands for its list of games (GET /api/games?gameType&vassalage)')),
  iconUrl: v.string(),
  logoUrl: v.string(),
});
export type MenuVendor = v.InferOutput<typeof menuVendor>;

/** isHot is 1 for a hot vendor (spec section 3). */
export const isHotVendor = (vendor: Pick<MenuVendor, 'isHot'>) => vendor.isHot === 1;
export const menuEntry = v.object({ gameType: v.string(), name: v.string(), vendors: v.array(menuVendor) });
export type MenuEntry = v.InferOutput<typeof menuEntry>;
export const gameMenu = v.array(menuEntry);
