// The content pages' API: winners board, help centre, feedback (PUT), the
// customer-service list, recent games; promotions and the points mall (their own
// files) are registered from here with the services they share.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { authHeaders, authOf, bearerToken } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { acceptMultipart, isMultipart, readMultipart } from '../../http/multipart';
import { merchantHeader } from '../../http/request';
import { merchantHeaders } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as content from '../../shared/wire/content';
import { negotiateLanguage } from '../../i18n';
import type { Services } from '../../services';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../contentPages';

/** The content pages anyone may read. */
export function contentPagesRoutes(app: FastifyInstance, services: Services) {
  const pages = services.contentPages;

  app.get<{ Querystring: v.InferOutput<typeof content.winnersQuery> }>(
    '/api/content/winners',
    {
      schema: {
        tags: ['content'],
        summary: 'Winner board: the latest wins (payout above stake) with masked usernames, newest first',
        headers: merchantHeaders,
        querystring: jsonSchemaOf(content.winnersQuery),
        response: answersOf(content.winners),
      },
    },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await pages.winners(merchant.code, request.query.gameCategory, request.query.limitNum));
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof content.helpQuery> }>(
    '/api/content/help',
    {
      schema: {
        tags: ['content'],
        summary: 'Help centre articles (faq, terms, privacy, responsible, contact) in the language asked (query or Accept-Language), English otherwise',
        headers: merchantHeaders,
        querystring: jsonSchemaOf(content.helpQuery),
        response: answersOf(content.helpArticles),
      },
    },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      const language = negotiateLanguage(request.query.language ?? request.headers['accept-language']);
      return ok(await pages.help(merchant.code, language));
    },
  );

  app.get(
    '/api/content/customer-services',
    {
      schema: {
        tags: ['content'],
        summary: 'Customer-service list (entry type 3): each path encrypted, its last 8 characters the key; above VIP rank 4 live chat is the VIP channel',
        description:
          'path = base64url(12-byte IV, AES-256-GCM ciphertext, 16-byte tag) followed by the 8-character key; the AES key is SHA-256 of those 8 characters. ' +
          'Open the decrypted URL in a 440x500 popup.',
        headers: authHeaders,
        response: answersOf(content.serviceList),
      },
    },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      const token = bearerToken(request);
      const active = token ? await services.sessions.resolve(token) : undefined;
      const rank = active && active.user.merchant_code === merchant.code ? (await services.points.vip(active.user)).level : undefined;
      return ok(await pages.customerServices(merchant.code, rank));
    },
  );
}

/** The member's content calls (behind the content plugin's member check). */
export function contentMemberRoutes(app: FastifyInstance, services: Services) {
  const pages = services.contentPages;

  app.get(
    '/api/content/recent-games',
    {
      schema: {
        tags: ['content'],
        summary: 'The member\'s recently played games across every hall (at most 12), newest first',
        headers: authHeaders,
        // The spec's client sends clientType 3 (web); the list is the same for every client.
        querystring: jsonSchemaOf(content.recentGamesQuery),
        response: answersOf(content.recentGames),
      },
      config: { allowTrial: true },
    },
    async (request) => ok(await pages.recentGames(authOf(request).user.id)),
  );

  app.register(async (scope) => {
    await acceptMultipart(scope);
    scope.put<{ Body: content.FeedbackRequest | undefined }>(
      '/api/content/feedback',
      {
        schema: {
          tags: ['content'],
          summary: `Feedback and complaints: content of ${FEEDBACK_MIN} to ${FEEDBACK_MAX} characters, up to 3 png/jpg images of 5 MB`,
          description: 'multipart/form-data with fields category and content and files in field "images", or JSON without images. Out-of-bounds content: invalid_field_format with value { field, min, max }.',
          headers: authHeaders,
          consumes: ['multipart/form-data', 'application/json'],
          body: { content: { 'application/json': { schema: jsonSchemaOf(content.feedbackRequest) } } },
          response: answersOf(content.feedback),
        },
      },
      async (request) => {
        const user = authOf(request).user;
        if (isMultipart(request)) {
          const { fields, images } = await readMultipart(request, ['category', 'content'], 'images');
          return ok(await pages.feedback(user, fields, images));
        }
        if (!request.body) throw new ApiFailure('bad_request');
        return ok(await pages.feedback(user, request.body, []));
      },
    );
  });

}
