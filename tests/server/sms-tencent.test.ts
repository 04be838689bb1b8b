import { createHash, createHmac } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsFromEnv } from '../../server/src/sms/config';
import { tencentSms } from '../../server/src/sms/tencent-sms';

const KEY = { secretId: 'AKIDtest', secretKey: 'test-secret-key' };
const NOW = new Date('2026-08-30T02:00:00Z');
const received: { action: string; body: Record<string, unknown> }[] = [];
let fake: Server;
let endpoint = '';

/** Verifies a TC3-HMAC-SHA256 request the way Tencent Cloud documents it (written apart from the adapter). */
function validSignature(req: IncomingMessage, payload: string): boolean {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m || m[1] !== KEY.secretId) return false;
  const ts = Number(req.headers['x-tc-timestamp']);
  if (new Date(ts * 1000).toISOString().slice(0, 10) !== m[2]) return false;
  const h = (s: string) => createHash('sha256').update(s).digest('hex');
  const canonical = `POST\n/\n\ncontent-type:${req.headers['content-type']}\nhost:${req.headers.host}\n\ncontent-type;host\n${h(payload)}`;
  const toSign = `TC3-HMAC-SHA256\n${ts}\n${m[2]}/sms/tc3_request\n${h(canonical)}`;
  let k: Buffer = createHmac('sha256', `TC3${KEY.secretKey}`).update(m[2]!).digest();
  k = createHmac('sha256', k).update('sms').digest();
  k = createHmac('sha256', k).update('tc3_request').digest();
  return createHmac('sha256', k).update(toSign).digest('hex') === m[3];
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    let payload = '';
    req.on('data', (c) => (payload += c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (!validSignature(req, payload)) {
        res.end(
          JSON.stringify({
            Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' }, RequestId: 'r' },
          }),
        );
        return;
      }
      const body = JSON.parse(payload) as Record<string, unknown>;
      received.push({ action: String(req.headers['x-tc-action']), body });
      const phone = (body.PhoneNumberSet as string[])[0];
      const code = phone === '+8613000000000' ? 'LimitExceeded.PhoneNumberDailyLimit' : 'Ok';
      res.end(
        JSON.stringify({
          Response: { SendStatusSet: [{ Code: code, Message: 'send success' }], RequestId: 'r' },
        }),
      );
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

const config = () => ({
  ...KEY,
  sdkAppId: '1400000000',
  signName: '某某学校',
  templateId: '100001',
  region: 'ap-guangzhou',
  endpoint,
});

describe('Tencent Cloud SMS adapter (API v3) against a local fake', () => {
  it('sends a correctly signed SendSms with the code and the minutes', async () => {
    await tencentSms(config(), () => NOW).send({ phone: '13800138000', code: '123456', minutes: 5 });
    expect(received.at(-1)).toEqual({
      action: 'SendSms',
      body: {
        PhoneNumberSet: ['+8613800138000'],
        SmsSdkAppId: '1400000000',
        SignName: '某某学校',
        TemplateId: '100001',
        TemplateParamSet: ['123456', '5'],
      },
    });
  });
  it('fails on a wrong key (the fake refuses the signature) and on a refused number', async () => {
    const wrong = tencentSms({ ...config(), secretKey: 'other' }, () => NOW);
    await expect(wrong.send({ phone: '13800138000', code: '1', minutes: 5 })).rejects.toThrow(
      'SMS.PROVIDER: AuthFailure.SignatureFailure',
    );
    await expect(tencentSms(config()).send({ phone: '13000000000', code: '1', minutes: 5 })).rejects.toThrow(
      'SMS.PROVIDER: LimitExceeded.PhoneNumberDailyLimit',
    );
  });
  it('is chosen by SMS_PROVIDER=tencent and needs its ids and keys', async () => {
    const env = {
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: KEY.secretId,
      TENCENT_SMS_SECRET_KEY: KEY.secretKey,
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '某某学校',
      TENCENT_SMS_TEMPLATE_ID: '100001',
      TENCENT_SMS_ENDPOINT: endpoint,
    };
    const before = received.length;
    await smsFromEnv(() => {}, env).send({ phone: '13800138001', code: '654321', minutes: 5 });
    expect(received.length).toBe(before + 1);
    expect(() => smsFromEnv(() => {}, { SMS_PROVIDER: 'tencent' })).toThrow('TENCENT_SMS_SECRET_ID');
    const lines: string[] = [];
    await smsFromEnv((l) => lines.push(l), {}).send({ phone: '13800138002', code: '000111', minutes: 5 });
    expect(lines).toEqual([
      '[sms] to 13800138002: 您的登录验证码为 000111，5 分钟内有效。如非本人操作，请忽略本短信。',
    ]);
  });
});
