// Operator calls of the agent area (X-Operator-Key): the merchant's contract
// options, the platform's contract of a top agent, and running a settlement period
// now (tests and operators; the jobs also run it by themselves). All audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { answers, arrayOf, bool, int, obj, str } from '../../http/schemas';
import { moneySchema, operatorHeaders } from '../../wallet/routes/schemas';
import type { ContractKind } from '../../db/schema';
import { CONTRACT_KINDS } from '../terms';
import { SETTLEMENT_KINDS, type SettlementKind } from '../periods';
import type { Services } from '../../services';
import { jobTime } from '../../http/operatorJobs';
import type { OptionsChange } from '../contracts';
import { contractSchema, optionsSchema } from './agent';

const who = (request: FastifyRequest) => ({ actor: 'operator-api', ip: clientIp(request) });
const merchantCode = str({ minLength: 1, maxLength: 16 });
const flag = int({ enum: [0, 1] });

export function agentOperatorRoutes(app: FastifyInstance, services: Services) {
  const { contracts, settlements } = services.agents;

  app.get<{ Querystring: { merchantCode: string } }>(
    '/api/operator/agent-options',
    { schema: { tags: ['operator'], summary: "A merchant's agent contract options", headers: operatorHeaders, querystring: obj({ merchantCode }), response: answers(optionsSchema) } },
    async (request) => ok(await contracts.options(request.query.merchantCode)),
  );

  app.put<{ Body: OptionsChange & { merchantCode: string } }>(
    '/api/operator/agent-options',
    {
      schema: {
        tags: ['operator'],
        summary: "Change a merchant's agent contract options (dailysalreqtype, contracthoursalreq, realtimesalreqtype, divtypereq; audited)",
        headers: operatorHeaders,
        body: obj(
          { merchantCode, dailysalreqtype: flag, contracthoursalreq: flag, realtimesalreqtype: flag, divtypereq: flag, dividendPeriods: arrayOf(str({ enum: ['D', 'W', 'H', 'M'] }), { maxItems: 4 }) },
          ['merchantCode'],
        ),
        response: answers(optionsSchema),
      },
    },
    async (request) => {
      const { merchantCode: code, ...change } = request.body;
      return ok(await contracts.setOptions(code, change, who(request)));
    },
  );

  app.post<{ Body: { merchantCode: string; account: string; kind: ContractKind; terms: unknown } }>(
    '/api/operator/agent-contracts',
    {
      schema: {
        tags: ['operator'],
        summary: 'The platform\'s contract of a top agent (no upline): in force at once, replacing the one before (audited)',
        headers: operatorHeaders,
        body: obj({ merchantCode, account: str({ minLength: 1, maxLength: 64 }), kind: str({ enum: [...CONTRACT_KINDS] }), terms: { type: 'object', additionalProperties: true } }),
        response: answers(contractSchema),
      },
    },
    async (request) => ok(await contracts.platformContract(request.body.merchantCode, request.body.account, request.body.kind, request.body.terms, who(request))),
  );

  app.post<{ Body: { kind: SettlementKind; at?: string } }>(
    '/api/operator/jobs/agent-settlements',
    {
      schema: {
        tags: ['operator'],
        summary: 'Settle the last ended period of a kind now for every merchant (each period settles once; it also runs by itself)',
        description: '`at`: settle the last period that ended at or before this time (ISO 8601) instead of now.',
        headers: operatorHeaders,
        body: obj({ kind: str({ enum: [...SETTLEMENT_KINDS] }), at: str({ maxLength: 40 }) }, ['kind']),
        response: answers(obj({ runs: arrayOf(obj({ merchantCode: str(), kind: str(), periodKey: str(), settled: bool, bets: int(), agents: int(), total: moneySchema })) })),
      },
    },
    // Settling a past period is a real operator task (a missed run), so `at` is allowed in production.
    async (request) => ok({ runs: await settlements.runKind(request.body.kind, jobTime(request.body.at, { devOnly: false, dev: false })) }),
  );
}
