import { createCipheriv, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  parseAuthorization,
  rsaSign,
  rsaVerify,
  v3Nonce,
} from '../../../server/src/modules/pay/wxpay-v3/sign';

/**
 * A local WeChat Pay APIv3 (the published protocol, keys generated here): checks the merchant's
 * Authorization signature, answers prepay ids, h5_url, order states, close and refunds, signs every
 * answer with the platform key and makes signed, AES-256-GCM encrypted notifies.
 */
export interface FakeOrder {
  outTradeNo: string;
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string | null;
  ids: Record<string, string>;
  prepayId: string;
}

export interface FakeRequest {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

export const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

export async function wxpayV3Fake(opts: {
  merchantPublicKey: KeyObject;
  merchantSerial: string;
  apiV3Key: string;
}) {
  const platform = keyPair();
  const platformSerial = randomBytes(20).toString('hex').toUpperCase();
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<
    string,
    {
      out_refund_no: string;
      refund_id: string;
      status: string;
      amount: { refund: number; total: number; currency: string };
    }
  >();
  const requests: FakeRequest[] = [];
  const refused: { url: string; reason: string }[] = [];

  /** Platform headers over `timestamp\nnonce\nbody\n`. */
  const signedHeaders = (body: string, timestamp = Math.floor(Date.now() / 1000)) => {
    const nonce = v3Nonce();
    return {
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': rsaSign(platform.privateKey, [String(timestamp), nonce, body]),
      'Wechatpay-Serial': platformSerial,
    };
  };

  const send = (res: ServerResponse, status: number, payload: object | null) => {
    const body = payload ? JSON.stringify(payload) : '';
    res.writeHead(status, { 'Content-Type': 'application/json', ...signedHeaders(body) });
    res.end(body);
  };

  const checkAuth = (req: IncomingMessage, body: string): string | null => {
    const a = parseAuthorization(req.headers.authorization);
    if (!a) return '缺少 Authorization';
    if (a.serial_no !== opts.merchantSerial) return '商户证书序列号不符';
    if (Math.abs(Date.now() / 1000 - Number(a.timestamp)) > 300) return '时间戳过期';
    const ok = rsaVerify(
      opts.merchantPublicKey,
      [req.method!, req.url!, a.timestamp!, a.nonce_str!, body],
      a.signature!,
    );
    return ok ? null : '签名错误';
  };

  const transaction = (o: FakeOrder) => ({
    ...o.ids,
    out_trade_no: o.outTradeNo,
    trade_state: o.state,
    ...(o.transactionId ? { transaction_id: o.transactionId, success_time: new Date().toISOString() } : {}),
    amount: { total: o.total, payer_total: o.total, currency: 'CNY' },
  });

  const ids = (b: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(
      ['mchid', 'appid', 'sp_mchid', 'sub_mchid', 'sp_appid', 'sub_appid']
        .filter((k) => typeof b[k] === 'string')
        .map((k) => [k, b[k] as string]),
    );

  function route(method: string, path: string, b: Record<string, unknown>): [number, object | null] {
    const create = /^\/v3\/pay(?:\/partner)?\/transactions\/(jsapi|h5)$/.exec(path);
    if (method === 'POST' && create) {
      const no = String(b.out_trade_no);
      const total = (b.amount as { total: number }).total;
      const prev = orders.get(no);
      if (prev?.state === 'SUCCESS') return [400, { code: 'ORDERPAID', message: '该订单已支付' }];
      const o: FakeOrder = prev ?? {
        outTradeNo: no,
        total,
        state: 'NOTPAY',
        transactionId: null,
        ids: ids(b),
        prepayId: `wx${randomBytes(14).toString('hex')}`,
      };
      orders.set(no, o);
      return create[1] === 'jsapi'
        ? [200, { prepay_id: o.prepayId }]
        : [
            200,
            {
              h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${o.prepayId}&package=${randomBytes(4).readUInt32BE()}`,
            },
          ];
    }
    const one = /^\/v3\/pay(?:\/partner)?\/transactions\/out-trade-no\/([^/?]+)(\/close)?$/.exec(path);
    if (one) {
      const o = orders.get(decodeURIComponent(one[1]!));
      if (!o) return [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }];
      if (method === 'GET' && !one[2]) return [200, transaction(o)];
      if (method === 'POST' && one[2]) {
        if (o.state === 'SUCCESS') return [400, { code: 'ORDERPAID', message: '订单已支付' }];
        o.state = 'CLOSED';
        return [204, null];
      }
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const o = orders.get(String(b.out_trade_no));
      if (!o || o.state !== 'SUCCESS') return [400, { code: 'INVALID_REQUEST', message: '订单未支付' }];
      const amount = b.amount as { refund: number; total: number };
      if (amount.total !== o.total || amount.refund > o.total)
        return [400, { code: 'PARAM_ERROR', message: '退款金额不符' }];
      const r = {
        out_refund_no: String(b.out_refund_no),
        refund_id: `50${randomBytes(8).toString('hex')}`,
        status: 'PROCESSING',
        amount: { ...amount, currency: 'CNY' },
      };
      refunds.set(r.out_refund_no, r);
      o.state = 'REFUND';
      return [200, r];
    }
    const refund = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(path);
    if (method === 'GET' && refund) {
      const r = refunds.get(decodeURIComponent(refund[1]!));
      if (!r) return [404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' }];
      r.status = 'SUCCESS'; // settles on the first query
      return [200, r];
    }
    return [404, { code: 'NOT_FOUND', message: '无此接口' }];
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const problem = checkAuth(req, body);
      if (problem) {
        refused.push({ url: req.url!, reason: problem });
        return send(res, 401, { code: 'SIGN_ERROR', message: problem });
      }
      const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : null;
      requests.push({ method: req.method!, url: req.url!, body: parsed });
      const [status, payload] = route(req.method!, req.url!.split('?')[0]!, parsed ?? {});
      send(res, status, payload);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Encrypts a resource as WeChat does (ciphertext = AES-256-GCM output + 16-byte tag, base64). */
  const encrypt = (plain: string, key = opts.apiV3Key) => {
    const nonce = randomBytes(6).toString('hex');
    const associated_data = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associated_data, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      nonce,
      associated_data,
      original_type: 'transaction',
    };
  };

  return {
    baseUrl,
    platformPublicKey: platform.publicKey,
    platformSerial,
    orders,
    requests,
    refused,
    signedHeaders,
    encrypt,
    /** The user pays: the order becomes SUCCESS. */
    pay(outTradeNo: string) {
      const o = orders.get(outTradeNo);
      if (!o) throw new Error(`fake: no order ${outTradeNo}`);
      o.state = 'SUCCESS';
      o.transactionId ??= `4200${Date.now()}${randomBytes(3).toString('hex')}`;
      return o;
    },
    /** A TRANSACTION.SUCCESS notify for a paid order (or any transaction fields), signed and encrypted. */
    notify(fields: Record<string, unknown>, o: { timestamp?: number; apiV3Key?: string } = {}) {
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: encrypt(
          JSON.stringify({ trade_state: 'SUCCESS', trade_type: 'JSAPI', ...fields }),
          o.apiV3Key,
        ),
      });
      return { body, headers: { 'Content-Type': 'application/json', ...signedHeaders(body, o.timestamp) } };
    },
    transaction(outTradeNo: string) {
      return transaction(orders.get(outTradeNo)!);
    },
    /** Delivers a notify to a URL over HTTP, as WeChat does. */
    async send(url: string, n: { body: string; headers: Record<string, string> }) {
      const res = await fetch(url, { method: 'POST', headers: n.headers, body: n.body });
      return { status: res.status, text: await res.text() };
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
export type WxPayV3Fake = Awaited<ReturnType<typeof wxpayV3Fake>>;
