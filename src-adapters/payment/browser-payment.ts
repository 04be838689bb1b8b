import { inject, injectable } from 'inversify';
import { Navigation } from '@domain/ports/navigation';
import type { PaymentMethod, PaymentOutcome } from '@domain/ports/payment';
import type { HostProfile } from '@domain/shell/hosts/host-profile';

/** A plain browser cannot pay: the screen shows a QR code of this page and the voucher upload (brief section 4). */
@injectable()
export class BrowserPayment implements PaymentMethod {
  readonly id = 'continue-in-wechat';
  readonly label = '在微信中支付';
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
