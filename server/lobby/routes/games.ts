import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { answers, arrayOf, int, obj, str } from '../../http/schemas';
import type { Services } from '../../services';
import { ITEM_KINDS } from '../games';

const menuSchema = arrayOf(
  obj({
    gameType: str(),
    name: str(),
    vendors: arrayOf(
      obj({
        vassalage: str(),
        name: str(),
        gameType: str(),
        accountTypeId: int(),
        isHot: int({ enum: [0, 1] }),
        isGame: str({ enum: [...ITEM_KINDS], description: 'GAME opens the vendor\'s game; VASSALAGE stands for its list of games (GET /api/games?gameType&vassalage)' }),
        iconUrl: str(),
        logoUrl: str(),
      }),
    ),
  }),
);

export function gamesRoutes(app: FastifyInstance, services: Services) {
  app.get(
    '/api/games/menu',
    {
      schema: {
        tags: ['games'],
        summary: 'Game types in display order (cockfight right after sports), each with its vendors in display order',
        response: answers(menuSchema),
      },
    },
    async () => ok(await services.games.menu()),
  );
}
