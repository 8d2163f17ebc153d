// Redis, when REDIS_URL is set: connected lazily on first use (rate limits and
// session revocation across servers use it), closed when the app closes.
import { Redis } from 'ioredis';

export function openRedis(url: string): Redis {
  return new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
}

export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
