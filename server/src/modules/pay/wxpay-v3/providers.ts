import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orgs } from '../../../db/schema';
import { PayError, type PaymentProviders, type PayProvider } from '../provider';
import { merchantMissing, platformNotifyUrl, schoolMerchant } from '../../../school/integrations';
import { type OwnMerchant, schoolWxPayConfig } from './config';
import { wxPayV3Provider, type WxPayV3Options } from './client';

type Env = Record<string, string | undefined>;
type Raw = Record<string, unknown> | null | undefined;

/**
 * The school's merchant as saved in 学校设置 › 对接配置 (mode, app id, merchant ids, serials, the
 * sealed keys), as the public settings and the keys config.ts builds a merchant from; the notify URL
 * is the platform's (PUBLIC_ORIGIN). Null when the school saved no 商户号.
 */
export function screenMerchant(
  orgId: string,
  raw: Raw,
  env: Env,
): { settings: Record<string, unknown>; own: OwnMerchant } | null {
  const m = schoolMerchant(raw, env);
  if (!m.mchid) return null;
  const missing = merchantMissing(m);
  // A platform record (orgs.settings.wxpay) completes a partly saved merchant (legacyMerchant).
  if (missing.length && raw?.wxpay) return null;
  if (missing.length)
    throw new PayError('PAY_CONFIG', `学校 ${orgId} 的微信支付配置不完整：缺少${missing.join('、')}`);
  const legacy = (raw?.wxpay ?? {}) as { notifyUrl?: string };
  const notifyUrl = platformNotifyUrl(orgId, env) || legacy.notifyUrl || '';
  if (!notifyUrl) throw new PayError('PAY_CONFIG', '平台未设置 PUBLIC_ORIGIN（微信支付通知地址）');
  return {
    settings: {
      mode: m.mode,
      mchid: m.mchid,
      appid: m.appId,
      ...(m.mode === 'sp' ? { subMchid: m.subMchid } : {}),
      ...(m.mode === 'sp' && m.subAppId ? { subAppid: m.subAppId } : {}),
      serialNo: m.serialNo,
      platformSerial: m.platformSerial,
      notifyUrl,
    },
    own: {
      mchid: m.mchid,
      serialNo: m.serialNo,
      apiV3Key: m.apiV3Key!,
      privateKeyPem: m.privateKeyPem!,
      platformKeyPem: m.platformKeyPem!,
    },
  };
}

/** A saved merchant is picked up within this long (the provider is rebuilt). */
const RELOAD_MS = 60_000;

/**
 * PAYMENT_MODE=wxpay-v3: each school's merchant as saved in 学校设置 › 对接配置 (screenMerchant); a
 * school that saved none may still have the platform's record `orgs.settings.wxpay` with key files
 * named by env (config.ts, set by the platform operator). Loaded on first use and kept for a
 * minute; a school with neither has no provider.
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
    if (!org) return null;
    const screen = screenMerchant(orgId, org.settings, env);
    if (screen)
      return wxPayV3Provider(schoolWxPayConfig(orgId, screen.settings, env, undefined, screen.own), opts);
    const settings = org.settings?.wxpay;
    if (!settings) return null;
    // The platform's record, with whatever of the merchant the school saved winning over env key files.
    const m = schoolMerchant(org.settings, env);
    const v = (x: string | null) => x || undefined;
    const own: OwnMerchant = {
      ...(m.mchid ? { mchid: m.mchid } : {}),
      ...(m.serialNo ? { serialNo: m.serialNo } : {}),
      ...(m.apiV3Key ? { apiV3Key: m.apiV3Key } : {}),
      ...(v(m.privateKeyPem) ? { privateKeyPem: m.privateKeyPem! } : {}),
      ...(v(m.platformKeyPem) ? { platformKeyPem: m.platformKeyPem! } : {}),
    };
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
    forget(tenantId, orgId) {
      cache.delete(`${tenantId}/${orgId}`);
    },
  };
}

/** One fixed set of providers by school (tests and tools). */
export const fixedProviders = (byOrg: Record<string, PayProvider>): PaymentProviders => ({
  mode: 'wxpay-v3',
  forSchool: async (_tenantId, orgId) => byOrg[orgId] ?? null,
});
