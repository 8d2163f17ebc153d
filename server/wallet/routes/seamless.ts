// The seamless wallet for game vendors (api.md fixed paths). Every request is JSON
// signed by the vendor: X-Signature is the hex HMAC-SHA256 of the raw body with the
// vendor's secret, compared in constant time, and the body's `timestamp` (Unix
// seconds) must be within 300 s of our clock. The signature is checked before the
// body's shape, so a stranger learns nothing. Answers use the usual envelope.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure, ok } from '../../http/envelope';
import { failureBody } from '../../http/errors';
import { answers, int, obj, str, type JsonSchema } from '../../http/schemas';
import { amountSchema, moneySchema } from './schemas';
import type { Services } from '../../services';
import type { SeamlessReply, SeamlessVendor } from '../seamless';

/** How far a request's timestamp may be from our clock (trust.md). */
export const SEAMLESS_WINDOW_SECONDS = 300;
const BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
    seamlessVendor?: SeamlessVendor;
  }
}

export function seamlessSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

function signatureMatches(secret: string, rawBody: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(seamlessSignature(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

const common = {
  vendor: str({ pattern: '^[A-Z0-9_]{1,32}$', description: "The vendor's code (its secret signs the body)" }),
  timestamp: int({ description: 'Unix time in seconds; refused (request_expired) when more than 300 s from ours' }),
};
const transactionId = str({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', description: 'Unique per vendor; a repeat returns the first answer' });
const playerId = int({ minimum: 1, maximum: 2_147_483_647, description: "The member's customerId" });
const token = str({ minLength: 1, maxLength: 512, description: "The member's session token" });
const gameCode = str({ maxLength: 64 });

const headers = { type: 'object', properties: { 'x-signature': str({ description: 'Hex HMAC-SHA256 of the raw body with the vendor secret' }) } } as const;
const balanceAnswer = obj({ transactionId: str(), balance: moneySchema, currency: str() });

export function seamlessRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    // The raw body is what was signed: keep it next to the parsed one.
    scope.removeContentTypeParser('application/json');
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
      request.rawBody = body as string;
      parseJson(request, body as string, done);
    });

    async function verify(request: FastifyRequest) {
      const body = request.body as Record<string, unknown> | undefined;
      const vendor = body && typeof body === 'object' ? await services.seamless.vendor(body.vendor) : undefined;
      if (!vendor || request.rawBody === undefined || !signatureMatches(vendor.secret, request.rawBody, request.headers['x-signature'])) {
        throw new ApiFailure('invalid_signature');
      }
      const timestamp = body!.timestamp;
      const now = services.clock().getTime() / 1000;
      if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || Math.abs(now - timestamp) > SEAMLESS_WINDOW_SECONDS) {
        throw new ApiFailure('request_expired', { windowSeconds: SEAMLESS_WINDOW_SECONDS });
      }
      request.seamlessVendor = vendor;
    }

    function send(request: FastifyRequest, reply: FastifyReply, answer: SeamlessReply) {
      if (answer.success) return ok(answer.value);
      return reply.code(answer.status).type('application/json; charset=utf-8').send(failureBody(request, answer.errorCode, answer.value));
    }

    const route = <B>(path: string, summary: string, description: string, body: JsonSchema, value: JsonSchema, handle: (v: SeamlessVendor, body: B) => Promise<SeamlessReply>) =>
      scope.post<{ Body: B }>(
        path,
        {
          schema: { tags: ['seamless'], summary, description, headers, body, response: answers(value) },
          preValidation: verify,
        },
        async (request, reply) => send(request, reply, await handle(request.seamlessVendor!, request.body as B)),
      );

    route(
      '/api/seamless/balance',
      "A member's main-wallet balance (token checked)",
      'not_logged_in when the token is not a live session of that member.',
      obj({ ...common, playerId, token }),
      obj({ playerId: int(), balance: moneySchema, currency: str() }),
      (v, b: { playerId: number; token: string }) => services.seamless.balance(v, b),
    );
    route(
      '/api/seamless/bet',
      "Debit a bet from the member's main wallet (token checked); the transactionId is the bet's id",
      'Refused: insufficient_funds (value.balance is the real balance), betting_not_allowed (locked or self-excluded member), ' +
        'bet_rolled_back (a rollback of this id came first), not_logged_in (token). A repeat of the transactionId returns the stored answer; ' +
        'the same id with other details: 409 conflict.',
      obj({ ...common, transactionId, playerId, token, amount: amountSchema, gameCode, roundId: str({ maxLength: 64 }) }, ['vendor', 'timestamp', 'transactionId', 'playerId', 'token', 'amount']),
      balanceAnswer,
      (v, b) => services.seamless.bet(v, b as Parameters<Services['seamless']['bet']>[1]),
    );
    route(
      '/api/seamless/win',
      'Credit a win (0 settles a lost bet) for a bet; no token: wins are credited to locked members too',
      'Refused: bet_not_found, bet_rolled_back. Several wins may settle one bet, each with its own transactionId.',
      obj({ ...common, transactionId, betId: transactionId, playerId, amount: str({ maxLength: 32, description: 'Decimal string, 2 decimals at most; "0" allowed' }), gameCode }, ['vendor', 'timestamp', 'transactionId', 'betId', 'playerId', 'amount']),
      balanceAnswer,
      (v, b) => services.seamless.win(v, b as Parameters<Services['seamless']['win']>[1]),
    );
    route(
      '/api/seamless/rollback',
      'Refund a bet once; no token',
      'Refused after a win (bet_already_settled) and for a bet already rolled back (bet_rolled_back). A rollback of a bet not seen yet ' +
        'answers refunded "0.00" and marks the id so the late bet is refused.',
      obj({ ...common, transactionId, betId: transactionId, playerId }),
      obj({ transactionId: str(), betId: str(), refunded: moneySchema, balance: moneySchema, currency: str() }),
      (v, b) => services.seamless.rollback(v, b as Parameters<Services['seamless']['rollback']>[1]),
    );
  });
}
