import type { ApplicationsGateway, FeeCode, TradeType } from '../../ports/applications-gateway';
import type { PaymentMethod, PaymentOutcome } from '../../ports/payment';
import { payReturnUrl } from '../../payment/payment';
import { type Outcome, outcomeOf } from '../outcome';

export interface StartPaymentInput {
  registrationId: string;
  /** Fen. */
  amount: number;
  /** The registration's latest order, if any. */
  orderNo: string | null;
  method: PaymentMethod;
  /** This page's URL and its query fields (the return page's context). */
  href: string;
  query: Record<string, string>;
  /** One key per tap series (the server opens one order per registration anyway). */
  idempotencyKey: string;
}

export interface StartPaymentResult {
  outcome: PaymentOutcome;
  /** Set when an order was opened or continued: the fee and order to show. */
  order: { orderNo: string; feeStatus: FeeCode } | null;
}

/**
 * 去缴费 / 继续支付 / 重新支付 with one method: an order is opened (or the open one continued) only
 * when the method can pay online here; then the method takes over (pay sheet, mini-program page,
 * H5 cashier with a return to this page, QR to continue elsewhere, instructions). A refused order is
 * `refused` with the error catalogue's sentence; not logged in is `needsLogin`.
 */
export function startPayment(
  gateway: ApplicationsGateway,
  input: StartPaymentInput,
): Promise<Outcome<StartPaymentResult>> {
  return outcomeOf(() => start(gateway, input));
}

async function start(gateway: ApplicationsGateway, input: StartPaymentInput): Promise<StartPaymentResult> {
  const { method } = input;
  if (!method.orderType) {
    const outcome = await method.start({
      orderNo: input.orderNo ?? '',
      registrationId: input.registrationId,
      amount: input.amount,
      signedParams: '',
      query: input.query,
      h5Url: null,
      returnUrl: input.href,
    });
    return { outcome, order: null };
  }
  const order = await gateway.openOrder(
    input.registrationId,
    method.orderType as TradeType,
    input.idempotencyKey,
  );
  const outcome = await method.start({
    orderNo: order.orderNo,
    registrationId: input.registrationId,
    amount: input.amount,
    signedParams: order.payString,
    query: input.query,
    h5Url: order.h5Url,
    returnUrl: payReturnUrl(input.href, order.orderNo),
  });
  return { outcome, order: { orderNo: order.orderNo, feeStatus: order.feeStatus } };
}
