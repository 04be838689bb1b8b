import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PayError } from '../provider';
import { privateKeyOf, publicKeyOf } from './sign';

export const WXPAY_BASE_URL = 'https://api.mch.weixin.qq.com';

/** One school's merchant, ready to use (keys loaded). */
export interface WxPayV3Config {
  /** `sp`: service provider (sp_mchid + sub_mchid, partner URLs); `direct`: the school's own merchant. */
  mode: 'sp' | 'direct';
  /** sp_mchid in sp mode, mchid in direct mode: the merchant that signs requests. */
  mchid: string;
  /** sp_appid in sp mode, appid in direct mode. */
  appid: string;
  subMchid?: string;
  /** sp mode: the school's own official account; payers are then identified by sub_openid. */
  subAppid?: string;
  /** The merchant certificate's serial number (serial_no of Authorization). */
  serialNo: string;
  privateKey: KeyObject;
  /** 32 characters. */
  apiV3Key: string;
  /** Platform certificate serials (or 微信支付公钥 ids) → public keys, for Wechatpay-Serial. */
  platformKeys: ReadonlyMap<string, KeyObject>;
  notifyUrl: string;
  baseUrl: string;
}

/** The public part, kept in the school's settings (`orgs.settings.wxpay`); never a key. */
export const wxpaySettings = z
  .object({
    mode: z.enum(['sp', 'direct']),
    mchid: z.string().regex(/^\d{6,32}$/),
    appid: z.string().regex(/^wx[0-9a-zA-Z]{6,30}$/),
    subMchid: z
      .string()
      .regex(/^\d{6,32}$/)
      .optional(),
    subAppid: z
      .string()
      .regex(/^wx[0-9a-zA-Z]{6,30}$/)
      .optional(),
    serialNo: z.string().regex(/^[0-9A-Za-z_]{8,64}$/),
    platformSerial: z.string().regex(/^[0-9A-Za-z_]{8,64}$/),
    notifyUrl: z.string().url().startsWith('https://'),
    /** Names the env variables (WXPAY_<envName>_…); default the org id. */
    envName: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,40}$/)
      .optional(),
  })
  .refine((s) => s.mode === 'direct' || !!s.subMchid, { message: 'sp mode needs subMchid' });
export type WxPaySettings = z.infer<typeof wxpaySettings>;

type Env = Record<string, string | undefined>;
/** The merchant a school saved in 学校设置 (secrets already opened); each given field wins over env. */
export interface OwnMerchant {
  mchid?: string;
  serialNo?: string;
  apiV3Key?: string;
  privateKeyPem?: string;
  /** The platform certificate or 微信支付公钥 the school saved (id = settings.platformSerial). */
  platformKeyPem?: string;
}
type ReadFile = (path: string) => string;

export const envPrefix = (name: string): string => `WXPAY_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;

/**
 * The school's merchant from its settings plus secrets named by env: WXPAY_<ORG>_KEY_FILE (merchant
 * private key PEM), WXPAY_<ORG>_APIV3_KEY_FILE or WXPAY_<ORG>_APIV3_KEY, WXPAY_<ORG>_PLATFORM_KEY_FILE
 * (platform public key or certificate PEM); WXPAY_BASE_URL overrides the API host. Secrets never
 * live in the database.
 */
export function schoolWxPayConfig(
  orgId: string,
  settings: unknown,
  env: Env = process.env,
  readFile: ReadFile = (p) => readFileSync(p, 'utf8'),
  own: OwnMerchant = {},
): WxPayV3Config {
  const parsed = wxpaySettings.safeParse(settings);
  if (!parsed.success) throw new PayError('PAY_CONFIG', `学校 ${orgId} 的微信支付配置无效`);
  const s = parsed.data;
  const pre = envPrefix(s.envName ?? orgId);
  const file = (name: string): string => {
    const path = env[pre + name];
    if (!path) throw new PayError('PAY_CONFIG', `缺少环境变量 ${pre}${name}`);
    try {
      return readFile(path);
    } catch {
      throw new PayError('PAY_CONFIG', `无法读取 ${pre}${name}`);
    }
  };
  const apiV3Key = (
    own.apiV3Key ?? (env[pre + 'APIV3_KEY_FILE'] ? file('APIV3_KEY_FILE') : (env[pre + 'APIV3_KEY'] ?? ''))
  ).trim();
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32)
    throw new PayError('PAY_CONFIG', `${pre}APIV3_KEY 必须是 32 字节`);
  try {
    return {
      mode: s.mode,
      mchid: own.mchid || s.mchid,
      appid: s.appid,
      ...(s.subMchid ? { subMchid: s.subMchid } : {}),
      ...(s.subAppid ? { subAppid: s.subAppid } : {}),
      serialNo: own.serialNo || s.serialNo,
      privateKey: privateKeyOf(own.privateKeyPem ?? file('KEY_FILE')),
      apiV3Key,
      platformKeys: new Map([
        [s.platformSerial, publicKeyOf(own.platformKeyPem ?? file('PLATFORM_KEY_FILE'))],
      ]),
      notifyUrl: s.notifyUrl,
      baseUrl: env.WXPAY_BASE_URL ?? WXPAY_BASE_URL,
    };
  } catch (e) {
    if (e instanceof PayError) throw e;
    throw new PayError('PAY_CONFIG', `${pre}KEY_FILE 或 PLATFORM_KEY_FILE 不是有效的 PEM`);
  }
}
