// The points mall (/pointMall) and VIP (/vip). Every points call needs a token (T);
// redeem and convert are sent encrypted (E) and check the payment password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ENCRYPTED_NOTE, encryptedHeaders, openEncryptedBody } from '../../http/encrypted';
import { ok } from '../../http/envelope';
import { operatorActor, reviewNote } from '../../http/operatorAuth';
import { merchantHeader } from '../../http/request';
import { idempotentHeaders, operatorHeaders } from '../../wallet/routes/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { negotiateLanguage } from '../../i18n';
import type { PayloadKeys } from '../../platform/payloadKeys';
import type { Services } from '../../services';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';
import * as wire from '../../shared/wire/points';

/** The VIP levels anyone may read. */
export function vipLevelRoutes(app: FastifyInstance, services: Services) {
  const { points } = services;
  const language = (request: FastifyRequest) => negotiateLanguage(request.headers['accept-language']);

  app.get(
    '/api/vip/levels',
    { schema: { tags: ['content'], summary: 'VIP rank levels of the merchant in X-Merchant (no token needed)', response: answersOf(v.array(wire.vipLevel)) } },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok((await points.vip({ id: 0, merchant_code: merchant.code }, undefined, language(request))).levels);
    },
  );
}

/** The points mall and VIP of the member (behind the centre plugin's member check). */
export function pointsRoutes(app: FastifyInstance, services: Services, opts: { keys: PayloadKeys }) {
  const { points } = services;
  const language = (request: FastifyRequest) => negotiateLanguage(request.headers['accept-language']);
  const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request.headers['idempotency-key']);

  app.get(
    '/api/vip',
    { schema: { tags: ['content'], summary: 'VIP rank levels with their perks, the member\'s level and the way to the next', headers: authHeaders, response: answersOf(wire.vipStatus) } },
    async (request) => ok(await points.vip(authOf(request).user, undefined, language(request))),
  );

  app.get(
    '/api/points',
    {
      schema: {
        tags: ['points'],
        summary: 'Points balance (points never expire), the member\'s VIP level and exchange rate',
        headers: authHeaders,
        response: answersOf(wire.pointsSummary),
      },
    },
    async (request) => ok(await points.summary(authOf(request).user, language(request))),
  );

  app.get(
    '/api/points/config',
    { schema: { tags: ['points'], summary: 'The exchange-rate table: points for 1.00 by VIP level', headers: authHeaders, response: answersOf(v.array(wire.pointsRate)) } },
    async (request) => ok(await points.rates(authOf(request).user.merchant_code, language(request))),
  );

  app.get(
    '/api/points/rewards',
    { schema: { tags: ['points'], summary: 'The reward list of the mall', headers: authHeaders, response: answersOf(v.array(wire.pointsReward)) } },
    async (request) => ok(await points.rewards(authOf(request).user.merchant_code, language(request))),
  );

  app.get<{ Querystring: v.InferOutput<typeof wire.historyQuery> }>(
    '/api/points/history',
    {
      schema: {
        tags: ['points'],
        summary: 'Exchange history: redemptions (processing, rejected, approved) and conversions, with reference number and application time',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.historyQuery),
        response: answersOf(wire.historyPage),
      },
    },
    async (request) => ok(await points.history(authOf(request).user, request.query.page, language(request), request.query.status)),
  );

  app.get<{ Querystring: v.InferOutput<typeof wire.transactionsQuery> }>(
    '/api/points/transactions',
    {
      schema: {
        tags: ['points'],
        summary: 'Points details: every earning and spending by type (live, lottery, poker, slots, sports, redeem, deposit)',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.transactionsQuery),
        response: answersOf(wire.entriesPage),
      },
    },
    async (request) => ok(await points.transactions(authOf(request).user, request.query.page, request.query.type)),
  );

  const sealedHeaders = { type: 'object', properties: { ...idempotentHeaders.properties, ...encryptedHeaders } };

  app.post<{ Body: wire.ConvertRequest }>(
    '/api/points/convert',
    {
      schema: {
        tags: ['points'],
        summary: 'Convert points to cash at the member\'s rate (E, Idempotency-Key; payment password checked)',
        description: `${ENCRYPTED_NOTE}\n\nBelow the rate's minimum: amount_out_of_range; more than the balance: insufficient_funds with value { wallet: "points", balance }.`,
        headers: sealedHeaders,
        body: jsonSchemaOf(wire.convertRequest),
        response: answersOf(wire.pointsSpend),
      },
      preValidation: openEncryptedBody(opts.keys),
    },
    async (request, reply) => {
      const result = await points.convert(authOf(request).user, request.body, keyOf(request));
      return sendIdempotent(reply, result);
    },
  );

  app.post<{ Body: wire.RedeemRequest }>(
    '/api/points/redeem',
    {
      schema: {
        tags: ['points'],
        summary: 'Redeem a mall reward for its points (E, Idempotency-Key; payment password checked); processing until reviewed',
        description: ENCRYPTED_NOTE,
        headers: sealedHeaders,
        body: jsonSchemaOf(wire.redeemRequest),
        response: answersOf(wire.pointsSpend),
      },
      preValidation: openEncryptedBody(opts.keys),
    },
    async (request, reply) => {
      const result = await points.redeem(authOf(request).user, request.body, keyOf(request));
      return sendIdempotent(reply, result);
    },
  );
}

/** The operator's review of redemptions (behind the plugin's operator check). */
export function pointsOperatorRoutes(app: FastifyInstance, services: Services) {
  const { points } = services;

  app.get<{ Querystring: v.InferOutput<typeof wire.queueQuery> }>(
    '/api/operator/points/redemptions',
    {
      config: { permission: 'rewards.review' },
      schema: {
        tags: ['operator'],
        summary: 'Redemptions in processing, oldest first, a page of 15 (filters: merchantCode, account)',
        headers: operatorHeaders,
        querystring: jsonSchemaOf(wire.queueQuery),
        response: answersOf(wire.redemptionQueue),
      },
    },
    async (request) => ok(await points.queue(request.query)),
  );

  app.post<{ Params: { id: string }; Body: wire.ReviewRequest }>(
    '/api/operator/points/redemptions/:id/review',
    {
      config: { permission: 'rewards.review' },
      schema: {
        tags: ['operator'],
        summary: "Approve a redemption, or reject it with a note and return its points; the member's inbox is told (audited)",
        description: 'Decided once: another review of the same redemption answers invalid_state (value { status }). A staff member must give a note to reject (bad_request); a tool key may leave it out.',
        headers: operatorHeaders,
        params: jsonSchemaOf(wire.reviewParams),
        body: jsonSchemaOf(wire.reviewRequest),
        response: answersOf(wire.reviewResult),
      },
    },
    async (request) => ok(await points.review(request.params.id, request.body.approve, reviewNote(request, request.body), operatorActor(request))),
  );
}
