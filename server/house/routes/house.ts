// House games of the HOUSE vendor (docs/api.md "House games"): the member's
// provably fair seeds, dice and slot rounds paid through the seamless wallet, the
// member's rounds, and a public verification of any round from its seeds.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { authHeaders, authOf, bearerToken } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { idempotentHeaders } from '../../wallet/routes/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as house from '../../shared/wire/house';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';

/** The member's house games (behind the house plugin's member check). */
export function houseRoutes(app: FastifyInstance, services: Services) {
  const { house: games } = services;
  const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request.headers['idempotency-key']);
  const tokenOf = (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new ApiFailure('not_logged_in');
    return token;
  };
  // Early, so a round past the session time limit leaves nothing behind (the seamless bet checks it again).
  const withinSessionTime = (request: FastifyRequest) => services.protection.sessionClock.assertWithinTime(authOf(request).session, authOf(request).user.id);

  app.get(
    '/api/house/fairness',
    {
      schema: {
        tags: ['games'],
        summary: "The member's provably fair state: the SHA-256 hash of the secret server seed, the client seed and the next nonce",
        description: 'previous is the last revealed seed pair (after a rotation), so its rounds can be verified.',
        headers: authHeaders,
        response: answersOf(house.fairness),
      },
    },
    async (request) => ok(await games.fairness(authOf(request).user)),
  );

  app.put<{ Body: v.InferOutput<typeof house.rotateRequest> }>(
    '/api/house/fairness',
    {
      schema: {
        tags: ['games'],
        summary: 'Rotate seeds: reveals the current server seed (in previous) and starts a new one with this client seed (random when absent); nonce restarts at 0',
        headers: authHeaders,
        body: jsonSchemaOf(house.rotateRequest),
        response: answersOf(house.fairness),
      },
    },
    async (request) => ok(await games.rotate(authOf(request).user, request.body?.clientSeed)),
  );

  app.post<{ Body: house.DiceRequest }>(
    '/api/house/dice/rounds',
    {
      schema: {
        tags: ['games'],
        summary: 'Play one dice round (Idempotency-Key): the stake is a seamless bet of HOUSE, the payout a seamless win',
        description:
          'Refused: invalid_amount, amount_out_of_range (value { min, max }), bad_request (target or direction), insufficient_funds (value { balance, currency }), ' +
          'betting_not_allowed (locked or self-excluded). A retry with the same key returns the same round.',
        headers: idempotentHeaders,
        body: jsonSchemaOf(house.diceRequest),
        response: answersOf(house.diceRoundAnswer),
      },
    },
    async (request, reply) => {
      await withinSessionTime(request);
      return sendIdempotent(reply, await games.dice(authOf(request).user, tokenOf(request), keyOf(request), request.body));
    },
  );

  app.post<{ Body: v.InferOutput<typeof house.slotRequest> }>(
    '/api/house/slot/rounds',
    {
      schema: {
        tags: ['games'],
        summary: 'Spin the 5x3 slot once, 20 lines (Idempotency-Key): the stake is a seamless bet of HOUSE, the payout a seamless win',
        description: 'Refusals as the dice round. The stake is spread over the 20 lines; payout = floor(stake x totalLinePays / 20).',
        headers: idempotentHeaders,
        body: jsonSchemaOf(house.slotRequest),
        response: answersOf(house.slotRoundAnswer),
      },
    },
    async (request, reply) => {
      await withinSessionTime(request);
      return sendIdempotent(reply, await games.slot(authOf(request).user, tokenOf(request), keyOf(request), request.body));
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof house.roundsQuery> }>(
    '/api/house/rounds',
    {
      schema: { tags: ['games'], summary: "The member's house rounds, newest first, pages of 15 (serverSeed shown once revealed)", headers: authHeaders, querystring: jsonSchemaOf(house.roundsQuery), response: answersOf(house.roundPage) },
    },
    async (request) => ok(await games.rounds(authOf(request).user, request.query.page)),
  );
}

/** Checking a revealed round: anyone may. */
export function houseVerifyRoutes(app: FastifyInstance, services: Services) {
  const { house: games } = services;

  app.get<{ Querystring: house.VerifyQuery }>(
    '/api/house/verify',
    {
      schema: {
        tags: ['games'],
        summary: 'Recompute a round from its seeds (public): the hash of the server seed and the outcome',
        description: 'For dice, target and direction (optional) add win and multiplier to the roll; for the slot, multiplier is totalLinePays / 20.',
        querystring: jsonSchemaOf(house.verifyQuery),
        response: answersOf(house.verification),
      },
    },
    async (request) => ok(games.verify(request.query)),
  );
}

