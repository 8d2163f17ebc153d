// Development-only routes (PORTAL_DEV=1, api.md): what the outbox "sent", and the
// answers of bot checks, so automated journeys can pass them, and the server's clock set
// ahead for the rules measured in hours and days. Never registered otherwise.
import type { FastifyInstance } from 'fastify';
import { ApiFailure, ok } from '../../http/envelope';
import { answers, arrayOf, obj, str } from '../../http/schemas';
import type { MovableClock } from '../../platform/clock';
import type { Services } from '../../services';

/** How far the development clock may be set ahead: ten years, the longest rule (a 5-year exclusion) and more. */
const CLOCK_OFFSET_MAX_MS = 10 * 366 * 24 * 3_600_000;

export function devRoutes(app: FastifyInstance, services: Services, devClock?: MovableClock) {
  if (devClock) {
    const clockAnswer = () => ok({ now: devClock.clock().toISOString(), offsetMs: devClock.offsetMs() });
    const clockShape = obj({ now: str(), offsetMs: { type: 'integer' } });
    app.get('/api/dev/clock', { schema: { tags: ['dev'], summary: "The server's time and how far it is set ahead (development only)", response: answers(clockShape) } }, async () => clockAnswer());
    app.put<{ Body: { offsetMs: number } }>(
      '/api/dev/clock',
      {
        schema: {
          tags: ['dev'],
          summary: "Sets the server's clock ahead of the real time by offsetMs (0 puts it back; development only)",
          body: obj({ offsetMs: { type: 'integer', minimum: 0, maximum: CLOCK_OFFSET_MAX_MS } }),
          response: answers(clockShape),
        },
      },
      async (request) => {
        devClock.setOffset(request.body.offsetMs);
        return clockAnswer();
      },
    );
  }

  app.get<{ Querystring: { to?: string } }>(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'SMS and e-mails sent, newest first (development only)',
        description: '`to` matches an e-mail address (any case) or a phone number by its last digits (with or without the calling code).',
        querystring: obj({ to: str({ maxLength: 254 }) }, []),
        response: answers(arrayOf(obj({ channel: str({ enum: ['sms', 'email'] }), to: str(), text: str(), code: str(), at: str() }, ['channel', 'to', 'text', 'at']))),
      },
    },
    async (request) => ok(await services.outboxSink.list(request.query.to)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/dev/challenges/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'The answer of a live captcha (text) or slider (x) challenge (development only)',
        params: obj({ id: str({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
        response: answers(obj({ kind: str({ enum: ['captcha', 'slider'] }), answer: { type: ['string', 'number'] } })),
      },
    },
    async (request) => {
      const found = await services.challenges.answerOf(request.params.id);
      if (!found) throw new ApiFailure('not_found');
      return ok(found);
    },
  );
}
