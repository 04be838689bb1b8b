import { tc3Authorization, type TencentSmsConfig } from '../sms/tencent-sms';
import type { SmsNoticeSender } from './sms';

/**
 * Notices by Tencent Cloud SMS with the same account as the login codes (sms/tencent-sms.ts, its
 * TC3 signing) and a notice template of two parameters: `{1}` the title, `{2}` the text.
 */
export function tencentSmsNotice(
  c: TencentSmsConfig,
  opts: { fetch?: typeof fetch; now?: () => Date } = {},
): SmsNoticeSender {
  const f = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  return {
    async sendText(phone, text, sender) {
      const m = /^【(.*?)】([\s\S]*)$/.exec(text);
      const [title, body] = m ? [m[1]!, m[2]!] : ['通知', text];
      const url = new URL(c.endpoint);
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: c.sdkAppId,
        SignName: sender?.signName || c.signName,
        TemplateId: sender?.templateId || c.templateId,
        TemplateParamSet: [title, body],
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const res = await f(url, {
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
      const a = (await res.json()) as {
        Response?: { Error?: { Code: string }; SendStatusSet?: { Code: string }[] };
      };
      if (a.Response?.Error) throw new Error(`SMS.PROVIDER: ${a.Response.Error.Code}`);
      const status = a.Response?.SendStatusSet?.[0]?.Code;
      if (status !== 'Ok') throw new Error(`SMS.PROVIDER: ${status ?? res.status}`);
    },
  };
}
