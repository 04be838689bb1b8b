import { inject, injectable } from 'inversify';
import { Navigation } from '@domain/ports/navigation';
import {
  type PaymentMethod,
  type PaymentOrder,
  type PaymentOutcome,
  settleFromReturn,
} from '@domain/ports/payment';
import { h5PayUrl, PAY_RETURN_PARAM } from '@domain/payment/payment';
import type { HostProfile } from '@domain/shell/hosts/host-profile';

/**
 * WeChat H5 payment in a plain mobile browser: the server's H5 order answers WeChat's h5_url; the
 * browser goes there with redirect_url = this page carrying payReturn=<orderNo>, and the page
 * settles by the order query when it comes back.
 */
@injectable()
export class WechatH5Payment implements PaymentMethod {
  readonly id = 'wechat-h5';
  readonly label = '微信支付';
  readonly orderType = 'H5';
  readonly #nav: Navigation;

  constructor(@inject(Navigation) nav: Navigation) {
    this.#nav = nav;
  }

  canPayHere(host: HostProfile): boolean {
    return host.environment === 'h5' && host.capabilities.payChannel === 'none';
  }

  async start(order: PaymentOrder): Promise<PaymentOutcome> {
    if (!order.h5Url || !order.returnUrl) return { kind: 'unsupported' };
    this.#nav.assign(h5PayUrl(order.h5Url, order.returnUrl));
    return { kind: 'redirected' };
  }

  async settle(returnQuery: Record<string, string>): Promise<PaymentOutcome> {
    const orderNo = returnQuery[PAY_RETURN_PARAM] ?? '';
    return orderNo ? { kind: 'pending', orderNo } : settleFromReturn(returnQuery);
  }
}
