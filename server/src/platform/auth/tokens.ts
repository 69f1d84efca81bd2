import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@school/contracts';

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
    // Every request verifies its token: a verified token is kept (never past its `exp`), so the signature is checked
    // once per token and a while, not once per request.
    cache: 10_000,
    cacheTTL: 60_000,
  });
  return {
    issue(claims) {
      const sid = randomUUID();
      return { token: sign({ ...claims, sid }), expiresAt: new Date(Date.now() + ttlSeconds * 1000), sid };
    },
    verify(token) {
      try {
        const c = check(token) as Partial<TokenClaims> & { exp?: unknown };
        if (typeof c.exp !== 'number' || typeof c.sub !== 'string' || typeof c.role !== 'string' || typeof c.tv !== 'number') return null;
        // Tokens from before sessions had ids cannot be ended one by one: they are refused (sign in again once).
        if (typeof c.sid !== 'string' || !c.sid) return null;
        return { sub: c.sub, role: c.role, tv: c.tv, sid: c.sid, expiresAt: new Date(c.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
