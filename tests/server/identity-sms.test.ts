import * as E from '@contract/enrollment';
import * as S from '@contract/startup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../server/src/db/schema';
import { registrations } from '../../server/src/db/schema-admissions';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

let t: TestServer;
beforeAll(async () => {
  t = await testServer('identity-sms');
});
afterAll(() => t.close());

const HOST = 'school.example';
const WECHAT_UA = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';
const SAFARI_UA = 'Mozilla/5.0 (iPhone) Version/17.5 Mobile/15E148 Safari/604.1';
const SCOPE = { tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId };
let ipSeq = 0;
/** Each test its own client IP, so the per-IP limits of one test do not touch another. */
const newIp = () => `10.0.0.${++ipSeq}`;
const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

type Res = Awaited<ReturnType<TestServer['app']['inject']>>;
const cookiesOf = (res: Res) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0]!)
    .join('; ');

async function post(path: string, body: object, ip: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: { host: HOST, 'content-type': 'application/json', 'user-agent': SAFARI_UA, ...headers },
    payload: JSON.stringify(body),
  });
  return {
    res,
    body: res.json() as {
      code: number;
      msg: string;
      success: boolean;
      data: { location: string; resendAfterS: number };
    },
  };
}
const send = (phone: string, ip: string) => post('/platform/api/sms/send', { ...SCOPE, phone }, ip);

/** The code of the phone's latest message on the dev SMS page. */
async function codeFor(phone: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: '/platform/sandbox/sms', headers: { host: HOST } });
  const m = new RegExp(`<strong>${phone}</strong>[^]*?验证码为 (\\d{6})`).exec(page.body);
  expect(m, `a message to ${phone}`).not.toBeNull();
  return m![1]!;
}

/** Exchanges a login answer's location for a session, as the SPA does. */
async function exchange(res: Res, location: string) {
  const token = new URL(location, `http://${HOST}`).searchParams.get('accesstoken')!;
  const ex = await call(
    t.app,
    S.tokenExchange,
    { token, getInfo: true },
    { headers: { cookie: cookiesOf(res) } },
  );
  expect(ex.body.msg).toBe('成功');
  return { token: ex.body.data.token, userId: ex.body.data.userInfo.userInfoId };
}

async function smsLogin(phone: string, ip = newIp()) {
  later(61_000);
  expect((await send(phone, ip)).body.success).toBe(true);
  const r = await post('/platform/api/sms/login', { ...SCOPE, phone, code: await codeFor(phone) }, ip);
  expect(r.body.msg).toBe('成功');
  return exchange(r.res, r.body.data.location);
}

async function wechatLogin(wxuser: string) {
  later(3_000);
  const res = await t.app.inject({
    method: 'GET',
    url: `/platform/login?tenantId=${SCOPE.tenantId}&orgId=${SCOPE.orgId}`,
    headers: { host: HOST, 'user-agent': WECHAT_UA, cookie: `pf_wxuser=${wxuser}` },
  });
  expect(res.statusCode).toBe(302);
  return exchange(res, String(res.headers.location));
}

let regSeq = 0;
async function registerAs(userId: string) {
  const id = `reg-sms-${++regSeq}`;
  await t.db.insert(registrations).values({
    id,
    regNo: id,
    ...SCOPE,
    planId: admissionsIds(SCOPE.tenantId).plans.open,
    userId,
    name: `考生${regSeq}`,
    idNumber: `ID-SMS-${regSeq}`,
    answers: {},
    amount: 0,
  });
  return id;
}
const mine = async (token: string) =>
  (await call(t.app, E.getUserDetail, {}, { token })).body.data.map((r) => r.registrationId).sort();

describe('the phone login page', () => {
  it('shows a phone + code form outside WeChat', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/platform/login?tenantId=${SCOPE.tenantId}&orgId=${SCOPE.orgId}`,
      headers: { host: HOST, 'user-agent': SAFARI_UA },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('type="tel"');
    expect(res.body).toContain('inputmode="numeric" autocomplete="one-time-code"');
    expect(res.body).toContain('获取验证码');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('SMS codes', () => {
  it('stores only a hash of the code', async () => {
    const phone = '13800000001';
    await smsLogin(phone);
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(rows.length).toBe(1);
    const code = (await codeFor(phone)) as string;
    expect(JSON.stringify(rows)).not.toContain(code);
  });
  it('refuses a resend within 60 s, allows it after', async () => {
    const ip = newIp();
    later(61_000);
    expect((await send('13800000002', ip)).body.success).toBe(true);
    later(30_000);
    const again = await send('13800000002', ip);
    expect(again.res.statusCode).toBe(429);
    expect(again.body).toMatchObject({ code: 429, msg: '请 30 秒后再获取验证码', success: false });
    later(30_000);
    expect((await send('13800000002', ip)).body.success).toBe(true);
  });
  it('expires a code after 5 minutes', async () => {
    const ip = newIp();
    const phone = '13800000003';
    later(61_000);
    await send(phone, ip);
    const code = await codeFor(phone);
    later(5 * 60_000 + 1_000);
    const r = await post('/platform/api/sms/login', { ...SCOPE, phone, code }, ip);
    expect(r.body).toMatchObject({ code: 422, msg: '验证码已失效，请重新获取', success: false });
  });
  it('allows 5 guesses per code, then the right code no longer works', async () => {
    const ip = newIp();
    const phone = '13800000004';
    later(61_000);
    await send(phone, ip);
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++)
      msgs.push((await post('/platform/api/sms/login', { ...SCOPE, phone, code: wrong }, ip)).body.msg);
    expect(msgs[0]).toBe('验证码不正确，还可尝试 4 次');
    expect(msgs[4]).toBe('验证码错误次数过多，请重新获取');
    const right = await post('/platform/api/sms/login', { ...SCOPE, phone, code }, ip);
    expect(right.body).toMatchObject({ code: 422, success: false, msg: '验证码错误次数过多，请重新获取' });
  });
  it('spends a code once', async () => {
    const ip = newIp();
    const phone = '13800000005';
    later(61_000);
    await send(phone, ip);
    const code = await codeFor(phone);
    expect((await post('/platform/api/sms/login', { ...SCOPE, phone, code }, ip)).body.success).toBe(true);
    const again = await post('/platform/api/sms/login', { ...SCOPE, phone, code }, ip);
    expect(again.body.msg).toBe('验证码已失效，请重新获取');
  });
  it('limits sends per phone per hour', async () => {
    const phone = '13800000006';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      later(61_000);
      answers.push((await send(phone, newIp())).res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send('13800000007', newIp())).res.statusCode).toBe(200);
  });
  it('limits sends per IP per hour', async () => {
    const ip = newIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await send(`1390000${String(i).padStart(4, '0')}`, ip)).res.statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    const last = await send('13900009999', ip);
    expect(last.body).toMatchObject({ code: 429, msg: '验证码发送过于频繁，请稍后再试' });
  });
  it('refuses a malformed phone with a Chinese message, never a 500', async () => {
    const r = await send('12345', newIp());
    expect(r.res.statusCode).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.msg).toContain('手机号');
  });
});

describe('one applicant across WeChat and the phone', () => {
  it('gives the same phone the same applicant', async () => {
    const a = await smsLogin('13700000001');
    const b = await smsLogin('13700000001');
    expect(b.userId).toBe(a.userId);
  });
  it('binding a phone in WeChat merges the phone account: both logins reach every registration', async () => {
    const phone = '13700000002';
    const byPhone = await smsLogin(phone);
    const r1 = await registerAs(byPhone.userId);
    const wx = await wechatLogin('parent-bind');
    const r2 = await registerAs(wx.userId);
    const ip = newIp();
    later(61_000);
    await send(phone, ip);
    const bound = await post('/platform/api/sms/bind', { ...SCOPE, phone, code: await codeFor(phone) }, ip, {
      'user-agent': WECHAT_UA,
      cookie: 'pf_wxuser=parent-bind',
    });
    expect(bound.body.msg).toBe('成功');
    const after = await exchange(bound.res, bound.body.data.location);
    expect(after.userId).toBe(wx.userId);
    expect(await mine(after.token)).toEqual([r1, r2].sort());
    // The phone account's old session no longer works; a new phone login reaches the same account.
    expect((await call(t.app, E.getUserDetail, {}, { token: byPhone.token })).body.code).toBe(401);
    const again = await smsLogin(phone);
    expect(again.userId).toBe(wx.userId);
    expect(await mine(again.token)).toEqual([r1, r2].sort());
    expect((await mine((await wechatLogin('parent-bind')).token)).length).toBe(2);
  });
  it('refuses binding outside WeChat and a phone bound to another WeChat user', async () => {
    const phone = '13700000003';
    await wechatLogin('parent-x');
    const ip = newIp();
    later(61_000);
    await send(phone, ip);
    const code = await codeFor(phone);
    const plain = await post('/platform/api/sms/bind', { ...SCOPE, phone, code }, ip, {
      cookie: 'pf_wxuser=parent-x',
    });
    expect(plain.body).toMatchObject({ success: false, msg: '请在微信中绑定手机号' });
    const wx = { 'user-agent': WECHAT_UA };
    expect(
      (
        await post('/platform/api/sms/bind', { ...SCOPE, phone, code }, ip, {
          ...wx,
          cookie: 'pf_wxuser=parent-x',
        })
      ).body.success,
    ).toBe(true);
    await wechatLogin('parent-y');
    later(61_000);
    await send(phone, ip);
    const taken = await post('/platform/api/sms/bind', { ...SCOPE, phone, code: await codeFor(phone) }, ip, {
      ...wx,
      cookie: 'pf_wxuser=parent-y',
    });
    expect(taken.body).toMatchObject({ success: false, msg: '该手机号已绑定其他微信用户' });
  });
});

describe('the OAuth stand-in scopes', () => {
  const url = (extra: string) => `/platform/login?tenantId=${SCOPE.tenantId}&orgId=${SCOPE.orgId}${extra}`;
  const get = (extra: string) =>
    t.app.inject({
      method: 'GET',
      url: url(extra),
      headers: { host: HOST, 'user-agent': WECHAT_UA, cookie: 'pf_wxuser=parent-c' },
    });
  it('snsapi_base is silent', async () => {
    expect((await get('&scope=snsapi_base')).statusCode).toBe(302);
  });
  it('snsapi_userinfo asks first: 授权 logs in, 拒绝 does not', async () => {
    const page = await get('&scope=snsapi_userinfo');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('授权');
    expect(page.body).toContain('<button name="consent" value="deny">拒绝</button>');
    expect(page.headers.location).toBeUndefined();
    const denied = await get('&scope=snsapi_userinfo&consent=deny');
    expect(denied.statusCode).toBe(200);
    expect(denied.body).toContain('你已拒绝授权');
    const allowed = await get('&scope=snsapi_userinfo&consent=allow');
    expect(allowed.statusCode).toBe(302);
    expect(String(allowed.headers.location)).toContain('accesstoken=');
  });
});
