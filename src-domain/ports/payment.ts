/** Everything the payment flow needs to start paying one order. */
export interface PaymentStart {
  orderNo: string;
  /** Provider segment of the payment calls, e.g. 'wechat'. */
  provider: string;
  /** Mini-program/native pay string for /pages/wxPay/wxPay?str= */
  payString: string;
  /** The current URL query fields (tempData base, spec section 3). */
  query: Record<string, string>;
}

export type PaymentOutcome =
  | { kind: 'redirected' } // left the page for OAuth or the native page
  | { kind: 'needs-wechat'; continueUrl: string } // plain browser: show a QR to continue in WeChat
  | { kind: 'unsupported' };

export const PaymentPort = Symbol.for('PaymentPort');
export interface PaymentPort {
  start(p: PaymentStart): Promise<PaymentOutcome>;
}
