// The operator's settings routes: system status data, account locks, registration fields;
// and the back office's staff accounts.
import type { FastifyInstance } from 'fastify';
import { operatorsOnly, type DomainOptions } from '../http/domain';
import { operatorRoutes } from './routes/operator';
import { staffRoutes } from './routes/staff';

export async function operatorPlugin(app: FastifyInstance, opts: DomainOptions) {
  await operatorsOnly(app, opts, (operators) => {
    operatorRoutes(operators, opts.services);
    staffRoutes(operators, opts.services);
  });
}
