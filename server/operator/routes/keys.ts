// The operator API's keys (staff.manage): list them, make one (the key shown once), revoke one.
// A tool's key with staff.manage may make keys too, but only with scopes it holds itself: a key
// never hands out more than it has.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ApiFailure, ok } from '../../http/envelope';
import { mayDo, operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { idParams } from '../../shared/wire/common';
import * as wire from '../../shared/wire/backoffice';
import { operatorHeaders } from '../../wallet/routes/schemas';
import type { OperatorKeyService } from '../keys';

export function operatorKeyRoutes(app: FastifyInstance, keys: OperatorKeyService) {
  app.get(
    '/api/operator/keys',
    {
      config: { permission: 'staff.manage' },
      schema: { tags: ['operator'], summary: 'The operator API keys, newest first, revoked ones included (never the keys themselves)', headers: operatorHeaders, response: answersOf(wire.operatorKeys) },
    },
    async () => ok(await keys.list()),
  );

  app.post<{ Body: v.InferOutput<typeof wire.createKeyRequest> }>(
    '/api/operator/keys',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['operator'],
        summary: 'Make an operator API key with these scopes (audited); the answer is the only time the key is shown',
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.createKeyRequest),
        response: answersOf(wire.createdKey),
      },
    },
    async (request) => {
      const caller = request.operator!;
      if (caller.kind === 'key' && !request.body.scopes.every((scope) => mayDo(caller, scope))) throw new ApiFailure('forbidden');
      return ok(await keys.create(request.body, operatorActor(request)));
    },
  );

  app.delete<{ Params: v.InferOutput<typeof idParams> }>(
    '/api/operator/keys/:id',
    {
      config: { permission: 'staff.manage' },
      schema: { tags: ['operator'], summary: 'Revoke an operator API key: refused from its next call on (audited)', headers: operatorHeaders, params: jsonSchemaOf(idParams), response: answersOf(wire.operatorKey) },
    },
    async (request) => ok(await keys.revoke(request.params.id, operatorActor(request))),
  );
}
