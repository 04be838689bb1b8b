import type { Newable } from 'inversify';
import type { PaymentMethod } from '@domain/ports/payment';
import { BrowserPayment } from '@adapters/payment/browser-payment';
import { MiniProgramPayment } from '@adapters/payment/mini-program-payment';
import { VoucherPayment } from '@adapters/payment/voucher-payment';
import { WechatH5Payment } from '@adapters/payment/wechat-h5-payment';
import { WechatPayment } from '@adapters/payment/wechat-payment';

/** Every payment method; each says where it can pay (canPayHere). One line per method. */
export const PAYMENT_METHODS: readonly Newable<PaymentMethod>[] = [
  WechatPayment,
  MiniProgramPayment,
  WechatH5Payment,
  BrowserPayment,
  VoucherPayment,
];
