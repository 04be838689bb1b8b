import { createHash, createHmac } from 'node:crypto';
import type { SmsCode, SmsPort } from './port';

/** Tencent Cloud SMS (API v3, SendSms 2021-01-11), configured from env (sms/config.ts). */
export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** https://sms.tencentcloudapi.com by default; tests point it at a local fake. */
  endpoint: string;
}

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/** TC3-HMAC-SHA256 Authorization header of a JSON POST to `/` (Tencent Cloud API v3 signing). */
export function tc3Authorization(
  c: Pick<TencentSmsConfig, 'secretId' | 'secretKey'>,
  host: string,
  payload: string,
  timestamp: number,
  service = 'sms',
): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:application/json; charset=utf-8\nhost:${host}\n`,
    signedHeaders,
    sha256hex(payload),
  ].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${c.secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${c.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: { Code: string; Message: string }[];
  };
}

export function tencentSms(c: TencentSmsConfig, now: () => Date = () => new Date()): SmsPort {
  return {
    async send(m: SmsCode) {
      const url = new URL(c.endpoint);
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${m.phone}`],
        SmsSdkAppId: c.sdkAppId,
        SignName: m.signName || c.signName,
        TemplateId: m.templateId || c.templateId,
        TemplateParamSet: [m.code, String(m.minutes)],
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: tc3Authorization(c, url.host, payload, timestamp),
          'Content-Type': 'application/json; charset=utf-8',
          'X-TC-Action': 'SendSms',
          'X-TC-Version': '2021-01-11',
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': c.region,
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as SendSmsAnswer;
      const err = body.Response?.Error;
      if (err) throw new Error(`SMS.PROVIDER: ${err.Code}`);
      const status = body.Response?.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw new Error(`SMS.PROVIDER: ${status?.Code ?? res.status}`);
    },
  };
}
