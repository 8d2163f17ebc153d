// The points mall (/pointMall) and VIP (/vip). Every points call needs a token (T);
// redeem and convert are sent encrypted (E) and check the payment password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ENCRYPTED_NOTE, encryptedHeaders, openEncryptedBody } from '../../http/encrypted';
import { ok } from '../../http/envelope';
import { clientIp, merchantHeader } from '../../http/request';
import { answers, arrayOf, bool, int, obj, str } from '../../http/schemas';
import { idempotentHeaders, moneySchema, operatorHeaders, pageOf, pageQuery } from '../../wallet/routes/schemas';
import { negotiateLanguage } from '../../i18n';
import type { PayloadKeys } from '../../platform/payloadKeys';
import type { Services } from '../../services';
import { POINTS_TYPES, REDEEM_STATUSES, type PointsType, type RedeemStatus } from '../../content/contentTables';
import { idempotencyKeyOf } from '../../platform/idempotency';

const vipLevelSchema = obj({ level: int(), name: str(), minStake: moneySchema, dailyWithdrawals: int(), birthdayBonus: moneySchema, pointsRate: str({ description: 'Points per 1.00 staked' }) });
const vipSchema = obj({
  level: int(),
  name: str(),
  totalStake: moneySchema,
  next: { anyOf: [{ type: 'null' }, obj({ level: int(), name: str(), minStake: moneySchema, remaining: moneySchema })] },
  levels: arrayOf(vipLevelSchema),
});
const rateSchema = obj({ vipLevel: int(), levelName: str(), pointsPerUnit: int(), minPoints: int() });
const spendSchema = obj({ id: str(), referenceNo: str(), status: str({ enum: [...REDEEM_STATUSES] }), points: int(), amount: moneySchema, pointsBalance: int(), balance: { type: ['string', 'null'] } });
const passwordField = str({ maxLength: 64, description: 'The payment password' });

/** The VIP levels anyone may read. */
export function vipLevelRoutes(app: FastifyInstance, services: Services) {
  const { points } = services;
  const language = (request: FastifyRequest) => negotiateLanguage(request.headers['accept-language']);

  app.get(
    '/api/vip/levels',
    { schema: { tags: ['content'], summary: 'VIP rank levels of the merchant in X-Merchant (no token needed)', response: answers(arrayOf(vipLevelSchema)) } },
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
    { schema: { tags: ['content'], summary: 'VIP rank levels with their perks, the member\'s level and the way to the next', headers: authHeaders, response: answers(vipSchema) } },
    async (request) => ok(await points.vip(authOf(request).user, undefined, language(request))),
  );

  app.get(
    '/api/points',
    {
      schema: {
        tags: ['points'],
        summary: 'Points balance (points never expire), the member\'s VIP level and exchange rate',
        headers: authHeaders,
        response: answers(obj({ balance: int(), vipLevel: int(), vipName: str(), pointsPerUnit: int(), minPoints: int(), neverExpire: bool })),
      },
    },
    async (request) => ok(await points.summary(authOf(request).user, language(request))),
  );

  app.get(
    '/api/points/config',
    { schema: { tags: ['points'], summary: 'The exchange-rate table: points for 1.00 by VIP level', headers: authHeaders, response: answers(arrayOf(rateSchema)) } },
    async (request) => ok(await points.rates(authOf(request).user.merchant_code, language(request))),
  );

  app.get(
    '/api/points/rewards',
    { schema: { tags: ['points'], summary: 'The reward list of the mall', headers: authHeaders, response: answers(arrayOf(obj({ id: str(), name: str(), points: int(), motif: str() }))) } },
    async (request) => ok(await points.rewards(authOf(request).user.merchant_code, language(request))),
  );

  app.get<{ Querystring: { page: number; status?: RedeemStatus } }>(
    '/api/points/history',
    {
      schema: {
        tags: ['points'],
        summary: 'Exchange history: redemptions (processing, rejected, approved) and conversions, with reference number and application time',
        headers: authHeaders,
        querystring: obj({ ...pageQuery.properties as Record<string, object>, status: str({ enum: [...REDEEM_STATUSES] }) }, []),
        response: answers(
          pageOf(obj({ id: str(), referenceNo: str(), kind: str({ enum: ['redeem', 'convert'] }), rewardName: { type: ['string', 'null'] }, points: int(), amount: moneySchema, status: str({ enum: [...REDEEM_STATUSES] }), createdAt: str(), reviewedAt: { type: ['string', 'null'] } })),
        ),
      },
    },
    async (request) => ok(await points.history(authOf(request).user, request.query.page, language(request), request.query.status)),
  );

  app.get<{ Querystring: { page: number; type?: PointsType } }>(
    '/api/points/transactions',
    {
      schema: {
        tags: ['points'],
        summary: 'Points details: every earning and spending by type (live, lottery, poker, slots, sports, redeem, deposit)',
        headers: authHeaders,
        querystring: obj({ ...pageQuery.properties as Record<string, object>, type: str({ enum: [...POINTS_TYPES] }) }, []),
        response: answers(pageOf(obj({ id: str(), type: str({ enum: [...POINTS_TYPES] }), points: int(), reference: str(), createdAt: str() }))),
      },
    },
    async (request) => ok(await points.transactions(authOf(request).user, request.query.page, request.query.type)),
  );

  const sealedHeaders = { type: 'object', properties: { ...idempotentHeaders.properties, ...encryptedHeaders } };

  app.post<{ Body: { points: number; paymentPassword: string } }>(
    '/api/points/convert',
    {
      schema: {
        tags: ['points'],
        summary: 'Convert points to cash at the member\'s rate (E, Idempotency-Key; payment password checked)',
        description: `${ENCRYPTED_NOTE}\n\nBelow the rate's minimum: amount_out_of_range; more than the balance: insufficient_funds with value { wallet: "points", balance }.`,
        headers: sealedHeaders,
        body: obj({ points: int({ minimum: 1, maximum: 1_000_000_000 }), paymentPassword: passwordField }),
        response: answers(spendSchema),
      },
      preValidation: openEncryptedBody(opts.keys),
    },
    async (request, reply) => {
      const result = await points.convert(authOf(request).user, request.body, keyOf(request));
      if (result.replayed) reply.header('idempotent-replay', 'true');
      return ok(result.value);
    },
  );

  app.post<{ Body: { rewardId: string; paymentPassword: string } }>(
    '/api/points/redeem',
    {
      schema: {
        tags: ['points'],
        summary: 'Redeem a mall reward for its points (E, Idempotency-Key; payment password checked); processing until reviewed',
        description: ENCRYPTED_NOTE,
        headers: sealedHeaders,
        body: obj({ rewardId: str({ pattern: '^[1-9][0-9]{0,17}$' }), paymentPassword: passwordField }),
        response: answers(spendSchema),
      },
      preValidation: openEncryptedBody(opts.keys),
    },
    async (request, reply) => {
      const result = await points.redeem(authOf(request).user, request.body, keyOf(request));
      if (result.replayed) reply.header('idempotent-replay', 'true');
      return ok(result.value);
    },
  );
}

/** The operator's review of redemptions (behind the plugin's operator check). */
export function pointsOperatorRoutes(app: FastifyInstance, services: Services) {
  const { points } = services;

  app.get<{ Querystring: { merchantCode?: string } }>(
    '/api/operator/points/redemptions',
    {
      schema: {
        tags: ['operator'],
        summary: 'Redemptions in processing, oldest first',
        headers: operatorHeaders,
        querystring: obj({ merchantCode: str({ maxLength: 16 }) }, []),
        response: answers(arrayOf(obj({ id: str(), referenceNo: str(), account: str(), merchantCode: str(), reward: str(), points: int(), createdAt: str() }))),
      },
    },
    async (request) => ok(await points.queue(request.query.merchantCode)),
  );

  app.post<{ Params: { id: string }; Body: { approve: boolean } }>(
    '/api/operator/points/redemptions/:id/review',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve a redemption, or reject it and return its points (audited)',
        headers: operatorHeaders,
        params: obj({ id: str({ pattern: '^[1-9][0-9]{0,17}$' }) }),
        body: obj({ approve: bool }),
        response: answers(obj({ id: str(), referenceNo: str(), status: str({ enum: [...REDEEM_STATUSES] }) })),
      },
    },
    async (request) => ok(await points.review(request.params.id, request.body.approve, { name: 'operator:api', ip: clientIp(request) || null })),
  );
}
