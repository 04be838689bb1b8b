import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from node:crypto (N=2^15, r=8, p=1): no native add-on to install or build on the server.
const N = 1 << 15;
const KEYLEN = 32;
const params = { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, params, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** `scrypt$N$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${N}$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || Number(n) !== N || !salt || !hash) return false;
  const want = Buffer.from(hash, 'base64url');
  const got = await derive(password, Buffer.from(salt, 'base64url'));
  return want.length === got.length && timingSafeEqual(want, got);
}

/** A random first password, shown once (CLI, demo seed, reset). */
export const randomPassword = (): string => randomBytes(9).toString('base64url');
