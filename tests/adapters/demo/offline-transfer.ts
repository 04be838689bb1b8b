import { injectable } from 'inversify';
import type { PaymentMethod, PaymentOrder, PaymentOutcome } from '@domain/ports/payment';

/** Worked example (INTEGRATING.md): pay by bank transfer, then upload the receipt as a voucher. */
@injectable()
export class OfflineTransferPayment implements PaymentMethod {
  readonly id = 'offline-transfer';
  readonly label = '银行转账';
  readonly orderType = null;

  canPayHere(): boolean {
    return true;
  }

  async start(order: PaymentOrder): Promise<PaymentOutcome> {
    return {
      kind: 'instructions',
      title: '银行转账缴费',
      lines: [
        `应缴金额：${order.amount.toFixed(2)} 元`,
        '转账时请在附言中填写报名编号：' + order.registrationId,
        '转账后请上传银行回单作为缴费凭证，学校审核后确认缴费。',
      ],
    };
  }

  async settle(): Promise<PaymentOutcome> {
    return { kind: 'unsupported' };
  }
}
