import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** How many scrypt derivations ran: lets tests check that every login path does the same work. */
export const passwordWork = { derivations: 0 };

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((res, rej) => {
    passwordWork.derivations++;
    scryptCb(pw, salt, len, opts, (e, k) => (e ? rej(e) : res(k)));
  });

// scrypt is memory-hard; N=2^15, r=8 takes 32 MiB and 50 to 300 ms here, the cost a login can afford.
// The parameters are stored in each hash, so a lower cost (tests) never weakens existing hashes.
let N = 1 << 15;

/** Lowers the work factor for new hashes: for test suites that register many users, never for production. */
export function setPasswordHashCost(logN: number): void {
  N = 1 << Math.max(10, Math.min(20, Math.round(logN)));
}
const R = 8;
const P = 1;
const maxmem = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { N, r: R, p: P, maxmem });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const got = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** True for a stored value a password can match (an invited user's '!' is none). */
export const isPasswordHash = (stored: string | null | undefined): stored is string => !!stored && stored.startsWith('scrypt$');

let dummy: { n: number; hash: Promise<string> } | null = null;
/**
 * A hash at the current cost to verify against when there is no usable one (unknown e-mail, invited user without
 * a password), so every login does the same work and takes the same time. Nothing verifies against it by chance:
 * its password is random and thrown away.
 */
export function dummyHash(): Promise<string> {
  if (!dummy || dummy.n !== N) dummy = { n: N, hash: hashPassword(randomBytes(18).toString('base64')) };
  return dummy.hash;
}

/** Verifies against the stored hash, or against the dummy when there is none: the same work either way. */
export async function verifyStoredPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (isPasswordHash(stored)) return verifyPassword(password, stored);
  await verifyPassword(password, await dummyHash());
  return false;
}
