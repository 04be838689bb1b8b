import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export const hmac = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function hmacEquals(secret: string, payload: string, sig: string): boolean {
  const want = Buffer.from(hmac(secret, payload));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** An opaque signed, expiring token: base64url(payload).sig (QR passes, file tokens). */
export function signToken(secret: string, purpose: string, body: Record<string, string | number>): string {
  const payload = Buffer.from(JSON.stringify({ p: purpose, ...body })).toString('base64url');
  return `${payload}.${hmac(secret, payload)}`;
}

export function verifyToken(
  secret: string,
  purpose: string,
  token: string,
  nowMs: number,
): Record<string, string | number> | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined || !hmacEquals(secret, payload, sig)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      string | number
    >;
    if (body.p !== purpose || typeof body.exp !== 'number' || body.exp < nowMs) return null;
    return body;
  } catch {
    return null;
  }
}
