// The server's route registry as the tests see it (every route Fastify registers, taken
// by the onRoute build option as it is added), which routes the fuzz pass and the
// registry test walk, and which they leave out and why. Every route not named here is walked.
import type { FastifySchema, RouteHandlerMethod, RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type DbKind, type TestApp } from './harness';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: (FastifySchema & { hide?: boolean; response?: Record<string, unknown> }) | undefined;
  /** The handler itself (the registry test reads what it takes from the request). */
  handler: RouteHandlerMethod;
  /** What an operator route needs (`config.permission`), if it names one. */
  permission: string | undefined;
}

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

/** One app for the enclosing describe block, with the routes it registered (HEAD twins of GET routes left out). */
export function useRegistryApp(kind: DbKind): { app: () => TestApp; routes: () => RegisteredRoute[] } {
  const routes: RegisteredRoute[] = [];
  let current: TestApp | undefined;
  const record = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'], handler: route.handler as RouteHandlerMethod, permission: (route.config as { permission?: string } | undefined)?.permission });
    }
  };
  beforeAll(async () => {
    current = await startApp(kind, {}, { onRoute: record });
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    app: () => {
      if (!current) throw new Error('The app is not built yet');
      return current;
    },
    routes: () => routes,
  };
}

/** The routes walked: every registered one not left out. */
export function fuzzedRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  const walked = routes.filter((route) => !isLeftOut(route));
  // Operator routes last: their valid calls change settings (maintenance, limits) that
  // the member routes would otherwise meet before their own input is even read.
  return [...walked.filter((r) => !r.url.startsWith('/api/operator')), ...walked.filter((r) => r.url.startsWith('/api/operator'))];
}
