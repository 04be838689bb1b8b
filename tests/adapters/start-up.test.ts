import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { HttpStartupGateway } from '@adapters/http/startup-gateway';
import type { Runtime } from '@domain/shell/runtime';
import { type StartupDeps, type StartupGateway, startUp } from '@domain/use-cases/start-up';
import { BASE, FakeNavigation, fakeSession, fixedClock } from './fakes';
import { LOGIN_LINK_LOST } from '@domain/identity/login-link';

const H5: Runtime = { environment: 'h5', miniappWebview: false };
const PC: Runtime = { environment: 'pc', miniappWebview: false };
const PAGE = 'https://school.test/zhxy/mobile/recruit/';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let s: ReturnType<typeof fakeSession>;
let centreBodies: unknown[];
let exchangeBodies: unknown[];
let centreHeaders: Headers[];

beforeEach(() => {
  s = fakeSession();
  centreBodies = [];
  exchangeBodies = [];
  centreHeaders = [];
  server.use(
    http.post(`${BASE}/platform/api/config/center`, async ({ request }) => {
      centreHeaders.push(request.headers);
      centreBodies.push(await request.json());
      return HttpResponse.json({
        code: 0,
        msg: 'ok',
        success: true,
        data: {
          platformGatewayUrl: 'https://gw.test/',
          platformFnUrl: 'f',
          manually: 'none',
          ysktGatewayUrl: 'y',
          ysCry: { key: 'K' },
        },
      });
    }),
    http.post(`${BASE}/platform/api/token/exchange`, async ({ request }) => {
      exchangeBodies.push(await request.json());
      return HttpResponse.json({
        code: 0,
        msg: 'ok',
        success: true,
        data: { token: 'TOKEN', userInfo: { userInfoId: 'u1', trueName: '李四', account: 'wx_li' } },
      });
    }),
  );
});

function deps(href: string, over: Partial<StartupDeps> = {}, top = true) {
  const navigation = new FakeNavigation(href, top);
  const enable = vi.fn(() => Promise.resolve());
  const gateway: StartupGateway = new HttpStartupGateway({
    loadSystemConfig: () =>
      Promise.resolve({ baseUrl: BASE, mobile: { appId: 'wxA', environment: 'prod', openVConsole: false } }),
    session: s.session,
    clock: fixedClock(),
  });
  const d: StartupDeps = {
    gateway,
    session: s.session,
    navigation,
    debugConsole: { enable },
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    ...over,
  };
  return { d, navigation, enable };
}

describe('start-up (spec sections 2 and 7)', () => {
  test('config centre with {baseUrl, manually}, ysCry stored, bases derived', async () => {
    const { d } = deps(PAGE + '#/orientation/homepage/index');
    const r = await startUp(d, H5);
    expect(r.kind).toBe('ready');
    if (r.kind !== 'ready') return;
    expect(centreBodies).toEqual([{ baseUrl: BASE, manually: 'none' }]);
    expect(s.session.get('ysCry')).toEqual({ key: 'K' });
    expect(r.config).toMatchObject({
      baseUrl: BASE,
      appId: 'wxA',
      environment: 'prod',
      manually: 'none',
      openVConsole: false,
    });
    expect(r.config.bases.upload).toBe('https://gw.test/fileapi');
    expect(r.config.bases.origin).toBe('https://school.test/zhxy');
  });

  test('tn sets the network mode; the config centre is told and ysNetType is 1', async () => {
    const { d } = deps(PAGE + '?tn=manual1#/orientation/homepage/index');
    const r = await startUp(d, H5);
    expect(r.kind === 'ready' && r.config.manually).toBe('manual1');
    expect(centreBodies).toEqual([{ baseUrl: BASE, manually: 'manual1' }]);
    expect(centreHeaders[0]!.get('ysNetType')).toBe('1');
  });

  test('orgId and tenantId in the query reset the stored user info', async () => {
    s.session.mergeUserInfo({ tenantId: 'old', welcomeId: 'w', trueName: 'x' });
    const { d } = deps(PAGE + '?orgId=o9&tenantId=t9&teacherId=T1#/orientation/homepage/index');
    await startUp(d, H5);
    expect(s.session.userInfo()).toEqual({ orgId: 'o9', tenantId: 't9' });
    expect(s.session.get('publicUserInfo')).toEqual({ orgId: 'o9', tenantId: 't9' });
    expect(s.session.get('tenantId')).toBe('t9');
    expect(s.session.teacherId()).toBe('T1');
    expect(centreHeaders[0]!.get('tenantId')).toBe('t9');
  });

  test('only one of orgId/tenantId leaves the user info alone', async () => {
    s.session.mergeUserInfo({ tenantId: 'old', welcomeId: 'w' });
    const { d } = deps(PAGE + '?orgId=o9');
    await startUp(d, H5);
    expect(s.session.userInfo()).toEqual({ tenantId: 'old', welcomeId: 'w' });
  });

  test('accesstoken is exchanged, the session stored, and the page replaced without it', async () => {
    const { d, navigation } = deps(
      PAGE + '?orgId=o&tenantId=t&accesstoken=ONE&x=1#/orientation/enrollment/index',
    );
    const r = await startUp(d, H5);
    expect(exchangeBodies).toEqual([{ baseUrl: BASE, token: 'ONE', getInfo: true }]);
    expect(s.session.token()).toBe('TOKEN');
    expect(s.session.userInfo()).toEqual({
      orgId: 'o',
      tenantId: 't',
      userInfoId: 'u1',
      trueName: '李四',
      account: 'wx_li',
    });
    expect(s.session.userName()).toBe('wx_li');
    const to = PAGE + '?orgId=o&tenantId=t&x=1#/orientation/enrollment/index';
    expect(r).toEqual({ kind: 'redirected', to });
    expect(navigation.visits).toEqual([{ how: 'replace', url: to }]);
  });

  test('the reload after the exchange keeps the session; a link to another school resets it', async () => {
    const first = deps(PAGE + '?orgId=o&tenantId=t&accesstoken=ONE#/orientation/enrollment/index');
    await startUp(first.d, H5);
    const reloaded = deps(first.navigation.visits[0]!.url!);
    expect((await startUp(reloaded.d, H5)).kind).toBe('ready');
    expect(s.session.userInfo()).toMatchObject({
      orgId: 'o',
      tenantId: 't',
      userInfoId: 'u1',
      trueName: '李四',
    });
    expect(s.session.token()).toBe('TOKEN');
    await startUp(deps(PAGE + '?orgId=o2&tenantId=t2#/orientation/enrollment/index').d, H5);
    expect(s.session.userInfo()).toEqual({ orgId: 'o2', tenantId: 't2' });
    expect(s.session.token()).toBeNull();
  });

  test('reloading the same school link keeps a reported student checked in', async () => {
    s.session.mergeUserInfo({ orgId: 'o', tenantId: 't', welcomeId: 'w1' });
    await startUp(deps(PAGE + '?orgId=o&tenantId=t#/orientation/checkin/index').d, H5);
    expect(s.session.userInfo()).toMatchObject({ welcomeId: 'w1' });
  });

  test('accesstoken inside the hash query is exchanged too', async () => {
    const { d, navigation } = deps(PAGE + '#/orientation/enrollment/index?accesstoken=ONE&y=2');
    await startUp(d, H5);
    expect(exchangeBodies).toHaveLength(1);
    expect(navigation.visits[0]!.url).toBe(PAGE + '#/orientation/enrollment/index?y=2');
  });

  test('desktop in the top window is redirected with the query kept; framed it is not', async () => {
    const top = deps(PAGE + '?orgId=o&tenantId=t#/orientation/homepage/index');
    const r = await startUp(top.d, PC);
    const to = 'https://school.test/zhxy/mobile/courseCenter_PC.html#/recruitstudent?orgId=o&tenantId=t';
    expect(r).toEqual({ kind: 'redirected', to });
    expect(top.navigation.visits).toEqual([{ how: 'replace', url: to }]);
    expect(centreBodies).toHaveLength(0);

    const framed = deps(PAGE + '?orgId=o&tenantId=t', {}, false);
    expect((await startUp(framed.d, PC)).kind).toBe('ready');
    expect(framed.navigation.visits).toEqual([]);
  });

  test('vConsole is enabled only when mobile.openVConsole is on', async () => {
    const off = deps(PAGE);
    await startUp(off.d, H5);
    expect(off.enable).not.toHaveBeenCalled();
    const on = deps(PAGE);
    const gw = on.d.gateway;
    on.d.gateway = {
      ...gw,
      configCentre: gw.configCentre.bind(gw),
      exchangeToken: gw.exchangeToken.bind(gw),
      loadSystemConfig: () => Promise.resolve({ baseUrl: BASE, mobile: { openVConsole: true } }),
    };
    await startUp(on.d, H5);
    expect(on.enable).toHaveBeenCalledTimes(1);
  });

  test('each failing step is reported with its code', async () => {
    const a = deps(PAGE);
    a.d.gateway = {
      ...a.d.gateway,
      loadSystemConfig: () => Promise.reject(new Error('404')),
    } as StartupGateway;
    expect(await startUp(a.d, H5)).toMatchObject({ kind: 'failed', error: 'STARTUP.SYSTEM_CONFIG' });

    server.use(
      http.post(`${BASE}/platform/api/config/center`, () =>
        HttpResponse.json({ code: 500, msg: '配置中心异常', data: null, success: false }),
      ),
    );
    expect(await startUp(deps(PAGE).d, H5)).toMatchObject({
      kind: 'failed',
      error: 'STARTUP.CONFIG_CENTRE',
      detail: '配置中心异常',
    });

    server.resetHandlers();
    server.use(
      http.post(`${BASE}/platform/api/config/center`, () =>
        HttpResponse.json({ code: 0, msg: '', success: true, data: { platformGatewayUrl: BASE } }),
      ),
      http.post(`${BASE}/platform/api/token/exchange`, () =>
        HttpResponse.json({ code: 401, msg: 'used' }, { status: 401 }),
      ),
    );
    const c = deps(PAGE + '?accesstoken=OLD');
    expect(await startUp(c.d, H5)).toMatchObject({
      kind: 'failed',
      error: 'STARTUP.TOKEN_EXCHANGE',
      continueUrl: PAGE,
    });
    expect(c.navigation.visits).toEqual([]);
  });

  test('a login link the server refuses says so (not a network error)', async () => {
    server.use(
      http.post(`${BASE}/platform/api/token/exchange`, () =>
        HttpResponse.json({ code: 401, msg: '登录链接已失效，请重新进入', data: null, success: false }),
      ),
    );
    expect(await startUp(deps(PAGE + '?accesstoken=FORGED').d, H5)).toMatchObject({
      kind: 'failed',
      error: 'STARTUP.TOKEN_EXCHANGE',
      detail: LOGIN_LINK_LOST,
    });
    server.use(http.post(`${BASE}/platform/api/token/exchange`, () => HttpResponse.error()));
    const down = await startUp(deps(PAGE + '?accesstoken=ANY').d, H5);
    expect(down).toMatchObject({ kind: 'failed', error: 'STARTUP.TOKEN_EXCHANGE' });
    expect(down.kind === 'failed' && down.detail).not.toBe(LOGIN_LINK_LOST);
  });

  test('the first screen reads start once systemcfg gives baseUrl, before the config centre answers', async () => {
    const order: string[] = [];
    server.use(
      http.post(`${BASE}/platform/api/config/center`, () => {
        order.push('centre');
        return HttpResponse.json({ code: 0, msg: '', success: true, data: { platformGatewayUrl: BASE } });
      }),
    );
    const start = vi.fn(() => void order.push('reads'));
    const r = await startUp(
      deps(PAGE + '?tn=m1#/orientation/homepage/index', { firstReads: { start } }).d,
      H5,
    );
    expect(r.kind).toBe('ready');
    expect(start).toHaveBeenCalledWith({ baseUrl: BASE, manually: 'm1' });
    expect(order).toEqual(['reads', 'centre']);
  });

  test('no early reads when start-up ends in a reload (token exchange) or systemcfg fails', async () => {
    const start = vi.fn();
    await startUp(deps(PAGE + '?accesstoken=T', { firstReads: { start } }).d, H5);
    const failing = deps(PAGE, { firstReads: { start } });
    failing.d.gateway = {
      ...failing.d.gateway,
      loadSystemConfig: () => Promise.reject(new Error('404')),
    } as StartupGateway;
    await startUp(failing.d, H5);
    expect(start).not.toHaveBeenCalled();
  });
});
