import type { HostProfile } from '../shell/hosts/host-profile';

/** One order to pay, provider-neutral: provider specifics stay inside each method's adapter. */
export interface PaymentOrder {
  /** Empty when the method creates no online order (orderType null). */
  orderNo: string;
  registrationId: string;
  /** Amount due in yuan. */
  amount: number;
  /** The provider's signed pay parameters from the order call; opaque outside the adapter. */
  signedParams: string;
  /** The current URL query fields (the return page's context, spec section 3). */
  query: Record<string, string>;
  /** H5 orders: the provider's cashier URL (WeChat's h5_url); null otherwise. */
  h5Url?: string | null;
  /** Where a provider's page sends the user back (this page, carrying payReturn=<orderNo>). */
  returnUrl?: string;
}

export type PaymentOutcome =
  | { kind: 'redirected' } // left for the provider's or a native page; poll the order on return
  | { kind: 'pending'; orderNo: string } // back from paying: poll this order
  | { kind: 'continue-elsewhere'; url: string } // this host cannot pay: open this URL where it can (QR)
  | { kind: 'instructions'; title: string; lines: string[] } // pay off-line, then upload a voucher
  | { kind: 'voucher' } // upload a payment voucher now
  | { kind: 'unsupported' };

export const PaymentMethod = Symbol.for('PaymentMethod');
/** One way to pay. Adding one: an adapter file plus one line in src/payments/registry.ts. */
export interface PaymentMethod {
  readonly id: string;
  /** Chinese label shown when several methods are offered. */
  readonly label: string;
  /** The online order type the method needs from the order call (e.g. 'JSAPI'), or null for none. */
  readonly orderType: string | null;
  /** Off-line (e.g. a voucher): offered only where the school enables offline payment, as its own button. */
  readonly offline?: boolean;
  canPayHere(host: HostProfile): boolean;
  start(order: PaymentOrder): Promise<PaymentOutcome>;
  /** Reads the query a provider's return page came back with. */
  settle(returnQuery: Record<string, string>): Promise<PaymentOutcome>;
}

export const PaymentPort = Symbol.for('PaymentPort');
/** The payment methods the current host offers, in registry order. */
export interface PaymentPort {
  offered(): readonly PaymentMethod[];
}

/** The methods a host offers out of a registry. */
export function paymentMethodsOffered(methods: readonly PaymentMethod[], host: HostProfile): PaymentMethod[] {
  return methods.filter((m) => m.canPayHere(host));
}

/** A provider return with an order number means: poll that order (the server settles it). */
export function settleFromReturn(returnQuery: Record<string, string>): PaymentOutcome {
  const orderNo = returnQuery.orderNo ?? '';
  return orderNo ? { kind: 'pending', orderNo } : { kind: 'unsupported' };
}
