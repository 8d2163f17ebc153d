// The lottery calls (server/lottery/routes/lottery.ts): menus, games, popular, recent results,
// VN numbers, a game's opened numbers, buying a ticket (Idempotency-Key), the member's
// tickets, a draw's fairness check and the VN lottery lobby's address.
import * as lottery from '../../server/shared/wire/lottery';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { LOTTERY_BET_TYPES as BET_TYPES, POPULAR_COUNT, RECENT_COUNT, VN_NUMBERS_COUNT } from '../../server/shared/wire/lottery';
export type {
  DrawCheck,
  LotteryBetType as BetType,
  LotteryGame,
  LotteryLobby,
  LotteryMenus,
  LotteryResult,
  LotteryTicket,
  LottoArea as LotteryArea,
  PrizeMode,
  TicketAnswer,
  TicketPage,
  TicketRequest,
} from '../../server/shared/wire/lottery';

export const fetchLotteryMenus = (area: lottery.LottoArea, { signal }: CallOptions = {}) =>
  call(lottery.lotteryMenus, 'lottery/menus', { searchParams: { area }, signal });
export const fetchLotteryGames = (area: lottery.LottoArea, { signal }: CallOptions = {}) =>
  call(lottery.lotteryGames, 'lottery/games', { searchParams: { area }, signal });
export const fetchPopularLottery = ({ signal }: CallOptions = {}) =>
  call(lottery.lotteryGames, 'lottery/popular', { searchParams: { count: lottery.POPULAR_COUNT }, signal });
export const fetchRecentResults = (prizeMode: lottery.PrizeMode, area: lottery.LottoArea, { signal }: CallOptions = {}) =>
  call(lottery.recentResults, 'lottery/recent', {
    searchParams: { prizeMode, device: 'WEB', recentCount: lottery.RECENT_COUNT, area },
    signal,
  });
export const fetchVnNumbers = ({ signal }: CallOptions = {}) =>
  call(lottery.vnNumbers, 'lottery/vn-numbers', { searchParams: { count: lottery.VN_NUMBERS_COUNT }, signal });
export const fetchOpenedNumbers = (gameId: string, { signal }: CallOptions = {}) =>
  call(lottery.openedNumbers, 'lottery/opened', { searchParams: { gameId }, signal });
export const fetchMyTickets = (gameId?: string, page = 1, { signal }: CallOptions = {}) =>
  call(lottery.ticketPage, 'lottery/tickets', { searchParams: gameId ? { page, gameId } : { page }, signal });
export const verifyDraw = (drawId: string, { signal }: CallOptions = {}) => call(lottery.drawCheck, `lottery/draws/${drawId}/verify`, { signal });

/** POST /api/lottery/tickets (T): buys a ticket; the stake leaves the main wallet at once. */
export const buyTicket = (request: lottery.TicketRequest, key: string, { signal }: CallOptions = {}) =>
  call(lottery.ticketAnswer, 'lottery/tickets', { method: 'POST', json: request, headers: { 'Idempotency-Key': key }, signal });

/**
 * GET /api/lottery/lobby (LOTTERY-19): the VN lottery lobby's address for a member,
 * asked with lottoArea VN, launchMode LOTT, device WEB, the page to come back to and
 * the reader's language.
 */
export const fetchVnLotteryLobby = ({ backUrl, language }: { backUrl: string; language: string }, { signal }: CallOptions = {}) =>
  call(lottery.lotteryLobby, 'lottery/lobby', { searchParams: { lottoArea: 'VN', launchMode: 'LOTT', device: 'WEB', backUrl, language }, signal });
