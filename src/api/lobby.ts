import * as v from 'valibot';
import type { GameListQuery } from '../../machines/gameList.machine';
import { call } from './client';

// The game halls' calls (server/routes/lobby.ts): a page of a hall and favourite toggles.

const hallGameSchema = v.object({
  nodeId: v.number(),
  gameCode: v.string(),
  name: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  classification: v.string(),
  minBet: v.string(),
  lines: v.number(),
  hot: v.boolean(),
  thumbnailUrl: v.string(),
  favourite: v.boolean(),
});

export const hallPageSchema = v.object({
  items: v.array(hallGameSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  totalPages: v.number(),
});

export type HallGame = v.InferOutput<typeof hallGameSchema>;
export type HallPage = v.InferOutput<typeof hallPageSchema>;

const favouriteSchema = v.object({ nodeId: v.number(), favourite: v.boolean() });

/** The query string of a hall page: only what narrows the list is sent. */
export function hallSearchParams(query: GameListQuery): URLSearchParams {
  const params = new URLSearchParams({ gameType: query.gameType, tab: query.tab, page: String(query.page) });
  if (query.vendor) params.set('vassalage', query.vendor);
  if (query.classification) params.set('classification', query.classification);
  if (query.minBet !== 'all') params.set('minBet', query.minBet);
  if (query.search) params.set('q', query.search);
  return params;
}

export const fetchHallPage = (query: GameListQuery): Promise<HallPage> =>
  call(hallPageSchema, 'games', { searchParams: hallSearchParams(query) });

/** Adds (favourite true) or removes a game from the member's favourites by node id. */
export const setFavourite = ({ nodeId, favourite }: { nodeId: number; favourite: boolean }) =>
  call(favouriteSchema, `games/${encodeURIComponent(String(nodeId))}/favourite`, { method: favourite ? 'post' : 'delete' });
