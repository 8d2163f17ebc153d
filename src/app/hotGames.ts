import type { CallOptions } from '../api/client';
import { fetchHotGames, type HotGame } from '../api/hotGames';

// The Hot tab of the login popup (spec sections 2 and 4): the hot games, grouped by
// game type as the server orders them (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP), and
// where choosing one leads.

/** The login page a visitor choosing a non-RNG hot game gets, in a new 1300x900 window (spec section 2). */
export const LOGIN_WINDOW = { path: '/login', width: 1300, height: 900 } as const;

export interface HotGroup {
  gameType: string;
  games: HotGame[];
}

/** The hot games in runs of one game type, in the order the server gave. */
export function hotGroups(games: readonly HotGame[]): HotGroup[] {
  const groups: HotGroup[] = [];
  for (const game of games) {
    const last = groups.at(-1);
    if (last && last.gameType === game.gameType) last.games.push(game);
    else groups.push({ gameType: game.gameType, games: [game] });
  }
  return groups;
}

/** On the Hot tab an RNG game opens the slots hall on its vendor; any other opens /login in a new window. */
export function hotTarget(game: Pick<HotGame, 'vendor' | 'gameType'>): { kind: 'route'; to: string } | { kind: 'window'; url: string } {
  if (game.gameType.toUpperCase() === 'RNG') return { kind: 'route', to: `/rng?vassalage=${encodeURIComponent(game.vendor)}` };
  return { kind: 'window', url: LOGIN_WINDOW.path };
}

/** The hot games, asked for when the login popup shows them. */
export const loadHotGames = (_params: undefined, options: CallOptions) => fetchHotGames(options);

export function openLoginWindow() {
  window.open(LOGIN_WINDOW.path, '_blank', `popup=yes,width=${LOGIN_WINDOW.width},height=${LOGIN_WINDOW.height}`);
}
