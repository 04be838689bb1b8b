import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@domain/ports/app-config';
import type { HttpPort, HttpRequest } from '@domain/ports/http';
import type { PlatformBridge } from '@domain/ports/platform';
import type { KeyValueStore } from '@domain/ports/storage';
import { WechatPayment } from '@adapters/payment/wechat-payment';
import { FakeNavigation } from './fakes';

// The JSSDK's pay sheet, scripted: the test says how the parent leaves it.
const sheet = vi.hoisted(() => ({
  opened: [] as Record<string, unknown>[],
  answer: 'success' as 'success' | 'cancel' | 'fail',
}));
vi.mock('weixin-js-sdk', () => ({
  default: {
    chooseWXPay: (
      p: Record<string, unknown> & { success(): void; cancel(): void; fail(r: object): void },
    ) => {
      sheet.opened.push(p);
      if (sheet.answer === 'success') p.success();
      else if (sheet.answer === 'cancel') p.cancel();
      else p.fail({ errMsg: 'chooseWXPay:fail' });
    },
  },
}));

const V3_PARAMS = {
  appId: 'wxAPP',
  timeStamp: '1700000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'base64sig==',
};

function setup() {
  const requests: HttpRequest[] = [];
  const http: HttpPort = {
    async request<T>(req: HttpRequest) {
      requests.push(req);
      const data = req.url.endsWith('getpublicconfig')
        ? { appId: 'wxAPP', timestamp: '1', nonceStr: 'n', paySign: 's' }
        : 'https://open.weixin.test/authorize?redirect_uri=x';
      return { code: 0, msg: '', success: true, data: data as T };
    },
    upload: async () => [],
  };
  const configured: unknown[] = [];
  const bridge: PlatformBridge = {
    runtime: { environment: 'wx', miniappWebview: false },
    configure: async (c) => void configured.push(c),
    navigateMiniProgram: async () => {},
    scanCode: async () => '',
  };
  const store: KeyValueStore = { get: () => null, set: () => {}, remove: () => {}, clear: () => {} };
  const nav = new FakeNavigation(
    'https://school.test/zhxy/mobile/recruit/?orgId=o1#/orientation/enrollment/applylist',
  );
  const config = { bases: { h5Base: 'https://school.test' } } as AppConfig;
  const pay = new WechatPayment(http, bridge, store, nav, config);
  return { pay, requests, configured, nav };
}

const order = (params: object) => ({
  orderNo: 'ZS1',
  registrationId: 'R1',
  amount: 5000,
  signedParams: JSON.stringify({ ...params, orderNo: 'ZS1' }),
  query: {},
});

describe('WeChat JSAPI with WeChat Pay APIv3 parameters (RSA)', () => {
  it('opens the pay sheet on this page after wx.config, with no OAuth hop, then polls the order', async () => {
    sheet.opened.length = 0;
    sheet.answer = 'success';
    const t = setup();
    await expect(t.pay.start(order(V3_PARAMS))).resolves.toEqual({ kind: 'pending', orderNo: 'ZS1' });
    expect(t.configured).toHaveLength(1);
    expect(sheet.opened[0]).toMatchObject({
      timestamp: '1700000000',
      nonceStr: 'n0nce',
      package: V3_PARAMS.package,
      signType: 'RSA',
      paySign: 'base64sig==',
    });
    expect(t.requests.map((r) => r.url.split('/').pop())).toEqual(['getpublicconfig']);
    expect(t.nav.visits).toEqual([]);
  });

  it('a cancelled or failed sheet also returns to polling (待支付: "支付未完成，请重新支付")', async () => {
    for (const answer of ['cancel', 'fail'] as const) {
      sheet.answer = answer;
      const t = setup();
      await expect(t.pay.start(order(V3_PARAMS))).resolves.toEqual({ kind: 'pending', orderNo: 'ZS1' });
    }
  });

  it('sandbox parameters (HMAC) keep the OAuth hop to the payment-return page', async () => {
    sheet.opened.length = 0;
    const t = setup();
    await expect(t.pay.start(order({ ...V3_PARAMS, signType: 'HMAC-SHA256' }))).resolves.toEqual({
      kind: 'redirected',
    });
    expect(sheet.opened).toHaveLength(0);
    expect(t.nav.visits[0]!.how).toBe('assign');
  });
});
