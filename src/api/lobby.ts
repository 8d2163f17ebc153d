import * as v from 'valibot';
import * as lobby from '../../server/shared/wire/halls';
import { callerContext } from './callerContext';
import { call, type CallOptions } from './client';

// The game halls' calls (server/lobby/routes/lobby.ts): a page of a hall and favourite toggles.

/** The game list's answer (spec section 3: games, totalPages), as the halls hold a page. */
export const hallPageSchema = v.pipe(
  lobby.hallPage,
  v.transform(({ games, pageNo, ...rest }) => ({ items: games, page: pageNo, ...rest })),
);

export type { HallGame } from '../../server/shared/wire/halls';
export type HallPage = v.InferOutput<typeof hallPageSchema>;

/**
 * What a page of the hall is asked for, as the game-list machine's query holds it (its
 * tab, classification and bet band are narrower types, so its query fits here).
 */
export interface HallQuery {
  gameType: string;
  vendor: string | null;
  tab: string;
  classification: string | null;
  minBet: string;
  search: string;
  page: number;
}

/**
 * The game list query in the spec's names (section 3): who asks (clientType 3, the web
 * platform W and channel, the merchant, the language), then the hall's type and tab, and
 * only the filters that narrow the list.
 */
export function hallSearchParams(query: HallQuery): URLSearchParams {
  const caller = callerContext();
  const params = new URLSearchParams({
    clientType: '3',
    platform: 'W',
    channel: 'web',
    ...(caller.merchant ? { merchant: caller.merchant } : {}),
    gameType: query.gameType,
    tab: query.tab,
    pageNo: String(query.page),
    pageSize: String(HALL_PAGE_SIZE),
    language: caller.language,
  });
  if (query.vendor) params.set('vassalage', query.vendor);
  if (query.classification) params.set('gameClassify', query.classification);
  if (query.minBet !== 'all') params.set('minBet', query.minBet);
  if (query.search) params.set('gameName', query.search);
  return params;
}

/** Pages of 15 (spec-notes 12). */
export const HALL_PAGE_SIZE = lobby.HALL_PAGE_SIZE;

export const fetchHallPage = (query: HallQuery, { signal }: CallOptions = {}): Promise<HallPage> =>
  call(hallPageSchema, 'games', { searchParams: hallSearchParams(query), signal });

/** Adds (favourite true) or removes a game from the member's favourites by node id. */
export const setFavourite = ({ nodeId, favourite }: { nodeId: number; favourite: boolean }, { signal }: CallOptions = {}) =>
  call(lobby.favourite, `games/${encodeURIComponent(String(nodeId))}/favourite`, { method: favourite ? 'post' : 'delete', signal });
