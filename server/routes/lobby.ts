// The game halls (/rng, /pvp, /fish and the category pages): pages of catalogue
// games, favourite toggles by node id, and each game's generated thumbnail.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { authHeaders, authOf, bearerToken, requireSession } from '../http/auth';
import { ApiFailure, ok } from '../http/envelope';
import { answers, arrayOf, bool, errorEnvelopeSchema, int, obj, str } from '../http/schemas';
import { gameThumbnailSvg } from '../media/game';
import type { Services } from '../services';
import { GAME_TYPES, type GameType } from '../services/games';
import {
  CLASSIFICATIONS,
  createLobbyService,
  HALL_TABS,
  MAX_SEARCH_LENGTH,
  MIN_BET_CHOICES,
  type Classification,
  type HallTab,
  type MinBetChoice,
} from '../services/lobby';

const nodeIdSchema = str({ pattern: '^[1-9][0-9]{0,8}$' });

const hallGameSchema = obj({
  nodeId: int(),
  gameCode: str(),
  name: str(),
  vendor: str({ description: 'The vendor code (vassalage)' }),
  vendorName: str(),
  classification: str({ enum: [...CLASSIFICATIONS] }),
  minBet: str({ description: 'Smallest stake, decimal string with 2 places' }),
  lines: int(),
  hot: bool,
  thumbnailUrl: str(),
  favourite: bool,
});

const hallPageSchema = obj({ items: arrayOf(hallGameSchema), total: int(), page: int(), pageSize: int(), totalPages: int() });

interface HallQuerystring {
  gameType: GameType;
  vassalage?: string;
  tab: HallTab;
  classification?: Classification;
  q?: string;
  minBet: MinBetChoice;
  page: number;
}

export function lobbyRoutes(app: FastifyInstance, services: Services, db: Kysely<Database>) {
  const lobby = createLobbyService(db, services.clock);
  // Trial accounts keep favourites too: nothing here moves money.
  const member = requireSession(services.sessions, { allowTrial: true });

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

  app.get<{ Querystring: HallQuerystring }>(
    '/api/games',
    {
      schema: {
        tags: ['games'],
        summary: 'A page (15) of a hall\'s games, filtered',
        description:
          'tab: all (default), hot, favourites or recent; favourites and recent need a session (not_logged_in otherwise). ' +
          'q matches anywhere in the name, case-insensitively, its characters taken literally. minBet picks games whose smallest stake is that amount.',
        headers: authHeaders,
        querystring: obj(
          {
            gameType: str({ enum: [...GAME_TYPES], default: 'RNG' }),
            vassalage: str({ pattern: '^[A-Z0-9_]{1,32}$', description: 'A vendor code; all vendors of the type when absent' }),
            tab: str({ enum: [...HALL_TABS], default: 'all' }),
            classification: str({ enum: [...CLASSIFICATIONS] }),
            q: str({ maxLength: MAX_SEARCH_LENGTH, description: 'Name search' }),
            minBet: str({ enum: [...MIN_BET_CHOICES], default: 'all' }),
            page: int({ minimum: 1, maximum: 100_000, default: 1 }),
          },
          [],
        ),
        response: answers(hallPageSchema),
      },
    },
    async (request) => {
      const query = request.query;
      const needsLogin = query.tab === 'favourites' || query.tab === 'recent';
      const userId = await optionalUser(request, needsLogin);
      return ok(await lobby.list(query, userId));
    },
  );

  const favouriteRoute = {
    schema: {
      tags: ['games'],
      headers: authHeaders,
      params: obj({ nodeId: nodeIdSchema }),
      response: answers(obj({ nodeId: int(), favourite: bool })),
    },
    onRequest: member,
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

  app.get<{ Params: { nodeId: string } }>(
    '/api/media/game/:nodeId.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated game thumbnail (square)',
        params: obj({ nodeId: nodeIdSchema }),
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
