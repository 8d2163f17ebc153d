// Every route the app registers, with its schema, recorded as Fastify adds it (the
// onRoute hook sees each one, whatever file declares it). Tests walk this list
// instead of a hand-kept one, so a new route is covered the moment it exists.
import type { FastifyInstance, FastifySchema, RouteHandlerMethod } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: (FastifySchema & { hide?: boolean; response?: Record<string, unknown> }) | undefined;
  /** The handler itself (the registry test reads what it takes from the request). */
  handler: RouteHandlerMethod;
}

/**
 * Starts recording; call before any route is registered. HEAD is left out: the server
 * declares none, Fastify adds one beside each GET by itself.
 */
export function recordRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'], handler: route.handler as RouteHandlerMethod });
    }
  });
  return routes;
}
