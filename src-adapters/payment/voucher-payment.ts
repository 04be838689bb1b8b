import { injectable } from 'inversify';
import type { PaymentMethod, PaymentOutcome } from '@domain/ports/payment';

/** Off-line payment (bank transfer, counter): upload a voucher, in every runtime, when the school enables it. */
@injectable()
export class VoucherPayment implements PaymentMethod {
  readonly id = 'voucher';
  readonly label = '上传缴费凭证';
  readonly orderType = null;
  readonly offline = true;

  canPayHere(): boolean {
    return true;
  }

  async start(): Promise<PaymentOutcome> {
    return { kind: 'voucher' };
  }

  async settle(): Promise<PaymentOutcome> {
    return { kind: 'unsupported' };
  }
}
