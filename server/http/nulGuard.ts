// PostgreSQL's text cannot hold the NUL character: a query string or body carrying one
// would reach the database and fail there as a 500. No field of this API has a use
// for it, so any request that carries one, anywhere, is refused as bad input before
// a route runs.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from './envelope';

const MAX_DEPTH = 32;

/** Whether a parsed value holds a NUL in any string, key or nested value. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw new ApiFailure('bad_request', { field: 'nul' });
    }
  });
}
