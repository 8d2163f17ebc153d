// The lottery calls (server/lottery/routes/lottery.ts): menus, games, popular, recent results,
// VN numbers, a game's opened numbers, buying a ticket (Idempotency-Key), the member's
// tickets, a draw's fairness check and the VN lottery lobby's address.
import * as v from 'valibot';
import { call } from './client';
import { pageSchema } from './wallet';

const nullableString = v.nullable(v.string());

export const lotteryGameSchema = v.object({
  gameId: v.string(),
  remark: v.string(),
  gameMenuTag: v.string(),
  vendor: v.string(),
  area: v.picklist(['VN', 'SEA']),
  schedule: v.picklist(['interval', 'weekly']),
  intervalSeconds: v.nullable(v.number()),
  numero: v.string(),
  remainTime: v.number(),
  lockTime: v.number(),
  drawDayOfWeek: v.number(),
  winningTime: v.string(),
  lockSeconds: v.number(),
  digits: v.number(),
  isHot: v.boolean(),
  serverSeedHash: nullableString,
  last: v.nullable(v.object({ numero: v.string(), numbers: v.string(), drawnAt: v.string() })),
});
export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>;

const gamesSchema = v.object({ serverTime: v.string(), games: v.array(lotteryGameSchema) });

export const BET_TYPES = ['last2', 'last3', 'big_small'] as const;
export type BetType = (typeof BET_TYPES)[number];

export const lotteryMenusSchema = v.object({
  prizeMode: v.picklist(['Lott', 'ZY', 'Elott', 'SEA']),
  lotteryType: v.string(),
  menus: v.array(v.object({ gameMenuTag: v.string(), count: v.number() })),
  betTypes: v.array(v.object({ betType: v.picklist(BET_TYPES), odds: v.string(), houseEdgeBps: v.number(), choices: v.optional(v.array(v.string())) })),
  stake: v.object({ min: v.string(), max: v.string() }),
});
export type LotteryMenus = v.InferOutput<typeof lotteryMenusSchema>;

export const lotteryResultSchema = v.object({
  drawId: v.string(),
  gameId: v.string(),
  remark: v.string(),
  area: v.string(),
  numero: v.string(),
  numbers: v.pipe(v.string(), v.regex(/^[0-9]{1,6}$/)),
  drawnAt: v.string(),
});
export type LotteryResult = v.InferOutput<typeof lotteryResultSchema>;

export const lotteryTicketSchema = v.object({
  ticketId: v.string(),
  drawId: v.string(),
  gameId: v.string(),
  remark: v.string(),
  numero: v.string(),
  betType: v.picklist(BET_TYPES),
  selection: v.string(),
  amount: v.string(),
  odds: v.string(),
  payout: nullableString,
  status: v.picklist(['open', 'won', 'lost']),
  numbers: nullableString,
  drawAt: v.string(),
  placedAt: v.string(),
});
export type LotteryTicket = v.InferOutput<typeof lotteryTicketSchema>;
export const ticketPageSchema = pageSchema(lotteryTicketSchema);
export type TicketPage = v.InferOutput<typeof ticketPageSchema>;

export const ticketAnswerSchema = v.object({ ticket: lotteryTicketSchema, balance: v.string(), currency: v.string() });
export type TicketAnswer = v.InferOutput<typeof ticketAnswerSchema>;

export const drawCheckSchema = v.object({
  drawId: v.string(),
  gameId: v.string(),
  numero: v.string(),
  status: v.string(),
  serverSeedHash: v.string(),
  serverSeed: nullableString,
  clientSeed: v.string(),
  numbers: nullableString,
  recomputed: nullableString,
  valid: v.nullable(v.boolean()),
});
export type DrawCheck = v.InferOutput<typeof drawCheckSchema>;

export type LotteryArea = 'VN' | 'SEA';
export type PrizeMode = LotteryMenus['prizeMode'];

/** Popular games: count 20 (LOTTERY-16). */
export const POPULAR_COUNT = 20;
/** VN numbers and recent results: count 100 (LOTTERY-17, LOTTERY-18). */
export const VN_NUMBERS_COUNT = 100;
export const RECENT_COUNT = 100;

export const fetchLotteryMenus = (area: LotteryArea) => call(lotteryMenusSchema, 'lottery/menus', { searchParams: { area } });
export const fetchLotteryGames = (area: LotteryArea) => call(gamesSchema, 'lottery/games', { searchParams: { area } });
export const fetchPopularLottery = () => call(gamesSchema, 'lottery/popular', { searchParams: { count: POPULAR_COUNT } });
export const fetchRecentResults = (prizeMode: PrizeMode, area: LotteryArea) =>
  call(v.object({ prizeMode: v.string(), results: v.array(lotteryResultSchema) }), 'lottery/recent', {
    searchParams: { prizeMode, device: 'WEB', recentCount: RECENT_COUNT, area },
  });
export const fetchVnNumbers = () => call(v.object({ results: v.array(lotteryResultSchema) }), 'lottery/vn-numbers', { searchParams: { count: VN_NUMBERS_COUNT } });
export const fetchOpenedNumbers = (gameId: string) => call(v.object({ gameId: v.string(), results: v.array(lotteryResultSchema) }), 'lottery/opened', { searchParams: { gameId } });
export const fetchMyTickets = (gameId?: string, page = 1) => call(ticketPageSchema, 'lottery/tickets', { searchParams: gameId ? { page, gameId } : { page } });
export const verifyDraw = (drawId: string) => call(drawCheckSchema, `lottery/draws/${drawId}/verify`);

export interface TicketRequest {
  gameId: string;
  numero: string;
  betType: BetType;
  selection: string;
  amount: string;
}

/** POST /api/lottery/tickets (T): buys a ticket; the stake leaves the main wallet at once. */
export const buyTicket = (request: TicketRequest, key: string) =>
  call(ticketAnswerSchema, 'lottery/tickets', { method: 'POST', json: request, headers: { 'Idempotency-Key': key } });

export const lotteryLobbySchema = v.object({ url: v.string(), lottoArea: v.string(), launchMode: v.string() });
export type LotteryLobby = v.InferOutput<typeof lotteryLobbySchema>;

/**
 * GET /api/lottery/lobby (LOTTERY-19): the VN lottery lobby's address for a member,
 * asked with lottoArea VN, launchMode LOTT, device WEB, the page to come back to and
 * the reader's language.
 */
export const fetchVnLotteryLobby = ({ backUrl, language }: { backUrl: string; language: string }) =>
  call(lotteryLobbySchema, 'lottery/lobby', { searchParams: { lottoArea: 'VN', launchMode: 'LOTT', device: 'WEB', backUrl, language } });
