// The lottery (docs/api.md "Lottery"): menus, games with their current draw and
// countdowns, popular games, recent results, VN numbers, a game's opened numbers,
// buying a ticket (Idempotency-Key), the member's tickets, the public check of a
// draw's fairness, and the operator's "run the draw job now".
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { idempotentHeaders, operatorHeaders } from '../../wallet/routes/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as lottery from '../../shared/wire/lottery';
import { runLotteryDraws } from '../../jobs/lotteryDraws';
import { BET_TYPES, STAKE_LIMITS, oddsText } from '../bets';
import type { Services } from '../../services';
import { jobTime, noBodyIsEmpty } from '../../http/operatorJobs';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';
import { lotteryLobby } from '../lotteryLobby';

const BET_TYPE_LIST = Object.entries(BET_TYPES).map(([betType, c]) => ({ betType, odds: oddsText(c.oddsBasis), houseEdgeBps: c.houseEdgeBps, ...(c.choices ? { choices: [...c.choices] } : {}) }));

/** The lottery's public pages. */
export function lotteryRoutes(app: FastifyInstance, services: Services) {
  const { lottery: games } = services;

  app.get<{ Querystring: v.InferOutput<typeof lottery.menusQuery> }>(
    '/api/lottery/menus',
    {
      schema: {
        tags: ['games'],
        summary: 'Menu tags of the lottery games (with how many games each), the prize mode and the lottery type',
        description: 'prizeMode is Elott when the ELOTT lane holds a TCG_LOTTO_VN or LOTT card, else Lott. betTypes lists what a ticket may bet on, with odds and house edge.',
        querystring: jsonSchemaOf(lottery.menusQuery),
        response: answersOf(lottery.lotteryMenus),
      },
    },
    async (request) =>
      ok({
        ...(await games.menus(request.query.area)),
        betTypes: BET_TYPE_LIST,
        stake: { min: (STAKE_LIMITS.minMinor / 100).toFixed(2), max: (STAKE_LIMITS.maxMinor / 100).toFixed(2) },
      }),
  );

  app.get<{ Querystring: v.InferOutput<typeof lottery.gamesQuery> }>(
    '/api/lottery/games',
    {
      schema: {
        tags: ['games'],
        summary: 'Lottery games with their current draw: numero, remainTime and lockTime (seconds), drawDayOfWeek, winningTime, the last result',
        querystring: jsonSchemaOf(lottery.gamesQuery),
        response: answersOf(lottery.lotteryGames),
      },
    },
    async (request) => ok({ serverTime: services.clock().toISOString(), games: await games.games(request.query) }),
  );

  app.get<{ Querystring: v.InferOutput<typeof lottery.popularQuery> }>(
    '/api/lottery/popular',
    {
      schema: {
        tags: ['games'],
        summary: 'The most played lottery games of the last 7 days (hot games first when none was played)',
        querystring: jsonSchemaOf(lottery.popularQuery),
        response: answersOf(lottery.lotteryGames),
      },
    },
    async (request) => ok({ serverTime: services.clock().toISOString(), games: await games.popular(request.query.count) }),
  );

  app.get<{ Querystring: v.InferOutput<typeof lottery.recentQuery> }>(
    '/api/lottery/recent',
    {
      schema: {
        tags: ['games'],
        summary: 'The latest drawn results, newest first',
        description: 'prizeMode (Lott, ZY, Elott, SEA) and device are echoed back; area or gameId narrow the list.',
        querystring: jsonSchemaOf(lottery.recentQuery),
        response: answersOf(lottery.recentResults),
      },
    },
    async (request) => {
      const { prizeMode, recentCount, area: where, gameId: game } = request.query;
      return ok({ prizeMode, results: await games.recent({ count: recentCount, area: where, gameId: game }) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/lottery/draws/:id/verify',
    {
      schema: {
        tags: ['games'],
        summary: "Check a draw (public): the seed hash published before it opened and, once drawn, the seed and the number recomputed from it",
        description: 'number = one digit 0..9 per position from HMAC-SHA256(serverSeed, "<clientSeed>:0:<block>") read as 32-bit words by rejection; valid = the seed hashes to serverSeedHash and gives the stored number.',
        params: jsonSchemaOf(lottery.drawParams),
        response: answersOf(lottery.drawCheck),
      },
    },
    async (request) => ok(await games.verify(request.params.id)),
  );

  app.get<{ Querystring: v.InferOutput<typeof lottery.vnNumbersQuery> }>(
    '/api/lottery/vn-numbers',
    {
      schema: {
        tags: ['games'],
        summary: 'The latest numbers drawn by the VN games, newest first',
        querystring: jsonSchemaOf(lottery.vnNumbersQuery),
        response: answersOf(lottery.vnNumbers),
      },
    },
    async (request) => ok({ results: await games.recent({ count: request.query.count, area: 'VN' }) }),
  );

  app.get<{ Querystring: v.InferOutput<typeof lottery.openedQuery> }>(
    '/api/lottery/opened',
    {
      schema: {
        tags: ['games'],
        summary: "A game's opened (drawn) numbers, newest first; each has at most 6 digits",
        querystring: jsonSchemaOf(lottery.openedQuery),
        response: answersOf(lottery.openedNumbers),
      },
    },
    async (request) => ok({ gameId: request.query.gameId, results: await games.recent({ count: request.query.count, gameId: request.query.gameId }) }),
  );
}

/** A member's lottery calls (behind the lottery plugin's member check). */
export function lotteryMemberRoutes(app: FastifyInstance, services: Services) {
  const { lottery: games } = services;

  app.get<{ Querystring: lottery.LobbyQuery }>(
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
        querystring: jsonSchemaOf(lottery.lobbyQuery),
        response: answersOf(lottery.lotteryLobby),
      },
    },
    async (request) => ok(lotteryLobby(request.query, `${request.protocol}://${request.host}`)),
  );

  app.post<{ Body: lottery.TicketRequest }>(
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
        body: jsonSchemaOf(lottery.ticketRequest),
        response: answersOf(lottery.ticketAnswer),
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      await services.protection.sessionClock.assertWithinTime(authOf(request).session, authOf(request).user.id);
      const result = await games.placeBet(authOf(request).user, key, request.body);
      return sendIdempotent(reply, result);
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof lottery.ticketsQuery> }>(
    '/api/lottery/tickets',
    {
      schema: {
        tags: ['games'],
        summary: "The member's lottery tickets, newest first, pages of 15",
        headers: authHeaders,
        querystring: jsonSchemaOf(lottery.ticketsQuery),
        response: answersOf(lottery.ticketPage),
      },
    },
    async (request) => ok(await games.tickets(authOf(request).user, request.query.page, request.query.gameId)),
  );
}

/** The operator's lottery job (behind the plugin's operator check). */
export function lotteryOperatorRoutes(app: FastifyInstance, services: Services, opts: { dev: boolean }) {
  app.post<{ Body: v.InferOutput<typeof lottery.drawJobRequest> }>(
    '/api/operator/jobs/lottery-draws',
    {
      config: { permission: 'jobs.run' },
      schema: {
        tags: ['operator'],
        summary: 'Run the lottery draw job now (it also runs by itself on an interval): open current draws, draw due ones, pay their tickets',
        description: opts.dev ? 'Development only: `at` runs it as of another time (ISO 8601), so a journey can pass a draw time without waiting.' : '',
        headers: operatorHeaders,
        body: jsonSchemaOf(lottery.drawJobRequest),
        response: answersOf(lottery.drawRunCounts),
      },
      preValidation: noBodyIsEmpty,
    },
    async (request) => ok(await runLotteryDraws(services, jobTime(request.body?.at, { devOnly: true, dev: opts.dev }))),
  );
}
