// The game halls (/rng, /pvp, /fish and the category pages): pages of catalogue
// games, favourite toggles by node id, and each game's generated thumbnail.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeaders, authOf, bearerToken } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import type * as v from 'valibot';
import { errorEnvelopeSchema } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as wire from '../../shared/wire/lobby';
import { gameThumbnailSvg } from '../../content/media/game';
import type { Services } from '../../services';

/** The halls and thumbnails anyone may browse (a token adds the member's favourites). */
export function lobbyRoutes(app: FastifyInstance, services: Services) {
  const { lobby } = services;

  /** The caller's user id when a live session is presented; visitors browse without one. */
  async function optionalUser(request: FastifyRequest, needed: boolean): Promise<number | undefined> {
    const token = bearerToken(request);
    const active = token ? await services.sessions.resolve(token) : undefined;
    if (!active) return undefined;
    if (active.session.password_change_pending) {
      if (needed) throw new ApiFailure('password_change_required');
      return undefined;
    }
    return active.user.id;
  }

  app.get<{ Querystring: v.InferOutput<typeof wire.hallQuery> }>(
    '/api/games',
    {
      schema: {
        tags: ['games'],
        summary: 'A page (15) of a hall\'s games, filtered',
        description:
          'The spec\'s game list query (clientType, platform, channel, merchant, gameType, vassalage, gameClassify, gameName, minBet, minLineNum, pageNo, pageSize, language) plus tab. ' +
          'tab: all (default), hot, favourites or recent; favourites and recent need a session (not_logged_in otherwise). ' +
          'gameName matches anywhere in the name, case-insensitively, its characters taken literally. minBet picks games whose smallest stake is that amount.',
        headers: authHeaders,
        querystring: jsonSchemaOf(wire.hallQuery),
        response: answersOf(wire.hallPage),
      },
    },
    async (request) => {
      const query = request.query;
      const needsLogin = query.tab === 'favourites' || query.tab === 'recent';
      const userId = await optionalUser(request, needsLogin);
      const list = await lobby.list(
        {
          gameType: query.gameType,
          vassalage: query.vassalage,
          tab: query.tab,
          classification: query.gameClassify,
          q: query.gameName,
          minBet: query.minBet,
          minLines: query.minLineNum,
          page: query.pageNo,
        },
        userId,
      );
      return ok({ games: list.items, total: list.total, pageNo: list.page, pageSize: list.pageSize, totalPages: list.totalPages });
    },
  );

  app.get<{ Params: { nodeId: string } }>(
    '/api/media/game/:nodeId.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated game thumbnail (square)',
        params: jsonSchemaOf(wire.nodeParams),
        response: {
          200: { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
          '4xx': errorEnvelopeSchema,
          '5xx': errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const game = await lobby.gameByNode(Number(request.params.nodeId));
      if (!game) throw new ApiFailure('not_found');
      const svg = gameThumbnailSvg({
        nodeId: game.node_id,
        name: game.name,
        classification: game.classification,
        vendorName: game.vendor_name,
        color: game.color,
        accent: game.accent,
      });
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}

/** Favourite toggles (behind the lobby plugin's member check; trial accounts keep favourites too). */
export function favouriteRoutes(app: FastifyInstance, services: Services) {
  const { lobby } = services;
  const favouriteRoute = {
    schema: {
      tags: ['games'],
      headers: authHeaders,
      params: jsonSchemaOf(wire.nodeParams),
      response: answersOf(wire.favourite),
    },
    config: { allowTrial: true },
  };

  app.post<{ Params: { nodeId: string } }>(
    '/api/games/:nodeId/favourite',
    { ...favouriteRoute, schema: { ...favouriteRoute.schema, summary: 'Adds a game to the member\'s favourites (idempotent)' } },
    async (request) => ok(await lobby.setFavourite(authOf(request).user.id, Number(request.params.nodeId), true)),
  );

  app.delete<{ Params: { nodeId: string } }>(
    '/api/games/:nodeId/favourite',
    { ...favouriteRoute, schema: { ...favouriteRoute.schema, summary: 'Removes a game from the member\'s favourites (idempotent)' } },
    async (request) => ok(await lobby.setFavourite(authOf(request).user.id, Number(request.params.nodeId), false)),
  );

}
