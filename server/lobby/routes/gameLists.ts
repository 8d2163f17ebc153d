// Lists of games beside the halls: a category page's vendor lanes (GET /api/games/lanes,
// server/lobby/lanes.ts) and the hot games (GET /api/games/hot, server/lobby/hotGames.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type * as v from 'valibot';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as lobby from '../../shared/wire/lobby';
import { HOT_GROUP_ORDER, HOT_PER_TYPE } from '../hotGames';
import { LANE_CARDS } from '../lanes';

export function gameListsRoutes(app: FastifyInstance, services: Services) {
  const { lanes, hotGames: hot } = services;

  app.get<{ Querystring: v.InferOutput<typeof lobby.hotQuery> }>(
    '/api/games/hot',
    {
      schema: {
        tags: ['games'],
        summary: `Hot games grouped by game type in the order ${HOT_GROUP_ORDER.join(', ')} (other types after), at most ${HOT_PER_TYPE} of each`,
        description:
          'The spec\'s hot query: merchantCode (an unknown one gets the default merchant), isPlatform, vassalage (one vendor\'s), platform W (web) and language. ' +
          'The hot flags belong to the shared catalogue, so the platform\'s list (isPlatform 1) and a merchant\'s (0) are the same games; game names are proper nouns, the same in every language.',
        querystring: jsonSchemaOf(lobby.hotQuery),
        response: answersOf(lobby.hotGames),
      },
    },
    async (request) => {
      await services.system.findMerchant(request.query.merchantCode);
      return ok(await hot.hot({ vassalage: request.query.vassalage }));
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof lobby.lanesQuery> }>(
    '/api/games/lanes',
    {
      schema: {
        tags: ['games'],
        summary: `Vendor lanes of a game type: one per vendor in display order, each with its first ${LANE_CARDS} games as cards`,
        querystring: jsonSchemaOf(lobby.lanesQuery),
        response: answersOf(lobby.lanes),
      },
    },
    async (request) => ok(await lanes.lanes(request.query.gameType)),
  );
}
