// One log line per request at debug: at the default level (info) a terminal shows what the
// server does (start, jobs, warnings, errors) rather than a line for every page and call;
// LOG_LEVEL=debug brings the requests back.
import type { FastifyInstance } from 'fastify';

/** Pair with `disableRequestLogging: true`, which turns off Fastify's own two lines at info. */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
