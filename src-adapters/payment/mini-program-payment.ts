import { inject, injectable } from 'inversify';
import {
  type PaymentMethod,
  type PaymentOrder,
  type PaymentOutcome,
  settleFromReturn,
} from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import { miniProgramPayPath } from '@domain/payment/payment';
import type { HostProfile } from '@domain/shell/hosts/host-profile';

/** Mini-program web-view and native: wx.chooseWXPay does not exist there, the native page pays (brief section 5). */
@injectable()
export class MiniProgramPayment implements PaymentMethod {
  readonly id = 'mini-program-pay';
  readonly label = '微信支付';
  readonly orderType = 'MINIAPP';
  readonly #bridge: PlatformBridge;

  constructor(@inject(PlatformBridge) bridge: PlatformBridge) {
    this.#bridge = bridge;
  }

  canPayHere(host: HostProfile): boolean {
    return host.capabilities.payChannel === 'mini-program-page';
  }

  async start(order: PaymentOrder): Promise<PaymentOutcome> {
    await this.#bridge.navigateMiniProgram(miniProgramPayPath(order.signedParams));
    return { kind: 'redirected' };
  }

  async settle(returnQuery: Record<string, string>): Promise<PaymentOutcome> {
    return settleFromReturn(returnQuery);
  }
}
