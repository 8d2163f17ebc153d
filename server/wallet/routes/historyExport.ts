// The member's history as CSV (docs/api.md "Player protection"): bets, deposits or
// withdrawals of the last 12 months, streamed. It works in the restricted mode of a
// self-exclusion: the history is what an excluded member may still see.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { errorEnvelopeSchema } from '../../http/schemas';
import { jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import { HISTORY_EXPORT_MONTHS, historyExportFileName } from '../../shared/historyExport';
import { historyExportQuery, type HistoryExportQuery } from '../../shared/wire/history';

const csvAnswers = {
  200: {
    description: 'CSV (RFC 4180, UTF-8, CRLF): a header row, then one row per record, oldest first; ISO times in UTC, amounts as decimals',
    content: { 'text/csv': { schema: { type: 'string' } } },
  },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};

export function historyExportRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: HistoryExportQuery }>(
    '/api/member/history.csv',
    {
      schema: {
        tags: ['records'],
        summary: `The member's bets, deposits or withdrawals of the last ${HISTORY_EXPORT_MONTHS} months as CSV`,
        description: `Only the member's own records from ${HISTORY_EXPORT_MONTHS} calendar months before the server's now. Columns: server/shared/historyExport.ts.`,
        headers: authHeaders,
        querystring: jsonSchemaOf(historyExportQuery),
        response: csvAnswers,
      },
      config: { allowExcluded: true },
    },
    async (request, reply) => {
      const { kind } = request.query;
      const name = historyExportFileName(kind, services.clock());
      const body = Readable.from(services.historyExport.lines(authOf(request).user, kind));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(body);
    },
  );
}
