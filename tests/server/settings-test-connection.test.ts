import * as P from '@contract/school-settings';
import { type IntegrationCheck } from '@contract/school-settings';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayError, type PayProvider } from '../../server/src/modules/pay/provider';
import { fixedProviders } from '../../server/src/modules/pay/wxpay-v3/providers';
import { sandboxAppSecret, sandboxToken } from '../../server/src/notify/wechat-sandbox';
import { checkWechatApp } from '../../server/src/school/integration-check';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 34 (integrations): 测试连接 checks what the school saved with a call that charges nobody.
const A = DEMO.A;
const APP_ID = 'wx1234567890abcdef';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_KEY = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim();
const PUBLIC_KEY = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();
const merchant = (over: object = {}) => ({
  mode: 'direct',
  appId: 'wx00000000000000aa',
  mchid: '1900000109',
  subMchid: '',
  subAppId: '',
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  platformSerial: 'PUB_KEY_ID_0112345678',
  apiV3Key: 'Ab3dEfGh1jKlMnOpQrStUvWxYz012345',
  privateKey: PRIVATE_KEY,
  platformKey: PUBLIC_KEY,
  ...over,
});
const integrations = (wechat: object, wxpay: object = merchant()) => ({
  integrations: {
    wechat: { templates: {}, ...wechat },
    sms: { signName: '', loginTemplateId: '', noticeTemplateId: '' },
    wxpay,
  },
});

async function post(t: TestServer, url: string, payload: object, who: StaffLogin) {
  const r = await t.app.inject({ method: 'POST', url, payload, headers: who.headers });
  return r.json() as { code: number; msg: string; data: IntegrationCheck };
}

describe('the dev WeChat API sandbox', () => {
  it('answers a token for the AppID’s own secret and WeChat’s error codes otherwise', () => {
    const ok = sandboxToken({
      grant_type: 'client_credential',
      appid: APP_ID,
      secret: sandboxAppSecret(APP_ID),
    });
    expect(ok).toMatchObject({ access_token: expect.stringMatching(/^SANDBOX_/), expires_in: 7200 });
    const q = { grant_type: 'client_credential', appid: APP_ID };
    expect(sandboxToken({ ...q, secret: '0'.repeat(32) })).toEqual({
      errcode: 40125,
      errmsg: 'invalid appsecret',
    });
    expect(sandboxToken({ ...q, appid: 'wx123', secret: 'x' })).toMatchObject({ errcode: 40013 });
    expect(sandboxToken({ appid: APP_ID, secret: sandboxAppSecret(APP_ID) })).toMatchObject({
      errcode: 40002,
    });
  });
});

describe('the 公众号 check against WeChat', () => {
  it('asks the stable token without refreshing it (the 公众号’s live token stays valid) and names WeChat’s refusals', async () => {
    const asked: [string, object][] = [];
    const answer = (a: object) => async (path: string, body: object) => (asked.push([path, body]), a);
    const app = { appId: APP_ID, appSecret: 's'.repeat(32) };
    expect((await checkWechatApp(app, answer({ access_token: 'T', expires_in: 7200 }))).ok).toBe(true);
    expect(asked[0]).toEqual([
      '/cgi-bin/stable_token',
      { grant_type: 'client_credential', appid: APP_ID, secret: 's'.repeat(32), force_refresh: false },
    ]);
    const ip = await checkWechatApp(app, answer({ errcode: 40164, errmsg: 'invalid ip' }));
    expect(ip.checks.find((c) => !c.ok)!.detail).toContain('IP 白名单');
    const down = await checkWechatApp(app, async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(down).toMatchObject({ ok: false, checks: [{ label: '连接微信接口', ok: false }] });
  });
});

describe('测试连接 in the sandbox', () => {
  let t: TestServer;
  let admin: StaffLogin;
  beforeAll(async () => {
    t = await testServer('settings-test-sandbox');
    admin = await staffLogin(t, 'admin', A.orgId);
  });
  afterAll(() => t.close());
  const test = (target: 'wechat' | 'wxpay', who = admin) => post(t, P.testIntegration.path, { target }, who);
  const save = (payload: object) => post(t, P.saveSettingsEndpoint.path, payload, admin);

  it('is 学校管理员 only and validates its input', async () => {
    expect((await test('wechat', await staffLogin(t, 'admissions', A.orgId))).code).toBe(403);
    const bad = await post(t, P.testIntegration.path, { target: 'sms' }, admin);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('测试项');
  });

  it('公众号: says none is saved, passes with the right AppSecret, fails with a wrong one', async () => {
    const none = await test('wechat');
    expect(none).toMatchObject({ code: 0, data: { target: 'wechat', ok: false } });
    expect(none.data.checks[0]!.detail).toContain('尚未保存本校公众号');

    expect((await save(integrations({ appId: APP_ID, appSecret: sandboxAppSecret(APP_ID) }))).code).toBe(0);
    const ok = await test('wechat');
    expect(ok.data.ok).toBe(true);
    expect(ok.data.checks.map((c) => c.detail).join('；')).toContain(`AppID ${APP_ID} 已通过微信校验`);

    expect((await save(integrations({ appId: APP_ID, appSecret: 'f'.repeat(32) }))).code).toBe(0);
    const wrong = await test('wechat');
    expect(wrong.data.ok).toBe(false);
    expect(wrong.data.checks.find((c) => !c.ok)!.detail).toContain('AppSecret 错误');
  });

  it('微信支付: checks the saved keys and queries a made-up order at the sandbox (no charge)', async () => {
    const r = await test('wxpay');
    expect(r.data.ok).toBe(true);
    const labels = r.data.checks.map((c) => `${c.label}:${c.ok}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        '必填项:true',
        'APIv3 密钥:true',
        '商户私钥:true',
        '平台证书或微信支付公钥:true',
        '连接演示支付:true',
      ]),
    );
    // A 微信支付公钥 needs its PUB_KEY_ID_ id: the check names the line that fails.
    expect(
      (await save(integrations({ appId: '', appSecret: null }, merchant({ platformSerial: '' })))).code,
    ).toBe(0);
    const partial = await test('wxpay');
    expect(partial.data.ok).toBe(false);
    expect(
      partial.data.checks
        .filter((c) => !c.ok)
        .map((c) => c.detail)
        .join('；'),
    ).toContain('平台证书序列号或公钥 ID');
  });
});

describe('测试连接 on the real WeChat Pay platform (wxpay-v3)', () => {
  let t: TestServer;
  let admin: StaffLogin;
  let answer: () => Promise<never>;
  const provider = { queryOrder: () => answer() } as unknown as PayProvider;
  beforeAll(async () => {
    t = await testServer('settings-test-v3', { payments: fixedProviders({ [A.orgId]: provider }) });
    admin = await staffLogin(t, 'admin', A.orgId);
    expect(
      (await post(t, P.saveSettingsEndpoint.path, integrations({ appId: '', appSecret: null }), admin)).code,
    ).toBe(0);
  });
  afterAll(() => t.close());

  it('passes when WeChat Pay answers 订单不存在 and names a signature refusal', async () => {
    answer = () => Promise.reject(new PayError('PAY_NOT_FOUND', '订单不存在'));
    const ok = await post(t, P.testIntegration.path, { target: 'wxpay' }, admin);
    expect(ok.data.ok).toBe(true);
    expect(ok.data.checks.at(-1)).toMatchObject({ label: '连接微信支付', ok: true });

    answer = () => Promise.reject(new PayError('PAY_REFUSED', '签名错误', 'SIGN_ERROR'));
    const bad = await post(t, P.testIntegration.path, { target: 'wxpay' }, admin);
    expect(bad.data.ok).toBe(false);
    expect(bad.data.checks.at(-1)!.detail).toBe('微信支付拒绝了签名：商户私钥与证书序列号不匹配');
  });
});
