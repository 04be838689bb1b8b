import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_ALPHABET } from '@domain/staff/password-policy';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

// argon2id via @node-rs/argon2 (prebuilt binaries, no compiler needed on Node 20; OWASP parameters
// m=19 MiB, t=2, p=1). Hashes made earlier with scrypt (`scrypt$N$salt$hash`) still verify, and
// `needsRehash` tells login to store an argon2id hash in their place.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

const N = 1 << 15;
const scryptParams = { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, 32, scryptParams, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
export const hashPassword = (password: string): Promise<string> => argon2Hash(password, ARGON2);

/** The legacy scrypt format, kept only so tests can make an old hash. */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${N}$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false;
    }
  }
  const [kind, n, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || Number(n) !== N || !salt || !hash) return false;
  const want = Buffer.from(hash, 'base64url');
  const got = await derive(password, Buffer.from(salt, 'base64url'));
  return want.length === got.length && timingSafeEqual(want, got);
}

/** True for a hash in an older format (scrypt): replace it after a successful login. */
export const needsRehash = (stored: string): boolean => !stored.startsWith('$argon2id$');

/**
 * A random first password, shown once (CLI, demo seed, reset): 12 characters of ONE_TIME_ALPHABET
 * (no 0/O/o, 1/l/I to confuse when read out or copied by hand), a letter and a digit among them.
 */
export function randomPassword(length = 12): string {
  const a = ONE_TIME_ALPHABET;
  // Rejection sampling: bytes at or over the last whole multiple of the alphabet are drawn again.
  const limit = 256 - (256 % a.length);
  for (;;) {
    let out = '';
    while (out.length < length)
      for (const b of randomBytes(length * 2)) if (b < limit && out.length < length) out += a[b % a.length];
    if (/\d/.test(out) && /[A-Za-z]/.test(out)) return out;
  }
}
