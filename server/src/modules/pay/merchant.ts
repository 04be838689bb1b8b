import { randomBytes } from 'node:crypto';
import { hmac } from '../../http/crypto';
import type { ServerConfig } from '../../http/deps';
import { jssdkSignature } from './wx-sign';

/** The sandbox merchant: its key and JSSDK ticket derive from the server secret (shared by every process). */
export function merchant(config: ServerConfig) {
  return {
    appId: config.appId,
    mchId: '1900000109',
    key: hmac(config.secret, 'sandbox-mch-key').slice(0, 32),
    jsapiTicket: hmac(config.secret, 'sandbox-jsapi-ticket'),
  };
}

export const nonce = (n = 16) => randomBytes(n).toString('hex').slice(0, n);

/** wx.config for a page URL (brief section 5): the merchant's app id and the JSSDK signature. */
export function jssdkConfig(config: ServerConfig, now: Date, url: string) {
  const m = merchant(config);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonceStr = nonce();
  return {
    appId: m.appId,
    timestamp,
    nonceStr,
    paySign: jssdkSignature({ jsapiTicket: m.jsapiTicket, nonceStr, timestamp, url }),
  };
}
