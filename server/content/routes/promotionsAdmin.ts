// The back office's promotions (docs/api.md "Back office: content"): listed, created and
// changed with their translations; published or taken down with active. Permission content.manage.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ok } from '../../http/envelope';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import { idParams } from '../../shared/wire/common';
import * as wire from '../../shared/wire/backofficePromotions';
import { operatorHeaders } from '../../wallet/routes/schemas';

const config = { permission: 'content.manage' } as const;
const tags = ['operator'];

export function promotionsAdminRoutes(app: FastifyInstance, services: Services) {
  const { promotionsAdmin } = services;

  app.get<{ Querystring: wire.PromotionListQuery }>(
    '/api/operator/promotions',
    { config, schema: { tags, summary: "Promotions with their translations, in the players' order, pages of 15", headers: operatorHeaders, querystring: jsonSchemaOf(wire.promotionListQuery), response: answersOf(wire.adminPromotionPage) } },
    async (request) => ok(await promotionsAdmin.list(request.query)),
  );
  app.post<{ Body: wire.PromotionInput }>(
    '/api/operator/promotions',
    { config, schema: { tags, summary: 'Add a promotion (players see it at once when active; audited)', headers: operatorHeaders, body: jsonSchemaOf(wire.promotionInput), response: answersOf(wire.adminPromotion) } },
    async (request) => ok(await promotionsAdmin.create(request.body, operatorActor(request))),
  );
  app.put<{ Params: v.InferOutput<typeof idParams>; Body: wire.PromotionInput }>(
    '/api/operator/promotions/:id',
    { config, schema: { tags, summary: 'Change a promotion, or take it down with active false (audited with before and after)', headers: operatorHeaders, params: jsonSchemaOf(idParams), body: jsonSchemaOf(wire.promotionInput), response: answersOf(wire.adminPromotion) } },
    async (request) => ok(await promotionsAdmin.update(request.params.id, request.body, operatorActor(request))),
  );
}
