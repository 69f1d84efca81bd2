import type { RateLimiter } from './rate-limit.js';

/**
 * Sign-in throttling (docs/decisions/0004). Failures are counted per (e-mail, address) and per address; past a few
 * free failures each one makes the next attempt wait twice as long, up to a cap. Successful sign-ins never count, a
 * success clears its (e-mail, address) failures, and an attacker's failures from one address never delay the owner
 * signing in from another. The per-address count is the ceiling for one address guessing at many accounts.
 */
export const LOGIN_THROTTLE = {
  /** Failures of one e-mail from one address are remembered this long. */
  pairWindowMs: 60 * 60_000,
  /** Failures of one e-mail from one address before any wait. */
  pairFree: 5,
  /** Failures from one address, over all e-mails, before the address waits (a school behind one NAT stays below). */
  addressWindowMs: 15 * 60_000,
  addressFree: 100,
  /** The first wait; each further failure doubles it, up to the cap. */
  baseMs: 1000,
  capMs: 15 * 60_000,
};

/** The wait after `failures` failures of which `free` cost nothing. */
export function delayAfter(failures: number, free: number, o = LOGIN_THROTTLE): number {
  if (failures < free) return 0;
  return Math.min(o.baseMs * 2 ** Math.min(failures - free, 30), o.capMs);
}

export interface LoginThrottle {
  /** Milliseconds this attempt must still wait; 0 to go ahead. */
  wait(email: string, ip: string): Promise<number>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
}

export function loginThrottle(limiter: RateLimiter, o = LOGIN_THROTTLE): LoginThrottle {
  const pair = (email: string, ip: string) => `login-fail:${ip}:${email}`;
  const address = (ip: string) => `login-fail-ip:${ip}`;
  return {
    async wait(email, ip) {
      const [a, b] = await Promise.all([limiter.lockedFor(`${pair(email, ip)}:wait`), limiter.lockedFor(`${address(ip)}:wait`)]);
      return Math.max(a, b);
    },
    async failed(email, ip) {
      const n = await limiter.hit(pair(email, ip), o.pairWindowMs);
      const m = await limiter.hit(address(ip), o.addressWindowMs);
      const forPair = delayAfter(n, o.pairFree, o);
      const forAddress = delayAfter(m, o.addressFree, o);
      if (forPair > 0) await limiter.lock(`${pair(email, ip)}:wait`, forPair);
      if (forAddress > 0) await limiter.lock(`${address(ip)}:wait`, forAddress);
    },
    async succeeded(email, ip) {
      await limiter.reset(pair(email, ip));
      await limiter.reset(`${pair(email, ip)}:wait`);
    },
  };
}

/** '12 seconds', '3 minutes': how long a throttled sign-in must wait, for the message. */
export function waitText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}
