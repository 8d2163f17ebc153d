import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { ok } from '../../http/envelope';
import { answersOf } from '../../http/wire';
import * as system from '../../shared/wire/system';

export function healthRoutes(app: FastifyInstance, store: Db) {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and the kind of database in use', response: answersOf(system.health) } },
    async () => ok({ status: 'ok' as const, db: store.kind }),
  );
}
