/**
 * The server's payment provider port: one school's merchant account at a payment platform (WeChat
 * Pay APIv3 in production). Provider-neutral: amounts in fen, our order numbers, neutral states.
 */
export const PayProviderPort = Symbol.for('PayProviderPort');

export type PayErrorCode =
  | 'PAY_CONFIG' // the school's merchant configuration or key files are missing or invalid
  | 'PAY_NETWORK' // the platform could not be reached
  | 'PAY_BAD_SIGNATURE' // a response or notify signature does not verify
  | 'PAY_STALE' // a signed timestamp is more than 5 minutes away
  | 'PAY_BAD_NOTIFY' // a notify that is malformed, cannot be decrypted or is not ours
  | 'PAY_NOT_FOUND' // the platform does not know the order or refund
  | 'PAY_ALREADY_PAID'
  | 'PAY_REFUSED'; // any other refusal by the platform (its own code in `platformCode`)

export class PayError extends Error {
  constructor(
    readonly code: PayErrorCode,
    message: string = code,
    readonly platformCode?: string,
  ) {
    super(message);
    this.name = 'PayError';
  }
}

export const isPayError = (e: unknown): e is PayError => e instanceof PayError;

/** Who pays and where: JSAPI inside WeChat (by openid), H5 in a plain mobile browser. */
export type PayScene =
  { kind: 'jsapi'; openid: string } | { kind: 'h5'; clientIp: string; device: 'Wap' | 'iOS' | 'Android' };

export interface CreateOrderInput {
  orderNo: string;
  /** Fen. */
  amount: number;
  description: string;
  scene: PayScene;
  /** The platform closes the order itself after this instant. */
  expiresAt?: Date;
}

/** What the client needs to pay: wx.chooseWXPay / WeixinJSBridge parameters, or the H5 redirect. */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA' | 'HMAC-SHA256';
  paySign: string;
}

export type CreatedOrder =
  { kind: 'jsapi'; prepayId: string; params: JsapiPayParams } | { kind: 'h5'; h5Url: string };

export type OrderState = 'pending' | 'paying' | 'paid' | 'closed' | 'refunded' | 'failed';

export interface OrderSnapshot {
  orderNo: string;
  state: OrderState;
  transactionId: string | null;
  /** Fen; null while unpaid when the platform does not say. */
  amount: number | null;
  paidAt: Date | null;
}

export interface RefundInput {
  orderNo: string;
  refundNo: string;
  /** Fen to refund, and the order's total. */
  amount: number;
  total: number;
  reason?: string;
}

export type RefundState = 'processing' | 'success' | 'closed' | 'abnormal';

export interface RefundSnapshot {
  refundNo: string;
  refundId: string;
  state: RefundState;
  amount: number;
}

/** A verified, decrypted payment notify. */
export interface NotifyEvent {
  orderNo: string;
  transactionId: string;
  amount: number;
  state: OrderState;
}

export interface PayProvider {
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  queryOrder(orderNo: string): Promise<OrderSnapshot>;
  closeOrder(orderNo: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundSnapshot>;
  queryRefund(refundNo: string): Promise<RefundSnapshot>;
  /** Verifies (signature, timestamp, merchant) and decrypts a notify; throws PayError when it is not genuine. */
  parseNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<NotifyEvent>;
}

/** `sandbox`: the demo cashier (default of `npm start`); `wxpay-v3`: each school's WeChat Pay merchant. */
export type PaymentMode = 'sandbox' | 'wxpay-v3';

export interface PaymentProviders {
  mode: PaymentMode;
  /** The school's provider; null when it has none configured. */
  forSchool(tenantId: string, orgId: string): Promise<PayProvider | null>;
  /** Drops a cached provider (a school saved its merchant: the next payment reads it). */
  forget?(tenantId: string, orgId: string): void;
}

export function paymentMode(value: string | undefined): PaymentMode {
  const v = (value ?? 'sandbox').trim() || 'sandbox';
  if (v !== 'sandbox' && v !== 'wxpay-v3')
    throw new Error(`PAYMENT_MODE must be sandbox or wxpay-v3, not "${v}"`);
  return v;
}
