import type { FastifyRequest } from 'fastify';

type Env = Record<string, string | undefined>;

/**
 * The link parents open for a school (spec section 2: orgId and tenantId in the query select the
 * school and reset what the browser remembers of another one), landing on its home.
 */
export const parentEntryUrl = (origin: string, s: { orgId: string; tenantId: string }): string =>
  `${origin.replace(/\/+$/, '')}/zhxy/mobile/recruit/?orgId=${encodeURIComponent(s.orgId)}` +
  `&tenantId=${encodeURIComponent(s.tenantId)}#/orientation/homepage/index`;

/**
 * Where parents reach this server: PUBLIC_ORIGIN when the platform set it (behind a proxy the
 * request's own origin may be an inner address), else the origin the staff member's request came to
 * (Fastify's protocol and host, which follow X-Forwarded-* only with TRUST_PROXY).
 */
export function publicOrigin(req: Pick<FastifyRequest, 'protocol' | 'host'>, env: Env = process.env): string {
  const set = (env.PUBLIC_ORIGIN ?? '').trim().replace(/\/+$/, '');
  if (/^https?:\/\/[^\s/]+$/.test(set)) return set;
  return `${req.protocol}://${req.host}`;
}
