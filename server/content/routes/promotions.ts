// Promotions (/promotions, /promoDetail): the list and one promotion with the caller's
// state; join, claim (money: Idempotency-Key), activity applications (remark and up to 3
// images, multipart) and the operator's review of applications.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { authHeaders, authOf, bearerToken } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { operatorActor, reviewNote } from '../../http/operatorAuth';
import { acceptMultipart, isMultipart, readMultipart } from '../../http/multipart';
import { merchantHeader } from '../../http/request';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { idempotentHeaders, operatorHeaders } from '../../wallet/routes/schemas';
import { negotiateLanguage } from '../../i18n';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/promotions';
import * as operator from '../../shared/wire/operator';
import { queueQuery, reviewRequest } from '../../shared/wire/points';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';
import { REMARK_MAX } from '../promotions';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../platform/uploads';

type Params = { Params: v.InferOutput<typeof wire.promotionParams> };

const promotionId = jsonSchemaOf(wire.promotionParams.entries.id);

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

  app.get<{ Querystring: v.InferOutput<typeof wire.promotionsQuery> }>(
    '/api/promotions',
    {
      schema: {
        tags: ['content'],
        summary: 'Promotions of the merchant in X-Merchant, optionally one category; with a token, the member\'s state of each',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.promotionsQuery),
        response: answersOf(wire.promotions),
      },
    },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await promotions.list(merchant.code, await caller(request), language(request), request.query.category));
    },
  );

  app.get<Params>(
    '/api/promotions/:id',
    { schema: { tags: ['content'], summary: 'One promotion with its rules and the caller\'s state, remark and images', headers: authHeaders, params: jsonSchemaOf(wire.promotionParams), response: answersOf(wire.promotionDetail) } },
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

  app.post<Params>(
    '/api/promotions/:id/join',
    {
      schema: {
        tags: ['content'],
        summary: 'Join a bonus or event promotion (state join to process, claim or signed); an application promotion answers operation_not_allowed',
        headers: authHeaders,
        params: jsonSchemaOf(wire.promotionParams),
        response: answersOf(wire.promotion),
      },
    },
    async (request) => ok(await promotions.join(authOf(request).user, request.params.id, language(request))),
  );

  app.post<Params>(
    '/api/promotions/:id/claim',
    {
      schema: {
        tags: ['content'],
        summary: 'Claim a completed bonus into the main wallet, once (Idempotency-Key); other states answer invalid_state',
        headers: idempotentHeaders,
        params: jsonSchemaOf(wire.promotionParams),
        response: answersOf(wire.promotionClaim),
      },
    },
    async (request, reply) => {
      const result = await promotions.claim(authOf(request).user, request.params.id, idempotencyKeyOf(request.headers['idempotency-key']), language(request));
      return sendIdempotent(reply, result);
    },
  );

  app.post<Params>(
    '/api/promotions/:id/raffle',
    {
      schema: {
        tags: ['content'],
        summary: 'Raffle promotion: one draw from its prize table, credited to the main wallet at once (Idempotency-Key); a second draw answers invalid_state',
        headers: idempotentHeaders,
        params: jsonSchemaOf(wire.promotionParams),
        response: answersOf(wire.raffleDraw),
      },
    },
    async (request, reply) => {
      const result = await promotions.raffle(authOf(request).user, request.params.id, idempotencyKeyOf(request.headers['idempotency-key']), language(request));
      return sendIdempotent(reply, result);
    },
  );

  app.register(async (scope) => {
    await acceptMultipart(scope);
    scope.post<Params & { Body: wire.ApplicationRequest | undefined }>(
      '/api/promotions/:id/applications',
      {
        schema: {
          tags: ['content'],
          summary: `Activity application: a remark (1 to ${REMARK_MAX} characters) and up to ${MAX_UPLOAD_FILES} images`,
          description: `multipart/form-data with field remark and files in field "images" (${UPLOAD_NOTE}), or JSON { remark }. Allowed in state join or rejected.`,
          headers: authHeaders,
          params: jsonSchemaOf(wire.promotionParams),
          consumes: ['multipart/form-data', 'application/json'],
          body: { content: { 'application/json': { schema: jsonSchemaOf(wire.applicationRequest) } } },
          response: answersOf(wire.promotionDetail),
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
      config: { permission: 'rewards.review' },
      schema: {
        tags: ['operator'],
        summary: 'Activity applications waiting for review, oldest first, a page of 15 (filters: merchantCode, account)',
        headers: operatorHeaders,
        querystring: jsonSchemaOf(queueQuery),
        response: answersOf(operator.applications),
      },
    },
    async (request) => ok(await promotions.applications(request.query)),
  );

  app.post<{ Params: v.InferOutput<typeof operator.decisionParams>; Body: v.InferOutput<typeof reviewRequest> }>(
    '/api/operator/promotions/applications/:id/review',
    {
      config: { permission: 'rewards.review' },
      schema: {
        tags: ['operator'],
        summary: "Issue an application (its bonus is credited) or reject it with a note; the member's inbox is told (audited)",
        description: 'Decided once: another review of the same application answers invalid_state (value { status }). A staff member must give a note to reject (bad_request); a tool key may leave it out.',
        headers: operatorHeaders,
        params: jsonSchemaOf(operator.decisionParams),
        body: jsonSchemaOf(reviewRequest),
        response: answersOf(operator.applicationReview),
      },
    },
    async (request) => ok(await promotions.review(request.params.id, request.body.approve, reviewNote(request, request.body), operatorActor(request))),
  );
}
