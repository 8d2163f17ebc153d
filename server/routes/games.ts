import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { answers, arrayOf, int, obj, str } from '../http/schemas';
import type { Services } from '../services';

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
        summary: 'Game types in display order, each with its vendors in display order',
        response: answers(menuSchema),
      },
    },
    async () => ok(await services.games.menu()),
  );
}
