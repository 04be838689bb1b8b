import type { RateStore } from './deps';
import { redisClient } from './redis';

/** Fixed-window counters in Redis (REDIS_URL): one key per window, expiring with it. */
export function redisRateStore(url: string, prefix = 'zhxy:rl:'): RateStore & { close(): Promise<void> } {
  const redis = redisClient(url);
  return {
    async hit(key, windowMs, now) {
      const k = `${prefix}${key}:${now - (now % windowMs)}`;
      const [, count] = await Promise.all([
        redis.send(['SET', k, 0, 'PX', windowMs, 'NX']),
        redis.send(['INCR', k]),
      ]);
      return Number(count);
    },
    close: () => redis.close(),
  };
}
