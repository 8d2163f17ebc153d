// Four-eyes adjustments (docs/api.md "Back office: pending adjustments"): the queue of
// adjustments above FOUR_EYES_ABOVE_MAJOR waiting for a second finance staff member, and
// their approval (the journal posts, once) or rejection with a reason. Only a member of
// staff decides, never the one who asked; a tool's key may read the queue but not decide.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { ApiFailure, ok } from '../../http/envelope';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/adjustmentApprovals';
import { idParams } from '../../shared/wire/common';
import type { Decider } from '../adjustmentApprovals';
import { operatorHeaders } from './schemas';

type Params = { Params: v.InferOutput<typeof idParams> };
const params = jsonSchemaOf(idParams);
const tags = ['operator'];

/** The staff member deciding; a key is refused (after the adjustment is found, so an unknown id answers not_found to all). */
function deciderOf(request: FastifyRequest): Decider {
  const operator = request.operator;
  if (operator?.kind !== 'staff') throw new ApiFailure('forbidden');
  return { staffId: String(operator.staff.id), actor: operatorActor(request) };
}

export function adjustmentApprovalRoutes(app: FastifyInstance, services: Services) {
  const { adjustmentApprovals } = services;

  app.get<{ Querystring: wire.PendingAdjustmentQuery }>(
    '/api/operator/adjustments/pending',
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags,
        summary: 'Adjustments waiting for a second finance staff member (oldest first), or decided ones (status=approved|rejected, newest first); pages of 15',
        headers: operatorHeaders,
        querystring: jsonSchemaOf(wire.pendingAdjustmentQuery),
        response: answersOf(wire.pendingAdjustmentPage),
      },
    },
    async (request) => ok(await adjustmentApprovals.list(request.query)),
  );

  app.post<Params>(
    '/api/operator/adjustments/:id/approve',
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags,
        summary: 'Approve a pending adjustment: its journal posts, exactly once (audited)',
        description: 'A staff member never approves their own (adjustment_self_approval); a decided one answers invalid_state; a key answers forbidden.',
        headers: operatorHeaders,
        params,
        response: answersOf(wire.pendingAdjustment),
      },
    },
    async (request) => {
      await adjustmentApprovals.find(request.params.id);
      return ok(await adjustmentApprovals.approve(request.params.id, deciderOf(request)));
    },
  );

  app.post<Params & { Body: wire.AdjustmentRejection }>(
    '/api/operator/adjustments/:id/reject',
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags,
        summary: 'Reject a pending adjustment with a reason; nothing posts (audited)',
        description: 'A staff member never rejects their own (adjustment_self_approval); a decided one answers invalid_state; a key answers forbidden.',
        headers: operatorHeaders,
        params,
        body: jsonSchemaOf(wire.adjustmentRejection),
        response: answersOf(wire.pendingAdjustment),
      },
    },
    async (request) => {
      await adjustmentApprovals.find(request.params.id);
      return ok(await adjustmentApprovals.reject(request.params.id, request.body.reason.trim(), deciderOf(request)));
    },
  );
}
