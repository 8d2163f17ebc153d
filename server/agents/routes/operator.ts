// Operator calls of the agent area (a staff token or an operator key with the permission each route names): the merchant's contract
// options, the platform's contract of a top agent, and running a settlement period
// now (tests and operators; the jobs also run it by themselves). All audited.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ok } from '../../http/envelope';
import { auditActor, operatorActor } from '../../http/operatorAuth';
import { operatorHeaders } from '../../wallet/routes/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { SettlementKind } from '../periods';
import type { Services } from '../../services';
import { jobTime } from '../../http/operatorJobs';
import * as wire from '../../shared/wire/agent';



export function agentOperatorRoutes(app: FastifyInstance, services: Services) {
  const { contracts, settlements } = services.agents;

  app.get<{ Querystring: { merchantCode: string } }>(
    '/api/operator/agent-options',
    { config: { permission: 'agents.manage' }, schema: { tags: ['operator'], summary: "A merchant's agent contract options", headers: operatorHeaders, querystring: jsonSchemaOf(wire.optionsQuery), response: answersOf(wire.contractOptions) } },
    async (request) => ok(await contracts.options(request.query.merchantCode)),
  );

  app.put<{ Body: v.InferOutput<typeof wire.optionsChange> }>(
    '/api/operator/agent-options',
    {
      config: { permission: 'agents.manage' },
      schema: {
        tags: ['operator'],
        summary: "Change a merchant's agent contract options (dailysalreqtype, contracthoursalreq, realtimesalreqtype, divtypereq; audited)",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.optionsChange),
        response: answersOf(wire.contractOptions),
      },
    },
    async (request) => {
      const { merchantCode: code, ...change } = request.body;
      return ok(await contracts.setOptions(code, change, auditActor(request)));
    },
  );

  app.post<{ Body: v.InferOutput<typeof wire.platformContractRequest> }>(
    '/api/operator/agent-contracts',
    {
      config: { permission: 'agents.manage' },
      schema: {
        tags: ['operator'],
        summary: 'The platform\'s contract of a top agent (no upline): in force at once, replacing the one before (audited)',
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.platformContractRequest),
        response: answersOf(wire.contract),
      },
    },
    async (request) => ok(await contracts.platformContract(request.body.merchantCode, request.body.account, request.body.kind, request.body.terms, auditActor(request))),
  );

  app.post<{ Body: { kind: SettlementKind; at?: string } }>(
    '/api/operator/jobs/agent-settlements',
    {
      config: { permission: 'jobs.run' },
      schema: {
        tags: ['operator'],
        summary: 'Settle the last ended period of a kind now for every merchant (each period settles once; it also runs by itself)',
        description: '`at`: settle the last period that ended at or before this time (ISO 8601) instead of now.',
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.settlementRequest),
        response: answersOf(wire.settlementRuns),
      },
    },
    // Settling a past period is a real operator task (a missed run), so `at` is allowed in production.
    async (request) => ok({ runs: await settlements.runKind(request.body.kind, jobTime(request.body.at, { devOnly: false, dev: false })) }),
  );

  app.put<{ Params: { code: string }; Body: { active: boolean } }>(
    '/api/operator/affiliate-codes/:code',
    {
      config: { permission: 'agents.manage' },
      schema: {
        tags: ['operator'],
        summary: "Switch an agent's invitation code on or off (audited)",
        headers: operatorHeaders,
        params: jsonSchemaOf(wire.invitationParams),
        body: jsonSchemaOf(wire.affiliateCodeChange),
        response: answersOf(wire.affiliateCodeSet),
      },
    },
    async (request) => ok(await services.agents.invitations.setActive(request.params.code, request.body.active, operatorActor(request))),
  );
}
