import * as lobby from '../../server/shared/wire/lobby';
import { call, type CallOptions } from './client';

// Its own module: only the category pages' lazily loaded lanes use it.
/** A vendor lane of a category page (GET /api/games/lanes): the vendor's first games as cards. */
export const laneSchema = lobby.lane;
export type { Lane } from '../../server/shared/wire/lobby';

/** The lanes call uses platform html5-desktop (spec section 7). */
export const LANES_PLATFORM: lobby.LanePlatform = 'html5-desktop';

export const fetchLanes = (gameType: string, { signal }: CallOptions = {}) =>
  call(lobby.lanes, 'games/lanes', { searchParams: { gameType, platform: LANES_PLATFORM }, signal });
