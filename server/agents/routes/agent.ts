// The agent centre's calls (docs/agent-api.md): contracts (api.md fixed paths),
// contract options, team overview, team list and registration, transfers to the
// team, team betting, user profit and loss, my income and account details. Every
// call needs an agent's token: other accounts answer 403 not_agent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { answers, arrayOf, bool, int, obj, str, type JsonSchema } from '../../http/schemas';
import { idempotentHeaders, idParams, moneySchema, pageOf, rangeQuery } from '../../wallet/routes/schemas';
import type { Services } from '../../services';
import type { ContractKind } from '../../db/schema';
import { CONTRACT_KINDS, showTerms } from '../terms';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { rangeOf, type RangePreset } from '../../platform/paging';

type RangeQuery = { from?: string; to?: string; preset?: RangePreset; page: number };

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const nullableString = { type: ['string', 'null'] } as const;
const party = obj({ account: str(), nickname: str() });
const termsSchema = { type: 'object', additionalProperties: true, description: 'Per kind: see docs/agent-api.md' } as const;
const kindSchema = str({ enum: [...CONTRACT_KINDS] });

export const contractSchema = obj({
  id: str(),
  kind: kindSchema,
  status: str({ enum: ['offered', 'accepted', 'rejected', 'cancelled', 'replaced'] }),
  upline: nullable(party),
  downline: party,
  terms: termsSchema,
  offeredAt: str(),
  answeredAt: nullableString,
  endedAt: nullableString,
  endReason: nullableString,
});

export const optionsSchema = obj({
  dailysalreqtype: int({ enum: [0, 1] }),
  contracthoursalreq: int({ enum: [0, 1] }),
  realtimesalreqtype: int({ enum: [0, 1] }),
  divtypereq: int({ enum: [0, 1] }),
  dividendPeriods: arrayOf(str({ enum: ['D', 'W', 'H', 'M'] })),
  kinds: arrayOf(kindSchema),
});

const nullableTerms = { anyOf: [termsSchema, { type: 'null' }] };
const contractCell = nullable(obj({ id: str(), status: str(), terms: termsSchema }));
const accountQuery = str({ minLength: 1, maxLength: 64 });

/** The agent centre (behind the agents plugin's agent check). */
export function agentRoutes(app: FastifyInstance, services: Services) {
  const clock = services.clock;
  const { contracts, team } = services.agents;
  const me = (request: FastifyRequest) => authOf(request).user;

  app.get<{ Querystring: { account?: string; status?: 'offered' | 'accepted' | 'history' } }>(
    '/api/agent/contracts',
    {
      schema: {
        tags: ['agent'],
        summary: 'My contracts (mine: I am the downline) and those I gave my direct downlines (offered)',
        description: 'Default: contracts in force and pending offers; status=history adds ended ones. account limits `offered` to one direct downline.',
        headers: authHeaders,
        querystring: obj({ account: accountQuery, status: str({ enum: ['offered', 'accepted', 'history'] }) }, []),
        response: answers(obj({ mine: arrayOf(contractSchema), offered: arrayOf(contractSchema) })),
      },
    },
    async (request) => ok(await contracts.list(me(request), request.query)),
  );

  app.post<{ Body: { account: string; kind: ContractKind; terms: unknown } }>(
    '/api/agent/contracts',
    {
      schema: {
        tags: ['agent'],
        summary: 'Offer a contract to a direct downline agent (audited)',
        description:
          'Refused with not_in_team (not a direct downline agent), contract_kind_disabled (merchant option off), contract_terms_invalid ' +
          '(value.problem: format, negative, unordered, empty, too_many, period_mismatch) or contract_rate_above_upline (value.upline: my own terms).',
        headers: authHeaders,
        body: obj({ account: accountQuery, kind: kindSchema, terms: termsSchema }),
        response: answers(contractSchema),
      },
    },
    async (request) => ok(await contracts.offer(me(request), request.body, clientIp(request))),
  );

  app.get<{ Params: { id: string } }>(
    '/api/agent/contracts/:id',
    {
      schema: { tags: ['agent'], summary: 'One contract I am the upline or the downline of (not_found otherwise)', headers: authHeaders, params: idParams, response: answers(contractSchema) },
    },
    async (request) => ok(await contracts.get(me(request), request.params.id)),
  );

  for (const action of ['accept', 'reject', 'cancel'] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/agent/contracts/:id/${action}`,
      {
        schema: {
          tags: ['agent'],
          summary:
            action === 'accept'
              ? 'Accept an offer made to me: it replaces my contract of that kind (audited)'
              : action === 'reject'
                ? 'Reject an offer made to me (audited)'
                : 'Withdraw an offer I made that is not answered yet (audited)',
          headers: authHeaders,
          params: idParams,
          response: answers(contractSchema),
        },
      },
      async (request) => ok(await contracts[action](me(request), request.params.id, clientIp(request))),
    );
  }

  app.get(
    '/api/agent/options',
    {
      schema: {
        tags: ['agent'],
        summary: "The merchant's contract options (which salary and dividend pages show) and my own terms per kind",
        headers: authHeaders,
        response: answers(obj({ ...(optionsSchema.properties as Record<string, JsonSchema>), myTerms: obj({ daily: nullableTerms, hourly: nullableTerms, realtime: nullableTerms, dividend: nullableTerms }) })),
      },
    },
    async (request) => {
      const user = me(request);
      const opts = await contracts.options(user.merchant_code);
      const entries = await Promise.all(CONTRACT_KINDS.map(async (k) => [k, (await contracts.termsInForce(user.id, k))?.terms] as const));
      return ok({ ...opts, myTerms: Object.fromEntries(entries.map(([k, t]) => [k, t ? showTerms(t) : null])) });
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    '/api/agent/overview',
    {
      schema: {
        tags: ['agent'],
        summary: 'Team overview over a range: members, new and active members, deposits, withdrawals, bets, profit and loss, my income',
        headers: authHeaders,
        querystring: rangeQuery({}, { paged: false }),
        response: answers(
          obj({
            from: str(), to: str(), currency: str(), members: int(), agents: int(), directMembers: int(), newMembers: int(), activeMembers: int(),
            deposits: moneySchema, withdrawals: moneySchema, bets: int(), stake: moneySchema, payout: moneySchema, profit: moneySchema, income: moneySchema,
            byDay: arrayOf(obj({ day: str(), bets: int(), stake: moneySchema, payout: moneySchema, profit: moneySchema })),
          }),
        ),
      },
    },
    async (request) => ok(await team.overview(me(request), rangeOf(request.query, clock))),
  );

  app.get<{ Querystring: RangeQuery }>(
    '/api/agent/account',
    {
      schema: {
        tags: ['agent'],
        summary: 'Account details: my own account record (settlement payouts are kinds salary and dividend)',
        headers: authHeaders,
        querystring: rangeQuery(),
        response: answers(pageOf(obj({ id: str(), journalId: str(), at: str(), kind: str(), wallet: str(), amount: moneySchema, balanceAfter: moneySchema, memo: str() }))),
      },
    },
    async (request) => ok(await team.account(me(request), rangeOf(request.query, clock), request.query.page)),
  );

  app.get<{ Querystring: { under?: string; search?: string; status?: 'active' | 'locked'; type?: 'member' | 'agent'; page: number } }>(
    '/api/agent/team',
    {
      schema: {
        tags: ['agent'],
        summary: 'Team management: the direct downlines of me or of `under`, or a search by account over the whole team',
        headers: authHeaders,
        querystring: obj(
          {
            under: accountQuery,
            search: str({ minLength: 1, maxLength: 64 }),
            status: str({ enum: ['active', 'locked'] }),
            type: str({ enum: ['member', 'agent'] }),
            page: int({ minimum: 1, maximum: 100_000, default: 1 }),
          },
          [],
        ),
        response: answers(
          pageOf(
            obj({
              account: str(), nickname: str(), type: int(), isAgent: bool, upline: str(), level: int(), downlines: int(), locked: bool, createdAt: str(), lastLoginAt: nullableString, balance: moneySchema,
              contracts: obj({ daily: contractCell, hourly: contractCell, realtime: contractCell, dividend: contractCell }),
            }),
          ),
        ),
      },
    },
    async (request) => ok(await team.list(me(request), request.query)),
  );

  app.post<{ Body: { account: string; password: string; type: 'member' | 'agent'; nickname?: string } }>(
    '/api/agent/team',
    {
      schema: {
        tags: ['agent'],
        summary: 'Register a direct downline member or agent; the password I set must be changed at its first login (audited)',
        headers: authHeaders,
        body: obj({ account: str({ minLength: 1, maxLength: 64 }), password: str({ minLength: 1, maxLength: 256 }), type: str({ enum: ['member', 'agent'] }), nickname: str({ maxLength: 64 }) }, ['account', 'password', 'type']),
        response: answers(obj({ account: str(), nickname: str(), type: int(), isAgent: bool, upline: str() })),
      },
    },
    async (request) => ok(await team.register(me(request), request.body, clientIp(request))),
  );

  app.post<{ Body: { account: string; amount: string } }>(
    '/api/agent/transfers',
    {
      schema: {
        tags: ['agent'],
        summary: "Transfer from my main wallet to a team member's main wallet (Idempotency-Key; audited)",
        headers: idempotentHeaders,
        body: obj({ account: accountQuery, amount: str({ maxLength: 32 }) }),
        response: answers(obj({ transferId: str(), amount: moneySchema, to: party, balance: moneySchema, sumBalance: moneySchema })),
      },
    },
    async (request, reply) => {
      const result = await team.transfer(me(request), request.body, idempotencyKeyOf(request.headers['idempotency-key']), clientIp(request));
      if (result.replayed) reply.header('idempotent-replay', 'true');
      return ok(result.value);
    },
  );

  app.get<{ Querystring: RangeQuery & { account?: string; category?: string } }>(
    '/api/agent/team/bets',
    {
      schema: {
        tags: ['agent'],
        summary: "Team betting: the team's bets over a range, newest first, with totals",
        headers: authHeaders,
        querystring: rangeQuery({ account: accountQuery, category: str({ pattern: '^[A-Z_]{1,20}$' }) }),
        response: answers(
          pageOf(
            obj({ account: str(), id: str(), betId: str(), vendor: str(), vendorName: str(), category: str(), gameCode: str(), stake: moneySchema, payout: moneySchema, profit: moneySchema, status: str(), placedAt: str(), settledAt: nullableString }),
            { summary: obj({ bets: int(), stake: moneySchema, payout: moneySchema, profit: moneySchema }) },
          ),
        ),
      },
    },
    async (request) => ok(await team.bets(me(request), rangeOf(request.query, clock), request.query.page, request.query)),
  );

  app.get<{ Querystring: RangeQuery & { account?: string } }>(
    '/api/agent/team/profit',
    {
      schema: {
        tags: ['agent'],
        summary: 'User profit and loss: per team member over a range (biggest stake first), with totals',
        headers: authHeaders,
        querystring: rangeQuery({ account: accountQuery }),
        response: answers(
          pageOf(
            obj({ account: str(), nickname: str(), bets: int(), stake: moneySchema, payout: moneySchema, profit: moneySchema, deposits: moneySchema, withdrawals: moneySchema }),
            { summary: obj({ bets: int(), stake: moneySchema, payout: moneySchema, profit: moneySchema, deposits: moneySchema, withdrawals: moneySchema }) },
          ),
        ),
      },
    },
    async (request) => ok(await team.profit(me(request), rangeOf(request.query, clock), request.query.page, request.query.account)),
  );

  app.get<{ Querystring: RangeQuery & { kind?: ContractKind } }>(
    '/api/agent/income',
    {
      schema: {
        tags: ['agent'],
        summary: 'My income: every settlement line paid to me, newest first, with the total',
        headers: authHeaders,
        querystring: rangeQuery({ kind: kindSchema }),
        response: answers(
          pageOf(
            obj({
              id: str(), kind: kindSchema, periodKey: str(), periodStart: str(), periodEnd: str(), base: moneySchema, activeMembers: int(), rate: str(),
              gross: moneySchema, downlineGross: moneySchema, amount: moneySchema, journalId: str(), settledAt: str(),
            }),
            { summary: obj({ total: moneySchema }) },
          ),
        ),
      },
    },
    async (request) => ok(await team.income(me(request), rangeOf(request.query, clock), request.query.page, request.query.kind)),
  );
}
