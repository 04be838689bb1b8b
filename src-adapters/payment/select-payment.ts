import type { Newable } from 'inversify';
import type { PaymentPort } from '@domain/ports/payment';
import type { Runtime } from '@domain/shell/runtime';
import { BrowserPayment } from './browser-payment';
import { MiniProgramPayment } from './mini-program-payment';
import { WechatPayment } from './wechat-payment';

/** The PaymentPort class for a runtime: mini-program web-view first, then the WeChat browser, else a plain browser. */
export function paymentAdapterFor(runtime: Runtime): Newable<PaymentPort> {
  if (runtime.miniappWebview) return MiniProgramPayment;
  if (runtime.environment === 'wx') return WechatPayment;
  return BrowserPayment;
}
