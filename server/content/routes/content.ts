import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { merchantHeader } from '../../http/request';
import { answers, arrayOf, bool, int, merchantHeaders, obj, str } from '../../http/schemas';
import type { Services } from '../../services';
import { BANNER_GROUPS, LINKAGE_TYPES, NOTICE_TYPES, type BannerGroup } from '../content';
import type { NoticeType } from '../../db/schema';
import { negotiateLanguage } from '../../i18n/languages';

const bannersSchema = arrayOf(
  obj(
    {
      bannerId: int(),
      url: str(),
      groupName: str(),
      linkageType: str({ enum: [...LINKAGE_TYPES] }),
      linkageTarget: str(),
      title: str(),
    },
    ['bannerId', 'url', 'groupName', 'linkageType', 'title'],
  ),
);

const noticesSchema = arrayOf(
  obj({ id: int(), type: str({ enum: [...NOTICE_TYPES] }), title: str(), content: str(), popup: bool, createdAt: str({ format: 'date-time' }) }),
);

const noticeTypeList = `^(${NOTICE_TYPES.join('|')})(,(${NOTICE_TYPES.join('|')}))*$`;

export function contentRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: { group: BannerGroup } }>(
    '/api/content/banners',
    {
      schema: {
        tags: ['content'],
        summary: 'Banners of one route group for the merchant in X-Merchant, titled and drawn in the Accept-Language (English otherwise)',
        headers: merchantHeaders,
        querystring: { type: 'object', required: ['group'], properties: { group: str({ enum: [...BANNER_GROUPS] }) } },
        response: answers(bannersSchema),
      },
    },
    async (request) => {
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await services.content.banners(request.query.group, merchant.code, negotiateLanguage(request.headers['accept-language'])));
    },
  );

  app.get<{ Querystring: { types?: string } }>(
    '/api/content/notices',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices of the given types, newest first, in the Accept-Language (English otherwise)',
        headers: merchantHeaders,
        querystring: {
          type: 'object',
          properties: {
            types: str({ pattern: noticeTypeList, maxLength: 64, description: 'Comma-separated types; all types when absent' }),
          },
        },
        response: answers(noticesSchema),
      },
    },
    async (request) => {
      const types = request.query.types ? ([...new Set(request.query.types.split(','))] as NoticeType[]) : [...NOTICE_TYPES];
      const merchant = await services.system.findMerchant(merchantHeader(request));
      return ok(await services.content.notices(types, merchant.code, negotiateLanguage(request.headers['accept-language'])));
    },
  );
}
