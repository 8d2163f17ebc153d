// The seamless wallet for game vendors (api.md fixed paths). Every request is JSON
// signed by the vendor: X-Signature is the hex HMAC-SHA256 of the raw body with the
// vendor's secret, compared in constant time, and the body's `timestamp` (Unix
// seconds) must be within 300 s of our clock. The signature is checked before the
// body's shape, so a stranger learns nothing. Answers use the usual envelope. The bodies'
// shapes are server/shared/wire/seamless.ts, which says why a vendor's extra field is let through.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { ApiFailure, ok } from '../../http/envelope';
import { failureBody } from '../../http/errors';
import { str } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/seamless';
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

const headers = { type: 'object', properties: { 'x-signature': str({ description: 'Hex HMAC-SHA256 of the raw body with the vendor secret' }) } } as const;

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

    function send(request: FastifyRequest, reply: FastifyReply, answer: SeamlessReply<unknown>) {
      if (answer.success) return ok(answer.value);
      return reply.code(answer.status).type('application/json; charset=utf-8').send(failureBody(request, answer.errorCode, answer.value));
    }

    // The body's shape is checked after `verify`; the handler gets the body as the shape reads it.
    const route = <B extends v.GenericSchema, A extends v.GenericSchema>(
      path: string,
      summary: string,
      description: string,
      shapes: { body: B; answer: A },
      handle: (vendor: SeamlessVendor, body: v.InferOutput<B>) => Promise<SeamlessReply<v.InferOutput<A>>>,
    ) =>
      scope.post<{ Body: v.InferOutput<B> }>(
        path,
        {
          schema: { tags: ['seamless'], summary, description, headers, body: jsonSchemaOf(shapes.body), response: answersOf(shapes.answer) },
          preValidation: verify,
        },
        async (request, reply) => send(request, reply, await handle(request.seamlessVendor!, request.body)),
      );

    route(
      '/api/seamless/balance',
      "A member's main-wallet balance (token checked)",
      'not_logged_in when the token is not a live session of that member.',
      { body: wire.balanceRequest, answer: wire.seamlessBalance },
      (vendor, body) => services.seamless.balance(vendor, body),
    );
    route(
      '/api/seamless/bet',
      "Debit a bet from the member's main wallet (token checked); the transactionId is the bet's id",
      'Refused: insufficient_funds (value.balance is the real balance), betting_not_allowed (locked or self-excluded member), ' +
        'bet_rolled_back (a rollback of this id came first), not_logged_in (token). A repeat of the transactionId returns the stored answer; ' +
        'the same id with other details: 409 conflict.',
      { body: wire.betRequest, answer: wire.seamlessMove },
      (vendor, body) => services.seamless.bet(vendor, body),
    );
    route(
      '/api/seamless/win',
      'Credit a win (0 settles a lost bet) for a bet; no token: wins are credited to locked members too',
      'Refused: bet_not_found, bet_rolled_back. Several wins may settle one bet, each with its own transactionId.',
      { body: wire.winRequest, answer: wire.seamlessMove },
      (vendor, body) => services.seamless.win(vendor, body),
    );
    route(
      '/api/seamless/rollback',
      'Refund a bet once; no token',
      'Refused after a win (bet_already_settled) and for a bet already rolled back (bet_rolled_back). A rollback of a bet not seen yet ' +
        'answers refunded "0.00" and marks the id so the late bet is refused.',
      { body: wire.rollbackRequest, answer: wire.seamlessRollback },
      (vendor, body) => services.seamless.rollback(vendor, body),
    );
  });
}
