import type { IntegrationsInForce } from '@contract/school-settings';
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { openSecret } from './secret-box';
import { withDefaults, type SchoolIntegrations } from './settings';

type Env = Record<string, string | undefined>;
type Raw = Record<string, unknown> | null | undefined;

/** WeChat Pay's notify path of a school (the platform sets the origin: PUBLIC_ORIGIN). */
export const wxpayNotifyPath = (orgId: string) =>
  `/pay-mobile-h5-api/api/common/wechat/pay/notify/v3/${encodeURIComponent(orgId)}`;

/** Where WeChat Pay notifies this school: PUBLIC_ORIGIN (https, set by the platform) + the path; '' unset. */
export function platformNotifyUrl(orgId: string, env: Env = process.env): string {
  const origin = (env.PUBLIC_ORIGIN ?? '').trim().replace(/\/+$/, '');
  return /^https:\/\/[^\s/]+/.test(origin) ? `${origin}${wxpayNotifyPath(orgId)}` : '';
}

/** The merchant a school saved in 学校设置 › 对接配置, secrets opened. */
export interface SchoolMerchant {
  mode: 'direct' | 'sp';
  appId: string;
  mchid: string;
  subMchid: string;
  subAppId: string;
  serialNo: string;
  platformSerial: string;
  apiV3Key: string | null;
  privateKeyPem: string | null;
  platformKeyPem: string | null;
}

export function schoolMerchant(raw: Raw, env: Env = process.env): SchoolMerchant {
  const w = withDefaults(raw).integrations.wxpay;
  return {
    mode: w.mode === 'sp' ? 'sp' : 'direct',
    appId: w.appId ?? '',
    mchid: w.mchid,
    subMchid: w.subMchid ?? '',
    subAppId: w.subAppId ?? '',
    serialNo: w.serialNo,
    platformSerial: w.platformSerial ?? '',
    apiV3Key: openSecret(w.apiV3Key?.sealed, env),
    privateKeyPem: openSecret(w.privateKey?.sealed, env),
    platformKeyPem: openSecret(w.platformKey?.sealed, env),
  };
}

/** What the school still has to fill in before its own merchant can take a real payment (Chinese labels). */
export function merchantMissing(m: SchoolMerchant): string[] {
  const miss: string[] = [];
  if (!m.appId) miss.push(m.mode === 'sp' ? '服务商 AppID' : '支付 AppID');
  if (!m.mchid) miss.push(m.mode === 'sp' ? '服务商商户号' : '商户号');
  if (m.mode === 'sp' && !m.subMchid) miss.push('子商户号');
  if (!m.serialNo) miss.push('证书序列号');
  if (!m.apiV3Key) miss.push('APIv3 密钥');
  if (!m.privateKeyPem) miss.push('商户私钥');
  if (!m.platformSerial) miss.push('平台证书序列号或公钥 ID');
  if (!m.platformKeyPem) miss.push('平台证书或微信支付公钥');
  return miss;
}

/** The school's own 公众号 when both its AppID and AppSecret are saved; else null (the platform's sends). */
export function schoolWechatApp(
  raw: Raw,
  env: Env = process.env,
): { appId: string; appSecret: string } | null {
  const w = withDefaults(raw).integrations.wechat;
  const secret = openSecret(w.appSecret?.sealed, env);
  return w.appId && secret ? { appId: w.appId, appSecret: secret } : null;
}

/**
 * Checks a WeChat Pay section about to be saved against WeChat Pay's rules (a message per problem,
 * Chinese): 服务商 mode needs a 子商户号; the private key is an RSA key of at least 2048 bits; the
 * platform key is a certificate or public key (a certificate's serial must be the one given).
 */
export function wxpayProblem(next: SchoolIntegrations['wxpay'], opened: SchoolMerchant): string | null {
  if (next.mode === 'sp' && next.mchid && !next.subMchid) return '服务商模式须填写子商户号';
  if (next.mode === 'sp' && next.subMchid && next.subMchid === next.mchid)
    return '子商户号不能与服务商商户号相同';
  if (next.mode === 'direct' && (next.subMchid || next.subAppId))
    return '直连商户不填写子商户号和子商户 AppID（服务商模式才需要）';
  if (opened.privateKeyPem) {
    try {
      const k = createPrivateKey(opened.privateKeyPem);
      if (k.asymmetricKeyType !== 'rsa' || (k.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
        return '商户私钥须为 2048 位 RSA 私钥（apiclient_key.pem）';
    } catch {
      return '商户私钥无法读取，请上传 apiclient_key.pem';
    }
  }
  if (opened.platformKeyPem) {
    try {
      createPublicKey(opened.platformKeyPem);
    } catch {
      return '平台证书或微信支付公钥无法读取';
    }
    if (opened.platformKeyPem.includes('BEGIN CERTIFICATE')) {
      const serial = new X509Certificate(opened.platformKeyPem).serialNumber;
      if (next.platformSerial && serial.toUpperCase() !== next.platformSerial.toUpperCase())
        return `平台证书的序列号是 ${serial}，与填写的平台证书序列号不一致`;
    } else if (next.platformSerial && !next.platformSerial.startsWith('PUB_KEY_ID_'))
      return '使用微信支付公钥时，公钥 ID 以 PUB_KEY_ID_ 开头';
  }
  return null;
}

/** The sandbox's demo merchant (modules/pay/merchant.ts), when a school saved none. */
export const DEMO_MCHID = '1900000109';

/** What is in force for a school's WeChat Pay and 公众号 (学校设置 › 对接配置 says it as is). */
export function integrationsInForce(
  raw: Raw,
  orgId: string,
  platform: { paymentMode: 'sandbox' | 'wxpay-v3'; appId: string },
  env: Env = process.env,
): IntegrationsInForce {
  const m = schoolMerchant(raw, env);
  const missing = m.mchid ? merchantMissing(m) : [];
  const notifyUrl = platformNotifyUrl(orgId, env);
  const legacy = !!raw?.wxpay;
  let source: IntegrationsInForce['wxpay']['source'];
  if (platform.paymentMode === 'sandbox') source = m.mchid ? 'school' : 'demo';
  else if (m.mchid) source = missing.length || !notifyUrl ? 'none' : 'school';
  else source = legacy ? 'school' : 'none';
  const legacyMchid = legacy ? String((raw.wxpay as { mchid?: string }).mchid ?? '') : '';
  const app = schoolWechatApp(raw, env);
  return {
    wxpay: {
      source,
      platform: platform.paymentMode,
      mchid: m.mchid || (platform.paymentMode === 'sandbox' ? DEMO_MCHID : legacyMchid),
      notifyUrl: platform.paymentMode === 'sandbox' ? '' : notifyUrl,
      missing: [
        ...missing,
        ...(platform.paymentMode === 'wxpay-v3' && !notifyUrl ? ['平台的支付通知地址（PUBLIC_ORIGIN）'] : []),
      ],
    },
    wechat: app ? { source: 'school', appId: app.appId } : { source: 'platform', appId: platform.appId },
  };
}
