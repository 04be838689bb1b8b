import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AppConfig } from '@domain/ports/app-config';
import { type HttpPort, HttpPort as HttpToken, type HttpRequest } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { PaymentMethod } from '@domain/ports/payment';
import { type JssdkConfig, PlatformBridge } from '@domain/ports/platform';
import { type KeyValueStore, SessionStore } from '@domain/ports/storage';
import { BrowserPayment } from '@adapters/payment/browser-payment';
import { MiniProgramPayment } from '@adapters/payment/mini-program-payment';
import { WechatPayment } from '@adapters/payment/wechat-payment';

const PAGE =
  'https://school.test/zhxy/mobile/recruit/?orgId=o1&tenantId=t1#/orientation/enrollment/applylist';

function setup(
  runtime: { environment: 'wx' | 'h5' | 'pc'; miniappWebview: boolean },
  opts = { configureFails: false },
) {
  const calls: string[] = [];
  const requests: HttpRequest[] = [];
  const configured: JssdkConfig[] = [];
  const navigated: string[] = [];
  const session = new Map<string, string>();
  const http: HttpPort = {
    async request<T>(req: HttpRequest) {
      requests.push(req);
      calls.push(`http:${req.url.split('/').pop()}`);
      const data = req.url.endsWith('getpublicconfig')
        ? { appId: 'wxAPP', timestamp: 1414587457, nonceStr: 'n0nce', paySign: 'sig' }
        : 'https://open.weixin.test/connect/oauth2/authorize?appid=wxAPP&redirect_uri=' +
          encodeURIComponent('https://pay.test/sandbox/return?a=1') +
          '&response_type=code#wechat_redirect';
      return { code: 0, msg: '', success: true, data: data as T };
    },
    upload: async () => [],
  };
  const store: KeyValueStore = {
    get: (k) => session.get(k) ?? null,
    set: (k, v) => {
      calls.push(`session:${k}`);
      session.set(k, v);
    },
    remove: (k) => void session.delete(k),
    clear: () => session.clear(),
  };
  const bridge: PlatformBridge = {
    runtime,
    configure: async (c) => {
      if (opts.configureFails) throw new Error('config:fail');
      calls.push('configure');
      configured.push(c);
    },
    navigateMiniProgram: async (path) => {
      calls.push('navigateMiniProgram');
      navigated.push(path);
    },
    scanCode: async () => '',
  };
  const nav: Navigation = {
    href: () => PAGE,
    replace: (u) => navigated.push(u),
    assign: (u) => {
      calls.push('assign');
      navigated.push(u);
    },
    reload: () => {},
    isTopWindow: () => true,
  };
  const config = { bases: { h5Base: 'https://school.test' } } as AppConfig;
  const c = new Container();
  c.bind(HttpToken).toConstantValue(http);
  c.bind(PlatformBridge).toConstantValue(bridge);
  c.bind(SessionStore).toConstantValue(store);
  c.bind(Navigation).toConstantValue(nav);
  c.bind(AppConfig).toConstantValue(config);
  // Which adapter a runtime binds is tested in tests/ui/shell/container.test.ts.
  const Adapter = runtime.miniappWebview
    ? MiniProgramPayment
    : runtime.environment === 'wx'
      ? WechatPayment
      : BrowserPayment;
  c.bind(PaymentMethod).to(Adapter);
  return { pay: c.get<PaymentMethod>(PaymentMethod), calls, requests, configured, navigated, session };
}

const start = {
  orderNo: 'ORD1',
  registrationId: 'R1',
  amount: 5000,
  signedParams: 'a=1&b=2',
  query: { orgId: 'o1', tenantId: 't1' },
};

describe('payment adapter per runtime', () => {
  it('WeChat: public config for the URL without hash, wx.config for chooseWXPay, OAuth, tempData, navigation — in that order', async () => {
    const t = setup({ environment: 'wx', miniappWebview: false });
    await expect(t.pay.start(start)).resolves.toEqual({ kind: 'redirected' });
    expect(t.calls).toEqual([
      'http:getpublicconfig',
      'configure',
      'http:redirectoauth2',
      'session:tempData',
      'assign',
    ]);

    const [cfgReq, oauthReq] = t.requests;
    expect(cfgReq!.method).toBe('GET');
    expect(cfgReq!.url).toBe('/pay-mobile-h5-api/api/common/wechat/pay/getpublicconfig');
    expect(cfgReq!.data).toEqual({ url: 'https://school.test/zhxy/mobile/recruit/?orgId=o1&tenantId=t1' });
    expect(cfgReq!.notToken).toBe(true);
    expect(t.configured[0]).toEqual({
      appId: 'wxAPP',
      timestamp: 1414587457,
      nonceStr: 'n0nce',
      signature: 'sig',
      jsApiList: ['chooseWXPay'],
    });
    expect(oauthReq!.url).toBe('/pay-mobile-h5-api/api/common/wechat/pay/redirectoauth2');
    expect(oauthReq!.notToken).toBe(true);
    expect(oauthReq!.data).toEqual({
      preUrl: 'https://school.test/pub/#/chargeH5/wxpaying?project=chargeH5',
      orderNo: 'ORD1',
    });

    const temp = JSON.parse(t.session.get('tempData')!);
    expect(temp).toMatchObject({ orgId: 'o1', tenantId: 't1', orderNo: 'ORD1', appId: 'wxAPP' });

    const target = new URL(t.navigated[0]!);
    expect(target.origin + target.pathname).toBe('https://open.weixin.test/connect/oauth2/authorize');
    const redirect = target.searchParams.get('redirect_uri')!;
    expect(redirect.startsWith('https://pay.test/sandbox/return')).toBe(true);
    expect(redirect).toContain('ORD1');
    expect(redirect).toContain('wxAPP');
  });

  it('WeChat: a failed wx.config stops before OAuth, tempData and navigation', async () => {
    const t = setup({ environment: 'wx', miniappWebview: false }, { configureFails: true });
    await expect(t.pay.start(start)).rejects.toThrow('config:fail');
    expect(t.calls).toEqual(['http:getpublicconfig']);
    expect(t.navigated).toEqual([]);
  });

  it('mini-program: navigates to /pages/wxPay/wxPay?str= through the bridge, nothing else', async () => {
    const t = setup({ environment: 'wx', miniappWebview: true });
    await expect(t.pay.start(start)).resolves.toEqual({ kind: 'redirected' });
    expect(t.calls).toEqual(['navigateMiniProgram']);
    expect(t.navigated[0]!.startsWith('/pages/wxPay/wxPay?str=')).toBe(true);
    expect(decodeURIComponent(t.navigated[0]!.split('str=')[1]!)).toBe('a=1&b=2');
  });

  it('plain browser: asks to continue in WeChat with this page, calls nothing', async () => {
    const t = setup({ environment: 'h5', miniappWebview: false });
    await expect(t.pay.start(start)).resolves.toEqual({ kind: 'continue-elsewhere', url: PAGE });
    expect(t.calls).toEqual([]);
  });
});
