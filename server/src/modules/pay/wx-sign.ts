import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WeChat JSSDK wx.config signature (brief section 5): sha1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, keys in ASCII order, the url without `#…`.
 */
export function jssdkSignature(p: {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: string | number;
  url: string;
}): string {
  const url = p.url.split('#')[0]!;
  const plain = `jsapi_ticket=${p.jsapiTicket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${url}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

type Fields = Record<string, string | number | null | undefined>;

/** WeChat Pay v2 sign: non-empty fields but `sign` in ASCII key order, `&key=KEY`, HMAC-SHA256, upper-case hex. */
export function wxPaySign(fields: Fields, key: string): string {
  const plain = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== undefined && fields[k] !== null && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', key).update(`${plain}&key=${key}`, 'utf8').digest('hex').toUpperCase();
}

export function verifyWxPaySign(fields: Fields, key: string): boolean {
  const given = Buffer.from(String(fields.sign ?? ''), 'utf8');
  const want = Buffer.from(wxPaySign(fields, key), 'utf8');
  return given.length === want.length && timingSafeEqual(given, want);
}
