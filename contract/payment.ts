import { chinaInstant } from './common';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ENROLLMENT_BASE, feeStatus } from './enrollment';

/**
 * The messaging-app payment provider segment of /pay-mobile-h5-api/api/common/{provider}/ (spec
 * section 7). The app pays with this one provider, so each pay operation is declared once with it
 * fixed in its path (getPublicConfig, redirectOauth2, …): the client calls the declaration itself,
 * which reaches the bundle as plain data. `payBase` builds the base for another provider (server
 * and tests; as a function it is left out of the client bundle, scripts/vite-zod-free-contract.ts).
 */
export const PAY_PROVIDER = 'wechat';
export const payBase = (provider: string = PAY_PROVIDER) => `/pay-mobile-h5-api/api/common/${provider}/pay/`;

/** pending: open (待支付); paid; closed: timed out or replaced (已关闭, pay again with a new order). */
export const orderStatus = z.enum(['pending', 'paid', 'closed']);

/** Parameters for wx.chooseWXPay / the mini-program pay page (WeChat JSAPI names). */
export const payParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  /** HMAC-SHA256 from the sandbox merchant, RSA from WeChat Pay APIv3. */
  signType: z.enum(['HMAC-SHA256', 'RSA']),
  paySign: z.string(),
});

/**
 * Opens (or continues) the registration's order for a method that can pay in this runtime: JSAPI in
 * WeChat (the user's openid), MINIAPP in the mini-program, H5 in a plain mobile browser (h5Url). An
 * open order is reused while valid (its prepay at most 2 h); a closed one is replaced by a new order.
 * Fee status 未缴费 / 已关闭 → 待支付.
 */
export const unifiedOrder = endpoint({
  method: 'POST',
  path: ENROLLMENT_BASE + 'pay/unifiedorder',
  access: 'user',
  request: z.object({
    registrationId: z.string().trim().min(1, '缺少报名编号').max(64).describe('报名记录'),
    tradeType: z.enum(['JSAPI', 'MINIAPP', 'H5']).default('JSAPI'),
  }),
  response: z.object({
    orderNo: z.string(),
    amount: z.number().int(),
    feeStatus,
    /** JSAPI / MINIAPP: wx.chooseWXPay parameters; null for H5. */
    params: payParams.nullable(),
    /** For /pages/wxPay/wxPay?str= (the client encodes it); empty for H5. */
    payString: z.string(),
    /** H5: WeChat's cashier URL (the client adds redirect_url); null otherwise. */
    h5Url: z.string().nullable(),
    /** The open order was continued rather than created. */
    reused: z.boolean(),
    /** The order closes unpaid after this instant. */
    expiresAt: chinaInstant,
  }),
});

/** The order query the app polls after coming back from paying: an open order is first asked of the payment platform (a lost notify settles, a timed-out order closes). */
export const queryOrder = endpoint({
  method: 'POST',
  path: ENROLLMENT_BASE + 'pay/queryOrder',
  access: 'user',
  request: z.object({ orderNo: z.string().trim().min(1, '缺少订单号').max(64).describe('订单号') }),
  response: z.object({
    orderNo: z.string(),
    registrationId: z.string(),
    status: orderStatus,
    amount: z.number().int(),
    feeStatus,
    paidAt: chinaInstant.nullable(),
  }),
});

/** JSSDK config for wx.config (brief section 5): paySign = sha1 over the URL without its hash. */
export const getPublicConfig = endpoint({
  method: 'GET',
  path: payBase() + 'getpublicconfig',
  access: 'public',
  request: z.object({ url: z.string().trim().url('url 格式不正确').max(2048).describe('url') }),
  response: z.object({ appId: z.string(), timestamp: z.string(), nonceStr: z.string(), paySign: z.string() }),
});

/**
 * An OAuth-style authorize URL; the client rewrites its redirect_uri to carry tempData.
 * orderNo (optional) travels back as `state`, so the payment-return page knows the order.
 */
export const redirectOauth2 = endpoint({
  method: 'GET',
  path: payBase() + 'redirectoauth2',
  access: 'public',
  request: z.object({
    preUrl: z.string().trim().url('preUrl 格式不正确').max(2048).describe('preUrl'),
    orderNo: z.string().max(64).optional(),
  }),
  response: z.string(),
});

/** The sandbox cashier (payment-return app) confirms an order; the sandbox then sends the signed notify. */
export const sandboxConfirm = endpoint({
  method: 'POST',
  path: payBase() + 'sandbox/confirm',
  access: 'public',
  request: z.object({
    orderNo: z.string().trim().min(1, '缺少订单号').max(64).describe('订单号'),
    /** The OAuth code (JSAPI); absent for an H5 order, whose cashier is reached without OAuth. */
    code: z.string().min(1, '缺少授权码').max(512).optional(),
    /** Sandbox tester switch: pay without delivering the notify (the order query must settle it). */
    notify: z.boolean().default(true),
  }),
  response: z.object({ orderNo: z.string(), status: orderStatus, amount: z.number().int() }),
});

/** What the payment-return app shows (public: an order number reveals only amount and status). */
export const sandboxOrder = endpoint({
  method: 'GET',
  path: payBase() + 'sandbox/order',
  access: 'public',
  request: z.object({ orderNo: z.string().trim().min(1, '缺少订单号').max(64).describe('订单号') }),
  response: z.object({
    orderNo: z.string(),
    status: orderStatus,
    amount: z.number().int(),
    planName: z.string(),
    /** The merchant the order was made under (收款商户号): the school's own once saved in 学校设置. */
    mchid: z.string(),
  }),
});

/** WeChat Pay v2 notify fields (JSON here), signed HMAC-SHA256 with the merchant key. */
export const payNotify = z.object({
  appid: z.string(),
  mch_id: z.string(),
  nonce_str: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string(),
  total_fee: z.union([z.string(), z.number()]),
  result_code: z.string(),
  time_end: z.string(),
  sign_type: z.literal('HMAC-SHA256'),
  sign: z.string(),
});
export type PayNotify = z.infer<typeof payNotify>;
export const PAY_NOTIFY_PATH = payBase() + 'notify';
