import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { clientIp, merchantHeader } from '../../http/request';
import { merchantHeaders } from '../../http/schemas';
import { answersOf } from '../../http/wire';
import type { Services } from '../../services';
import * as system from '../../shared/wire/system';

export function systemRoutes(app: FastifyInstance, services: Services) {
  app.get(
    '/api/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'System status of the merchant in X-Merchant for the calling IP',
        headers: merchantHeaders,
        response: answersOf(system.systemStatus),
      },
    },
    async (request) => ok(await services.system.status(merchantHeader(request), clientIp(request))),
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
