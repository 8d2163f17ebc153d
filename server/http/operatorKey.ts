// The operator check of the calls marked X-Operator-Key: a domain plugin's operator
// routes sit behind operatorCheck, registered once in the plugin.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiFailure } from './envelope';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Constant-time check of X-Operator-Key; without a configured key nobody is an operator. */
export function checkOperatorKey(request: FastifyRequest, operatorKey: string | undefined) {
  const given = request.headers['x-operator-key'];
  if (!operatorKey || typeof given !== 'string' || !timingSafeEqual(digest(given), digest(operatorKey))) {
    throw new ApiFailure('forbidden');
  }
}

/** The onRequest hook of a plugin's operator routes. */
export function operatorCheck(operatorKey: string | undefined): onRequestAsyncHookHandler {
  return async (request) => checkOperatorKey(request, operatorKey);
}
