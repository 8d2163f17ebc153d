// Development-only routes (PORTAL_DEV=1, api.md): what the outbox "sent", and the
// answers of bot checks, so automated journeys can pass them. Never registered otherwise.
import type { FastifyInstance } from 'fastify';
import { ApiFailure, ok } from '../../http/envelope';
import { answers, arrayOf, obj, str } from '../../http/schemas';
import type { Services } from '../../services';

export function devRoutes(app: FastifyInstance, services: Services) {
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
