// Deposit limit routes (docs/api.md "Player protection"): the limits with what is used
// and pending, a change, the confirmation of a waiting increase or removal.
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as protection from '../../shared/wire/protection';

export function limitRoutes(app: FastifyInstance, services: Services) {
  const { limits } = services.protection;

  app.get(
    '/api/member/limits/deposit',
    {
      schema: {
        tags: ['protection'],
        summary: 'Deposit limits per day, week and month: the limit, what is used, when it resets, a waiting change',
        headers: authHeaders,
        response: answersOf(protection.depositLimits),
      },
    },
    async (request) => ok(await limits.view(authOf(request).user)),
  );

  app.post<{ Body: protection.LimitChange }>(
    '/api/member/limits/deposit',
    {
      schema: {
        tags: ['protection'],
        summary: 'Set a deposit limit: a new one or a decrease at once; an increase or removal (amount null) waits 24 hours for confirmation',
        description: 'Amounts are in the member\'s currency; 0 allows no deposits. A bad amount answers invalid_amount with value.problem.',
        headers: authHeaders,
        body: jsonSchemaOf(protection.limitChange),
        response: answersOf(protection.depositLimits),
      },
    },
    async (request) => ok(await limits.set(authOf(request).user, request.body.period, request.body.amount)),
  );

  app.post<{ Body: protection.LimitConfirm }>(
    '/api/member/limits/deposit/confirm',
    {
      schema: {
        tags: ['protection'],
        summary: 'Confirm a waiting increase or removal, 24 hours or more after it was asked',
        description: 'Earlier: limit_change_not_due with value.confirmableAt. Nothing waiting: invalid_state.',
        headers: authHeaders,
        body: jsonSchemaOf(protection.limitConfirm),
        response: answersOf(protection.depositLimits),
      },
    },
    async (request) => ok(await limits.confirm(authOf(request).user, request.body.period)),
  );
}
