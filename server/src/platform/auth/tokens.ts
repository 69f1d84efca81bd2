import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@school/contracts';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** Token version: bumped when a user is blocked or changes password, which ends older sessions. */
  tv: number;
}

export interface Tokens {
  issue(claims: TokenClaims): { token: string; expiresAt: Date };
  verify(token: string): TokenClaims | null;
}

export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, iss: 'school-platform' });
  // A token must say when it ends: one signed without `exp` (by a leaked key or a bug) would never expire.
  const check = createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: 'school-platform', requiredClaims: ['exp', 'sub', 'iat'] });
  return {
    issue(claims) {
      return { token: sign({ ...claims }), expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
    },
    verify(token) {
      try {
        const c = check(token) as Partial<TokenClaims> & { exp?: unknown };
        if (typeof c.exp !== 'number' || typeof c.sub !== 'string' || typeof c.role !== 'string' || typeof c.tv !== 'number') return null;
        return { sub: c.sub, role: c.role, tv: c.tv };
      } catch {
        return null;
      }
    },
  };
}
