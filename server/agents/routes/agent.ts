// The agent centre's calls (docs/agent-api.md): contracts (api.md fixed paths),
// contract options, team overview, team list and registration, transfers to the
// team, team betting, user profit and loss, my income and account details. Every
// call needs an agent's token: other accounts answer 403 not_agent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { idempotentHeaders } from '../../wallet/routes/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import { CONTRACT_KINDS, showTerms } from '../terms';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';
import { rangeOf } from '../../platform/paging';
import * as wire from '../../shared/wire/agent';

type Query<S extends v.GenericSchema> = v.InferOutput<S>;

/** The agent centre (behind the agents plugin's agent check). */
export function agentRoutes(app: FastifyInstance, services: Services) {
  const clock = services.clock;
  const { contracts, team, invitations } = services.agents;
  const me = (request: FastifyRequest) => authOf(request).user;

  app.get<{ Querystring: wire.ContractsQuery }>(
    '/api/agent/contracts',
    {
      schema: {
        tags: ['agent'],
        summary: 'My contracts (mine: I am the downline) and those I gave my direct downlines (offered)',
        description: 'Default: contracts in force and pending offers; status=history adds ended ones. account limits `offered` to one direct downline.',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.contractsQuery),
        response: answersOf(wire.contracts),
      },
    },
    async (request) => ok(await contracts.list(me(request), request.query)),
  );

  app.post<{ Body: wire.OfferRequest }>(
    '/api/agent/contracts',
    {
      schema: {
        tags: ['agent'],
        summary: 'Offer a contract to a direct downline agent (audited)',
        description:
          'Refused with not_in_team (not a direct downline agent), contract_kind_disabled (merchant option off), contract_terms_invalid ' +
          '(value.problem: format, negative, unordered, empty, too_many, period_mismatch) or contract_rate_above_upline (value.upline: my own terms).',
        headers: authHeaders,
        body: jsonSchemaOf(wire.offerRequest),
        response: answersOf(wire.contract),
      },
    },
    async (request) => ok(await contracts.offer(me(request), request.body, clientIp(request))),
  );

  app.get<{ Params: { id: string } }>(
    '/api/agent/contracts/:id',
    {
      schema: { tags: ['agent'], summary: 'One contract I am the upline or the downline of (not_found otherwise)', headers: authHeaders, params: jsonSchemaOf(wire.contractParams), response: answersOf(wire.contract) },
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
          params: jsonSchemaOf(wire.contractParams),
          response: answersOf(wire.contract),
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
        response: answersOf(wire.agentOptions),
      },
    },
    async (request) => {
      const user = me(request);
      const opts = await contracts.options(user.merchant_code);
      const entries = await Promise.all(CONTRACT_KINDS.map(async (k) => [k, (await contracts.termsInForce(user.id, k))?.terms] as const));
      return ok({ ...opts, myTerms: Object.fromEntries(entries.map(([k, t]) => [k, t ? showTerms(t) : null])) });
    },
  );

  app.get<{ Querystring: Query<typeof wire.rangeQuery> }>(
    '/api/agent/overview',
    {
      schema: {
        tags: ['agent'],
        summary: 'Team overview over a range: members, new and active members, deposits, withdrawals, bets, profit and loss, my income',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.rangeQuery),
        response: answersOf(wire.overview),
      },
    },
    async (request) => ok(await team.overview(me(request), rangeOf(request.query, clock))),
  );

  app.get<{ Querystring: wire.PagedRangeQuery }>(
    '/api/agent/account',
    {
      schema: {
        tags: ['agent'],
        summary: 'Account details: my own account record (settlement payouts are kinds salary and dividend)',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.pagedRangeQuery),
        response: answersOf(wire.accountPage),
      },
    },
    async (request) => ok(await team.account(me(request), rangeOf(request.query, clock), request.query.page)),
  );

  app.get<{ Querystring: wire.TeamQuery }>(
    '/api/agent/team',
    {
      schema: {
        tags: ['agent'],
        summary: 'Team management: the direct downlines of me or of `under`, or a search by account over the whole team',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.teamQuery),
        response: answersOf(wire.teamPage),
      },
    },
    async (request) => ok(await team.list(me(request), request.query)),
  );

  app.post<{ Body: wire.NewDownline }>(
    '/api/agent/team',
    {
      schema: {
        tags: ['agent'],
        summary: 'Register a direct downline member or agent; the password I set must be changed at its first login (audited)',
        headers: authHeaders,
        body: jsonSchemaOf(wire.newDownline),
        response: answersOf(wire.registered),
      },
    },
    async (request) => ok(await team.register(me(request), request.body, clientIp(request))),
  );

  app.get(
    '/api/agent/invitations',
    {
      schema: {
        tags: ['agent'],
        summary: 'My invitation codes (active first); the link is the portal address with ?affiliateCode=<code>, a member registered through it joins my team',
        headers: authHeaders,
        response: answersOf(wire.invitations),
      },
    },
    async (request) => ok(await invitations.list(me(request))),
  );

  app.post(
    '/api/agent/invitations',
    {
      schema: { tags: ['agent'], summary: 'Issue another invitation code (at most 10 active; audited)', headers: authHeaders, response: answersOf(wire.invitations) },
    },
    async (request) => ok(await invitations.issue(me(request), clientIp(request))),
  );

  app.post<{ Params: { code: string } }>(
    '/api/agent/invitations/:code/retire',
    {
      schema: {
        tags: ['agent'],
        summary: 'Retire one of my invitation codes: its links no longer register into my team (audited)',
        headers: authHeaders,
        params: jsonSchemaOf(wire.invitationParams),
        response: answersOf(wire.invitations),
      },
    },
    async (request) => ok(await invitations.retire(me(request), request.params.code, clientIp(request))),
  );

  app.post<{ Body: wire.DownlineTransferRequest }>(
    '/api/agent/transfers',
    {
      schema: {
        tags: ['agent'],
        summary: "Transfer from my main wallet to a team member's main wallet (Idempotency-Key; audited)",
        headers: idempotentHeaders,
        body: jsonSchemaOf(wire.downlineTransferRequest),
        response: answersOf(wire.downlineTransfer),
      },
    },
    async (request, reply) => {
      const result = await team.transfer(me(request), request.body, idempotencyKeyOf(request.headers['idempotency-key']), clientIp(request));
      return sendIdempotent(reply, result);
    },
  );

  app.get<{ Querystring: Query<typeof wire.teamBetsQuery> }>(
    '/api/agent/team/bets',
    {
      schema: {
        tags: ['agent'],
        summary: "Team betting: the team's bets over a range, newest first, with totals",
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.teamBetsQuery),
        response: answersOf(wire.teamBets),
      },
    },
    async (request) => ok(await team.bets(me(request), rangeOf(request.query, clock), request.query.page, request.query)),
  );

  app.get<{ Querystring: Query<typeof wire.teamProfitQuery> }>(
    '/api/agent/team/profit',
    {
      schema: {
        tags: ['agent'],
        summary: 'User profit and loss: per team member over a range (biggest stake first), with totals',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.teamProfitQuery),
        response: answersOf(wire.teamProfit),
      },
    },
    async (request) => ok(await team.profit(me(request), rangeOf(request.query, clock), request.query.page, request.query.account)),
  );

  app.get<{ Querystring: Query<typeof wire.incomeQuery> }>(
    '/api/agent/income',
    {
      schema: {
        tags: ['agent'],
        summary: 'My income: every settlement line paid to me, newest first, with the total',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.incomeQuery),
        response: answersOf(wire.income),
      },
    },
    async (request) => ok(await team.income(me(request), rangeOf(request.query, clock), request.query.page, request.query.kind)),
  );
}
