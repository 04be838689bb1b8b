import type { PayNotify } from '@contract/payment';
import { fee, FEE_CODE, sourcesOf, type FeeEvent } from '@domain/journeys';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { payLedger, payNotifications, payOrders, registrations } from '../../db/schema-admissions';
import { orgs, users } from '../../db/schema';
import { schoolMerchant } from '../../school/integrations';
import type { Caller } from '../../http/caller';
import type { ServerConfig, ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { H5_PAY_OFF } from '@domain/payment/pay-choices';
import { chinaText } from '../plan/china-text';
import { feeSources } from '../register/journey-codes';
import { ownRegistration, payRefusal } from '../register/service';
import { DEFAULT_PAY_ORDER_SETTINGS, type PayOrderSettings } from './lifecycle';
import { merchant, nonce } from './merchant';
import { isPayError, PayError, type PayProvider, type PayScene } from './provider';
import { sandboxMerchantOf, sandboxProvider } from './sandbox';
import { verifyWxPaySign, wxPaySign } from './wx-sign';

export { merchant, nonce } from './merchant';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;
export type OrderRow = typeof payOrders.$inferSelect;
export type TradeType = 'JSAPI' | 'MINIAPP' | 'H5';

const settingsOf = (config: ServerConfig): PayOrderSettings => config.payOrders ?? DEFAULT_PAY_ORDER_SETTINGS;

const newOrderNo = (now: Date) =>
  `ZS${now.getTime()}${randomBytes(4).readUInt32BE() % 100_000_000}`.slice(0, 32);

/**
 * Moves the registration's fee by one event of the fee model, as a conditional UPDATE whose WHERE
 * is the model's source states: a transition the model does not have changes nothing (false).
 */
export async function moveFee(
  db: Exec,
  registrationId: string,
  event: FeeEvent,
  now: Date,
): Promise<boolean> {
  const from = feeSources(event);
  // Every source of one event leads to the same state in the fee model.
  const to = sourcesOf(fee, event).map((s) => fee.transitions[s][event]!)[0];
  if (!from.length || !to) return false;
  const moved = await db
    .update(registrations)
    .set({ feeStatus: FEE_CODE[to], updatedAt: now })
    .where(and(eq(registrations.id, registrationId), inArray(registrations.feeStatus, from)))
    .returning({ id: registrations.id });
  return moved.length > 0;
}

/** The school's payment platform: its WeChat Pay v3 merchant, or the sandbox (PAYMENT_MODE=sandbox). */
export async function providerFor(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  tenantId: string,
  orgId: string,
  origin = 'http://localhost',
): Promise<PayProvider> {
  const payments = deps.config.payments;
  if (!payments || payments.mode === 'sandbox') {
    const [org] = await deps.db
      .select({ settings: orgs.settings })
      .from(orgs)
      .where(and(eq(orgs.id, orgId), eq(orgs.tenantId, tenantId)));
    const m = schoolMerchant(org?.settings);
    return sandboxProvider(deps.db, deps.config, origin, { mchId: m.mchid, appId: m.appId });
  }
  const p = await payments.forSchool(tenantId, orgId).catch((e: unknown) => {
    if (isPayError(e) && e.code === 'PAY_CONFIG')
      throw apiError('REFUSED', '学校的微信支付配置不完整或有误，请联系学校，或上传缴费凭证');
    throw e;
  });
  if (!p) throw apiError('REFUSED', '学校尚未开通微信支付，请上传缴费凭证');
  return p;
}

/** JSAPI and MINIAPP both pay by the user's WeChat identity; H5 is a separate order kind at WeChat. */
const sameKind = (a: string, b: string) => (a === 'H5') === (b === 'H5');

export interface OrderContext {
  /** This server's origin (the sandbox cashier's URL). */
  origin: string;
  clientIp: string;
}

export interface OpenedOrder {
  orderNo: string;
  amount: number;
  feeStatus: typeof FEE_CODE.pending;
  params: OrderRow['payParams'];
  payString: string;
  h5Url: string | null;
  reused: boolean;
  expiresAt: string;
}

function opened(o: OrderRow, reused: boolean): OpenedOrder {
  const params = o.tradeType === 'H5' ? null : o.payParams;
  return {
    orderNo: o.orderNo,
    amount: o.amount,
    feeStatus: FEE_CODE.pending,
    params,
    payString: params ? JSON.stringify({ ...params, orderNo: o.orderNo }) : '',
    h5Url: o.h5Url,
    reused,
    expiresAt: chinaText(o.expiresAt ?? o.createdAt),
  };
}

async function openOrderOf(db: Exec, registrationId: string): Promise<OrderRow | undefined> {
  return (
    await db
      .select()
      .from(payOrders)
      .where(and(eq(payOrders.registrationId, registrationId), eq(payOrders.status, 'pending')))
  )[0];
}

async function sceneFor(db: Db, caller: Caller, tradeType: TradeType, ctx: OrderContext): Promise<PayScene> {
  if (tradeType === 'H5') return { kind: 'h5', clientIp: ctx.clientIp, device: 'Wap' };
  const [u] = await db
    .select({ openid: users.wxOpenid })
    .from(users)
    .where(eq(users.id, caller.userId ?? ''));
  return { kind: 'jsapi', openid: u?.openid ?? '' };
}

/** Closes an open order on our side: order 已关闭 and, by the fee model, 待支付 → 已关闭. */
async function closeLocal(db: Db, o: OrderRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(payOrders)
      .set({ status: 'closed', closedAt: now, nextQueryAt: null })
      .where(and(eq(payOrders.orderNo, o.orderNo), eq(payOrders.status, 'pending')))
      .returning({ orderNo: payOrders.orderNo });
    if (!closed.length) return false;
    await moveFee(tx, o.registrationId, 'close', now);
    return true;
  });
}

/**
 * Closes an open order at the platform and here. The platform may answer that it was paid meanwhile:
 * then the order is settled from the platform's query instead. Returns what became of the order.
 */
async function closeOrder(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  provider: PayProvider,
  o: OrderRow,
  now: Date,
): Promise<'closed' | 'paid'> {
  try {
    await provider.closeOrder(o.orderNo);
  } catch (e) {
    if (isPayError(e) && e.code === 'PAY_ALREADY_PAID') {
      const snap = await provider.queryOrder(o.orderNo);
      if (snap.state === 'paid' && snap.transactionId) {
        await settlePayment(
          deps.db,
          { orderNo: o.orderNo, transactionId: snap.transactionId, amount: snap.amount ?? o.amount },
          now,
          'query',
        );
        return 'paid';
      }
    }
    if (!(isPayError(e) && e.code === 'PAY_NOT_FOUND')) throw e;
  }
  await closeLocal(deps.db, o, now);
  return 'closed';
}

/**
 * 去缴费 / 继续支付 / 重新支付 with a method that can pay in this runtime: the open order is continued
 * while valid (prepay at most 2 h, re-made after), an expired or other-kind one is closed, and a new
 * order is created otherwise. Fee 未缴费 / 待支付 / 已关闭 → 待支付 (openOrder / reopen of the model).
 */
export async function unifiedOrder(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  caller: Caller,
  input: { registrationId: string; tradeType: TradeType },
  ctx: OrderContext,
  now: Date,
): Promise<OpenedOrder> {
  const { db, config } = deps;
  const settings = settingsOf(config);
  const r = await ownRegistration(db, caller, input.registrationId);
  const refusal = payRefusal(r);
  if (refusal) throw apiError('REFUSED', refusal);
  // H5 pay is a separate product of the merchant account: only when the school turned it on.
  if (input.tradeType === 'H5' && r.h5_pay === false) throw apiError('REFUSED', H5_PAY_OFF);
  const provider = await providerFor(deps, caller.tenantId, r.org_id, ctx.origin);
  const scene = await sceneFor(db, caller, input.tradeType, ctx);
  if (scene.kind === 'jsapi' && config.payments?.mode === 'wxpay-v3' && !scene.openid)
    throw apiError('REFUSED', '请在微信中登录后再支付');

  const current = await openOrderOf(db, r.id);
  if (current) {
    const live = current.expiresAt && current.expiresAt.getTime() > now.getTime();
    if (live && sameKind(current.tradeType, input.tradeType)) {
      const prepayLive = current.prepayExpiresAt && current.prepayExpiresAt.getTime() > now.getTime();
      if (prepayLive) return opened(current, true);
      // The prepay expired (WeChat keeps one 2 h): a new one for the same order number.
      const made = await provider.createOrder({
        orderNo: current.orderNo,
        amount: current.amount,
        description: r.plan_name,
        scene,
        ...(current.expiresAt ? { expiresAt: current.expiresAt } : {}),
      });
      const [row] = await db
        .update(payOrders)
        .set({
          prepayId: made.kind === 'jsapi' ? made.prepayId : '',
          payParams: made.kind === 'jsapi' ? made.params : null,
          h5Url: made.kind === 'h5' ? made.h5Url : null,
          prepayExpiresAt: new Date(now.getTime() + settings.prepayTtlMs),
        })
        .where(and(eq(payOrders.orderNo, current.orderNo), eq(payOrders.status, 'pending')))
        .returning();
      if (!row) throw apiError('CONFLICT', '订单状态已变化，请刷新后重试');
      return opened(row, true);
    }
    if ((await closeOrder(deps, provider, current, now)) === 'paid')
      throw apiError('REFUSED', '已缴费，无需重复支付');
  }

  const orderNo = newOrderNo(now);
  const expiresAt = new Date(now.getTime() + settings.timeoutMs);
  const made = await provider.createOrder({
    orderNo,
    amount: r.amount,
    description: r.plan_name,
    scene,
    expiresAt,
  });
  return db.transaction(async (tx) => {
    const locked = await ownRegistration(tx, caller, r.id, true);
    const again = payRefusal(locked);
    if (again) throw apiError('REFUSED', again);
    const [created] = await tx
      .insert(payOrders)
      .values({
        orderNo,
        tenantId: caller.tenantId,
        registrationId: locked.id,
        userId: caller.userId ?? '',
        amount: locked.amount,
        status: 'pending',
        tradeType: input.tradeType,
        prepayId: made.kind === 'jsapi' ? made.prepayId : '',
        payParams: made.kind === 'jsapi' ? made.params : null,
        h5Url: made.kind === 'h5' ? made.h5Url : null,
        prepayExpiresAt: new Date(now.getTime() + settings.prepayTtlMs),
        expiresAt,
        nextQueryAt: new Date(now.getTime() + settings.firstQueryMs),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      // A parallel tap opened one first: continue that one.
      const other = await openOrderOf(tx, locked.id);
      if (!other) throw apiError('CONFLICT', '订单状态已变化，请刷新后重试');
      return opened(other, true);
    }
    const moved =
      (await moveFee(tx, locked.id, 'openOrder', now)) || (await moveFee(tx, locked.id, 'reopen', now));
    if (!moved) throw apiError('REFUSED', '当前缴费状态不能发起支付');
    return opened(created, false);
  });
}

export async function orderOf(db: Db, caller: Caller, orderNo: string) {
  const [o] = await db
    .select({ order: payOrders, feeStatus: registrations.feeStatus, orgId: registrations.orgId })
    .from(payOrders)
    .innerJoin(registrations, eq(registrations.id, payOrders.registrationId))
    .where(
      and(
        eq(payOrders.orderNo, orderNo),
        eq(payOrders.userId, caller.userId ?? ''),
        eq(payOrders.tenantId, caller.tenantId),
      ),
    );
  if (!o) throw apiError('NOT_FOUND', '订单不存在');
  return o;
}

export type SyncOutcome = 'paid' | 'pending' | 'closed';

/**
 * No notify yet: asks the platform. Paid → settled (the same path as a notify); closed there or
 * past PAY_ORDER_TIMEOUT_MIN → closed here (fee 已关闭, pay again with a new order); else the next
 * query is scheduled.
 */
export async function syncOrder(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  o: OrderRow,
  orgId: string,
  now: Date,
): Promise<SyncOutcome> {
  if (o.status === 'paid') return 'paid';
  if (o.status !== 'pending') return 'closed';
  const provider = await providerFor(deps, o.tenantId, orgId);
  const snap = await provider.queryOrder(o.orderNo).catch((e: unknown) => {
    if (isPayError(e) && e.code === 'PAY_NOT_FOUND') return null;
    throw e;
  });
  if (snap?.state === 'paid' && snap.transactionId) {
    const out = await settlePayment(
      deps.db,
      { orderNo: o.orderNo, transactionId: snap.transactionId, amount: snap.amount ?? o.amount },
      now,
      'query',
    );
    return out === 'paid' || out === 'duplicate' ? 'paid' : 'pending';
  }
  // Orders from before the lifecycle (no expires_at) time out from their creation.
  const expiresAt = o.expiresAt ?? new Date(o.createdAt.getTime() + settingsOf(deps.config).timeoutMs);
  // Closed at the platform, failed there (PAYERROR: that order cannot be paid again) or timed out.
  if (snap?.state === 'closed' || snap?.state === 'failed' || expiresAt.getTime() <= now.getTime()) {
    return closeOrder(deps, provider, o, now);
  }
  await deps.db
    .update(payOrders)
    .set({
      queryCount: sql`${payOrders.queryCount} + 1`,
      nextQueryAt: new Date(now.getTime() + settingsOf(deps.config).queryEveryMs),
    })
    .where(and(eq(payOrders.orderNo, o.orderNo), eq(payOrders.status, 'pending')));
  return 'pending';
}

/** Open orders whose query is due or whose time is up (the pay-orders job). */
export async function dueOrders(db: Db, now: Date, limit = 50) {
  return db
    .select({ order: payOrders, orgId: registrations.orgId })
    .from(payOrders)
    .innerJoin(registrations, eq(registrations.id, payOrders.registrationId))
    .where(
      and(
        eq(payOrders.status, 'pending'),
        or(lte(payOrders.nextQueryAt, now), lte(payOrders.expiresAt, now), isNull(payOrders.nextQueryAt)),
      ),
    )
    .orderBy(asc(payOrders.nextQueryAt))
    .limit(limit);
}

export type NotifyOutcome =
  'paid' | 'duplicate' | 'bad-sign' | 'unknown-order' | 'amount-mismatch' | 'not-success';

/**
 * The sandbox v2 notify (WeChat delivers it more than once, brief section 5): signature checked,
 * then settled like every other notify.
 */
export async function applyNotify(
  db: Db,
  n: PayNotify,
  config: ServerConfig,
  now: Date,
): Promise<NotifyOutcome> {
  const m = merchant(config);
  // The merchant the order was made under (the school's own, or the demo one).
  const under = (await sandboxMerchantOf(db, n.out_trade_no)) ?? { mchid: m.mchId, appid: m.appId };
  if (!verifyWxPaySign(n, m.key) || n.appid !== under.appid || n.mch_id !== under.mchid) return 'bad-sign';
  if (n.result_code !== 'SUCCESS') return 'not-success';
  return settlePayment(
    db,
    { orderNo: n.out_trade_no, transactionId: n.transaction_id, amount: Number(n.total_fee) },
    now,
  );
}

export type SettleOutcome = 'paid' | 'duplicate' | 'unknown-order' | 'amount-mismatch';

/**
 * The one settle path of every notify (sandbox v2, WeChat Pay v3) and of the order query: under the
 * order's row lock the first delivery pays (order paid, one pay_ledger row, fee → 已缴费 by the
 * model's settle sources); every later one is logged as `duplicate` and changes nothing. An order
 * closed here that the platform did take payment for is still settled (the money arrived).
 * `tenantId` limits it to the school whose merchant notified.
 */
export async function settlePayment(
  db: Db,
  p: { orderNo: string; transactionId: string; amount: number; tenantId?: string },
  now: Date,
  source: 'notify' | 'query' = 'notify',
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(payOrders).where(eq(payOrders.orderNo, p.orderNo)).for('update');
    let outcome: SettleOutcome;
    if (!o || (p.tenantId !== undefined && o.tenantId !== p.tenantId)) outcome = 'unknown-order';
    else if (o.amount !== p.amount) outcome = 'amount-mismatch';
    else if (o.status === 'paid') outcome = 'duplicate';
    else {
      await tx
        .update(payOrders)
        .set({ status: 'paid', transactionId: p.transactionId, paidAt: now, nextQueryAt: null })
        .where(and(eq(payOrders.orderNo, o.orderNo), inArray(payOrders.status, ['pending', 'closed'])));
      const ledger = await tx
        .insert(payLedger)
        .values({
          orderNo: o.orderNo,
          tenantId: o.tenantId,
          registrationId: o.registrationId,
          amount: o.amount,
          transactionId: p.transactionId,
          source,
          paidAt: now,
        })
        .onConflictDoNothing()
        .returning({ orderNo: payLedger.orderNo });
      if (ledger.length) await moveFee(tx, o.registrationId, 'settle', now);
      outcome = ledger.length ? 'paid' : 'duplicate';
    }
    await tx.insert(payNotifications).values({
      orderNo: p.orderNo,
      transactionId: p.transactionId,
      outcome: source === 'query' ? `query-${outcome}` : outcome,
      receivedAt: now,
    });
    return outcome;
  });
}

/** What the sandbox "WeChat" sends for a successful payment of an order. */
export function notifyFor(
  order: { order_no: string; amount: number } | { orderNo: string; amount: number },
  config: ServerConfig,
  now: Date,
  transactionId = `4200${now.getTime()}${nonce(6)}`,
  under?: { mchid: string; appid: string } | null,
): PayNotify {
  const m = merchant(config);
  const orderNo = 'orderNo' in order ? order.orderNo : order.order_no;
  const fields = {
    appid: under?.appid ?? m.appId,
    mch_id: under?.mchid ?? m.mchId,
    nonce_str: nonce(),
    out_trade_no: orderNo,
    transaction_id: transactionId,
    total_fee: String(Number(order.amount)),
    result_code: 'SUCCESS',
    time_end: now.toISOString().replace(/\D/g, '').slice(0, 14),
    sign_type: 'HMAC-SHA256' as const,
  };
  return { ...fields, sign: wxPaySign(fields, m.key) };
}

export { PayError };
