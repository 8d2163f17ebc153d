// A number in a query string or path ("1e309", "Infinity") is coerced by the schema
// validator to Infinity, which then passes `integer` and skips `minimum`/`maximum`
// (Ajv checks bounds on finite numbers only), and fails later in the database as a
// 500. No field of this API takes an infinite number, so any request that holds one
// after validation is refused as bad input before a route runs.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from './envelope';

const MAX_DEPTH = 32;

/** The path of the first non-finite number in a parsed value, or undefined. */
export function nonFinitePath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path || '/';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function installFiniteGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [['querystring', request.query], ['params', request.params], ['body', request.body]] as const) {
      const path = nonFinitePath(value);
      if (path !== undefined) throw new ApiFailure('bad_request', { issues: [{ in: part, path, rule: 'finite' }] });
    }
  });
}
