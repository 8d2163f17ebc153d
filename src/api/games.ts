import * as v from 'valibot';
import { call, type CallOptions } from './client';

export const vendorSchema = v.object({
  vassalage: v.string(),
  name: v.string(),
  gameType: v.string(),
  accountTypeId: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  isHot: v.optional(v.union([v.number(), v.boolean()]), 0),
  /** Spec section 3: GAME opens the vendor's game; VASSALAGE stands for its list of games (a popup). Absent means GAME. */
  isGame: v.optional(v.picklist(['GAME', 'VASSALAGE'])),
  iconUrl: v.string(),
  logoUrl: v.string(),
});
export type Vendor = v.InferOutput<typeof vendorSchema>;

export const gameMenuSchema = v.array(
  v.object({
    gameType: v.string(),
    name: v.string(),
    vendors: v.array(vendorSchema),
  }),
);
export type GameMenu = v.InferOutput<typeof gameMenuSchema>;
export type GameMenuEntry = GameMenu[number];

export const fetchGameMenu = ({ signal }: CallOptions = {}) => call(gameMenuSchema, 'games/menu', { signal });

/** isHot is 1 for a hot vendor (spec section 3); some answers use a boolean. */
export const isHotVendor = (vendor: Pick<Vendor, 'isHot'>) => vendor.isHot === 1 || vendor.isHot === true;
