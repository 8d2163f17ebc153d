// The operator's settings routes (system status data, account locks, registration fields) and
// the back office's players and reports.
import type { FastifyInstance } from 'fastify';
import { operatorsOnly, type DomainOptions } from '../http/domain';
import { operatorRoutes } from './routes/operator';
import { playerRoutes } from './routes/players';
import { reportRoutes } from './routes/reports';

export async function operatorPlugin(app: FastifyInstance, opts: DomainOptions) {
  await operatorsOnly(app, opts, (operators) => {
    operatorRoutes(operators, opts.services);
    playerRoutes(operators, opts.services);
    reportRoutes(operators, opts.services);
  });
}
