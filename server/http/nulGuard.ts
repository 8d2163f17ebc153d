// PostgreSQL's text holds neither the NUL character nor half of a surrogate pair (a
// lone surrogate has no UTF-8 form): a query string or body carrying one would reach
// the database and fail there as a 500. No field of this API has a use for them, so
// any request that carries one, anywhere, is refused as bad input before a route runs.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from './envelope';

const MAX_DEPTH = 32;

/** NUL, or a high surrogate not followed by a low one, or a low one not after a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a parsed value holds text PostgreSQL cannot store, in any string, key or nested value. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item, depth + 1));
}

export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.query) || holdsUnstorableText(request.params) || holdsUnstorableText(request.body)) {
      throw new ApiFailure('bad_request', { field: 'nul' });
    }
  });
}
