import type { ApplicationsGateway, OrderState } from '../../ports/applications-gateway';
import type { PaymentMethod } from '../../ports/payment';
import { type Outcome, outcomeOf } from '../outcome';

/**
 * Back on this page from a provider's page (the H5 redirect_url carries payReturn=<orderNo>): the
 * first method that recognises the return names the order, and the order query settles it (the
 * server asks the platform, so a lost notify is no obstacle). Done with null when this is no payment
 * return; a failed query is refused with the error catalogue's sentence (or needsLogin).
 */
export function settlePaymentReturn(
  gateway: ApplicationsGateway,
  methods: readonly PaymentMethod[],
  returnQuery: Record<string, string>,
): Promise<Outcome<OrderState | null>> {
  return outcomeOf(async () => {
    for (const m of methods) {
      const out = await m.settle(returnQuery);
      if (out.kind === 'pending') return gateway.queryOrder(out.orderNo);
    }
    return null;
  });
}
