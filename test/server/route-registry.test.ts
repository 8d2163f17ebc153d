// Every route the server registers declares what it answers and what it reads, so the
// OpenAPI document, the validator and the tests that walk the registry (routes-fuzz,
// bad-input) see the whole of it: a route without a response schema, or one that reads
// a query, body or path parameter it does not declare, fails here by name.
import { describe, expect, it } from 'vitest';
import { fuzzedRoutes, isLeftOut, useRegistryApp, type RegisteredRoute } from './routeRegistry.helpers';

type Schema = { type?: string | string[]; minimum?: number; maximum?: number; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };

/** The numbers a schema takes that have no range of their own, by path. */
function unboundedNumbers(schema: Schema | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const types = [schema.type ?? []].flat();
  // A list of allowed values (enum) bounds a number as well as a range does.
  const bounded = Array.isArray(schema.enum) || (schema.minimum !== undefined && schema.maximum !== undefined);
  const here = (types.includes('integer') || types.includes('number')) && !bounded ? [path || '/'] : [];
  return [
    ...here,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) => unboundedNumbers(s, `${path}/${key}`)),
    ...unboundedNumbers(schema.items, `${path}/[]`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => unboundedNumbers(s, path)),
  ];
}

/** The JSON schema of a body: itself, or each content type's (multipart routes declare content). */
function bodySchemas(body: unknown): Schema[] {
  const content = (body as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
  return content ? Object.values(content).map((c) => c.schema) : body ? [body as Schema] : [];
}

const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** The parts of the request a handler reads, as written in its source (`request.query`, `{ body }`). */
function partsRead(route: RegisteredRoute): Set<'query' | 'body' | 'params'> {
  const source = route.handler.toString();
  const parts = new Set<'query' | 'body' | 'params'>();
  for (const m of source.matchAll(/\b(?:request|req)\.(query|body|params)\b/g)) parts.add(m[1] as 'query' | 'body' | 'params');
  const destructured = /^\s*(?:async\s*)?\(\s*\{([^}]*)\}/.exec(source);
  for (const part of ['query', 'body', 'params'] as const) if (destructured && new RegExp(`\\b${part}\\b`).test(destructured[1]!)) parts.add(part);
  return parts;
}

/** Whether the route declares a body: a JSON schema, or content types (multipart routes). */
const declaresBody = (route: RegisteredRoute) => Boolean(route.schema?.body);

describe('[ERRORS-25] the route registry', () => {
  const { routes } = useRegistryApp('pglite');

  it('holds every API route, and leaves out only routes hidden from the document', () => {
    expect(fuzzedRoutes(routes()).length).toBeGreaterThan(100);
    const leftOut = routes().filter(isLeftOut);
    expect(leftOut.filter((r) => !r.schema?.hide && r.url.startsWith('/api/')).map(name)).toEqual([]);
  });

  it('every route declares its answers: a success (or the redirect a browser follows) and the error envelope', () => {
    const missing = fuzzedRoutes(routes()).filter((route) => {
      const response = route.schema?.response ?? {};
      return !Object.keys(response).some((status) => /^[23]/.test(status)) || !('4xx' in response);
    });
    expect(missing.map(name)).toEqual([]);
  });

  it('every path parameter, query and body a route reads is declared in its schema', () => {
    const undeclared: string[] = [];
    const readers = { query: 0, body: 0, params: 0 };
    for (const route of fuzzedRoutes(routes())) {
      for (const part of partsRead(route)) readers[part] += 1;
      const params = Object.keys((route.schema?.params as { properties?: object } | undefined)?.properties ?? {});
      for (const [, param] of route.url.matchAll(/:(\w+)/g)) if (!params.includes(param!)) undeclared.push(`${name(route)}: path parameter ${param}`);
      const read = partsRead(route);
      if (read.has('query') && !route.schema?.querystring) undeclared.push(`${name(route)}: query`);
      if (read.has('params') && !route.schema?.params) undeclared.push(`${name(route)}: params`);
      if (read.has('body') && !declaresBody(route)) undeclared.push(`${name(route)}: body`);
    }
    // The reading of handler sources finds the routes that read each part (so this check can fail).
    expect(readers.query).toBeGreaterThan(10);
    expect(readers.body).toBeGreaterThan(10);
    expect(readers.params).toBeGreaterThan(10);
    expect(undeclared).toEqual([]);
  });

  it('every number a route takes has a range (an int4 column\'s unless narrower), so none overflows its column', () => {
    const unbounded = fuzzedRoutes(routes()).flatMap((route) =>
      [
        ...unboundedNumbers(route.schema?.querystring as Schema | undefined, 'query'),
        ...unboundedNumbers(route.schema?.params as Schema | undefined, 'params'),
        ...bodySchemas(route.schema?.body).flatMap((s) => unboundedNumbers(s, 'body')),
      ].map((path) => `${name(route)}: ${path}`),
    );
    expect(unbounded).toEqual([]);
  });
});

/** A path with its parameters filled in with values of the right shape. */
const filled = (url: string) => url.replace(/:(\w+)/g, (_m, p: string) => (p === 'provider' ? 'google' : p === 'vendor' ? 'HOUSE' : p === 'code' ? 'FB' : '1'));

describe('[SESSION-09][SESSION-10] calls marked T need the session token, calls marked N none', () => {
  const { app, routes } = useRegistryApp('pglite');
  // Routes that declare the Authorization header are the member's (T); the operator's and the
  // vendors' have keys and signatures of their own.
  const keyed = (route: RegisteredRoute) => route.url.startsWith('/api/operator') || route.url.startsWith('/api/seamless') || route.url.startsWith('/api/dev');
  const tokenRoutes = () => fuzzedRoutes(routes()).filter((r) => !keyed(r) && 'authorization' in ((r.schema?.headers as { properties?: object } | undefined)?.properties ?? {}));

  it('every T call without a token answers 401 not_logged_in, before it reads anything else', async () => {
    expect(tokenRoutes().length).toBeGreaterThan(40);
    const open: string[] = [];
    for (const route of tokenRoutes()) {
      const answer = await app().app.inject({ method: route.method as 'GET', url: filled(route.url) });
      if (answer.statusCode !== 401) open.push(name(route));
      else expect(answer.json().errorCode, name(route)).toBe('not_logged_in');
    }
    // N calls that take a token when there is one: it only adds the member's own view (the VIP
    // channels, the promotions joined, the favourite hearts).
    expect(open.sort()).toEqual(['GET /api/content/customer-services', 'GET /api/games', 'GET /api/promotions', 'GET /api/promotions/:id']);
  });

  it('the N calls of the portal answer a visitor without a token', async () => {
    const visitorRoutes = fuzzedRoutes(routes()).filter((r) => !keyed(r) && !tokenRoutes().includes(r) && r.method === 'GET' && !r.url.includes(':'));
    expect(visitorRoutes.length).toBeGreaterThan(10);
    for (const route of visitorRoutes) {
      const answer = await app().app.inject({ url: route.url });
      expect(answer.statusCode, name(route)).not.toBe(401);
    }
  });
});
