// The lobby domain's routes: the game menu, halls, hot games and lanes, thumbnails and
// PVP rooms for anyone; favourites and launching a game for members; vendor maintenance
// windows for the operator.
import type { FastifyInstance } from 'fastify';
import { membersOnly, operatorsOnly, type DomainOptions } from '../http/domain';
import { gameListsRoutes } from './routes/gameLists';
import { gamesRoutes } from './routes/games';
import { launchRoutes, pvpRoomRoutes, vendorMaintenanceRoutes } from './routes/launch';
import { favouriteRoutes, lobbyRoutes } from './routes/lobby';

export async function lobbyPlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  gamesRoutes(app, services);
  lobbyRoutes(app, services);
  gameListsRoutes(app, services);
  pvpRoomRoutes(app, services);
  await membersOnly(app, opts, (members) => {
    favouriteRoutes(members, services);
    launchRoutes(members, services);
  });
  await operatorsOnly(app, opts, (operators) => vendorMaintenanceRoutes(operators, services));
}
