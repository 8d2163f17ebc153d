// Which registered routes the fuzz pass and the registry test walk, and which they
// leave out and why. Every route not named here is walked.
import type { RegisteredRoute } from '../../server/http/routeRegistry';
import type { TestApp } from './harness';

/**
 * Routes left out, each with its reason. Dev routes (/api/dev/*) are registered only
 * when config.dev is set, never in tests or production, so a test app's registry does
 * not hold them. The seamless wallet's signed routes are walked unsigned: a valid
 * signature cannot come from junk (seamless.test.ts signs its own).
 */
export const LEFT_OUT: { match: (route: RegisteredRoute) => boolean; reason: string }[] = [
  { match: (r) => r.url.startsWith('/api/docs'), reason: 'the OpenAPI viewer (@fastify/swagger-ui): its static files and the document, no input of ours' },
  { match: (r) => !r.url.startsWith('/api/'), reason: 'the built browser app (static files)' },
];

export const isLeftOut = (route: RegisteredRoute) => LEFT_OUT.some((l) => l.match(route));

export function fuzzedRoutes(app: TestApp): RegisteredRoute[] {
  const routes = app.routes.filter((route) => !isLeftOut(route));
  // Operator routes last: their valid calls change settings (maintenance, limits) that
  // the member routes would otherwise meet before their own input is even read.
  return [...routes.filter((r) => !r.url.startsWith('/api/operator')), ...routes.filter((r) => r.url.startsWith('/api/operator'))];
}
