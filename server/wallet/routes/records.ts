// Records of the personal centre: account record (every journal line of the
// member's own accounts), betting record by category, personal profit and loss, and
// bonus details. Date ranges are days (UTC) or a 7/30-day preset; pages of 15.
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { answers, arrayOf, int, obj, str } from '../../http/schemas';
import { moneySchema, pageOf, rangeQuery } from './schemas';
import type { Services } from '../../services';
import { GAME_TYPES } from '../../lobby/games';
import { rangeOf, type RangePreset } from '../../platform/paging';
import { RECORD_KINDS } from '../records';

type RangeQuery = { from?: string; to?: string; preset?: RangePreset; page: number };

const accountRecordSchema = obj({
  id: str(),
  journalId: str(),
  at: str(),
  kind: str({ enum: [...RECORD_KINDS] }),
  wallet: str({ description: "'main', a vendor code or 'withdrawal_hold'" }),
  amount: moneySchema,
  balanceAfter: moneySchema,
  memo: str(),
});

const rangeEcho = { from: str(), to: str() };

export function recordsRoutes(app: FastifyInstance, services: Services) {
  const clock = services.clock;

  app.get<{ Querystring: RangeQuery & { kind?: string } }>(
    '/api/records/account',
    {
      schema: {
        tags: ['records'],
        summary: 'Account record: every entry of the member\'s wallets, newest first',
        description: 'Range: from/to days (yyyy-MM-dd, UTC, at most 366 days apart) or preset 7d / 30d (default: the last 7 days). Any past range can be read.',
        headers: authHeaders,
        querystring: rangeQuery({ kind: str({ enum: [...RECORD_KINDS] }) }),
        response: answers(pageOf(accountRecordSchema, rangeEcho)),
      },
    },
    async (request) => {
      const range = rangeOf(request.query, clock);
      const kinds = request.query.kind ? [request.query.kind as (typeof RECORD_KINDS)[number]] : undefined;
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
        querystring: rangeQuery(),
        response: answers(pageOf(accountRecordSchema, { ...rangeEcho, totalAmount: moneySchema })),
      },
    },
    async (request) => {
      const range = rangeOf(request.query, clock);
      return ok({ ...(await services.records.bonuses(authOf(request).user, range, request.query.page)), from: range.fromDay, to: range.toDay });
    },
  );

  app.get<{ Querystring: RangeQuery & { category?: string } }>(
    '/api/records/bets',
    {
      schema: {
        tags: ['records'],
        summary: 'Betting record: every bet placed through the seamless wallet, by category, newest first',
        headers: authHeaders,
        querystring: rangeQuery({ category: str({ enum: [...GAME_TYPES], description: 'A game type; all when absent' }) }),
        response: answers(
          pageOf(
            obj({
              id: str(),
              betId: str(),
              vendor: str(),
              vendorName: str(),
              category: str(),
              gameCode: str(),
              stake: moneySchema,
              payout: moneySchema,
              profit: moneySchema,
              status: str({ enum: ['open', 'settled', 'rolled_back'] }),
              placedAt: str(),
              settledAt: { type: ['string', 'null'] },
            }),
            { ...rangeEcho, summary: obj({ bets: int(), stake: moneySchema, payout: moneySchema, profit: moneySchema }) },
          ),
        ),
      },
    },
    async (request) => {
      const range = rangeOf(request.query, clock);
      return ok({ ...(await services.records.bets(authOf(request).user, range, request.query.page, request.query.category)), from: range.fromDay, to: range.toDay });
    },
  );

  app.get<{ Querystring: Omit<RangeQuery, 'page'> }>(
    '/api/records/profit',
    {
      schema: {
        tags: ['records'],
        summary: 'Personal profit and loss over a range: money in and out, game results by category and by day',
        headers: authHeaders,
        querystring: rangeQuery({}, { paged: false }),
        response: answers(
          obj({
            from: str(),
            to: str(),
            currency: str(),
            deposits: moneySchema,
            withdrawals: moneySchema,
            stake: moneySchema,
            payout: moneySchema,
            gameProfit: moneySchema,
            bonuses: moneySchema,
            rebates: moneySchema,
            profit: moneySchema,
            byCategory: arrayOf(obj({ category: str(), bets: int(), stake: moneySchema, payout: moneySchema, profit: moneySchema })),
            byDay: arrayOf(obj({ day: str(), stake: moneySchema, payout: moneySchema, profit: moneySchema })),
          }),
        ),
      },
    },
    async (request) => ok(await services.records.profit(authOf(request).user, rangeOf(request.query, clock))),
  );
}
