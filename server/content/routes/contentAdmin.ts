// The back office's content routes (docs/api.md "Back office: content"): notices and banners,
// listed, created and changed with their translations. Permission content.manage.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ok } from '../../http/envelope';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/backofficeContent';
import { operatorHeaders } from '../../wallet/routes/schemas';

type ListQuery = { Querystring: v.InferOutput<typeof wire.contentListQuery> };
type Params = { Params: v.InferOutput<typeof wire.contentParams> };
const config = { permission: 'content.manage' } as const;
const tags = ['operator'];
const params = jsonSchemaOf(wire.contentParams);
const listQuery = jsonSchemaOf(wire.contentListQuery);

export function contentAdminRoutes(app: FastifyInstance, services: Services) {
  const { contentAdmin } = services;

  app.get<ListQuery>(
    '/api/operator/notices',
    { config, schema: { tags, summary: 'Notices with their translations, newest first, pages of 15', headers: operatorHeaders, querystring: listQuery, response: answersOf(wire.adminNoticePage) } },
    async (request) => ok(await contentAdmin.notices(request.query)),
  );
  app.post<{ Body: wire.NoticeInput }>(
    '/api/operator/notices',
    { config, schema: { tags, summary: 'Publish a notice (players see it at once when active; audited)', headers: operatorHeaders, body: jsonSchemaOf(wire.noticeInput), response: answersOf(wire.adminNotice) } },
    async (request) => ok(await contentAdmin.createNotice(request.body, operatorActor(request))),
  );
  app.put<Params & { Body: wire.NoticeInput }>(
    '/api/operator/notices/:id',
    { config, schema: { tags, summary: 'Change a notice, or take it down with active false (audited with before and after)', headers: operatorHeaders, params, body: jsonSchemaOf(wire.noticeInput), response: answersOf(wire.adminNotice) } },
    async (request) => ok(await contentAdmin.updateNotice(Number(request.params.id), request.body, operatorActor(request))),
  );

  app.get<ListQuery>(
    '/api/operator/banners',
    { config, schema: { tags, summary: "Banners with their translations, by group in the players' order, pages of 15", headers: operatorHeaders, querystring: listQuery, response: answersOf(wire.adminBannerPage) } },
    async (request) => ok(await contentAdmin.banners(request.query)),
  );
  app.post<{ Body: wire.BannerInput }>(
    '/api/operator/banners',
    { config, schema: { tags, summary: 'Add a banner (its picture is generated from its words, colours and motif; audited)', headers: operatorHeaders, body: jsonSchemaOf(wire.bannerInput), response: answersOf(wire.adminBanner) } },
    async (request) => ok(await contentAdmin.createBanner(request.body, operatorActor(request))),
  );
  app.put<Params & { Body: wire.BannerInput }>(
    '/api/operator/banners/:id',
    { config, schema: { tags, summary: 'Change a banner, or take it down with active false (audited with before and after)', headers: operatorHeaders, params, body: jsonSchemaOf(wire.bannerInput), response: answersOf(wire.adminBanner) } },
    async (request) => ok(await contentAdmin.updateBanner(Number(request.params.id), request.body, operatorActor(request))),
  );
}
