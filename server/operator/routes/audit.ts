// The audit log as the back office reads it (audit.read).
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ok } from '../../http/envelope';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as wire from '../../shared/wire/backoffice';
import { operatorHeaders } from '../../wallet/routes/schemas';
import type { createAuditLog } from '../auditLog';

export function auditLogRoutes(app: FastifyInstance, auditLog: ReturnType<typeof createAuditLog>) {
  app.get<{ Querystring: v.InferOutput<typeof wire.auditQuery> }>(
    '/api/operator/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['operator'],
        summary: 'The audit log, newest first, pages of 15: by actor (exact), action (its start), from/to (ISO 8601 times, inclusive)',
        headers: operatorHeaders,
        querystring: jsonSchemaOf(wire.auditQuery),
        response: answersOf(wire.auditPage),
      },
    },
    async (request) => ok(await auditLog.page(request.query)),
  );
}
