// The lottery's wire shapes (docs/api.md "Lottery"): menus, games with their current draw,
// results, tickets, a draw's fairness check, the VN lobby's address and the draw job's counts.
import * as v from 'valibot';
import { LOCALE_CODES } from '../languages';
import { amountInput, count, id, isoTime, money, pageNumber, pageOf } from './common';
export { idParams as drawParams } from './common';

/** Prize modes (spec section 9; spec-notes 10: normal is Lott, the e-lottery mode Elott). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** VN: the /vnlottery games; SEA: the /lottery games. */
export const LOTTO_AREAS = ['VN', 'SEA'] as const;
export type LottoArea = (typeof LOTTO_AREAS)[number];
export const LAUNCH_MODES = ['LOTT'] as const;
export const LOBBY_DEVICES = ['WEB'] as const;
export const MAX_BACK_URL_LENGTH = 512;

/** What a ticket may bet on: the last 2 or 3 digits, or big (last digit 5-9) / small (0-4). */
export const LOTTERY_BET_TYPES = ['last2', 'last3', 'big_small'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];
export const TICKET_STATUSES = ['open', 'won', 'lost'] as const;
export const DRAW_STATUSES = ['open', 'drawn', 'settled'] as const;
export const LOTTERY_SCHEDULES = ['interval', 'weekly'] as const;

/** Popular games: count 20 (LOTTERY-16). */
export const POPULAR_COUNT = 20;
/** VN numbers and recent results: count 100 (LOTTERY-17, LOTTERY-18). */
export const VN_NUMBERS_COUNT = 100;
export const RECENT_COUNT = 100;

const gameId = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/));
const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const area = v.pipe(v.picklist(LOTTO_AREAS), v.description('VN: the /vnlottery games; SEA: the /lottery games; absent: all'));
/** A drawn number: at most 6 digits (spec section 9). */
const drawnNumbers = v.pipe(v.string(), v.regex(/^[0-9]{1,6}$/));

// ── Requests ────────────────────────────────────────────────────────────────

export const menusQuery = v.strictObject({ area: v.optional(area) });
export const gamesQuery = v.strictObject({ area: v.optional(area), menuTag: v.optional(v.pipe(v.string(), v.maxLength(32))) });
export const popularQuery = v.strictObject({ count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(POPULAR_COUNT)), POPULAR_COUNT) });
export const recentQuery = v.strictObject({
  prizeMode: v.picklist(PRIZE_MODES),
  device: v.optional(v.picklist(LOBBY_DEVICES)),
  recentCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RECENT_COUNT)), RECENT_COUNT),
  area: v.optional(area),
  gameId: v.optional(gameId),
});
export const lobbyQuery = v.strictObject({
  lottoArea: v.picklist(LOTTO_AREAS),
  launchMode: v.picklist(LAUNCH_MODES),
  device: v.picklist(LOBBY_DEVICES),
  backUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_BACK_URL_LENGTH), v.description('A path on this portal, or an absolute address on its origin')),
  language: v.picklist(LOCALE_CODES),
});
export type LobbyQuery = v.InferOutput<typeof lobbyQuery>;
export const vnNumbersQuery = v.strictObject({ count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(VN_NUMBERS_COUNT)), VN_NUMBERS_COUNT) });
export const openedQuery = v.strictObject({ gameId, count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20) });
/** A ticket; the service checks the bet type, the selection and the amount and names what is wrong (invalid_bet). */
export const ticketRequest = v.strictObject({
  gameId: v.pipe(v.string(), v.maxLength(40)),
  /** When sent, it must be the current draw. */
  numero: v.optional(v.pipe(v.string(), v.maxLength(20))),
  betType: v.pipe(v.string(), v.maxLength(20)),
  selection: v.pipe(v.string(), v.maxLength(10)),
  amount: amountInput,
});
export type TicketRequest = v.InferOutput<typeof ticketRequest>;
export const ticketsQuery = v.strictObject({ page: v.optional(pageNumber, 1), gameId: v.optional(gameId) });
export const drawJobRequest = v.strictObject({ at: v.optional(v.pipe(v.string(), v.maxLength(40))) });

// ── Answers ─────────────────────────────────────────────────────────────────

export const lotteryMenus = v.object({
  prizeMode: v.picklist(PRIZE_MODES),
  lotteryType: v.string(),
  menus: v.array(v.object({ gameMenuTag: v.string(), count })),
  betTypes: v.array(v.object({ betType: v.picklist(LOTTERY_BET_TYPES), odds: v.string(), houseEdgeBps: count, choices: v.optional(v.array(v.string())) })),
  stake: v.object({ min: money, max: money }),
});
export type LotteryMenus = v.InferOutput<typeof lotteryMenus>;

export const lotteryGame = v.object({
  gameId: v.string(),
  remark: v.pipe(v.string(), v.description('The game name')),
  gameMenuTag: v.string(),
  vendor: v.string(),
  area: v.picklist(LOTTO_AREAS),
  schedule: v.picklist(LOTTERY_SCHEDULES),
  intervalSeconds: v.nullable(count),
  /** The issue number of the draw now taking bets (or locked, about to be drawn). */
  numero: v.pipe(v.string(), v.description('Issue number of the draw taking bets (or locked, about to be drawn)')),
  remainTime: v.pipe(count, v.description('Seconds until that draw')),
  lockTime: v.pipe(count, v.description('Seconds until bets on it close; 0 once closed')),
  drawDayOfWeek: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7), v.description('1 = Sunday .. 7 = Saturday')),
  winningTime: v.pipe(isoTime, v.description('When the draw is drawn (ISO 8601)')),
  lockSeconds: count,
  digits: count,
  isHot: v.boolean(),
  /** The SHA-256 commitment of the current draw's seed, once the draw exists. */
  serverSeedHash: v.nullable(hex64),
  last: v.nullable(v.object({ numero: v.string(), numbers: v.string(), drawnAt: isoTime })),
});
export type LotteryGame = v.InferOutput<typeof lotteryGame>;
export const lotteryGames = v.object({ serverTime: isoTime, games: v.array(lotteryGame) });

export const lotteryResult = v.object({ drawId: v.string(), gameId: v.string(), remark: v.string(), area: v.picklist(LOTTO_AREAS), numero: v.string(), numbers: drawnNumbers, drawnAt: isoTime });
export type LotteryResult = v.InferOutput<typeof lotteryResult>;
export const recentResults = v.object({ prizeMode: v.picklist(PRIZE_MODES), results: v.array(lotteryResult) });
export const vnNumbers = v.object({ results: v.array(lotteryResult) });
export const openedNumbers = v.object({ gameId: v.string(), results: v.array(lotteryResult) });

export const lotteryLobby = v.object({ url: v.pipe(v.string(), v.description('Same-origin path of the lobby')), lottoArea: v.picklist(LOTTO_AREAS), launchMode: v.picklist(LAUNCH_MODES) });
export type LotteryLobby = v.InferOutput<typeof lotteryLobby>;

export const lotteryTicket = v.object({
  ticketId: v.string(),
  drawId: v.string(),
  gameId: v.string(),
  remark: v.string(),
  numero: v.string(),
  betType: v.picklist(LOTTERY_BET_TYPES),
  selection: v.string(),
  amount: money,
  odds: v.string(),
  payout: v.nullable(money),
  status: v.picklist(TICKET_STATUSES),
  numbers: v.nullable(v.string()),
  drawAt: isoTime,
  placedAt: isoTime,
});
export type LotteryTicket = v.InferOutput<typeof lotteryTicket>;
export const ticketPage = pageOf(lotteryTicket);
export type TicketPage = v.InferOutput<typeof ticketPage>;
export const ticketAnswer = v.object({ ticket: lotteryTicket, balance: money, currency: v.string() });
export type TicketAnswer = v.InferOutput<typeof ticketAnswer>;

export const drawCheck = v.object({
  drawId: v.string(),
  gameId: v.string(),
  numero: v.string(),
  status: v.picklist(DRAW_STATUSES),
  serverSeedHash: hex64,
  /** Revealed once drawn; null before. */
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
  numbers: v.nullable(v.string()),
  recomputed: v.nullable(v.string()),
  valid: v.nullable(v.boolean()),
});
export type DrawCheck = v.InferOutput<typeof drawCheck>;

export const drawRunCounts = v.object({ opened: count, drawn: count, settledTickets: count, settledDraws: count });
export type DrawRunCounts = v.InferOutput<typeof drawRunCounts>;
