// Limit routes (docs/api.md "Player protection"): deposit and loss limits with what is
// used and pending, a change, the confirmation of a waiting increase or removal, and the
// member's answer to the ask to set or review them. /api/member/limits/deposit is the
// same routes with kind deposit.
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as protection from '../../shared/wire/protection';

export function limitRoutes(app: FastifyInstance, services: Services) {
  const { limits } = services.protection;
  const params = jsonSchemaOf(protection.limitKindParams);

  // Static, so it is not taken for a kind.
  app.post(
    '/api/member/limits/review',
    {
      schema: {
        tags: ['protection'],
        summary: 'The member answered the ask to set or review their limits (kept them as they are, or declined): the next ask is in 6 months',
        headers: authHeaders,
        response: answersOf(protection.memberLimits),
      },
    },
    async (request) => ok(await limits.review(authOf(request).user)),
  );

  app.get<{ Params: protection.LimitKindParams }>(
    '/api/member/limits/:kind',
    {
      schema: {
        tags: ['protection'],
        summary: 'Deposit or loss limits per day, week and month: the limit, what is used, when it resets, a waiting change',
        headers: authHeaders,
        params,
        response: answersOf(protection.memberLimits),
      },
    },
    async (request) => ok(await limits.view(authOf(request).user, request.params.kind)),
  );

  app.post<{ Params: protection.LimitKindParams; Body: protection.LimitChange }>(
    '/api/member/limits/:kind',
    {
      schema: {
        tags: ['protection'],
        summary: 'Set a deposit or loss limit: a new one or a decrease at once; an increase or removal (amount null) waits 24 hours for confirmation',
        description: 'Amounts are in the member\'s currency; 0 allows no deposits (or no stakes). A bad amount answers invalid_amount with value.problem.',
        headers: authHeaders,
        params,
        body: jsonSchemaOf(protection.limitChange),
        response: answersOf(protection.memberLimits),
      },
    },
    async (request) => ok(await limits.set(authOf(request).user, request.body.period, request.body.amount, request.params.kind)),
  );

  app.post<{ Params: protection.LimitKindParams; Body: protection.LimitConfirm }>(
    '/api/member/limits/:kind/confirm',
    {
      schema: {
        tags: ['protection'],
        summary: 'Confirm a waiting increase or removal, 24 hours or more after it was asked',
        description: 'Earlier: limit_change_not_due with value.confirmableAt. Nothing waiting: invalid_state.',
        headers: authHeaders,
        params,
        body: jsonSchemaOf(protection.limitConfirm),
        response: answersOf(protection.memberLimits),
      },
    },
    async (request) => ok(await limits.confirm(authOf(request).user, request.body.period, request.params.kind)),
  );
}
