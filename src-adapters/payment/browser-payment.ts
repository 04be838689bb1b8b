import { inject, injectable } from 'inversify';
import { Navigation } from '@domain/ports/navigation';
import type { PaymentMethod, PaymentOutcome } from '@domain/ports/payment';
import { CONTINUE_IN_WECHAT } from '@domain/payment/pay-choices';
import type { HostProfile } from '@domain/shell/hosts/host-profile';

/** Outside WeChat: this page's link, to open in WeChat (copied on a phone, a QR code on a computer; issue 23). */
@injectable()
export class BrowserPayment implements PaymentMethod {
  readonly id = CONTINUE_IN_WECHAT;
  readonly label = '在微信中缴费';
  readonly orderType = null;
  readonly #nav: Navigation;

  constructor(@inject(Navigation) nav: Navigation) {
    this.#nav = nav;
  }

  canPayHere(host: HostProfile): boolean {
    return host.capabilities.payChannel === 'none';
  }

  async start(): Promise<PaymentOutcome> {
    return { kind: 'continue-elsewhere', url: this.#nav.href() };
  }

  async settle(): Promise<PaymentOutcome> {
    return { kind: 'unsupported' };
  }
}
