import { fromPromise } from 'xstate';
import { gameListMachine, type GameListQuery } from '../../machines/gameList.machine';
import { vendorGamesMachine, type VendorGamesQuery } from '../../machines/vendorGames.machine';
import { fetchHallPage, setFavourite } from '../api/lobby';

// The lobby's machines with their calls supplied. A separate module from ./logic, so the
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
