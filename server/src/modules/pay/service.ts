import type { PayNotify } from '@contract/payment';
import { FEE_CODE } from '@domain/journeys';
import { codeList, feeSources } from '../register/journey-codes';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { Caller } from '../../http/caller';
import { hmac } from '../../http/crypto';
import type { ServerConfig } from '../../http/deps';
import { apiError } from '../../http/errors';
import { toInt } from '../plan/china-text';
import { ownRegistration, payRefusal } from '../register/service';
import { verifyWxPaySign, wxPaySign } from './wx-sign';

/** The sandbox merchant: its key and JSSDK ticket derive from the server secret (shared by every process). */
export function merchant(config: ServerConfig) {
  return {
    appId: config.appId,
    mchId: '1900000109',
    key: hmac(config.secret, 'sandbox-mch-key').slice(0, 32),
    jsapiTicket: hmac(config.secret, 'sandbox-jsapi-ticket'),
  };
}

export const nonce = (n = 16) => randomBytes(n).toString('hex').slice(0, n);

export interface OrderRow {
  order_no: string;
  tenant_id: string;
  registration_id: string;
  user_id: string;
  amount: number;
  status: 'pending' | 'paid';
  prepay_id: string;
  transaction_id: string | null;
  paid_at: Date | null;
}

function payParams(config: ServerConfig, prepayId: string, now: Date) {
  const m = merchant(config);
  const base = {
    appId: m.appId,
    timeStamp: String(Math.floor(now.getTime() / 1000)),
    nonceStr: nonce(),
    package: `prepay_id=${prepayId}`,
    signType: 'HMAC-SHA256' as const,
  };
  return { ...base, paySign: wxPaySign(base, m.key) };
}

const newOrderNo = (now: Date) =>
  `ZS${now.getTime()}${randomBytes(4).readUInt32BE() % 100_000_000}`.slice(0, 32);

/**
 * One order per registration (unique registration_id), amount from the registration's plan fee;
 * fee status 未缴费 → 支付处理中. A repeat returns the same order with fresh pay parameters.
 */
/** An order opens from 未缴费 / 待支付 and reopens from 已关闭 (the fee model). */
const openSources = () => [...new Set([...feeSources('openOrder'), ...feeSources('reopen')])];

export async function unifiedOrder(
  db: Db,
  caller: Caller,
  registrationId: string,
  config: ServerConfig,
  now: Date,
) {
  const r = await ownRegistration(db, caller, registrationId);
  const refusal = payRefusal(r);
  if (refusal) throw apiError('REFUSED', refusal);
  const order = await db.transaction(async (tx) => {
    const locked = await ownRegistration(tx, caller, registrationId, true);
    const again = payRefusal(locked);
    if (again) throw apiError('REFUSED', again);
    const [created] = await rows<OrderRow>(
      tx,
      sql`INSERT INTO pay_orders (order_no, tenant_id, registration_id, user_id, amount, prepay_id, created_at)
          VALUES (${newOrderNo(now)}, ${caller.tenantId}, ${locked.id}, ${caller.userId}, ${locked.amount}, ${'wx' + nonce(28)}, ${now})
          ON CONFLICT (registration_id) DO NOTHING RETURNING *`,
    );
    await tx.execute(
      sql`UPDATE registrations SET fee_status = ${FEE_CODE.pending}, updated_at = ${now}
          WHERE id = ${locked.id} AND fee_status IN (${codeList(openSources())})`,
    );
    if (created) return created;
    const [existing] = await rows<OrderRow>(
      tx,
      sql`SELECT * FROM pay_orders WHERE registration_id = ${locked.id}`,
    );
    return existing!;
  });
  const params = payParams(config, order.prepay_id, now);
  return {
    orderNo: order.order_no,
    amount: toInt(order.amount),
    feeStatus: 2 as const,
    params,
    payString: JSON.stringify({ ...params, orderNo: order.order_no }),
  };
}

export async function orderOf(db: Db, caller: Caller, orderNo: string) {
  const [o] = await rows<OrderRow & { fee_status: 1 | 2 | 3 | 4 | 5 }>(
    db,
    sql`SELECT o.*, r.fee_status FROM pay_orders o JOIN registrations r ON r.id = o.registration_id
        WHERE o.order_no = ${orderNo} AND o.user_id = ${caller.userId} AND o.tenant_id = ${caller.tenantId}`,
  );
  if (!o) throw apiError('NOT_FOUND', '订单不存在');
  return o;
}

export type NotifyOutcome =
  'paid' | 'duplicate' | 'bad-sign' | 'unknown-order' | 'amount-mismatch' | 'not-success';

/**
 * The payment notify (WeChat delivers it more than once, brief section 5): signature checked, then
 * under the order's row lock the first delivery pays (order paid, fee 支付处理中/未缴费 → 已缴费)
 * and every later one changes nothing.
 */
export async function applyNotify(
  db: Db,
  n: PayNotify,
  config: ServerConfig,
  now: Date,
): Promise<NotifyOutcome> {
  const m = merchant(config);
  if (!verifyWxPaySign(n, m.key) || n.appid !== m.appId || n.mch_id !== m.mchId) return 'bad-sign';
  if (n.result_code !== 'SUCCESS') return 'not-success';
  return settlePayment(
    db,
    { orderNo: n.out_trade_no, transactionId: n.transaction_id, amount: Number(n.total_fee) },
    now,
  );
}

export type SettleOutcome = 'paid' | 'duplicate' | 'unknown-order' | 'amount-mismatch';

/**
 * The one settle path of every provider's notify (sandbox v2, WeChat Pay v3): under the order's row
 * lock the first delivery pays (order paid, fee 支付处理中/未缴费 → 已缴费), every later one is logged
 * as `duplicate` and changes nothing. `tenantId` limits it to the school whose merchant notified.
 */
export async function settlePayment(
  db: Db,
  p: { orderNo: string; transactionId: string; amount: number; tenantId?: string },
  now: Date,
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [o] = await rows<OrderRow>(
      tx,
      sql`SELECT * FROM pay_orders WHERE order_no = ${p.orderNo} FOR UPDATE`,
    );
    let outcome: SettleOutcome;
    if (!o || (p.tenantId !== undefined && o.tenant_id !== p.tenantId)) outcome = 'unknown-order';
    else if (toInt(o.amount) !== p.amount) outcome = 'amount-mismatch';
    else if (o.status === 'paid') outcome = 'duplicate';
    else {
      await tx.execute(
        sql`UPDATE pay_orders SET status = 'paid', transaction_id = ${p.transactionId}, paid_at = ${now}
            WHERE order_no = ${o.order_no} AND status = 'pending'`,
      );
      await tx.execute(
        sql`UPDATE registrations SET fee_status = ${FEE_CODE.paid}, updated_at = ${now}
            WHERE id = ${o.registration_id} AND fee_status IN (${codeList(feeSources('settle'))})`,
      );
      outcome = 'paid';
    }
    await tx.execute(
      sql`INSERT INTO pay_notifications (order_no, transaction_id, outcome, received_at)
          VALUES (${p.orderNo}, ${p.transactionId}, ${outcome}, ${now})`,
    );
    return outcome;
  });
}

/** What the sandbox "WeChat" sends for a successful payment of an order. */
export function notifyFor(
  order: Pick<OrderRow, 'order_no' | 'amount'>,
  config: ServerConfig,
  now: Date,
): PayNotify {
  const m = merchant(config);
  const fields = {
    appid: m.appId,
    mch_id: m.mchId,
    nonce_str: nonce(),
    out_trade_no: order.order_no,
    transaction_id: `4200${now.getTime()}${nonce(6)}`,
    total_fee: String(toInt(order.amount)),
    result_code: 'SUCCESS',
    time_end: now.toISOString().replace(/\D/g, '').slice(0, 14),
    sign_type: 'HMAC-SHA256' as const,
  };
  return { ...fields, sign: wxPaySign(fields, m.key) };
}
