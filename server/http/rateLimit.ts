// Request budgets with rate-limiter-flexible: in Redis when REDIS_URL is set, so every
// server shares the count, else in memory. Over the limit: 429 rate_limited with
// Retry-After. The account rules themselves (failed logins, code sends) are counted
// separately, in the database (server/accounts/counters.ts).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { connectLazily } from '../redis';
import { ApiFailure } from './envelope';
import { clientIp } from './request';

export interface Budget {
  /** Names the counter, so budgets never share counts. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Spends one point of `key`'s budget, or refuses with rate_limited. While Redis is
 * unreachable (or still connecting) each server counts in memory with the same budget,
 * at once, rather than failing or holding the call; once Redis is ready again the
 * budget is shared through it.
 */
export function createBudget(budget: Budget, redis?: Redis): (key: string, log?: FastifyRequest['log']) => Promise<void> {
  const options = { keyPrefix: budget.keyPrefix, points: budget.points, duration: budget.durationSeconds };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);
  return async (key, log) => {
    if (redis) connectLazily(redis);
    try {
      await limiter.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw ApiFailure.retryLater('rate_limited', err.msBeforeNext / 1000);
      log?.warn({ err }, 'rate limiter unavailable');
    }
  };
}

/** Requests per IP to the account routes (login, codes, registration, captchas...). */
export function createAuthRateLimit(perMinute: number, redis?: Redis): onRequestAsyncHookHandler {
  const spend = createBudget({ keyPrefix: 'portal-auth', points: perMinute, durationSeconds: 60 }, redis);
  return async (request: FastifyRequest) => spend(clientIp(request) || 'unknown', request.log);
}
