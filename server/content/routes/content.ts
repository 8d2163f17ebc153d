import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ok } from '../../http/envelope';
import { merchantHeader } from '../../http/request';
import { merchantHeaders } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as content from '../../shared/wire/content';
import type { NoticeType } from '../../db/schema';
import { negotiateLanguage } from '../../i18n/languages';

export function contentRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: v.InferOutput<typeof content.bannersQuery> }>(
    '/api/content/banners',
    {
      schema: {
        tags: ['content'],
        summary: 'Banners of one route group for the merchant in X-Merchant, titled and drawn in the Accept-Language (English otherwise)',
        headers: merchantHeaders,
        querystring: jsonSchemaOf(content.bannersQuery),
        response: answersOf(content.banners),
      },
    },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await services.content.banners(request.query.group, merchant.code, negotiateLanguage(request.headers['accept-language'])));
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof content.noticesQuery> }>(
    '/api/content/notices',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices of the given types, newest first, in the Accept-Language (English otherwise)',
        headers: merchantHeaders,
        querystring: jsonSchemaOf(content.noticesQuery),
        response: answersOf(content.notices),
      },
    },
    async (request) => {
      const types = request.query.types ? ([...new Set(request.query.types.split(','))] as NoticeType[]) : [...content.NOTICE_TYPES];
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await services.content.notices(types, merchant.code, negotiateLanguage(request.headers['accept-language'])));
    },
  );
}
