import type { Redis } from 'ioredis';

/**
 * Counts hits of a key inside a fixed window, and holds locks that end at a given time (the login throttle's delays).
 * In memory for one process; in Redis across instances. A lock stores its end, compared with this process's clock.
 */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Locks the key for `ms` (a later end wins over an earlier one). */
  lock(key: string, ms: number): Promise<void>;
  /** Milliseconds until the key's lock ends; 0 when it is not locked. */
  lockedFor(key: string): Promise<number>;
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
    async lock(key, ms) {
      const until = Date.now() + ms;
      const h = live(key);
      hits.set(key, { n: 0, until: Math.max(until, h?.until ?? 0) });
    },
    async lockedFor(key) {
      const h = live(key);
      return h ? Math.max(0, h.until - Date.now()) : 0;
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
    async lock(key, ms) {
      const k = prefix + key;
      const until = Date.now() + ms;
      const was = Number((await redis.get(k)) ?? 0);
      if (until > was) await redis.set(k, String(until), 'PX', ms);
    },
    async lockedFor(key) {
      const until = Number((await redis.get(prefix + key)) ?? 0);
      return Math.max(0, until - Date.now());
    },
  };
}
