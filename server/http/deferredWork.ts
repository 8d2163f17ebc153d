import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeferredWork } from '../platform/deferred';

/**
 * Work a request defers (server/platform/deferred.ts) starts once its answer has been
 * sent, or the request aborted: after the onSend hooks too, so it cannot slow the answer.
 */
export function installDeferredWork(app: FastifyInstance, deferred: DeferredWork): void {
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', (request, _reply, done) => {
    releases.set(request, deferred.hold(done));
  });
  const release = async (request: FastifyRequest) => releases.get(request)?.();
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
