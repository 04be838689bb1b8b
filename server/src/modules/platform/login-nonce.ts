import { TOKEN_COOKIE_PATH } from '@contract/startup';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../http/crypto';

/**
 * Login CSRF guard: /platform/login leaves a nonce in the starting browser (an HttpOnly SameSite
 * cookie sent only to the exchange), its ticket keeps the nonce's hash, and the exchange honours the
 * URL accesstoken only with that cookie, so a link carrying someone else's accesstoken logs no one in.
 */
export const LOGIN_NONCE_COOKIE = 'pf_login';

/**
 * The audience a one-time ticket is minted for (tickets.purpose): `login` — this app's own start-up
 * exchange, made by /platform/login for the browser that started it; `outgoing` — the
 * `{{accesstoken}}` of a configured link (/platform/api/token/encrypt), meant for the linked
 * service and never accepted by this app's exchange (issue 23: a link carrying someone else's
 * outgoing ticket must not log a victim into that account).
 */
export const TICKET_AUDIENCE = { login: 'access', outgoing: 'outgoing-link' } as const;

export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

const cookie = (req: FastifyRequest, value: string, maxAgeS: number): string =>
  `${LOGIN_NONCE_COOKIE}=${value}; Path=${TOKEN_COOKIE_PATH}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax` +
  (req.protocol === 'https' ? '; Secure' : '');

/** Leaves a fresh nonce in this browser; returns the hash its ticket keeps. */
export function startLogin(req: FastifyRequest, reply: FastifyReply, ttlMs: number): string {
  const nonce = randomToken(16);
  reply.header('Set-Cookie', cookie(req, nonce, Math.ceil(ttlMs / 1000)));
  return sha256(nonce);
}

/**
 * Whether this request comes from the browser that started the login; the nonce is then spent.
 * A ticket bound to no browser (no nonce) is refused.
 */
export function finishLogin(req: FastifyRequest, reply: FastifyReply, nonceHash: string | null): boolean {
  const nonce = cookieOf(req, LOGIN_NONCE_COOKIE);
  reply.header('Set-Cookie', cookie(req, '', 0));
  return nonceHash !== null && nonce !== undefined && sha256(nonce) === nonceHash;
}
