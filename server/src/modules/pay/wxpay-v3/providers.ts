import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orgs } from '../../../db/schema';
import type { PaymentProviders, PayProvider } from '../provider';
import { openSecret } from '../../../school/secret-box';
import { withDefaults } from '../../../school/settings';
import { type OwnMerchant, schoolWxPayConfig } from './config';
import { wxPayV3Provider, type WxPayV3Options } from './client';

type Env = Record<string, string | undefined>;

/** A school's merchant as saved in 学校设置 (mchid, serial, sealed API v3 key and private key). */
function ownMerchant(settings: Record<string, unknown> | null | undefined, env: Env): OwnMerchant {
  const w = withDefaults(settings).integrations.wxpay;
  const v = (s: string) => s || undefined;
  return {
    mchid: v(w.mchid),
    serialNo: v(w.serialNo),
    apiV3Key: openSecret(w.apiV3Key?.sealed, env) ?? undefined,
    privateKeyPem: openSecret(w.privateKey?.sealed, env) ?? undefined,
  };
}

/** A saved merchant is picked up within this long (the provider is rebuilt). */
const RELOAD_MS = 60_000;

/**
 * PAYMENT_MODE=wxpay-v3: each school's merchant from `orgs.settings.wxpay` plus its keys — the ones
 * saved in 学校设置 first, else the key files named by env (config.ts). Loaded on first use and
 * kept for a minute; a school without settings has no provider.
 */
export function wxPayV3Providers(
  db: Db,
  env: Env = process.env,
  opts: WxPayV3Options = {},
): PaymentProviders {
  const cache = new Map<string, { at: number; p: Promise<PayProvider | null> }>();
  const load = async (tenantId: string, orgId: string): Promise<PayProvider | null> => {
    const [org] = await db
      .select({ settings: orgs.settings })
      .from(orgs)
      .where(and(eq(orgs.id, orgId), eq(orgs.tenantId, tenantId)));
    const settings = org?.settings?.wxpay;
    if (!settings) return null;
    const own = ownMerchant(org?.settings, env);
    return wxPayV3Provider(schoolWxPayConfig(orgId, settings, env, undefined, own), opts);
  };
  return {
    mode: 'wxpay-v3',
    forSchool(tenantId, orgId) {
      const key = `${tenantId}/${orgId}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < RELOAD_MS) return hit.p;
      const p = load(tenantId, orgId);
      cache.set(key, { at: Date.now(), p });
      p.catch(() => cache.delete(key)); // a fixed key file is picked up on the next notify
      return p;
    },
  };
}

/** One fixed set of providers by school (tests and tools). */
export const fixedProviders = (byOrg: Record<string, PayProvider>): PaymentProviders => ({
  mode: 'wxpay-v3',
  forSchool: async (_tenantId, orgId) => byOrg[orgId] ?? null,
});
