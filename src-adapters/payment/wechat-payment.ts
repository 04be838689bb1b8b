import { inject, injectable } from 'inversify';
import type { ApiRoute } from '@contract/endpoint';
import { PAY_PROVIDER, paymentApi } from '@contract/api/payment';
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

type Route<Req, Res> = ApiRoute<Req, Res>;
type Res<R> = R extends Route<unknown, infer T> ? T : never;

async function get<R extends Route<unknown, unknown>>(
  http: HttpPort,
  route: R,
  data: unknown,
): Promise<Res<R>> {
  const res = await http.request<Res<R>>({
    method: route.method,
    url: route.path,
    data,
    notToken: route.access === 'public',
  });
  return res.data;
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
    const cfg = await get(this.#http, paymentApi.getPublicConfig(PAY_PROVIDER), { url });
    await this.#bridge.configure({
      appId: cfg.appId,
      timestamp: cfg.timestamp,
      nonceStr: cfg.nonceStr,
      signature: cfg.paySign,
      jsApiList: ['chooseWXPay'],
    });
    const preUrl = paymentReturnUrl(this.#config.bases.h5Base);
    // orderNo travels back as OAuth `state` so the payment-return page knows the order.
    const oauthUrl = await get(this.#http, paymentApi.redirectOauth2(PAY_PROVIDER), {
      preUrl,
      orderNo: p.orderNo,
    });
    const tempData = buildTempData({ ...p.query, orderNo: p.orderNo }, cfg.appId);
    this.#session.set(SESSION_KEYS.tempData, JSON.stringify(tempData));
    this.#nav.assign(rewriteRedirectUri(oauthUrl, tempData));
    return { kind: 'redirected' };
  }
}
