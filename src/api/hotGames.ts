import * as lobby from '../../server/shared/wire/lobby';
import { callerContext } from './callerContext';
import { call, type CallOptions } from './client';

// GET /api/games/hot: the hot games, grouped by game type in the spec's order.
// Its own module: only the lazily loaded login popup uses it.

export const hotGameSchema = lobby.hotGame;
export type { HotGame } from '../../server/shared/wire/lobby';

/** The spec's hot query (section 3): merchantCode, isPlatform, platform W (web) and language; vassalage narrows it to one vendor. */
export function hotQuery(vassalage?: string): Record<string, string | number> {
  const caller = callerContext();
  return { ...(caller.merchant ? { merchantCode: caller.merchant } : {}), isPlatform: 1, platform: 'W', language: caller.language, ...(vassalage ? { vassalage } : {}) };
}

export const fetchHotGames = ({ signal }: CallOptions = {}) => call(lobby.hotGames, 'games/hot', { searchParams: hotQuery(), signal });
