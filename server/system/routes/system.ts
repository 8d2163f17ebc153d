import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { clientIp, merchantHeader } from '../../http/request';
import { merchantHeaders } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as system from '../../shared/wire/system';

export function systemRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: system.StatusQuery }>(
    '/api/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'System status of the merchant in X-Merchant for the calling IP; host: the page\'s host',
        headers: merchantHeaders,
        querystring: jsonSchemaOf(system.statusQuery),
        response: answersOf(system.systemStatus),
      },
    },
    async (request) => ok(await services.system.status(merchantHeader(request), clientIp(request), request.query.host)),
  );

  app.get<{ Querystring: system.RoutersQuery }>(
    '/api/system/routers',
    {
      schema: {
        tags: ['system'],
        summary: "The domains of the merchant in X-Merchant for a device (0 web, 3 mobile), the preferred first",
        headers: merchantHeaders,
        querystring: jsonSchemaOf(system.routersQuery),
        response: answersOf(system.routers),
      },
    },
    async (request) => ok(await services.system.routers(merchantHeader(request), request.query.device)),
  );

  app.get(
    '/api/system/regions',
    {
      schema: {
        tags: ['system'],
        summary: 'Countries served, each with its merchant and languages',
        response: answersOf(system.regions),
      },
    },
    async () => ok(await services.system.regions()),
  );
}
