import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Secret, signingKey, verifyingKeys } from './keys';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

const mac = (key: string, payload: string): string =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** HMAC with the current key (derived values such as the sandbox merchant key). */
export const hmac = (secret: Secret, payload: string): string => mac(signingKey(secret).key, payload);

const macEquals = (key: string, payload: string, sig: string): boolean => {
  const want = Buffer.from(mac(key, payload));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
};

/** A signature that names its key: `kid.mac` (or `mac` for a key without id). */
export function signature(secret: Secret, payload: string): string {
  const { kid, key } = signingKey(secret);
  return kid ? `${kid}.${mac(key, payload)}` : mac(key, payload);
}

/** Checks a `signature()` against the key it names (any key when it names none). */
export function hmacEquals(secret: Secret, payload: string, sig: string): boolean {
  const dot = sig.indexOf('.');
  const [kid, m] = dot < 0 ? [null, sig] : [sig.slice(0, dot), sig.slice(dot + 1)];
  return verifyingKeys(secret, kid).some((key) => macEquals(key, payload, m));
}

/** An opaque signed, expiring token: base64url(payload).mac, the payload naming its key id `k`. */
export function signToken(secret: Secret, purpose: string, body: Record<string, string | number>): string {
  const { kid, key } = signingKey(secret);
  const payload = Buffer.from(JSON.stringify({ p: purpose, ...(kid ? { k: kid } : {}), ...body })).toString(
    'base64url',
  );
  return `${payload}.${mac(key, payload)}`;
}

export function verifyToken(
  secret: Secret,
  purpose: string,
  token: string,
  nowMs: number,
): Record<string, string | number> | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      string | number
    >;
    if (!body || typeof body !== 'object') return null;
    const kid = typeof body.k === 'string' ? body.k : null;
    if (!verifyingKeys(secret, kid).some((key) => macEquals(key, payload, sig))) return null;
    if (body.p !== purpose || typeof body.exp !== 'number' || body.exp < nowMs) return null;
    return body;
  } catch {
    return null;
  }
}
