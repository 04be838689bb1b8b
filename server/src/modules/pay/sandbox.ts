import { eq, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxTrades } from '../../db/schema-admissions';
import type { ServerConfig } from '../../http/deps';
import { PayError, type OrderState, type PayProvider } from './provider';
import { merchant, nonce } from './merchant';
import { wxPaySign } from './wx-sign';

const STATES: Record<string, OrderState> = {
  NOTPAY: 'pending',
  SUCCESS: 'paid',
  CLOSED: 'closed',
  PAYERROR: 'failed',
};

/** The sandbox cashier's URL for an H5 order (WeChat's h5_url stand-in; the client adds redirect_url). */
export const sandboxH5Url = (origin: string, orderNo: string) =>
  `${origin}/pub/?h5=1#/chargeH5/wxpaying?project=chargeH5&orderNo=${encodeURIComponent(orderNo)}`;

/**
 * PAYMENT_MODE=sandbox: the demo "WeChat Pay" behind the same provider port as the v3 adapter. What
 * the platform knows about an order lives in `sandbox_trades`; the cashier (`sandbox/confirm`) pays
 * it there and then (unless the tester drops it) sends the notify.
 */
export function sandboxProvider(
  db: Db,
  config: ServerConfig,
  origin: string,
  school: { mchId?: string; appId?: string } = {},
): PayProvider {
  const base = merchant(config);
  // The school's own merchant id and app id (学校设置 › 对接配置) when saved, else the demo merchant's.
  const m = { ...base, mchId: school.mchId || base.mchId, appId: school.appId || base.appId };
  const trade = async (orderNo: string) =>
    (await db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo)))[0];
  return {
    name: 'sandbox',
    async createOrder(input) {
      await db
        .insert(sandboxTrades)
        .values({ orderNo: input.orderNo, mchid: m.mchId, appid: m.appId })
        .onConflictDoNothing();
      if (input.scene.kind === 'h5') return { kind: 'h5', h5Url: sandboxH5Url(origin, input.orderNo) };
      const prepayId = 'wx' + nonce(28);
      const params = {
        appId: m.appId,
        timeStamp: String(Math.floor(Date.now() / 1000)),
        nonceStr: nonce(),
        package: `prepay_id=${prepayId}`,
        signType: 'HMAC-SHA256' as const,
      };
      return { kind: 'jsapi', prepayId, params: { ...params, paySign: wxPaySign(params, m.key) } };
    },
    async queryOrder(orderNo) {
      const t = await trade(orderNo);
      if (!t) throw new PayError('PAY_NOT_FOUND', '订单不存在');
      return {
        orderNo,
        state: STATES[t.state] ?? 'pending',
        transactionId: t.transactionId,
        amount: null,
        paidAt: t.paidAt,
      };
    },
    async closeOrder(orderNo) {
      const closed = await db
        .update(sandboxTrades)
        .set({ state: 'CLOSED' })
        .where(and(eq(sandboxTrades.orderNo, orderNo), eq(sandboxTrades.state, 'NOTPAY')))
        .returning();
      if (closed.length) return;
      const t = await trade(orderNo);
      if (t?.state === 'SUCCESS') throw new PayError('PAY_ALREADY_PAID', '订单已支付');
    },
    async refund() {
      throw new PayError('PAY_REFUSED', '沙箱支付不支持退款');
    },
    async queryRefund() {
      throw new PayError('PAY_NOT_FOUND', '沙箱支付不支持退款');
    },
    async parseNotify() {
      throw new PayError('PAY_BAD_NOTIFY', '沙箱支付的通知走 v2 接口');
    },
  };
}

/** The sandbox platform takes the payment (the cashier's 确认支付); false when the order is closed there. */
export async function sandboxPay(db: Db, orderNo: string, now: Date): Promise<string | null> {
  const [t] = await db
    .update(sandboxTrades)
    .set({ state: 'SUCCESS', transactionId: `4200${now.getTime()}${nonce(6)}`, paidAt: now })
    .where(and(eq(sandboxTrades.orderNo, orderNo), eq(sandboxTrades.state, 'NOTPAY')))
    .returning();
  if (t) return t.transactionId;
  const existing = (await db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo)))[0];
  return existing?.state === 'SUCCESS' ? existing.transactionId : null;
}

/** The merchant an order was made under at the sandbox platform (its notify carries it). */
export async function sandboxMerchantOf(
  db: Db,
  orderNo: string,
): Promise<{ mchid: string; appid: string } | null> {
  const [t] = await db
    .select({ mchid: sandboxTrades.mchid, appid: sandboxTrades.appid })
    .from(sandboxTrades)
    .where(eq(sandboxTrades.orderNo, orderNo));
  return t && t.mchid ? t : null;
}
