// The player protection domain's routes (issue 17): time-outs, self-exclusions and limits,
// all for a logged-in member.
import type { FastifyInstance } from 'fastify';
import { membersOnly, type DomainOptions } from '../http/domain';
import { breakRoutes } from './routes/breaks';
import { limitRoutes } from './routes/limits';
import { sessionClockRoutes } from './routes/sessionClock';

export async function protectionPlugin(app: FastifyInstance, opts: DomainOptions) {
  await membersOnly(app, opts, (members) => {
    breakRoutes(members, opts.services);
    limitRoutes(members, opts.services);
    sessionClockRoutes(members, opts.services);
  });
}
