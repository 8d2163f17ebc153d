// The lottery (docs/api.md "Lottery"): menus, games with their current draw and
// countdowns, popular games, recent results, VN numbers, a game's opened numbers,
// buying a ticket (Idempotency-Key), the member's tickets, the public check of a
// draw's fairness, and the operator's "run the draw job now".
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { answers, arrayOf, bool, int, obj, str, type JsonSchema } from '../../http/schemas';
import { amountSchema, idempotentHeaders, idSchema, moneySchema, operatorHeaders, pageOf } from '../../wallet/routes/schemas';
import { runLotteryDraws } from '../../jobs/lotteryDraws';
import { BET_TYPES, STAKE_LIMITS, oddsText } from '../bets';
import type { Services } from '../../services';
import { jobTime, noBodyIsEmpty } from '../../http/operatorJobs';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { PRIZE_MODES } from '../lottery';
import { LAUNCH_MODES, LOBBY_DEVICES, LOTTO_AREAS, MAX_BACK_URL_LENGTH, lotteryLobby, type LobbyRequest } from '../lotteryLobby';
import { LANGUAGE_CODES } from '../../i18n/languages';

const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const area = str({ enum: ['VN', 'SEA'], description: 'VN: the /vnlottery games; SEA: the /lottery games; absent: all' });
const gameId = str({ pattern: '^[A-Z0-9_]{1,32}$' });
const hex64 = str({ pattern: '^[0-9a-f]{64}$' });

const lastSchema = nullable(obj({ numero: str(), numbers: str(), drawnAt: str() }));
const gameSchema = obj({
  gameId: str(),
  remark: str({ description: 'The game name' }),
  gameMenuTag: str(),
  vendor: str(),
  area: str(),
  schedule: str({ enum: ['interval', 'weekly'] }),
  intervalSeconds: nullable(int()),
  numero: str({ description: 'Issue number of the draw taking bets (or locked, about to be drawn)' }),
  remainTime: int({ description: 'Seconds until that draw' }),
  lockTime: int({ description: 'Seconds until bets on it close; 0 once closed' }),
  drawDayOfWeek: int({ minimum: 1, maximum: 7, description: '1 = Sunday .. 7 = Saturday' }),
  winningTime: str({ description: 'When the draw is drawn (ISO 8601)' }),
  lockSeconds: int(),
  digits: int(),
  isHot: bool,
  serverSeedHash: nullable(hex64),
  last: lastSchema,
});
const resultSchema = obj({ drawId: str(), gameId: str(), remark: str(), area: str(), numero: str(), numbers: str({ pattern: '^[0-9]{1,6}$' }), drawnAt: str() });
const ticketSchema = obj({
  ticketId: str(),
  drawId: str(),
  gameId: str(),
  remark: str(),
  numero: str(),
  betType: str(),
  selection: str(),
  amount: moneySchema,
  odds: str(),
  payout: nullable(moneySchema),
  status: str({ enum: ['open', 'won', 'lost'] }),
  numbers: nullable(str()),
  drawAt: str(),
  placedAt: str(),
});
const betTypesSchema = arrayOf(obj({ betType: str(), odds: str(), houseEdgeBps: int(), choices: arrayOf(str()) }, ['betType', 'odds', 'houseEdgeBps']));

const BET_TYPE_LIST = Object.entries(BET_TYPES).map(([betType, c]) => ({ betType, odds: oddsText(c.oddsBasis), houseEdgeBps: c.houseEdgeBps, ...(c.choices ? { choices: [...c.choices] } : {}) }));

/** The lottery's public pages. */
export function lotteryRoutes(app: FastifyInstance, services: Services) {
  const { lottery } = services;

  app.get<{ Querystring: { area?: 'VN' | 'SEA' } }>(
    '/api/lottery/menus',
    {
      schema: {
        tags: ['games'],
        summary: 'Menu tags of the lottery games (with how many games each), the prize mode and the lottery type',
        description: 'prizeMode is Elott when the ELOTT lane holds a TCG_LOTTO_VN or LOTT card, else Lott. betTypes lists what a ticket may bet on, with odds and house edge.',
        querystring: obj({ area }, []),
        response: answers(
          obj({
            prizeMode: str({ enum: [...PRIZE_MODES] }),
            lotteryType: str(),
            menus: arrayOf(obj({ gameMenuTag: str(), count: int() })),
            betTypes: betTypesSchema,
            stake: obj({ min: moneySchema, max: moneySchema }),
          }),
        ),
      },
    },
    async (request) =>
      ok({
        ...(await lottery.menus(request.query.area)),
        betTypes: BET_TYPE_LIST,
        stake: { min: (STAKE_LIMITS.minMinor / 100).toFixed(2), max: (STAKE_LIMITS.maxMinor / 100).toFixed(2) },
      }),
  );

  app.get<{ Querystring: { area?: 'VN' | 'SEA'; menuTag?: string } }>(
    '/api/lottery/games',
    {
      schema: {
        tags: ['games'],
        summary: 'Lottery games with their current draw: numero, remainTime and lockTime (seconds), drawDayOfWeek, winningTime, the last result',
        querystring: obj({ area, menuTag: str({ maxLength: 32 }) }, []),
        response: answers(obj({ serverTime: str(), games: arrayOf(gameSchema) })),
      },
    },
    async (request) => ok({ serverTime: services.clock().toISOString(), games: await lottery.games(request.query) }),
  );

  app.get<{ Querystring: { count: number } }>(
    '/api/lottery/popular',
    {
      schema: {
        tags: ['games'],
        summary: 'The most played lottery games of the last 7 days (hot games first when none was played)',
        querystring: obj({ count: int({ minimum: 1, maximum: 20, default: 20 }) }, []),
        response: answers(obj({ serverTime: str(), games: arrayOf(gameSchema) })),
      },
    },
    async (request) => ok({ serverTime: services.clock().toISOString(), games: await lottery.popular(request.query.count) }),
  );

  app.get<{ Querystring: { prizeMode: string; device?: string; recentCount: number; area?: 'VN' | 'SEA'; gameId?: string } }>(
    '/api/lottery/recent',
    {
      schema: {
        tags: ['games'],
        summary: 'The latest drawn results, newest first',
        description: 'prizeMode (Lott, ZY, Elott, SEA) and device are echoed back; area or gameId narrow the list.',
        querystring: obj(
          {
            prizeMode: str({ enum: [...PRIZE_MODES] }),
            device: str({ enum: ['WEB'] }),
            recentCount: int({ minimum: 1, maximum: 100, default: 100 }),
            area,
            gameId,
          },
          ['prizeMode'],
        ),
        response: answers(obj({ prizeMode: str(), results: arrayOf(resultSchema) })),
      },
    },
    async (request) => {
      const { prizeMode, recentCount, area: where, gameId: game } = request.query;
      return ok({ prizeMode, results: await lottery.recent({ count: recentCount, area: where, gameId: game }) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/lottery/draws/:id/verify',
    {
      schema: {
        tags: ['games'],
        summary: "Check a draw (public): the seed hash published before it opened and, once drawn, the seed and the number recomputed from it",
        description: 'number = one digit 0..9 per position from HMAC-SHA256(serverSeed, "<clientSeed>:0:<block>") read as 32-bit words by rejection; valid = the seed hashes to serverSeedHash and gives the stored number.',
        params: obj({ id: idSchema }),
        response: answers(
          obj({
            drawId: str(),
            gameId: str(),
            numero: str(),
            status: str(),
            serverSeedHash: hex64,
            serverSeed: nullable(str()),
            clientSeed: str(),
            numbers: nullable(str()),
            recomputed: nullable(str()),
            valid: { type: ['boolean', 'null'] },
          }),
        ),
      },
    },
    async (request) => ok(await lottery.verify(request.params.id)),
  );

  app.get<{ Querystring: { count: number } }>(
    '/api/lottery/vn-numbers',
    {
      schema: {
        tags: ['games'],
        summary: 'The latest numbers drawn by the VN games, newest first',
        querystring: obj({ count: int({ minimum: 1, maximum: 100, default: 100 }) }, []),
        response: answers(obj({ results: arrayOf(resultSchema) })),
      },
    },
    async (request) => ok({ results: await lottery.recent({ count: request.query.count, area: 'VN' }) }),
  );

  app.get<{ Querystring: { gameId: string; count: number } }>(
    '/api/lottery/opened',
    {
      schema: {
        tags: ['games'],
        summary: "A game's opened (drawn) numbers, newest first; each has at most 6 digits",
        querystring: obj({ gameId, count: int({ minimum: 1, maximum: 100, default: 20 }) }, ['gameId']),
        response: answers(obj({ gameId: str(), results: arrayOf(resultSchema) })),
      },
    },
    async (request) => ok({ gameId: request.query.gameId, results: await lottery.recent({ count: request.query.count, gameId: request.query.gameId }) }),
  );
}

/** A member's lottery calls (behind the lottery plugin's member check). */
export function lotteryMemberRoutes(app: FastifyInstance, services: Services) {
  const { lottery } = services;

  app.get<{ Querystring: LobbyRequest & { launchMode: 'LOTT'; device: 'WEB' } }>(
    '/api/lottery/lobby',
    {
      schema: {
        tags: ['games'],
        summary: "The address of an area's lottery lobby (the house board: /vnlottery for VN, /lottery for SEA) for a member",
        description:
          'Sent as lottoArea VN, launchMode LOTT, device WEB, backUrl (the page to come back to) and language. ' +
          'The address carries backUrl and language. Refused: invalid_domain when backUrl is not a path on this portal ' +
          '(another site, "//host", a backslash), not_logged_in (visitors), register_real_account_first (trial accounts).',
        headers: authHeaders,
        querystring: obj(
          {
            lottoArea: str({ enum: [...LOTTO_AREAS] }),
            launchMode: str({ enum: [...LAUNCH_MODES] }),
            device: str({ enum: [...LOBBY_DEVICES] }),
            backUrl: str({ minLength: 1, maxLength: MAX_BACK_URL_LENGTH, description: 'A path on this portal, or an absolute address on its origin' }),
            language: str({ enum: [...LANGUAGE_CODES] }),
          },
          ['lottoArea', 'launchMode', 'device', 'backUrl', 'language'],
        ),
        response: answers(obj({ url: str({ description: 'Same-origin path of the lobby' }), lottoArea: str(), launchMode: str() })),
      },
    },
    async (request) => ok(lotteryLobby(request.query, `${request.protocol}://${request.host}`)),
  );

  app.post<{ Body: { gameId: string; numero?: string; betType: string; selection: string; amount: string } }>(
    '/api/lottery/tickets',
    {
      schema: {
        tags: ['games'],
        summary: "Buy a ticket on a game's current draw (Idempotency-Key); the stake leaves the main wallet at once",
        description:
          'betType last2 (selection two digits, pays 97x), last3 (three digits, 970x) or big_small (big: last digit 5-9, small: 0-4; 1.95x). ' +
          'numero, when sent, must be the current draw. Refused: invalid_bet (value { field, problem }), invalid_amount, amount_out_of_range (value { min, max }), ' +
          'draw_closed (after the lock time), insufficient_funds, betting_not_allowed, register_real_account_first (trial accounts).',
        headers: idempotentHeaders,
        body: obj(
          { gameId: str({ maxLength: 40 }), numero: str({ maxLength: 20 }), betType: str({ maxLength: 20 }), selection: str({ maxLength: 10 }), amount: amountSchema },
          ['gameId', 'betType', 'selection', 'amount'],
        ),
        response: answers(obj({ ticket: ticketSchema, balance: moneySchema, currency: str() })),
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const result = await lottery.placeBet(authOf(request).user, key, request.body);
      if (result.replayed) reply.header('idempotent-replay', 'true');
      return ok(result.value);
    },
  );

  app.get<{ Querystring: { page: number; gameId?: string } }>(
    '/api/lottery/tickets',
    {
      schema: {
        tags: ['games'],
        summary: "The member's lottery tickets, newest first, pages of 15",
        headers: authHeaders,
        querystring: obj({ page: int({ minimum: 1, maximum: 100_000, default: 1 }), gameId }, []),
        response: answers(pageOf(ticketSchema)),
      },
    },
    async (request) => ok(await lottery.tickets(authOf(request).user, request.query.page, request.query.gameId)),
  );
}

/** The operator's lottery job (behind the plugin's operator check). */
export function lotteryOperatorRoutes(app: FastifyInstance, services: Services, opts: { dev: boolean }) {

  app.post<{ Body: { at?: string } }>(
    '/api/operator/jobs/lottery-draws',
    {
      schema: {
        tags: ['operator'],
        summary: 'Run the lottery draw job now (it also runs by itself on an interval): open current draws, draw due ones, pay their tickets',
        description: opts.dev ? 'Development only: `at` runs it as of another time (ISO 8601), so a journey can pass a draw time without waiting.' : '',
        headers: operatorHeaders,
        body: obj({ at: str({ maxLength: 40 }) }, []),
        response: answers(obj({ opened: int(), drawn: int(), settledTickets: int(), settledDraws: int() })),
      },
      preValidation: noBodyIsEmpty,
    },
    async (request) => ok(await runLotteryDraws(services, jobTime(request.body?.at, { devOnly: true, dev: opts.dev }))),
  );
}
