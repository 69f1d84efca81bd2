import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@school/contracts';
import { LruCache } from '../http/lru.js';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** Token version: bumped when a user is blocked, deleted or changes password, which ends all their sessions. */
  tv: number;
  /** Session id, one per sign-in: `POST auth/logout` ends this one session (`ended_session`). */
  sid: string;
}

export interface Tokens {
  issue(claims: Omit<TokenClaims, 'sid'>): { token: string; expiresAt: Date; sid: string };
  /** The claims of a valid token, with its expiry; null for anything else (no `exp` included). */
  verify(token: string): (TokenClaims & { expiresAt: Date }) | null;
}

export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, iss: 'school-platform' });
  // A token must say when it ends: one signed without `exp` (by a leaked key or a bug) would never expire.
  const check = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: 'school-platform',
    requiredClaims: ['exp', 'sub', 'iat'],
  });
  // Every request verifies its token: the claims of a verified token are kept by the token itself (never past its
  // `exp`), so the signature is checked once per token and a while, not once per request. Kept here rather than by the
  // verifier's own cache, which hashes each token with SHA-256 to look it up (issue #13: a few µs on every request).
  const verified = new LruCache<string, TokenClaims & { expiresAt: Date; exp: number }>(10_000, 60_000);
  return {
    issue(claims) {
      const sid = randomUUID();
      return { token: sign({ ...claims, sid }), expiresAt: new Date(Date.now() + ttlSeconds * 1000), sid };
    },
    verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const c = check(token) as Partial<TokenClaims> & { exp?: unknown };
        if (typeof c.exp !== 'number' || typeof c.sub !== 'string' || typeof c.role !== 'string' || typeof c.tv !== 'number') return null;
        // Tokens from before sessions had ids cannot be ended one by one: they are refused (sign in again once).
        if (typeof c.sid !== 'string' || !c.sid) return null;
        const claims = Object.freeze({
          sub: c.sub,
          role: c.role,
          tv: c.tv,
          sid: c.sid,
          expiresAt: new Date(c.exp * 1000),
          exp: c.exp * 1000,
        });
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
