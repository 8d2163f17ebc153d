// Pieces of the operator routes that run a background job now.
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from './envelope';

/** Routes whose body fields are all optional may be called with no body at all. */
export async function noBodyIsEmpty(request: FastifyRequest) {
  const length = request.headers['content-length'];
  if (request.body === undefined && request.headers['content-type'] === undefined && (length === undefined || length === '0')) request.body = {};
}

/**
 * The time a job runs as: now when `at` is absent, else `at` (ISO 8601). With
 * `devOnly`, another time is refused outside development (it would let an operator
 * pass deadlines early in production).
 */
export function jobTime(at: string | undefined, opts: { devOnly: boolean; dev: boolean }): Date | undefined {
  if (at === undefined) return undefined;
  if (opts.devOnly && !opts.dev) throw new ApiFailure('forbidden', { reason: 'development_only' });
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/at', rule: 'date_time' }] });
  return time;
}
