import { inject, injectable } from 'inversify';
import * as paymentApi from '@contract/payment';
import { AppConfig } from '@domain/ports/app-config';
import { HttpPort } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import {
  type PaymentMethod,
  type PaymentOrder,
  type PaymentOutcome,
  settleFromReturn,
} from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import { type KeyValueStore, SessionStore } from '@domain/ports/storage';
import { buildTempData, paymentReturnUrl, rewriteRedirectUri } from '@domain/payment/payment';
import type { HostProfile } from '@domain/shell/hosts/host-profile';
import { SESSION_KEYS } from '@domain/shell/session-keys';
import { call } from '../api/call';
import { loadWx } from '../platform/wx-api';

/** WeChat Pay APIv3 JSAPI parameters (signType RSA): paid on this page with wx.chooseWXPay. */
interface V3PayParams {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

type ChooseWxPay = {
  chooseWXPay(p: {
    timestamp: string;
    nonceStr: string;
    package: string;
    signType: string;
    paySign: string;
    success?: () => void;
    cancel?: () => void;
    fail?: (res: { errMsg?: string }) => void;
  }): void;
};

function v3Params(signed: string): V3PayParams | null {
  try {
    const p = JSON.parse(signed) as Partial<V3PayParams>;
    return p && p.signType === 'RSA' && p.package && p.paySign ? (p as V3PayParams) : null;
  } catch {
    return null;
  }
}

/** Paying inside the WeChat browser: spec section 4 "Payment flow inside the messaging app", steps 1–5. */
@injectable()
export class WechatPayment implements PaymentMethod {
  readonly id = 'wechat-jsapi';
  readonly label = '微信支付';
  readonly orderType = 'JSAPI';
  readonly #http: HttpPort;
  readonly #bridge: PlatformBridge;
  readonly #session: KeyValueStore;
  readonly #nav: Navigation;
  readonly #config: AppConfig;

  constructor(
    @inject(HttpPort) http: HttpPort,
    @inject(PlatformBridge) bridge: PlatformBridge,
    @inject(SessionStore) session: KeyValueStore,
    @inject(Navigation) nav: Navigation,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#http = http;
    this.#bridge = bridge;
    this.#session = session;
    this.#nav = nav;
    this.#config = config;
  }

  canPayHere(host: HostProfile): boolean {
    return host.capabilities.payChannel === 'wechat-jsapi';
  }

  async settle(returnQuery: Record<string, string>): Promise<PaymentOutcome> {
    return settleFromReturn(returnQuery);
  }

  async start(p: PaymentOrder): Promise<PaymentOutcome> {
    // JSSDK signs the page URL without its hash (brief section 5).
    const url = this.#nav.href().split('#')[0]!;
    const cfg = await call(this.#http, paymentApi.getPublicConfig, { url });
    await this.#bridge.configure({
      appId: cfg.appId,
      timestamp: cfg.timestamp,
      nonceStr: cfg.nonceStr,
      signature: cfg.paySign,
      jsApiList: ['chooseWXPay'],
    });
    // WeChat Pay APIv3 (production): the pay sheet opens here; paid, cancelled or failed, the app
    // then asks the order (a cancel leaves 待支付: "支付未完成，请重新支付" with 继续支付).
    const v3 = v3Params(p.signedParams);
    if (v3) {
      const wx = await loadWx<ChooseWxPay>();
      await new Promise<void>((done) =>
        wx.chooseWXPay({
          timestamp: v3.timeStamp,
          nonceStr: v3.nonceStr,
          package: v3.package,
          signType: v3.signType,
          paySign: v3.paySign,
          success: () => done(),
          cancel: () => done(),
          fail: () => done(),
        }),
      );
      return { kind: 'pending', orderNo: p.orderNo };
    }
    // The sandbox (HMAC-signed): the OAuth hop to the payment-return page, which pays there.
    const preUrl = paymentReturnUrl(this.#config.bases.h5Base);
    // orderNo travels back as OAuth `state` so the payment-return page knows the order.
    const oauthUrl = await call(this.#http, paymentApi.redirectOauth2, {
      preUrl,
      orderNo: p.orderNo,
    });
    const tempData = buildTempData({ ...p.query, orderNo: p.orderNo }, cfg.appId);
    this.#session.set(SESSION_KEYS.tempData, JSON.stringify(tempData));
    this.#nav.assign(rewriteRedirectUri(oauthUrl, tempData));
    return { kind: 'redirected' };
  }
}
