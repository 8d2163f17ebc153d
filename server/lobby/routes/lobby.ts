// The game halls (/rng, /pvp, /fish and the category pages): pages of catalogue
// games, favourite toggles by node id, and each game's generated thumbnail.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeaders, authOf, bearerToken } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { answers, arrayOf, bool, errorEnvelopeSchema, int, obj, str } from '../../http/schemas';
import { gameThumbnailSvg } from '../../content/media/game';
import type { Services } from '../../services';
import { LANGUAGE_CODES } from '../../i18n';
import { GAME_TYPES, type GameType } from '../games';
import { PAGE_SIZE } from '../../platform/paging';
import {
  CLASSIFICATIONS,
  HALL_TABS,
  MAX_SEARCH_LENGTH,
  MIN_BET_CHOICES,
  type Classification,
  type HallTab,
  type MinBetChoice,
} from '../lobby';

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

/** The game list's answer in the spec's names (section 3): games and totalPages, with the total and the page. */
const hallPageSchema = obj({ games: arrayOf(hallGameSchema), total: int(), pageNo: int(), pageSize: int(), totalPages: int() });

/** The spec's game list query (section 3), plus `tab`, the hall's list type. */
interface HallQuerystring {
  clientType?: number;
  platform?: string;
  channel?: string;
  merchant?: string;
  gameType: GameType;
  vassalage?: string;
  tab: HallTab;
  gameClassify?: Classification;
  gameName?: string;
  minBet: MinBetChoice;
  minLineNum: number;
  pageNo: number;
  pageSize: number;
  language?: string;
}

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

  app.get<{ Querystring: HallQuerystring }>(
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
        querystring: obj(
          {
            clientType: int({ minimum: 1, maximum: 3, description: 'The client (3 web); every client gets the same list' }),
            platform: str({ enum: ['W', 'html5-desktop', 'html5'], description: 'W is the web platform' }),
            channel: str({ pattern: '^[A-Za-z0-9_-]{1,32}$', description: 'Where the visitor came from (kept out of the list)' }),
            merchant: str({ pattern: '^[A-Z0-9_]{1,16}$', description: 'The merchant; the catalogue is shared by every merchant' }),
            gameType: str({ enum: [...GAME_TYPES], default: 'RNG' }),
            vassalage: str({ pattern: '^[A-Z0-9_]{1,32}$', description: 'A vendor code; all vendors of the type when absent' }),
            tab: str({ enum: [...HALL_TABS], default: 'all' }),
            gameClassify: str({ enum: [...CLASSIFICATIONS] }),
            gameName: str({ maxLength: MAX_SEARCH_LENGTH, description: 'Name search' }),
            minBet: str({ enum: [...MIN_BET_CHOICES], default: 'all' }),
            minLineNum: int({ minimum: 0, maximum: 1000, default: 0, description: 'Games with at least this many lines' }),
            pageNo: int({ minimum: 1, maximum: 100_000, default: 1 }),
            pageSize: int({ enum: [PAGE_SIZE], default: PAGE_SIZE, description: 'Every paged list has pages of 15' }),
            language: str({ enum: [...LANGUAGE_CODES], description: 'Game names are proper nouns, the same in every language' }),
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

/** Favourite toggles (behind the lobby plugin's member check; trial accounts keep favourites too). */
export function favouriteRoutes(app: FastifyInstance, services: Services) {
  const { lobby } = services;
  const favouriteRoute = {
    schema: {
      tags: ['games'],
      headers: authHeaders,
      params: obj({ nodeId: nodeIdSchema }),
      response: answers(obj({ nodeId: int(), favourite: bool })),
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
