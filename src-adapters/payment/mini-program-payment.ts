import { inject, injectable } from 'inversify';
import type { PaymentOutcome, PaymentPort, PaymentStart } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import { miniProgramPayPath } from '@domain/payment/payment';

/** Mini-program web-view and native: wx.chooseWXPay does not exist there, the native page pays (brief section 5). */
@injectable()
export class MiniProgramPayment implements PaymentPort {
  readonly #bridge: PlatformBridge;

  constructor(@inject(PlatformBridge) bridge: PlatformBridge) {
    this.#bridge = bridge;
  }

  async start(p: PaymentStart): Promise<PaymentOutcome> {
    await this.#bridge.navigateMiniProgram(miniProgramPayPath(p.payString));
    return { kind: 'redirected' };
  }
}
