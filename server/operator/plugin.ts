// The operator's settings routes: system status data, account locks, registration fields.
import type { FastifyInstance } from 'fastify';
import { operatorsOnly, type DomainOptions } from '../http/domain';
import { operatorRoutes } from './routes/operator';

export async function operatorPlugin(app: FastifyInstance, opts: DomainOptions) {
  await operatorsOnly(app, opts, (operators) => operatorRoutes(operators, opts.services));
}
