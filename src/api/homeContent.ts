import * as content from '../../server/shared/wire/content';
import { call, type CallOptions } from './client';

// The home page's own calls, a module of their own so they load with the home page and
// not with the shell: the winners board and the member's recent games.

export type { RecentGame, Winner } from '../../server/shared/wire/content';

/** GET /api/content/winners: the latest real wins (gameCategory ALL, limitNum 50) in the reader's language. */
export const fetchWinners = (language: string, { signal }: CallOptions = {}) =>
  call(content.winners, 'content/winners', { searchParams: { ...content.WINNER_QUERY, language }, signal });

/** GET /api/content/recent-games (T): the member's recently played games; clientType 3 is the web client (spec section 7). */
export const fetchRecentGames = ({ signal }: CallOptions = {}) =>
  call(content.recentGames, 'content/recent-games', { searchParams: { clientType: 3 }, signal });
