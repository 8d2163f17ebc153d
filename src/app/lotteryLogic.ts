import { fromPromise } from 'xstate';
import { lotteryBoardMachine, type BoardGame } from '../../machines/lotteryBoard.machine';
import type { LottoArea, PrizeMode, TicketRequest } from '../../server/shared/wire/lottery';
import {
  buyTicket,
  fetchLotteryGames,
  fetchLotteryMenus,
  fetchMyTickets,
  fetchOpenedNumbers,
  fetchPopularLottery,
  fetchRecentResults,
  fetchVnLotteryLobby,
  fetchVnNumbers,
  verifyDraw,
} from '../api/lottery';

// The lottery pages' board machine and loaders with their calls supplied. Each call gets
// the signal of the load or purchase under way: leaving the page (or another game) cancels
// it. Loaded with the game pages.

type Signal = { signal: AbortSignal };

/** The board of one area: its game list, reloaded on the board's period. */
export const lotteryBoardLogic = (area: LottoArea) =>
  lotteryBoardMachine.provide({
    actors: { load: fromPromise<{ games: BoardGame[] }, { loads: number }>(({ signal }) => fetchLotteryGames(area, { signal })) },
  });

export const loadLotteryMenus = (area: LottoArea, { signal }: Signal) => fetchLotteryMenus(area, { signal });
export const loadPopularLottery = (_: undefined, { signal }: Signal) => fetchPopularLottery({ signal });
export const loadRecentResults = (query: { prizeMode: PrizeMode; area: LottoArea }, { signal }: Signal) => fetchRecentResults(query.prizeMode, query.area, { signal });
export const loadVnNumbers = (_: undefined, { signal }: Signal) => fetchVnNumbers({ signal });

/** A game's opened numbers. */
export const loadOpenedNumbers = (gameId: string, { signal }: Signal) => fetchOpenedNumbers(gameId, { signal });

/** The member's tickets on one game (the first page). */
export const loadMyTickets = (gameId: string, { signal }: Signal) => fetchMyTickets(gameId, 1, { signal });

/** A drawn draw's check on the server's public route. */
export const loadDrawCheck = (drawId: string, { signal }: Signal) => verifyDraw(drawId, { signal });

/** A ticket bought with the submission's idempotency key; the stake leaves the main wallet at once. */
export const submitTicket = (request: TicketRequest, key: string, { signal }: Signal) => buyTicket(request, key, { signal });

/** The VN lottery lobby's address for the member (with this page to come back to). */
export const askVnLobby = (request: { backUrl: string; language: string }, { signal }: Signal) => fetchVnLotteryLobby(request, { signal });
