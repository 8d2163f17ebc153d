import * as v from 'valibot';
import { call } from './client';

// Its own module: only the category pages' lazily loaded lanes use it.
/** A vendor lane of a category page (GET /api/games/lanes): the vendor's first games as cards. */
export const laneSchema = v.object({
  vassalage: v.string(),
  title: v.string(),
  gameClassify: v.string(),
  total: v.number(),
  cards: v.array(
    v.object({
      nodeId: v.number(),
      gameCode: v.string(),
      name: v.string(),
      gameType: v.string(),
      vendor: v.string(),
      isGame: v.literal('GAME'),
      showIcon: v.string(),
      minBet: v.string(),
    }),
  ),
});
export type Lane = v.InferOutput<typeof laneSchema>;

/** The lanes call uses platform html5-desktop (spec section 7). */
export const LANES_PLATFORM = 'html5-desktop';

export const fetchLanes = (gameType: string) => call(v.array(laneSchema), 'games/lanes', { searchParams: { gameType, platform: LANES_PLATFORM } });
