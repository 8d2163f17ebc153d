import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorEnvelopeSchema, str } from '../../http/schemas';
import { LANGUAGE_CODES, type Language } from '../../i18n/languages';
import type { Services } from '../../services';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

const svgAnswers = {
  200: { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};

function sendSvg(reply: FastifyReply, svg: string, cacheControl: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', cacheControl).send(svg);
}

export function mediaRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string }; Querystring: { v?: string; lang?: Language } }>(
    '/api/media/banner/:id.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated banner image',
        params: { type: 'object', required: ['id'], properties: { id: str({ pattern: '^[1-9][0-9]{0,8}$' }) } },
        querystring: {
          type: 'object',
          properties: {
            v: str({ maxLength: 32, description: 'Version; changes when the banner does' }),
            lang: str({ enum: [...LANGUAGE_CODES], description: 'Language of the text; English when absent' }),
          },
        },
        response: svgAnswers,
      },
    },
    async (request, reply) => {
      const svg = await services.media.banner(Number(request.params.id), request.query.lang);
      // Only a versioned URL is safe to keep for good: the banner may be edited.
      return sendSvg(reply, svg, request.query.v ? IMMUTABLE : ONE_DAY);
    },
  );

  app.get<{ Params: { code: string }; Querystring: { style?: 'icon' | 'logo' } }>(
    '/api/media/vendor/:code.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated vendor icon (square) or logo (wide)',
        params: { type: 'object', required: ['code'], properties: { code: str({ pattern: '^[A-Z0-9_]{1,32}$' }) } },
        querystring: { type: 'object', properties: { style: str({ enum: ['icon', 'logo'], default: 'icon' }) } },
        response: svgAnswers,
      },
    },
    async (request, reply) => sendSvg(reply, await services.media.vendor(request.params.code, request.query.style ?? 'icon'), ONE_DAY),
  );

  app.get<{ Params: { country: string } }>(
    '/api/media/flag/:country.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Flag of a country (ISO 3166-1 alpha-2)',
        params: { type: 'object', required: ['country'], properties: { country: str({ pattern: '^[A-Za-z]{2}$' }) } },
        response: svgAnswers,
      },
    },
    async (request, reply) => sendSvg(reply, services.media.flag(request.params.country.toUpperCase()), IMMUTABLE),
  );

  app.get('/api/media/logo.svg', { schema: { tags: ['media'], summary: 'The portal logo', response: svgAnswers } }, async (_request, reply) =>
    sendSvg(reply, services.media.logo(), ONE_DAY),
  );
}
