// House games of the HOUSE vendor (docs/api.md "House games"): the member's
// provably fair seeds, dice and slot rounds paid through the seamless wallet, the
// member's rounds, and a public verification of any round from its seeds.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeaders, authOf, bearerToken } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { answers, int, obj, str, type JsonSchema } from '../../http/schemas';
import { amountSchema, idempotentHeaders, moneySchema, pageOf, pageQuery } from '../../wallet/routes/schemas';
import { CLIENT_SEED_PATTERN } from '../fairness';
import type { Services } from '../../services';
import { type HouseGame } from '../house';
import { idempotencyKeyOf } from '../../platform/idempotency';

const hex64 = str({ pattern: '^[0-9a-f]{64}$' });
const clientSeed = str({ pattern: CLIENT_SEED_PATTERN, description: 'Chosen by the member; 1..64 of A-Z a-z 0-9 _ . -' });
const target = str({ pattern: '^[0-9]{1,2}(\\.[0-9]{1,2})?$', description: 'Dice target 0.00..99.99 ("49.50"); the chance of winning must be 1%..95%' });
const direction = str({ enum: ['under', 'over'] });

const previousSchema: JsonSchema = { ...obj({ serverSeed: hex64, serverSeedHash: hex64, clientSeed: str(), rounds: int(), revealedAt: str() }), type: ['object', 'null'] };
const fairnessSchema = obj({ serverSeedHash: hex64, clientSeed: str(), nonce: int(), previous: previousSchema });

const outcomeSchema: JsonSchema = {
  type: 'object',
  description: 'dice: { target, direction, roll, win, multiplier }; slot: { stops, window (rows of 5 symbols), wins [{ line, symbol, count, pay }], totalLinePays, lines }',
  additionalProperties: true,
};
const roundSchema = obj({
  roundId: str(),
  game: str({ enum: ['dice', 'slot'] }),
  amount: moneySchema,
  payout: moneySchema,
  outcome: outcomeSchema,
  serverSeedHash: hex64,
  serverSeed: { type: ['string', 'null'] },
  clientSeed: str(),
  nonce: int(),
  betTransactionId: str(),
  winTransactionId: str(),
  createdAt: str(),
});
const roundAnswer = obj({ round: roundSchema, balance: moneySchema, currency: str() });

function sendRound(reply: { header(name: string, value: string): unknown }, result: { value: unknown; replayed: boolean }) {
  if (result.replayed) reply.header('idempotent-replay', 'true');
  return ok(result.value);
}

/** The member's house games (behind the house plugin's member check). */
export function houseRoutes(app: FastifyInstance, services: Services) {
  const { house } = services;
  const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request.headers['idempotency-key']);
  const tokenOf = (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new ApiFailure('not_logged_in');
    return token;
  };

  app.get(
    '/api/house/fairness',
    {
      schema: {
        tags: ['games'],
        summary: "The member's provably fair state: the SHA-256 hash of the secret server seed, the client seed and the next nonce",
        description: 'previous is the last revealed seed pair (after a rotation), so its rounds can be verified.',
        headers: authHeaders,
        response: answers(fairnessSchema),
      },
    },
    async (request) => ok(await house.fairness(authOf(request).user)),
  );

  app.put<{ Body: { clientSeed?: string } }>(
    '/api/house/fairness',
    {
      schema: {
        tags: ['games'],
        summary: 'Rotate seeds: reveals the current server seed (in previous) and starts a new one with this client seed (random when absent); nonce restarts at 0',
        headers: authHeaders,
        body: obj({ clientSeed }, []),
        response: answers(fairnessSchema),
      },
    },
    async (request) => ok(await house.rotate(authOf(request).user, request.body?.clientSeed)),
  );

  app.post<{ Body: { amount: string; target: string; direction: string } }>(
    '/api/house/dice/rounds',
    {
      schema: {
        tags: ['games'],
        summary: 'Play one dice round (Idempotency-Key): the stake is a seamless bet of HOUSE, the payout a seamless win',
        description:
          'Refused: invalid_amount, amount_out_of_range (value { min, max }), bad_request (target or direction), insufficient_funds (value { balance, currency }), ' +
          'betting_not_allowed (locked or self-excluded). A retry with the same key returns the same round.',
        headers: idempotentHeaders,
        body: obj({ amount: amountSchema, target, direction }),
        response: answers(roundAnswer),
      },
    },
    async (request, reply) => sendRound(reply, await house.dice(authOf(request).user, tokenOf(request), keyOf(request), request.body)),
  );

  app.post<{ Body: { amount: string } }>(
    '/api/house/slot/rounds',
    {
      schema: {
        tags: ['games'],
        summary: 'Spin the 5x3 slot once, 20 lines (Idempotency-Key): the stake is a seamless bet of HOUSE, the payout a seamless win',
        description: 'Refusals as the dice round. The stake is spread over the 20 lines; payout = floor(stake x totalLinePays / 20).',
        headers: idempotentHeaders,
        body: obj({ amount: amountSchema }),
        response: answers(roundAnswer),
      },
    },
    async (request, reply) => sendRound(reply, await house.slot(authOf(request).user, tokenOf(request), keyOf(request), request.body)),
  );

  app.get<{ Querystring: { page: number } }>(
    '/api/house/rounds',
    {
      schema: { tags: ['games'], summary: "The member's house rounds, newest first, pages of 15 (serverSeed shown once revealed)", headers: authHeaders, querystring: pageQuery, response: answers(pageOf(roundSchema)) },
    },
    async (request) => ok(await house.rounds(authOf(request).user, request.query.page)),
  );
}

/** Checking a revealed round: anyone may. */
export function houseVerifyRoutes(app: FastifyInstance, services: Services) {
  const { house } = services;

  app.get<{ Querystring: { serverSeed: string; clientSeed: string; nonce: number; game: HouseGame; target?: string; direction?: string } }>(
    '/api/house/verify',
    {
      schema: {
        tags: ['games'],
        summary: 'Recompute a round from its seeds (public): the hash of the server seed and the outcome',
        description: 'For dice, target and direction (optional) add win and multiplier to the roll; for the slot, multiplier is totalLinePays / 20.',
        querystring: obj(
          {
            serverSeed: hex64,
            clientSeed,
            nonce: int({ minimum: 0, maximum: 2_147_483_647 }),
            game: str({ enum: ['dice', 'slot'] }),
            target,
            direction,
          },
          ['serverSeed', 'clientSeed', 'nonce', 'game'],
        ),
        response: answers(obj({ game: str(), serverSeedHash: hex64, clientSeed: str(), nonce: int(), outcome: outcomeSchema, multiplier: str() }, ['game', 'serverSeedHash', 'clientSeed', 'nonce', 'outcome'])),
      },
    },
    async (request) => ok(house.verify(request.query)),
  );
}

