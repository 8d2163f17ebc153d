// Promotions (/promotions, /promoDetail): the list and one promotion with the caller's
// state; join, claim (money: Idempotency-Key), activity applications (remark and up to 3
// images, multipart) and the operator's review of applications.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeaders, authOf, bearerToken } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { acceptMultipart, isMultipart, readMultipart } from '../../http/multipart';
import { clientIp, merchantHeader } from '../../http/request';
import { answers, arrayOf, bool, obj, str } from '../../http/schemas';
import { idempotentHeaders, moneySchema, operatorHeaders, uploadSchema } from '../../wallet/routes/schemas';
import { negotiateLanguage } from '../../i18n';
import type { Services } from '../../services';
import { PROMOTION_CATEGORIES, type PromotionCategory } from '../contentTables';
import type * as v from 'valibot';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as operator from '../../shared/wire/operator';
import { queueQuery, reviewRequest } from '../../shared/wire/points';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { PROMOTION_STATES, REMARK_MAX } from '../promotions';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../platform/uploads';

const promotionId = str({ pattern: '^[1-9][0-9]{0,17}$' });

const promotionFields = {
  id: str(),
  category: str({ enum: [...PROMOTION_CATEGORIES] }),
  mode: str({ enum: ['bonus', 'event', 'apply', 'raffle'] }),
  title: str(),
  summary: str(),
  bonus: moneySchema,
  target: moneySchema,
  progress: moneySchema,
  colors: arrayOf(str(), { minItems: 2, maxItems: 2 }),
  startsAt: str(),
  endsAt: str(),
  state: str({ enum: [...PROMOTION_STATES], description: 'Spec section 4 activity state for the caller (join for visitors)' }),
  won: { type: ['string', 'null'], description: 'What the caller\'s raffle draw won' },
};
const promotionSchema = obj(promotionFields);
const detailSchema = obj({ ...promotionFields, body: str(), remark: { type: ['string', 'null'] }, images: arrayOf(uploadSchema) });

const UPLOAD_NOTE = `png or jpg (checked by content), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each, at most ${MAX_UPLOAD_FILES}`;

/** The promotions anyone may read (with a token, the member's state of each). */
export function promotionsRoutes(app: FastifyInstance, services: Services) {
  const { promotions } = services;
  const language = (request: FastifyRequest) => negotiateLanguage(request.headers['accept-language']);

  async function caller(request: FastifyRequest): Promise<number | undefined> {
    const token = bearerToken(request);
    const active = token ? await services.sessions.resolve(token) : undefined;
    return active?.user.id;
  }

  app.get<{ Querystring: { category?: PromotionCategory } }>(
    '/api/promotions',
    {
      schema: {
        tags: ['content'],
        summary: 'Promotions of the merchant in X-Merchant, optionally one category; with a token, the member\'s state of each',
        headers: authHeaders,
        querystring: obj({ category: str({ enum: [...PROMOTION_CATEGORIES] }) }, []),
        response: answers(arrayOf(promotionSchema)),
      },
    },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await promotions.list(merchant.code, await caller(request), language(request), request.query.category));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/promotions/:id',
    { schema: { tags: ['content'], summary: 'One promotion with its rules and the caller\'s state, remark and images', headers: authHeaders, params: obj({ id: promotionId }), response: answers(detailSchema) } },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await promotions.detail(request.params.id, merchant.code, await caller(request), language(request)));
    },
  );
}

/** A member's way through a promotion (behind the content plugin's member check). */
export function promotionMemberRoutes(app: FastifyInstance, services: Services) {
  const { promotions } = services;
  const language = (request: FastifyRequest) => negotiateLanguage(request.headers['accept-language']);

  app.post<{ Params: { id: string } }>(
    '/api/promotions/:id/join',
    {
      schema: {
        tags: ['content'],
        summary: 'Join a bonus or event promotion (state join to process, claim or signed); an application promotion answers operation_not_allowed',
        headers: authHeaders,
        params: obj({ id: promotionId }),
        response: answers(promotionSchema),
      },
    },
    async (request) => ok(await promotions.join(authOf(request).user, request.params.id, language(request))),
  );

  app.post<{ Params: { id: string } }>(
    '/api/promotions/:id/claim',
    {
      schema: {
        tags: ['content'],
        summary: 'Claim a completed bonus into the main wallet, once (Idempotency-Key); other states answer invalid_state',
        headers: idempotentHeaders,
        params: obj({ id: promotionId }),
        response: answers(obj({ id: str(), state: str({ enum: ['claimed'] }), bonus: moneySchema, balance: moneySchema })),
      },
    },
    async (request, reply) => {
      const result = await promotions.claim(authOf(request).user, request.params.id, idempotencyKeyOf(request.headers['idempotency-key']), language(request));
      if (result.replayed) reply.header('idempotent-replay', 'true');
      return ok(result.value);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/promotions/:id/raffle',
    {
      schema: {
        tags: ['content'],
        summary: 'Raffle promotion: one draw from its prize table, credited to the main wallet at once (Idempotency-Key); a second draw answers invalid_state',
        headers: idempotentHeaders,
        params: obj({ id: promotionId }),
        response: answers(obj({ id: str(), state: str({ enum: ['claimed'] }), prize: moneySchema, balance: { type: ['string', 'null'] } })),
      },
    },
    async (request, reply) => {
      const result = await promotions.raffle(authOf(request).user, request.params.id, idempotencyKeyOf(request.headers['idempotency-key']), language(request));
      if (result.replayed) reply.header('idempotent-replay', 'true');
      return ok(result.value);
    },
  );

  app.register(async (scope) => {
    await acceptMultipart(scope);
    scope.post<{ Params: { id: string }; Body: { remark: string } | undefined }>(
      '/api/promotions/:id/applications',
      {
        schema: {
          tags: ['content'],
          summary: `Activity application: a remark (1 to ${REMARK_MAX} characters) and up to ${MAX_UPLOAD_FILES} images`,
          description: `multipart/form-data with field remark and files in field "images" (${UPLOAD_NOTE}), or JSON { remark }. Allowed in state join or rejected.`,
          headers: authHeaders,
          params: obj({ id: promotionId }),
          consumes: ['multipart/form-data', 'application/json'],
          body: { content: { 'application/json': { schema: obj({ remark: str({ maxLength: 1000 }) }) } } },
          response: answers(detailSchema),
        },
      },
      async (request) => {
        const user = authOf(request).user;
        if (isMultipart(request)) {
          const { fields, images } = await readMultipart(request, ['remark'], 'images');
          return ok(await promotions.apply(user, request.params.id, fields, images, language(request)));
        }
        if (!request.body) throw new ApiFailure('bad_request');
        return ok(await promotions.apply(user, request.params.id, request.body, [], language(request)));
      },
    );
  });
}

/** The operator's review of activity applications (behind the plugin's operator check). */
export function promotionOperatorRoutes(app: FastifyInstance, services: Services) {
  const { promotions } = services;

  app.get<{ Querystring: v.InferOutput<typeof queueQuery> }>(
    '/api/operator/promotions/applications',
    {
      schema: {
        tags: ['operator'],
        summary: 'Activity applications waiting for review, oldest first',
        headers: operatorHeaders,
        querystring: jsonSchemaOf(queueQuery),
        response: answersOf(operator.applications),
      },
    },
    async (request) => ok(await promotions.applications(request.query.merchantCode)),
  );

  app.post<{ Params: v.InferOutput<typeof operator.decisionParams>; Body: v.InferOutput<typeof reviewRequest> }>(
    '/api/operator/promotions/applications/:id/review',
    {
      schema: {
        tags: ['operator'],
        summary: 'Issue an application (its bonus is credited) or reject it (audited)',
        headers: operatorHeaders,
        params: jsonSchemaOf(operator.decisionParams),
        body: jsonSchemaOf(reviewRequest),
        response: answersOf(operator.applicationReview),
      },
    },
    async (request) => ok(await promotions.review(request.params.id, request.body.approve, { name: 'operator:api', ip: clientIp(request) || null })),
  );
}
