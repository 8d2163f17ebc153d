// The back office's agent pages (docs/api.md "Back office: agents"): the tree a level at a time,
// contracts in force and offered, and settlement runs with their payments. Permission
// agents.manage (admin, finance).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type * as v from 'valibot';
import { ok } from '../../http/envelope';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/backofficeAgents';
import { operatorMerchantCode } from '../../system/system';
import { operatorHeaders } from '../../wallet/routes/schemas';

const config = { permission: 'agents.manage' } as const;
const tags = ['operator'];

export function agentsAdminRoutes(app: FastifyInstance, services: Services, db: Kysely<Database>) {
  const { admin: agentsAdmin, contracts: agentContracts } = services.agents;
  const merchantOf = (code: string | undefined) => operatorMerchantCode(db, code);

  app.get<{ Querystring: v.InferOutput<typeof wire.agentTreeQuery> }>(
    '/api/operator/agents/tree',
    { config, schema: { tags, summary: "The top agents, or an account's direct downline, with counts; pages of 15", headers: operatorHeaders, querystring: jsonSchemaOf(wire.agentTreeQuery), response: answersOf(wire.agentTree) } },
    async (request) => ok(await agentsAdmin.tree(await merchantOf(request.query.merchantCode), request.query.parentId, request.query.page)),
  );

  app.get<{ Querystring: v.InferOutput<typeof wire.contractListQuery> }>(
    '/api/operator/agents/contracts',
    { config, schema: { tags, summary: 'Contracts in force, offered and ended, newest offer first; pages of 15', headers: operatorHeaders, querystring: jsonSchemaOf(wire.contractListQuery), response: answersOf(wire.contractList) } },
    async (request) => {
      const { status, agentId, page } = request.query;
      return ok(await agentContracts.operatorList({ merchantCode: await merchantOf(request.query.merchantCode), status, agentId: agentId === undefined ? undefined : agentsAdmin.userIdOf(agentId), page }));
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof wire.settlementRunQuery> }>(
    '/api/operator/agents/settlement-runs',
    { config, schema: { tags, summary: 'Settlement runs, newest first, with what each paid in all; pages of 15', headers: operatorHeaders, querystring: jsonSchemaOf(wire.settlementRunQuery), response: answersOf(wire.settlementRuns) } },
    async (request) => ok(await agentsAdmin.runs(await merchantOf(request.query.merchantCode), request.query.page)),
  );

  app.get<{ Params: v.InferOutput<typeof wire.settlementRunParams>; Querystring: { merchantCode?: string } }>(
    '/api/operator/agents/settlement-runs/:kind/:periodKey',
    {
      config,
      schema: { tags, summary: 'One settlement run and every payment it made', headers: operatorHeaders, params: jsonSchemaOf(wire.settlementRunParams), querystring: jsonSchemaOf(wire.settlementRunQuery), response: answersOf(wire.settlementPayments) },
    },
    async (request) => ok(await agentsAdmin.run(await merchantOf(request.query.merchantCode), request.params.kind, request.params.periodKey)),
  );
}
