// The operator's settings routes (system status data, account locks, registration fields),
// the back office's players and its staff accounts.
import type { FastifyInstance } from 'fastify';
import { operatorsOnly, type DomainOptions } from '../http/domain';
import { operatorRoutes } from './routes/operator';
import { playerRoutes } from './routes/players';
import { staffRoutes } from './routes/staff';

export async function operatorPlugin(app: FastifyInstance, opts: DomainOptions) {
  await operatorsOnly(app, opts, (operators) => {
    operatorRoutes(operators, opts.services);
    playerRoutes(operators, opts.services);
    staffRoutes(operators, opts.services);
  });
}
