import type { Newable } from 'inversify';
import type { PaymentMethod } from '@domain/ports/payment';
import { BrowserPayment } from '@adapters/payment/browser-payment';
import { MiniProgramPayment } from '@adapters/payment/mini-program-payment';
import { WechatPayment } from '@adapters/payment/wechat-payment';

/** Every payment method; each says where it can pay (canPayHere). One line per method. */
export const PAYMENT_METHODS: readonly Newable<PaymentMethod>[] = [
  WechatPayment,
  MiniProgramPayment,
  BrowserPayment,
];
