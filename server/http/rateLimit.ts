// Requests per IP to the account routes (login, codes, registration, captchas...),
// with rate-limiter-flexible: in Redis when REDIS_URL is set, so every server shares
// the count, else in memory. Over the limit: 429 rate_limited with Retry-After.
// The account rules themselves (failed logins, code sends) are counted separately,
// in the database (server/services/counters.ts).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiFailure } from './envelope';
import { clientIp } from './request';

export function createAuthRateLimit(perMinute: number, redis?: Redis): onRequestAsyncHookHandler {
  const options = { keyPrefix: 'portal-auth', points: perMinute, duration: 60 };
  const limiter: RateLimiterAbstract = redis
    ? // While Redis is unreachable, each server keeps counting on its own rather than failing the call.
      new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);
  return async (request: FastifyRequest) => {
    try {
      await limiter.consume(clientIp(request) || 'unknown');
    } catch (err) {
      if (err instanceof RateLimiterRes) throw ApiFailure.retryLater('rate_limited', err.msBeforeNext / 1000);
      request.log.warn({ err }, 'rate limiter unavailable');
    }
  };
}
