import type {
  CreatedOrder,
  CreateOrderInput,
  NotifyEvent,
  OrderSnapshot,
  OrderState,
  PayProvider,
  RefundInput,
  RefundSnapshot,
  RefundState,
} from '../provider';
import { PayError } from '../provider';
import type { WxPayV3Config } from './config';
import {
  closePath,
  createPath,
  mchBody,
  payerAppId,
  payerBody,
  queryPath,
  REFUND_PATH,
  refundQueryPath,
} from './paths';
import {
  authorization,
  decryptResource,
  type EncryptedResource,
  jsapiPayParams,
  v3Nonce,
  verifyPlatformSignature,
} from './sign';

export interface WxPayV3Options {
  fetch?: typeof fetch;
  now?: () => Date;
  /** Per request; WeChat asks merchants to time out rather than wait. Default 10 s. */
  timeoutMs?: number;
}

const TRADE_STATES: Record<string, OrderState> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'paying',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};
const REFUND_STATES: Record<string, RefundState> = {
  SUCCESS: 'success',
  CLOSED: 'closed',
  PROCESSING: 'processing',
  ABNORMAL: 'abnormal',
};
const NOT_FOUND = new Set(['ORDER_NOT_EXIST', 'ORDERNOTEXIST', 'RESOURCE_NOT_EXISTS']);

/** time_expire in RFC 3339 with China's offset, as WeChat's examples write it. */
const chinaRfc3339 = (d: Date): string =>
  new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00');

interface Transaction {
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number };
  mchid?: string;
  appid?: string;
  sp_mchid?: string;
  sub_mchid?: string;
  sp_appid?: string;
}

interface Refund {
  out_refund_no: string;
  refund_id: string;
  status: string;
  amount: { refund: number };
}

/** WeChat Pay APIv3 for one school's merchant (direct or service-provider mode), on Node's crypto. */
export function wxPayV3Provider(c: WxPayV3Config, opts: WxPayV3Options = {}): PayProvider {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function request<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T | null> {
    const body = payload ? JSON.stringify(payload) : '';
    const auth = authorization({
      mchid: c.mchid,
      serialNo: c.serialNo,
      key: c.privateKey,
      method,
      url,
      body,
      timestamp: Math.floor(now().getTime() / 1000),
      nonce: v3Nonce(),
    });
    let res: Response;
    try {
      res = await doFetch(c.baseUrl + url, {
        method,
        headers: {
          Authorization: auth,
          Accept: 'application/json',
          'User-Agent': 'zhaosheng-server/1 wxpay-v3',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(payload ? { body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PayError('PAY_NETWORK', '无法连接微信支付');
    }
    const text = await res.text();
    if (!res.ok) {
      let err: { code?: string; message?: string } = {};
      try {
        err = JSON.parse(text) as typeof err;
      } catch {
        /* not JSON */
      }
      const code = err.code ?? `HTTP_${res.status}`;
      if (res.status === 404 || NOT_FOUND.has(code))
        throw new PayError('PAY_NOT_FOUND', err.message ?? code, code);
      if (code === 'ORDERPAID') throw new PayError('PAY_ALREADY_PAID', err.message ?? code, code);
      throw new PayError('PAY_REFUSED', err.message ?? code, code);
    }
    // Every successful answer is signed by the platform; an unsigned or forged one is not trusted.
    verifyPlatformSignature(Object.fromEntries(res.headers), text, c.platformKeys, now().getTime());
    if (!text) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PayError('PAY_REFUSED', '微信支付应答不是 JSON');
    }
  }

  const snapshot = (t: Transaction): OrderSnapshot => ({
    orderNo: t.out_trade_no,
    state: TRADE_STATES[t.trade_state] ?? 'pending',
    transactionId: t.transaction_id ?? null,
    amount: typeof t.amount?.total === 'number' ? t.amount.total : null,
    paidAt: t.success_time ? new Date(t.success_time) : null,
  });
  const refundSnapshot = (r: Refund): RefundSnapshot => ({
    refundNo: r.out_refund_no,
    refundId: r.refund_id,
    state: REFUND_STATES[r.status] ?? 'processing',
    amount: r.amount.refund,
  });
  const ours = (t: Transaction): boolean =>
    c.mode === 'sp'
      ? t.sp_mchid === c.mchid && t.sub_mchid === c.subMchid && t.sp_appid === c.appid
      : t.mchid === c.mchid && t.appid === c.appid;

  return {
    name: 'wxpay-v3',

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      const common = {
        ...mchBody(c),
        description: input.description.slice(0, 127),
        out_trade_no: input.orderNo,
        notify_url: c.notifyUrl,
        amount: { total: input.amount, currency: 'CNY' },
        ...(input.expiresAt ? { time_expire: chinaRfc3339(input.expiresAt) } : {}),
      };
      if (input.scene.kind === 'jsapi') {
        const r = await request<{ prepay_id: string }>('POST', createPath(c, 'jsapi'), {
          ...common,
          payer: payerBody(c, input.scene.openid),
        });
        if (!r?.prepay_id) throw new PayError('PAY_REFUSED', '微信支付未返回 prepay_id');
        return {
          kind: 'jsapi',
          prepayId: r.prepay_id,
          params: jsapiPayParams(payerAppId(c), r.prepay_id, c.privateKey, now().getTime()),
        };
      }
      const r = await request<{ h5_url: string }>('POST', createPath(c, 'h5'), {
        ...common,
        scene_info: { payer_client_ip: input.scene.clientIp, h5_info: { type: input.scene.device } },
      });
      if (!r?.h5_url) throw new PayError('PAY_REFUSED', '微信支付未返回 h5_url');
      return { kind: 'h5', h5Url: r.h5_url };
    },

    async queryOrder(orderNo) {
      const t = await request<Transaction>('GET', queryPath(c, orderNo));
      if (!t) throw new PayError('PAY_REFUSED', '微信支付应答为空');
      return snapshot(t);
    },

    async closeOrder(orderNo) {
      const body = c.mode === 'sp' ? { sp_mchid: c.mchid, sub_mchid: c.subMchid } : { mchid: c.mchid };
      await request('POST', closePath(c, orderNo), body);
    },

    async refund(input: RefundInput) {
      const r = await request<Refund>('POST', REFUND_PATH, {
        ...(c.mode === 'sp' ? { sub_mchid: c.subMchid } : {}),
        out_trade_no: input.orderNo,
        out_refund_no: input.refundNo,
        ...(input.reason ? { reason: input.reason.slice(0, 80) } : {}),
        amount: { refund: input.amount, total: input.total, currency: 'CNY' },
      });
      if (!r) throw new PayError('PAY_REFUSED', '微信支付应答为空');
      return refundSnapshot(r);
    },

    async queryRefund(refundNo) {
      const r = await request<Refund>('GET', refundQueryPath(c, refundNo));
      if (!r) throw new PayError('PAY_REFUSED', '微信支付应答为空');
      return refundSnapshot(r);
    },

    async parseNotify(headers, rawBody): Promise<NotifyEvent> {
      verifyPlatformSignature(headers, rawBody, c.platformKeys, now().getTime());
      let n: { event_type?: string; resource?: EncryptedResource };
      try {
        n = JSON.parse(rawBody) as typeof n;
      } catch {
        throw new PayError('PAY_BAD_NOTIFY', '通知不是 JSON');
      }
      if (!n.resource || typeof n.resource !== 'object')
        throw new PayError('PAY_BAD_NOTIFY', '通知缺少 resource');
      let t: Transaction;
      try {
        t = JSON.parse(decryptResource(c.apiV3Key, n.resource)) as Transaction;
      } catch (e) {
        if (e instanceof PayError) throw e;
        throw new PayError('PAY_BAD_NOTIFY', '通知内容无效');
      }
      if (!ours(t)) throw new PayError('PAY_BAD_NOTIFY', '商户号或 appid 不符');
      if (!t.out_trade_no || !t.transaction_id || typeof t.amount?.total !== 'number')
        throw new PayError('PAY_BAD_NOTIFY', '通知缺少订单字段');
      return {
        orderNo: t.out_trade_no,
        transactionId: t.transaction_id,
        amount: t.amount.total,
        state: TRADE_STATES[t.trade_state] ?? 'pending',
      };
    },
  };
}
