// The back office's reports (docs/api.md "Back office: reports"): the daily report of a merchant
// as JSON, and the same rows as CSV for a spreadsheet. Both need reports.read
// (server/shared/staffRoles.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { errorEnvelopeSchema } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/backofficeReports';
import { operatorHeaders } from '../../wallet/routes/schemas';

const tags = ['operator'];
const querystring = jsonSchemaOf(wire.dailyReportQuery);

/** The CSV answer: a header row, a row per period, and the totals row. */
const csvAnswers = {
  200: { description: 'The report as CSV (header row, a row per period, a "total" row)', content: { 'text/csv': { schema: { type: 'string' } } } },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};

export function reportRoutes(app: FastifyInstance, services: Services) {
  const { reports } = services;

  app.get<{ Querystring: wire.DailyReportQuery }>(
    '/api/operator/reports/daily',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary: "A merchant's figures per day (or week, month) of its calendar: money from the ledger, counts from players and bets, and bets by game type and vendor",
        headers: operatorHeaders,
        querystring,
        response: answersOf(wire.dailyReport),
      },
    },
    async (request) => ok(await reports.daily(request.query)),
  );

  app.get<{ Querystring: wire.DailyReportQuery }>(
    '/api/operator/reports/daily.csv',
    { config: { permission: 'reports.read' }, schema: { tags, summary: 'The daily report as CSV, with a totals row', headers: operatorHeaders, querystring, response: csvAnswers } },
    async (request, reply) => {
      const report = await reports.daily(request.query);
      const name = `report-${report.merchantCode}-${report.from}-${report.to}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(wire.reportCsv(report));
    },
  );
}
