import { isIP } from 'node:net';

/** Fastify's trustProxy, never `true` (trusting every hop lets any client pick its own IP). */
export type TrustProxy = false | number | string[];

const CIDR = /^(.+)\/(\d{1,3})$/;
const isAddressOrCidr = (s: string): boolean => {
  const m = CIDR.exec(s);
  const ip = m ? m[1]! : s;
  const kind = isIP(ip);
  if (!kind) return false;
  return !m || Number(m[2]) <= (kind === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset/'0'/'false' → no proxy; a hop count ('1' = one load balancer in front); or a
 * comma-separated list of proxy addresses/CIDRs ('10.0.0.0/8,192.168.1.5'). Anything else (e.g.
 * 'true', '*') is a configuration error, not "trust everyone".
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length && list.every(isAddressOrCidr)) return list;
  throw new Error(
    `TRUST_PROXY=${v}: give the number of proxies in front (e.g. 1) or their addresses/CIDRs, never "everything"`,
  );
}

/** Fastify's typing has no hop count: `n` hops = trust the n nearest addresses of the chain. */
export const fastifyTrustProxy = (
  t: TrustProxy,
): false | string[] | ((addr: string, hop: number) => boolean) =>
  typeof t === 'number' ? (_addr: string, hop: number) => hop < t : t;
