// The personal centre's routes besides wallet and records: inbox, rewards, missions,
// rebates, contact binding, the points mall and VIP. Only the VIP levels are public;
// the operator reviews redemptions.
import type { FastifyInstance } from 'fastify';
import { membersOnly, operatorsOnly, type DomainOptions } from '../http/domain';
import { centreRoutes } from './routes/centre';
import { pointsOperatorRoutes, pointsRoutes, vipLevelRoutes } from './routes/points';

export async function centrePlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  vipLevelRoutes(app, services);
  await membersOnly(app, opts, (members) => {
    centreRoutes(members, services);
    pointsRoutes(members, services, opts);
  });
  await operatorsOnly(app, opts, (operators) => pointsOperatorRoutes(operators, services));
}
