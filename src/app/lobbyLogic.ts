import { fromPromise } from 'xstate';
import { gameListMachine, type GameListQuery } from '../../machines/gameList.machine';
import { vendorGamesMachine, type VendorGamesQuery } from '../../machines/vendorGames.machine';
import { fetchLanes } from '../api/lanes';
import { fetchPvpRooms } from '../api/launch';
import { fetchHallPage, setFavourite } from '../api/lobby';

// The lobby's machines and loaders with their calls supplied. A separate module from ./logic, so the
// lobby's calls load with the lobby's pages, not with the shell. Each call gets the
// signal of the state that started it: leaving the state (a new filter, a closed popup)
// cancels the request.

/** The hall (slots, card games, fishing): a page of games and the favourite toggle. */
export const hallLogic = gameListMachine.provide({
  actors: {
    loadGames: fromPromise(({ input, signal }: { input: GameListQuery; signal: AbortSignal }) => fetchHallPage(input, { signal })),
    toggleFavourite: fromPromise(({ input, signal }: { input: { nodeId: number; favourite: boolean }; signal: AbortSignal }) =>
      setFavourite(input, { signal }),
    ),
  },
});

/** A vendor's games of its type, asked of the game-list call a page at a time. */
export const vendorGamesLogic = vendorGamesMachine.provide({
  actors: {
    loadGames: fromPromise(({ input: { gameType, vendor, page }, signal }: { input: VendorGamesQuery; signal: AbortSignal }) =>
      fetchHallPage({ gameType, vendor, tab: 'all', classification: null, minBet: 'all', search: '', page }, { signal }),
    ),
  },
});

/** A category page's vendor lanes (its vendors' first games). */
export const loadLanes = (gameType: string, { signal }: { signal: AbortSignal }) => fetchLanes(gameType, { signal });

/** The /pvp hall's card rooms, of one vendor or of every vendor (null). */
export const loadPvpRooms = (vendor: string | null, { signal }: { signal: AbortSignal }) => fetchPvpRooms(vendor, { signal });
