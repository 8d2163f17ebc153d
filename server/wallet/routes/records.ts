// Records of the personal centre: account record (every journal line of the
// member's own accounts), betting record by category, personal profit and loss, and
// bonus details. Date ranges are days (UTC) or a 7/30-day preset; pages of 15.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import { rangeOf } from '../../platform/paging';
import * as records from '../../shared/wire/records';

type RangeQuery = v.InferOutput<typeof records.bonusRecordQuery>;

export function recordsRoutes(app: FastifyInstance, services: Services) {
  const clock = services.clock;

  app.get<{ Querystring: v.InferOutput<typeof records.accountRecordQuery> }>(
    '/api/records/account',
    {
      schema: {
        tags: ['records'],
        summary: 'Account record: every entry of the member\'s wallets, newest first',
        description: 'Range: from/to days (yyyy-MM-dd, UTC, at most 366 days apart) or preset 7d / 30d (default: the last 7 days). Any past range can be read.',
        headers: authHeaders,
        querystring: jsonSchemaOf(records.accountRecordQuery),
        response: answersOf(records.accountPage),
      },
      config: { allowExcluded: true },
    },
    async (request) => {
      const range = rangeOf(request.query, clock);
      const kinds = request.query.kind ? [request.query.kind] : undefined;
      return ok({ ...(await services.records.account(authOf(request).user, range, request.query.page, kinds)), from: range.fromDay, to: range.toDay });
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    '/api/records/bonuses',
    {
      schema: {
        tags: ['records'],
        summary: 'Bonus details: bonuses, rewards and rebates credited to the member',
        headers: authHeaders,
        querystring: jsonSchemaOf(records.bonusRecordQuery),
        response: answersOf(records.bonusPage),
      },
      config: { allowExcluded: true },
    },
    async (request) => {
      const range = rangeOf(request.query, clock);
      return ok({ ...(await services.records.bonuses(authOf(request).user, range, request.query.page)), from: range.fromDay, to: range.toDay });
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof records.betRecordQuery> }>(
    '/api/records/bets',
    {
      schema: {
        tags: ['records'],
        summary: 'Betting record: every bet placed through the seamless wallet, by category, newest first',
        headers: authHeaders,
        querystring: jsonSchemaOf(records.betRecordQuery),
        response: answersOf(records.betPage),
      },
      config: { allowExcluded: true },
    },
    async (request) => {
      const range = rangeOf(request.query, clock);
      return ok({ ...(await services.records.bets(authOf(request).user, range, request.query.page, request.query.category)), from: range.fromDay, to: range.toDay });
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof records.profitQuery> }>(
    '/api/records/profit',
    {
      schema: {
        tags: ['records'],
        summary: 'Personal profit and loss over a range: money in and out, game results by category and by day',
        headers: authHeaders,
        querystring: jsonSchemaOf(records.profitQuery),
        response: answersOf(records.profitReport),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.records.profit(authOf(request).user, rangeOf(request.query, clock))),
  );
}
