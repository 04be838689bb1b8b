import * as S from '@contract/startup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTicket } from '../../server/src/http/sessions';
import { TICKET_AUDIENCE } from '../../server/src/modules/platform/login-nonce';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

/** /platform/login runs the WeChat stand-in in WeChat's browser (else the phone login page). */
const WECHAT_UA = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';
let t: TestServer;
beforeAll(async () => {
  t = await testServer('identity-login');
});
afterAll(() => t.close());

const HOST = 'school.example:8080';
async function login(query: string, cookie?: string) {
  // 2.5 s apart: stays under the 30 logins per minute and IP of /platform/login.
  t.clock.now = new Date(t.clock.now.getTime() + 2_500);
  const res = await t.app.inject({
    method: 'GET',
    url: `/platform/login?tenantId=${DEMO.A.tenantId}&orgId=${DEMO.A.orgId}${query}`,
    headers: { host: HOST, 'user-agent': WECHAT_UA, ...(cookie ? { cookie } : {}) },
  });
  return res;
}
/** The userInfoId the accesstoken of a login's redirect exchanges to. */
async function userIdOf(res: Awaited<ReturnType<typeof login>>): Promise<string> {
  expect(res.statusCode).toBe(302);
  const ex = await exchange(res, cookiesOf(res));
  expect(ex.body.success).toBe(true);
  return ex.body.data.userInfo.userInfoId;
}
type Res = Awaited<ReturnType<typeof login>>;
const setCookies = (res: Res) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
/** The cookies a browser would send back after this response. */
const cookiesOf = (res: Res) =>
  setCookies(res)
    .map((c) => c.split(';')[0]!)
    .join('; ');
const cookieOf = (res: Res) =>
  setCookies(res)
    .find((c) => c.startsWith('pf_wxuser='))!
    .split(';')[0]!;
const accesstokenOf = (res: Res) =>
  new URL(String(res.headers.location), `http://${HOST}`).searchParams.get('accesstoken')!;
const exchange = (res: Res, cookie?: string) =>
  call(
    t.app,
    S.tokenExchange,
    { token: accesstokenOf(res), getInfo: true },
    cookie ? { headers: { cookie } } : {},
  );

describe('a stable applicant per WeChat user', () => {
  it('gives the same WeChat user the same applicant on every login and device', async () => {
    const first = await userIdOf(await login('&wxuser=parent-li'));
    const second = await userIdOf(await login('&wxuser=parent-li'));
    expect(second).toBe(first);
    expect(await userIdOf(await login('&wxuser=parent-wang'))).not.toBe(first);
  });
  it('remembers the WeChat user of this browser, like WeChat does', async () => {
    const res = await login('');
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^pf_wxuser=[\w-]+$/);
    expect(setCookies(res).join('\n')).toMatch(
      /pf_wxuser=[\w-]+; Path=\/platform; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
    const first = await userIdOf(res);
    expect(await userIdOf(await login('', cookie))).toBe(first);
    expect(await userIdOf(await login(''))).not.toBe(first);
  });
  it('offers the sandbox page where a tester picks which WeChat user they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/platform/sandbox/wechat-user?tenantId=1001&orgId=100101&redirect=${encodeURIComponent('/zhxy/"><x')}`,
      headers: { host: HOST },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form method="get" action="/platform/login">');
    expect(res.body).toContain('<button name="wxuser" value="parent-a">');
    expect(res.body).toContain('value="/zhxy/&#34;&#62;&#60;x"');
    expect(res.body).not.toContain('"><x');
  });
  it('refuses a malformed WeChat user name', async () => {
    expect((await login('&wxuser=a%20b')).statusCode).toBe(400);
  });
});

describe('login CSRF: the accesstoken works only in the browser that started the login', () => {
  const LOST = { code: 401, msg: '登录链接已失效，请重新进入' };
  it("refuses the exchange without the starting browser's nonce", async () => {
    const res = await login('&wxuser=attacker');
    expect(setCookies(res).join('\n')).toMatch(
      /pf_login=[\w-]+; Path=\/platform\/api\/token; Max-Age=300; HttpOnly; SameSite=Lax/,
    );
    expect((await exchange(res)).body).toMatchObject(LOST);
  });
  it("refuses another browser's nonce", async () => {
    const victim = await login('&wxuser=victim');
    const attacker = await login('&wxuser=attacker');
    expect((await exchange(attacker, cookiesOf(victim))).body).toMatchObject(LOST);
    expect((await exchange(victim, 'pf_login=forged')).body).toMatchObject(LOST);
  });
  it('accepts the starting browser once and spends its nonce', async () => {
    const res = await login('&wxuser=parent-zhao');
    const ok = await exchange(res, cookiesOf(res));
    expect(ok.body.code).toBe(0);
    expect(String(ok.res.headers['set-cookie'])).toMatch(
      /^pf_login=; Path=\/platform\/api\/token; Max-Age=0/,
    );
    expect((await exchange(res, cookiesOf(res))).body).toMatchObject(LOST);
  });
});

describe('tickets carry their audience (issue 23): the exchange takes only login tickets bound to a browser', () => {
  const LOST = { code: 401, msg: '登录链接已失效，请重新进入' };
  const exchangeToken = (token: string, cookie?: string) =>
    call(t.app, S.tokenExchange, { token, getInfo: true }, cookie ? { headers: { cookie } } : {});
  it('refuses an outgoing {{accesstoken}} ticket, even in a browser holding its own login nonce', async () => {
    // The owner of an account mints an outgoing-link ticket and sends it to a victim.
    const owner = await login('&wxuser=link-owner');
    const session = (await exchange(owner, cookiesOf(owner))).body.data.token;
    const outgoing = (await call(t.app, S.tokenEncrypt, {}, { token: session })).body.data.accessToken;
    expect((await exchangeToken(outgoing)).body).toMatchObject(LOST);
    const victim = await login('&wxuser=link-victim');
    expect((await exchangeToken(outgoing, cookiesOf(victim))).body).toMatchObject(LOST);
    // The victim's own login still works in the victim's browser.
    expect((await exchange(victim, cookiesOf(victim))).body.code).toBe(0);
  });
  it('refuses a login ticket bound to no browser (no nonce), whatever cookie comes with it', async () => {
    const res = await login('&wxuser=no-nonce');
    const ticket = await createTicket(
      t.db,
      TICKET_AUDIENCE.login,
      { tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, userId: DEMO.A.adminUserId },
      60_000,
      t.clock.now,
    );
    expect((await exchangeToken(ticket)).body).toMatchObject(LOST);
    expect((await exchangeToken(ticket, cookiesOf(res))).body).toMatchObject(LOST);
  });
});

describe('redirect targets are compared as URLs', () => {
  const crafted = [
    '/.//evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/zhxy/',
    'http://school.example:8080@evil.example/zhxy/',
    'http://user:pw@school.example:8080/zhxy/',
    'https://school.example:8080/zhxy/',
    'http://school.example:9090/zhxy/',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/zhxy/../admin',
    '/zhxy/%2e%2e/other',
    '/other/',
    ' //evil.example',
    '\t/\t/evil.example',
    'http:evil.example',
    'http:/evil.example/zhxy/',
  ];
  it.each(crafted)('refuses %j', async (redirect) => {
    const res = await login(`&redirect=${encodeURIComponent(redirect)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('跳转地址不正确');
  });
  it('accepts paths and same-origin URLs under the app, and keeps them on this origin', async () => {
    for (const redirect of ['/zhxy/mobile/recruit/#/x', 'http://school.example:8080/zhxy/mobile/']) {
      const res = await login(`&redirect=${encodeURIComponent(redirect)}`);
      expect(res.statusCode, redirect).toBe(302);
      const to = new URL(String(res.headers.location), `http://${HOST}`);
      expect(to.origin).toBe(`http://${HOST}`);
      expect(to.pathname.startsWith('/zhxy/')).toBe(true);
    }
  });
});
