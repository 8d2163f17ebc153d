// Time-out and self-exclusion routes (docs/api.md "Player protection"). Each works in the
// restricted mode of a self-exclusion: the status, a longer break, the lift request.
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as protection from '../../shared/wire/protection';

export function breakRoutes(app: FastifyInstance, services: Services) {
  const { breaks } = services.protection;

  app.get(
    '/api/member/protection',
    {
      schema: {
        tags: ['protection'],
        summary: 'The running time-out or self-exclusion, if any',
        headers: authHeaders,
        response: answersOf(protection.protectionStatus),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(breaks.status(authOf(request).user)),
  );

  app.post<{ Body: protection.BreakRequest }>(
    '/api/member/protection/break',
    {
      schema: {
        tags: ['protection'],
        summary: 'Take a time-out (24h, 7d, 30d) or a self-exclusion (6m, 1y, 5y, indefinite), effective at once',
        description:
          'Every session of the member is revoked. A time-out refuses login with timed_out (value.until) until it ends; a self-exclusion ' +
          'lets the member log in restricted to withdrawals, balance, records and this status. A running break that would end later ' +
          'answers protection_active: a break is never shortened.',
        headers: authHeaders,
        body: jsonSchemaOf(protection.breakRequest),
        response: answersOf(protection.protectionStatus),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await breaks.take(authOf(request).user, request.body.period, clientIp(request))),
  );

  app.post(
    '/api/member/protection/lift',
    {
      schema: {
        tags: ['protection'],
        summary: 'Ask to lift an indefinite self-exclusion: it ends after 7 days of waiting and then 24 hours of cooling-off',
        description: 'Only for a running indefinite exclusion not being lifted already (otherwise invalid_state). The member stays excluded until `until`.',
        headers: authHeaders,
        response: answersOf(protection.protectionStatus),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await breaks.requestLift(authOf(request).user, clientIp(request))),
  );
}
