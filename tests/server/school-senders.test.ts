import * as P from '@contract/school-settings';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envPrefix, schoolWxPayConfig } from '../../server/src/modules/pay/wxpay-v3/config';
import { wxPayV3Providers } from '../../server/src/modules/pay/wxpay-v3/providers';
import { smsNotify } from '../../server/src/notify/sms';
import { tencentSmsNotice } from '../../server/src/notify/tencent-notice';
import { wechatNotify } from '../../server/src/notify/wechat';
import { schoolNoticeSenders, schoolSmsSender } from '../../server/src/school/senders';
import { tencentSms } from '../../server/src/sms/tencent-sms';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 25: the WeChat Pay merchant, SMS sign and notice templates prefer the school's 学校设置,
// falling back to the environment.
const A = DEMO.A;
const B = DEMO.B;
const API_V3_KEY = 'Zy3dEfGh1jKlMnOpQrStUvWxYz098765';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = (merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).trim();
const PUBLIC_PEM = platform.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const WXPAY = {
  mode: 'direct',
  mchid: '1900000001',
  appid: 'wx0000000000demo',
  serialNo: 'ENVSERIAL0001',
  platformSerial: 'PUB_KEY_ID_0001',
  notifyUrl: 'https://school.example/notify',
};

let t: TestServer;
let admin: StaffLogin;
beforeAll(async () => {
  t = await testServer('school-senders');
  admin = await staffLogin(t, 'admin', A.orgId);
});
afterAll(() => t.close());

const save = (payload: object) =>
  t.app
    .inject({ method: 'POST', url: P.saveSettingsEndpoint.path, payload, headers: admin.headers })
    .then((r) => r.json());

const integrations = {
  wechat: {
    appId: 'wx5c4b3a2910fedcba',
    appSecret: 'S'.repeat(32),
    templates: { 'registration.approved': 'SCHOOL_TPL_1' },
  },
  sms: { signName: '星河中学', loginTemplateId: '111111', noticeTemplateId: '222222' },
  wxpay: {
    mchid: '1900000109',
    serialNo: '5C4B3A2910FEDCBA01',
    apiV3Key: API_V3_KEY,
    privateKey: PRIVATE_PEM,
  },
};

describe('before a school saves anything', () => {
  it('answers no override: the environment speaks', async () => {
    expect(await schoolSmsSender(t.db, A, 'login')).toEqual({ signName: undefined, templateId: undefined });
    expect((await schoolNoticeSenders(t.db, A)).wechatTemplates).toEqual({});
  });
});

describe('after 学校设置 › 对接配置 is saved', () => {
  beforeAll(async () => {
    expect((await save({ integrations })).code).toBe(0);
  });

  it('SMS login codes and notices go out with the school’s sign and templates', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = vi.fn(async (_u: unknown, init?: { body?: unknown }) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(JSON.stringify({ Response: { SendStatusSet: [{ Code: 'Ok', Message: 'ok' }] } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const c = {
      secretId: 'id',
      secretKey: 'key',
      sdkAppId: '1400000000',
      signName: '环境签名',
      templateId: '999999',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.example.test',
    };
    try {
      await tencentSms(c).send({
        phone: '13800000000',
        code: '123456',
        minutes: 5,
        ...(await schoolSmsSender(t.db, A, 'login')),
      });
      await tencentSms(c).send({ phone: '13800000000', code: '123456', minutes: 5 });
      const notice = smsNotify(tencentSmsNotice(c, { fetch: fetchMock as unknown as typeof fetch }));
      const school = await schoolNoticeSenders(t.db, A);
      await notice.send({
        kind: 'registration.approved',
        phone: '13800000000',
        openid: null,
        title: 't',
        body: 'b',
        school,
      });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(bodies.map((b) => [b.SignName, b.TemplateId])).toEqual([
      ['星河中学', '111111'],
      ['环境签名', '999999'],
      ['星河中学', '222222'],
    ]);
  });

  it('WeChat notices go out under the school’s 公众号 (its token, its template); else the platform’s', async () => {
    const sent: { token: string; template: unknown }[] = [];
    const tokenFor: string[] = [];
    const port = wechatNotify({
      appId: 'wxenv',
      appSecret: 's',
      templates: { 'registration.approved': 'ENV_TPL' },
      fetch: (async (u: string | URL, init?: { body?: unknown }) => {
        const url = new URL(String(u));
        if (url.pathname === '/cgi-bin/token') {
          const app = url.searchParams.get('appid')!;
          tokenFor.push(`${app}:${url.searchParams.get('secret')}`);
          return new Response(JSON.stringify({ access_token: `T-${app}`, expires_in: 7200 }));
        }
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push({ token: url.searchParams.get('access_token')!, template: body.template_id });
        return new Response(JSON.stringify({ errcode: 0 }));
      }) as typeof fetch,
    });
    const msg = { kind: 'registration.approved' as const, phone: null, openid: 'o1', title: 't', body: 'b' };
    const school = await schoolNoticeSenders(t.db, A);
    expect(school.wechatApp?.appId).toBe('wx5c4b3a2910fedcba');
    await port.send({ ...msg, school });
    await port.send(msg);
    // School B saved no 公众号: the platform's sends, with the platform's template.
    await port.send({ ...msg, school: await schoolNoticeSenders(t.db, B) });
    expect(tokenFor).toEqual([`wx5c4b3a2910fedcba:${'S'.repeat(32)}`, 'wxenv:s']);
    expect(sent).toEqual([
      { token: 'T-wx5c4b3a2910fedcba', template: 'SCHOOL_TPL_1' },
      { token: 'T-wxenv', template: 'ENV_TPL' },
      { token: 'T-wxenv', template: 'ENV_TPL' },
    ]);
  });

  it('WeChat Pay takes the saved merchant and keys; without them the env key files are required', async () => {
    await t.db.execute(
      sql`UPDATE orgs SET settings = jsonb_set(settings, '{wxpay}', ${JSON.stringify(WXPAY)}::jsonb) WHERE id = ${A.orgId}`,
    );
    const pre = envPrefix('org-a');
    const env = { [`${pre}PLATFORM_KEY_FILE`]: '/k/pub.pem' };
    const read = () => PUBLIC_PEM;
    const own = {
      mchid: '1900000109',
      serialNo: 'SCHOOLSERIAL01',
      apiV3Key: API_V3_KEY,
      privateKeyPem: PRIVATE_PEM,
    };
    const c = schoolWxPayConfig('org-a', WXPAY, env, read, own);
    expect(c).toMatchObject({ mchid: '1900000109', serialNo: 'SCHOOLSERIAL01', apiV3Key: API_V3_KEY });
    expect(() => schoolWxPayConfig('org-a', WXPAY, env, read)).toThrow(new RegExp(`^${pre}`));

    // The provider built from the database: school A's saved merchant, the platform key from env;
    // school B has the same public settings but saved no keys, so the env key files are required.
    const dir = mkdtempSync(join(tmpdir(), 'senders-'));
    writeFileSync(join(dir, 'pub.pem'), PUBLIC_PEM);
    await t.db.execute(
      sql`UPDATE orgs SET settings = jsonb_set(settings, '{wxpay}', ${JSON.stringify(WXPAY)}::jsonb) WHERE id = ${B.orgId}`,
    );
    const providers = wxPayV3Providers(t.db, {
      [`${envPrefix(A.orgId)}PLATFORM_KEY_FILE`]: join(dir, 'pub.pem'),
      [`${envPrefix(B.orgId)}PLATFORM_KEY_FILE`]: join(dir, 'pub.pem'),
    });
    expect(await providers.forSchool(A.tenantId, A.orgId)).not.toBeNull();
    await expect(providers.forSchool(B.tenantId, B.orgId)).rejects.toThrow(/^WXPAY_/);
  });
});
