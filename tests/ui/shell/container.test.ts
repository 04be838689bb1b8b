import { describe, expect, test } from 'vitest';
import { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import { AppConfig } from '@domain/ports/app-config';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { CameraPort } from '@domain/ports/camera';
import { HttpPort } from '@domain/ports/http';
import { PaymentPort } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import { Session } from '@domain/ports/session';
import type { Runtime } from '@domain/shell/runtime';
import { StartupGateway } from '@domain/use-cases/start-up';
import { BrowserPayment } from '@adapters/payment/browser-payment';
import { MiniProgramPayment } from '@adapters/payment/mini-program-payment';
import { VoucherPayment } from '@adapters/payment/voucher-payment';
import { WechatH5Payment } from '@adapters/payment/wechat-h5-payment';
import { WechatPayment } from '@adapters/payment/wechat-payment';
import { BrowserBridge } from '@adapters/platform/browser-bridge';
import { MiniProgramBridge } from '@adapters/platform/mini-program-bridge';
import { WechatBridge } from '@adapters/platform/wechat-bridge';
import { HttpAdmissionsGateway } from '@adapters/api/admissions-gateway';
import { HttpCheckinGateway } from '@adapters/api/checkin-gateway';
import { AxiosHttp } from '@adapters/http/axios-http';
import { WebSession } from '@adapters/session/web-session';
import { createContainer } from '../../../src/container';
import { browserHost } from '../../../src/modules/host';
import { testAppConfig } from '../../../src-ui/testing/app-config-fixture';

const H5: Runtime = { environment: 'h5', miniappWebview: false };
const WX: Runtime = { environment: 'wx', miniappWebview: false };
const MINI: Runtime = { environment: 'wx', miniappWebview: true };

const config = testAppConfig({ appId: 'a' });

describe('composition root (one module per runtime)', () => {
  test.each([
    ['browser', H5, BrowserBridge, [WechatH5Payment, BrowserPayment, VoucherPayment]],
    ['WeChat', WX, WechatBridge, [WechatPayment, VoucherPayment]],
    ['mini-program', MINI, MiniProgramBridge, [MiniProgramPayment, VoucherPayment]],
  ] as const)('%s binds its bridge and payment adapters', (_name, runtime, Bridge, Payments) => {
    const c = createContainer(runtime, browserHost());
    c.bind(AppConfig).toConstantValue(config);
    const bridge = c.get<PlatformBridge>(PlatformBridge);
    expect(bridge.constructor).toBe(Bridge);
    expect(bridge.runtime).toEqual(runtime);
    const offered = c.get<PaymentPort>(PaymentPort).offered();
    // Its online method(s), then the voucher upload every runtime offers (issue 13).
    expect(offered.map((m) => m.constructor)).toEqual(Payments);
    expect(c.isBound(CameraPort)).toBe(true);
  });

  test('shared adapters are singletons; HTTP resolves once AppConfig is bound', () => {
    const c = createContainer(H5, browserHost());
    expect(c.get(Session)).toBeInstanceOf(WebSession);
    expect(c.get(Session)).toBe(c.get(Session));
    expect(c.get(StartupGateway)).toBe(c.get(StartupGateway));
    expect(() => c.get(HttpPort)).toThrow();
    c.bind(AppConfig).toConstantValue(config);
    expect(c.get(HttpPort)).toBeInstanceOf(AxiosHttp);
  });

  test("the use cases' gateways are the HTTP adapters (issue 12 item 3)", async () => {
    const c = createContainer(H5, browserHost());
    c.bind(AppConfig).toConstantValue(config);
    expect(c.get(AdmissionsGateway)).toBeInstanceOf(HttpAdmissionsGateway);
    // Later screens' gateways load their adapter on first use, then call through the same HttpPort.
    const urls: string[] = [];
    const refused = new Error('offline');
    c.rebind<HttpPort>(HttpPort).toConstantValue({
      request: async (r) => (urls.push(r.url), Promise.reject(refused)),
      upload: async () => Promise.reject(refused),
    });
    const checkin = c.get<CheckinGateway>(CheckinGateway);
    expect(checkin).not.toBeInstanceOf(HttpCheckinGateway);
    await expect(checkin.document()).rejects.toBe(refused);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/welcome/i);
  });

  test('tests can rebind a port', () => {
    const c = createContainer(H5, browserHost());
    const fake = {
      runtime: H5,
      configure: async () => {},
      navigateMiniProgram: async () => {},
      scanCode: async () => 'x',
    };
    c.rebind(PlatformBridge).toConstantValue(fake);
    expect(c.get(PlatformBridge)).toBe(fake);
  });
});
