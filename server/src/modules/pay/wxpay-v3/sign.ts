import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { PayError } from '../provider';

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat Pay v3: a signed response or notify older (or newer) than 5 minutes is refused. */
export const MAX_SKEW_SEC = 300;

export const v3Nonce = (): string => randomBytes(16).toString('hex');
export const privateKeyOf = (pem: string | KeyObject): KeyObject =>
  typeof pem === 'string' ? createPrivateKey(pem) : pem;
export const publicKeyOf = (pem: string | KeyObject): KeyObject =>
  typeof pem === 'string' ? createPublicKey(pem) : pem;

/** The v3 signed message: every part followed by `\n`. */
export const signedMessage = (parts: readonly string[]): string => parts.map((p) => `${p}\n`).join('');

/** SHA256withRSA (PKCS#1 v1.5), base64. */
export const rsaSign = (key: KeyObject, parts: readonly string[]): string =>
  createSign('RSA-SHA256').update(signedMessage(parts), 'utf8').sign(key, 'base64');

export function rsaVerify(key: KeyObject, parts: readonly string[], signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(signedMessage(parts), 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * The request's Authorization header: SHA256withRSA over `method\nurl\ntimestamp\nnonce\nbody\n`,
 * url = path with query, body '' for GET.
 */
export function authorization(p: {
  mchid: string;
  serialNo: string;
  key: KeyObject;
  method: string;
  url: string;
  body: string;
  timestamp: number;
  nonce: string;
}): string {
  const signature = rsaSign(p.key, [p.method.toUpperCase(), p.url, String(p.timestamp), p.nonce, p.body]);
  return `${AUTH_SCHEMA} mchid="${p.mchid}",nonce_str="${p.nonce}",signature="${signature}",timestamp="${p.timestamp}",serial_no="${p.serialNo}"`;
}

/** Parses an Authorization header (the fake's side, and tests). */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  return fields;
}

type Headers = Record<string, string | string[] | undefined>;
/** Header names are case-insensitive (Node lower-cases them, callers may not). */
const header = (h: Headers, name: string): string | undefined => {
  const k = Object.keys(h).find((key) => key.toLowerCase() === name);
  const v = k === undefined ? undefined : h[k];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * A response or notify from WeChat Pay: Wechatpay-Signature over `timestamp\nnonce\nbody\n` with the
 * platform key named by Wechatpay-Serial, Wechatpay-Timestamp within 5 minutes of now.
 */
export function verifyPlatformSignature(
  headers: Headers,
  body: string,
  platformKeys: ReadonlyMap<string, KeyObject>,
  nowMs: number,
): void {
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial)
    throw new PayError('PAY_BAD_SIGNATURE', '缺少微信支付签名头');
  const key = platformKeys.get(serial);
  if (!key) throw new PayError('PAY_BAD_SIGNATURE', `未知的平台证书序列号 ${serial}`);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_SEC)
    throw new PayError('PAY_STALE', '签名时间戳超出 5 分钟');
  if (!rsaVerify(key, [timestamp, nonce, body], signature))
    throw new PayError('PAY_BAD_SIGNATURE', '微信支付签名验证失败');
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AES-256-GCM with the APIv3 key; the ciphertext is base64 with the 16-byte tag at its end. */
export function decryptResource(apiV3Key: string, r: EncryptedResource): string {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new PayError('PAY_BAD_NOTIFY', '不支持的加密算法');
  try {
    const data = Buffer.from(r.ciphertext, 'base64');
    if (data.length < 17) throw new Error('short');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(r.nonce, 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new PayError('PAY_BAD_NOTIFY', '通知解密失败');
  }
}

/** JSAPI / mini-program pay parameters: paySign over `appId\ntimeStamp\nnonceStr\npackage\n`. */
export function jsapiPayParams(appId: string, prepayId: string, key: KeyObject, nowMs: number) {
  const base = {
    appId,
    timeStamp: String(Math.floor(nowMs / 1000)),
    nonceStr: v3Nonce(),
    package: `prepay_id=${prepayId}`,
    signType: 'RSA' as const,
  };
  return { ...base, paySign: rsaSign(key, [base.appId, base.timeStamp, base.nonceStr, base.package]) };
}
