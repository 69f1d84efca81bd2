import type { Redis } from 'ioredis';

/** Counts hits of a key inside a fixed window. In memory for one process; in Redis across instances. */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const hits = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const h = hits.get(key);
    if (h && h.until <= Date.now()) hits.delete(key);
    return hits.get(key);
  };
  return {
    async hit(key, windowMs) {
      const h = live(key) ?? { n: 0, until: Date.now() + windowMs };
      h.n++;
      hits.set(key, h);
      if (hits.size > 100_000) for (const k of hits.keys()) if (!live(k)) hits.delete(k);
      return h.n;
    },
    async count(key) {
      return live(key)?.n ?? 0;
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'school:rl:'): RateLimiter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, n]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
      return n;
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
