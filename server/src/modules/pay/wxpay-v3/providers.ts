import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orgs } from '../../../db/schema';
import type { PaymentProviders, PayProvider } from '../provider';
import { schoolWxPayConfig } from './config';
import { wxPayV3Provider, type WxPayV3Options } from './client';

type Env = Record<string, string | undefined>;

/**
 * PAYMENT_MODE=wxpay-v3: each school's merchant from `orgs.settings.wxpay` plus its key files named
 * by env (config.ts). Loaded on first use and kept; a school without settings has no provider.
 */
export function wxPayV3Providers(
  db: Db,
  env: Env = process.env,
  opts: WxPayV3Options = {},
): PaymentProviders {
  const cache = new Map<string, Promise<PayProvider | null>>();
  const load = async (tenantId: string, orgId: string): Promise<PayProvider | null> => {
    const [org] = await db
      .select({ settings: orgs.settings })
      .from(orgs)
      .where(and(eq(orgs.id, orgId), eq(orgs.tenantId, tenantId)));
    const settings = org?.settings?.wxpay;
    if (!settings) return null;
    return wxPayV3Provider(schoolWxPayConfig(orgId, settings, env), opts);
  };
  return {
    mode: 'wxpay-v3',
    forSchool(tenantId, orgId) {
      const key = `${tenantId}/${orgId}`;
      let p = cache.get(key);
      if (!p) {
        p = load(tenantId, orgId);
        cache.set(key, p);
        p.catch(() => cache.delete(key)); // a fixed key file is picked up on the next notify
      }
      return p;
    },
  };
}

/** One fixed set of providers by school (tests and tools). */
export const fixedProviders = (byOrg: Record<string, PayProvider>): PaymentProviders => ({
  mode: 'wxpay-v3',
  forSchool: async (_tenantId, orgId) => byOrg[orgId] ?? null,
});
