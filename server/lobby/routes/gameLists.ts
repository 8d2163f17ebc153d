// Lists of games beside the halls: a category page's vendor lanes (GET /api/games/lanes,
// server/lobby/lanes.ts) and the hot games (GET /api/games/hot, server/lobby/hotGames.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { answers, arrayOf, int, obj, str } from '../../http/schemas';
import type { Services } from '../../services';
import { GAME_TYPES, type GameType } from '../games';
import { HOT_GROUP_ORDER, HOT_PER_TYPE } from '../hotGames';
import { LANGUAGE_CODES } from '../../i18n';
import { LANE_CARDS, LANE_PLATFORMS, type LanePlatform } from '../lanes';

const cardSchema = obj({
  nodeId: int(),
  gameCode: str(),
  name: str(),
  gameType: str(),
  vendor: str(),
  isGame: str({ enum: ['GAME'] }),
  showIcon: str({ description: 'The game\'s thumbnail' }),
  minBet: str(),
});

const laneSchema = obj({
  vassalage: str(),
  title: str({ description: 'The vendor\'s name' }),
  gameClassify: str({ description: 'The classification most of the lane\'s games share' }),
  total: int({ description: 'The vendor\'s games of the type; the lane shows the first ones' }),
  cards: arrayOf(cardSchema, { maxItems: LANE_CARDS }),
});

const hotSchema = obj({ gameType: str(), nodeId: int(), showIcon: str({ description: 'The game\'s thumbnail' }), name: str(), gameCode: str(), vendor: str(), vendorName: str() });

export function gameListsRoutes(app: FastifyInstance, services: Services) {
  const { lanes, hotGames: hot } = services;

  app.get<{ Querystring: { merchantCode?: string; isPlatform: number; vassalage?: string; platform: string; language?: string } }>(
    '/api/games/hot',
    {
      schema: {
        tags: ['games'],
        summary: `Hot games grouped by game type in the order ${HOT_GROUP_ORDER.join(', ')} (other types after), at most ${HOT_PER_TYPE} of each`,
        description:
          'The spec\'s hot query: merchantCode (an unknown one gets the default merchant), isPlatform, vassalage (one vendor\'s), platform W (web) and language. ' +
          'The hot flags belong to the shared catalogue, so the platform\'s list (isPlatform 1) and a merchant\'s (0) are the same games; game names are proper nouns, the same in every language.',
        querystring: obj(
          {
            merchantCode: str({ pattern: '^[A-Z0-9_]{1,16}$' }),
            isPlatform: int({ enum: [0, 1], default: 1 }),
            vassalage: str({ pattern: '^[A-Z0-9_]{1,32}$' }),
            platform: str({ enum: ['W'], default: 'W' }),
            language: str({ enum: [...LANGUAGE_CODES] }),
          },
          [],
        ),
        response: answers(arrayOf(hotSchema)),
      },
    },
    async (request) => {
      await services.system.findMerchant(request.query.merchantCode);
      return ok(await hot.hot({ vassalage: request.query.vassalage }));
    },
  );

  app.get<{ Querystring: { gameType: GameType; platform: LanePlatform } }>(
    '/api/games/lanes',
    {
      schema: {
        tags: ['games'],
        summary: `Vendor lanes of a game type: one per vendor in display order, each with its first ${LANE_CARDS} games as cards`,
        querystring: obj({ gameType: str({ enum: [...GAME_TYPES] }), platform: str({ enum: [...LANE_PLATFORMS], default: 'html5-desktop' }) }, ['gameType']),
        response: answers(arrayOf(laneSchema)),
      },
    },
    async (request) => ok(await lanes.lanes(request.query.gameType)),
  );
}
