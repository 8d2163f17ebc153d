// The system routes: health, status and regions for anyone; in development only
// (PORTAL_DEV=1), what the outbox sent and the answers of bot checks.
import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../http/domain';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { systemRoutes } from './routes/system';

export async function systemPlugin(app: FastifyInstance, opts: DomainOptions) {
  healthRoutes(app, opts.store);
  systemRoutes(app, opts.services);
  if (opts.dev) devRoutes(app, opts.services, opts.devClock);
}
