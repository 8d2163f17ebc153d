import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { answersOf } from '../../http/wire';
import type { Services } from '../../services';
import * as lobby from '../../shared/wire/lobby';

export function gamesRoutes(app: FastifyInstance, services: Services) {
  app.get(
    '/api/games/menu',
    {
      schema: {
        tags: ['games'],
        summary: 'Game types in display order (cockfight right after sports), each with its vendors in display order',
        response: answersOf(lobby.gameMenu),
      },
    },
    async () => ok(await services.games.menu()),
  );
}
