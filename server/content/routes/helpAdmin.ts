// The back office's help articles (docs/api.md "Back office: content"): listed, and one topic's
// article for every merchant (scope all) or one merchant written with its translations;
// published or taken down with active. Permission content.manage.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/backofficePromotions';
import { operatorHeaders } from '../../wallet/routes/schemas';

const config = { permission: 'content.manage' } as const;
const tags = ['operator'];

export function helpAdminRoutes(app: FastifyInstance, services: Services) {
  const { helpAdmin } = services;

  app.get<{ Querystring: wire.HelpListQuery }>(
    '/api/operator/help',
    { config, schema: { tags, summary: 'Help articles with their translations, pages of 15', headers: operatorHeaders, querystring: jsonSchemaOf(wire.helpListQuery), response: answersOf(wire.adminHelpPage) } },
    async (request) => ok(await helpAdmin.list(request.query)),
  );
  app.put<{ Params: wire.HelpParams; Body: wire.HelpInput }>(
    '/api/operator/help/:scope/:topic',
    { config, schema: { tags, summary: "Write a topic's article for every merchant (all) or one, created if new; active false takes it down (audited with before and after)", headers: operatorHeaders, params: jsonSchemaOf(wire.helpParams), body: jsonSchemaOf(wire.helpInput), response: answersOf(wire.adminHelpArticle) } },
    async (request) => ok(await helpAdmin.save(request.params, request.body, operatorActor(request))),
  );
}
