import { inject, injectable } from 'inversify';
import { Navigation } from '@domain/ports/navigation';
import type { PaymentOutcome, PaymentPort } from '@domain/ports/payment';

/** A plain mobile browser cannot pay: the screen shows a QR code of this page and the voucher upload (brief section 4). */
@injectable()
export class BrowserPayment implements PaymentPort {
  readonly #nav: Navigation;

  constructor(@inject(Navigation) nav: Navigation) {
    this.#nav = nav;
  }

  async start(): Promise<PaymentOutcome> {
    return { kind: 'needs-wechat', continueUrl: this.#nav.href() };
  }
}
