// Redis, when REDIS_URL is set: connected lazily on first use (the request budgets
// shared between servers use it; sessions and the account rules live in the database),
// closed when the app closes. While it is unreachable a command fails at once instead of
// waiting in a queue (its caller falls back, see server/http/rateLimit.ts), and the
// client keeps reconnecting in the background, so a Redis that returns is used again
// without a restart.
import { Redis } from 'ioredis';

export function openRedis(url: string): Redis {
  return new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
}

/** Starts connecting a Redis not yet connected (lazily, by its first user); never throws. */
export function connectLazily(redis: Redis): void {
  if (redis.status === 'wait') redis.connect().catch(() => undefined);
}

export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
