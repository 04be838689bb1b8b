import * as S from '@contract/startup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

/** /platform/login runs the WeChat stand-in in WeChat's browser (else the phone login page). */
const WECHAT_UA = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';
let t: TestServer;
beforeAll(async () => {
  t = await testServer('startup');
});
afterAll(() => t.close());

/** Runs /platform/login and returns the accesstoken of the redirect. */
async function login(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/platform/login?${query}`,
    headers: { host: 'school.example:8080', 'user-agent': WECHAT_UA },
  });
  return { res, location: String(res.headers.location ?? ''), cookie: nonceCookie(res) };
}
/** The login nonce /platform/login left in the browser (the exchange needs it). */
const nonceCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .map((c) => c.split(';')[0]!)
    .join('; ');
const tokenOf = (location: string) => new URL(location, 'http://x').searchParams.get('accesstoken')!;

describe('systemcfg.js', () => {
  it('sets window.systemcfg with baseUrl and the mobile settings, as a script file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/zhxy/systemcfg.js?n=1',
      headers: { host: 'school.example:8080' },
    });
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    const m = /^window\.systemcfg = (.*);\n$/.exec(res.body)!;
    expect(JSON.parse(m[1]!)).toEqual({
      baseUrl: 'http://school.example:8080',
      mobile: { openVConsole: false, appId: expect.any(String), environment: 'production' },
    });
  });
  it('ignores a hostile Host header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/zhxy/systemcfg.js',
      headers: { host: 'evil"</script>' },
    });
    expect(res.body).toContain('"baseUrl":""');
  });
});

describe('config centre', () => {
  it('needs no tenant and answers the gateway urls, manually and ysCry', async () => {
    const r = await call(
      t.app,
      S.configCenter,
      { baseUrl: 'http://localhost', manually: 'tn1' },
      { headers: { host: 'school.example' } },
    );
    expect(r.body.data).toEqual({
      platformGatewayUrl: 'http://school.example',
      platformFnUrl: 'http://school.example/platform',
      manually: 'tn1',
      ysktGatewayUrl: 'http://school.example',
      ysCry: { enabled: false, algorithm: 'none', publicKey: '' },
    });
    expect((await call(t.app, S.configCenter, {})).body.data.manually).toBe('none');
  });
});

describe('login, token exchange and encrypted token', () => {
  it('logs an applicant in and redirects to the SPA entry with a one-time accesstoken', async () => {
    const { res, location, cookie } = await login(`tenantId=${DEMO.A.tenantId}&orgId=${DEMO.A.orgId}`);
    expect(res.statusCode).toBe(302);
    expect(location).toMatch(
      /^\/zhxy\/mobile\/recruit\/\?orgId=100101&tenantId=1001&accesstoken=[\w-]+#\/orientation\/homepage\/index$/,
    );
    const ex = await call(
      t.app,
      S.tokenExchange,
      { baseUrl: '', token: tokenOf(location), getInfo: true },
      { headers: { cookie } },
    );
    expect(ex.body.data.userInfo).toMatchObject({ tenantId: '1001', orgId: '100101', trueName: '' });
    expect(ex.body.data.userInfo.welcomeId).toBeUndefined();
    const again = await call(t.app, S.tokenExchange, { token: tokenOf(location) });
    expect([again.status, again.body.code, again.body.msg]).toEqual([200, 401, '登录链接已失效，请重新进入']);
  });
  it('keeps the route after # and puts accesstoken in the query', async () => {
    const { location } = await login(
      `tenantId=1001&redirect=${encodeURIComponent('/zhxy/mobile/recruit/?a=1#/orientation/enrollment/index')}`,
    );
    expect(location).toMatch(
      /^\/zhxy\/mobile\/recruit\/\?a=1&accesstoken=[\w-]+#\/orientation\/enrollment\/index$/,
    );
  });
  it('refuses open redirects and unknown schools', async () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const { res } = await login(`tenantId=1001&redirect=${encodeURIComponent(redirect)}`);
      expect(res.statusCode, redirect).toBe(400);
      expect(res.json().msg).toBe('跳转地址不正确');
    }
    expect((await login('tenantId=9999')).res.statusCode).toBe(404);
    expect((await login('tenantId=1001&orgId=200201')).res.statusCode).toBe(404);
    expect((await login('')).res.json()).toMatchObject({ code: 400, msg: '请填写tenantId' });
    expect((await login(`tenantId=1001&redirect=http://school.example:8080/zhxy/`)).res.statusCode).toBe(302);
  });
  it('refuses an expired accesstoken', async () => {
    const { location } = await login('tenantId=1001');
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 6 * 60_000);
    const r = await call(t.app, S.tokenExchange, { token: tokenOf(location) });
    t.clock.now = saved;
    expect(r.body.code).toBe(401);
  });
  it('encrypt mints an outgoing-link ticket the start-up exchange refuses (issue 23), with or without a nonce', async () => {
    const st = DEMO.A.students[2]!;
    const token = await tokenFor(t, DEMO.A, 'student', { welcomeId: st.welcomeId });
    const enc = await call(t.app, S.tokenEncrypt, { baseUrl: '', token }, { token });
    expect(enc.body.data.accessToken).toMatch(/^[\w-]{20,}$/);
    const ex = await call(t.app, S.tokenExchange, { token: enc.body.data.accessToken, getInfo: true });
    expect(ex.body).toMatchObject({ code: 401, msg: '登录链接已失效，请重新进入' });
    // Even carried by a browser that holds a login nonce of its own.
    const { cookie } = await login('tenantId=1001');
    const enc2 = await call(t.app, S.tokenEncrypt, {}, { token });
    const withNonce = await t.app.inject({
      method: 'POST',
      url: S.tokenExchange.path,
      headers: { cookie },
      payload: { token: enc2.body.data.accessToken },
    });
    expect(withNonce.json()).toMatchObject({ code: 401 });
    expect((await call(t.app, S.tokenEncrypt, {})).body.code).toBe(401);
  });
});
