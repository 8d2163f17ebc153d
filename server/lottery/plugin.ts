// The lottery domain's routes: menus, games, results and draw checks for anyone; the
// lobby address and tickets for members; running the draws for the operator.
import type { FastifyInstance } from 'fastify';
import { membersOnly, operatorsOnly, type DomainOptions } from '../http/domain';
import { lotteryMemberRoutes, lotteryOperatorRoutes, lotteryRoutes } from './routes/lottery';

export async function lotteryPlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  lotteryRoutes(app, services);
  await membersOnly(app, opts, (members) => lotteryMemberRoutes(members, services));
  await operatorsOnly(app, opts, (operators) => lotteryOperatorRoutes(operators, services, opts));
}
