import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { ok } from '../../http/envelope';
import { answers, obj, str } from '../../http/schemas';

export function healthRoutes(app: FastifyInstance, store: Db) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and the kind of database in use',
        response: answers(obj({ status: str({ enum: ['ok'] }), db: str({ enum: ['pglite', 'postgres'] }) })),
      },
    },
    async () => ok({ status: 'ok' as const, db: store.kind }),
  );
}
