// Session clock routes (docs/api.md "Session clock and reality check"): the clock of the
// calling session, the acknowledgement of a reality check, the interval, and the session
// time limit with the confirmation of a waiting increase or removal.
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/sessionClock';

export function sessionClockRoutes(app: FastifyInstance, services: Services) {
  const { sessionClock } = services.protection;

  app.get(
    '/api/member/session-clock',
    {
      schema: {
        tags: ['protection'],
        summary: "This login session's clock: when it began, time played and net win or loss, the next reality check, the session time limit",
        headers: authHeaders,
        response: answersOf(wire.sessionClock),
      },
    },
    async (request) => ok(await sessionClock.view(authOf(request).session, authOf(request).user)),
  );

  app.post(
    '/api/member/session-clock/continue',
    {
      schema: {
        tags: ['protection'],
        summary: 'The member saw the reality check and plays on: the next check is due an interval from now',
        description: 'Stopping is POST /api/member/logout.',
        headers: authHeaders,
        response: answersOf(wire.sessionClock),
      },
    },
    async (request) => ok(await sessionClock.acknowledge(authOf(request).session, authOf(request).user)),
  );

  app.post<{ Body: wire.RealityCheckInterval }>(
    '/api/member/session-clock/interval',
    {
      schema: {
        tags: ['protection'],
        summary: 'Choose the reality check interval, 5 to 60 minutes (default 60), at once',
        headers: authHeaders,
        body: jsonSchemaOf(wire.realityCheckInterval),
        response: answersOf(wire.sessionClock),
      },
    },
    async (request) => ok(await sessionClock.setInterval(authOf(request).session, authOf(request).user, request.body.minutes)),
  );

  app.post<{ Body: wire.SessionTimeLimitChange }>(
    '/api/member/limits/session-time',
    {
      schema: {
        tags: ['protection'],
        summary: 'Set the session time limit: a new one or a decrease at once; an increase waits 24 hours for confirmation',
        description: 'Past the limit a session\'s stakes answer session_time_limit (value: limitMinutes, startedAt).',
        headers: authHeaders,
        body: jsonSchemaOf(wire.sessionTimeLimitChange),
        response: answersOf(wire.sessionClock),
      },
    },
    async (request) => ok(await sessionClock.setTimeLimit(authOf(request).session, authOf(request).user, request.body.minutes)),
  );

  app.delete(
    '/api/member/limits/session-time',
    {
      schema: {
        tags: ['protection'],
        summary: 'Remove the session time limit: it waits 24 hours for confirmation like an increase',
        headers: authHeaders,
        response: answersOf(wire.sessionClock),
      },
    },
    async (request) => ok(await sessionClock.setTimeLimit(authOf(request).session, authOf(request).user, null)),
  );

  app.post(
    '/api/member/limits/session-time/confirm',
    {
      schema: {
        tags: ['protection'],
        summary: 'Confirm a waiting increase or removal of the session time limit, 24 hours or more after it was asked',
        description: 'Earlier: limit_change_not_due with value.confirmableAt. Nothing waiting: invalid_state.',
        headers: authHeaders,
        response: answersOf(wire.sessionClock),
      },
    },
    async (request) => ok(await sessionClock.confirmTimeLimit(authOf(request).session, authOf(request).user)),
  );
}
