import type { HostProfile } from '../shell/hosts/host-profile';

/** The order type of each runtime's 微信支付 (the contract's tradeType). */
export type WechatTradeType = 'JSAPI' | 'MINIAPP' | 'H5';
const WECHAT_TRADE_TYPES: readonly string[] = ['JSAPI', 'MINIAPP', 'H5'] satisfies WechatTradeType[];

/** The method that continues in WeChat (src-adapters/payment/browser-payment.ts): never a pay choice. */
export const CONTINUE_IN_WECHAT = 'continue-in-wechat';

/**
 * How a page outside WeChat hands over to WeChat: on a phone the link is copied and opened in
 * WeChat on the same phone (a QR code would need a second phone); on a computer the phone scans a QR.
 */
export type ContinueInWechat = 'copy-link' | 'scan-qr';

export interface PayChoices {
  /** The one 微信支付 of this runtime, by its order type; null where WeChat Pay cannot open here. */
  wechatPay: WechatTradeType | null;
  /** Outside WeChat: continuing in WeChat, offered as a described secondary action. */
  continueInWechat: ContinueInWechat | null;
}

/** The server's refusal of an H5 order when the school has not turned H5 pay on (学校设置). */
export const H5_PAY_OFF = '本校未开通手机浏览器微信支付，请复制链接到微信中缴费';

/** What the school has set up for online payment. */
export interface SchoolPayOptions {
  /** WeChat H5 pay (a separate product of the merchant account) for plain mobile browsers. */
  h5Pay: boolean;
}

/**
 * Issue 23 (defect 4): one 微信支付 per runtime — JSAPI in WeChat, the native pay page in the
 * mini-program, H5 pay in a plain mobile browser when the school has it — and, outside WeChat,
 * continuing in WeChat as a secondary action beside it.
 */
export function payChoices(
  host: Pick<HostProfile, 'environment' | 'capabilities'>,
  school: SchoolPayOptions,
): PayChoices {
  if (host.capabilities.payChannel === 'wechat-jsapi') return { wechatPay: 'JSAPI', continueInWechat: null };
  if (host.capabilities.payChannel === 'mini-program-page')
    return { wechatPay: 'MINIAPP', continueInWechat: null };
  if (host.environment === 'h5')
    return { wechatPay: school.h5Pay ? 'H5' : null, continueInWechat: 'copy-link' };
  return { wechatPay: null, continueInWechat: 'scan-qr' };
}

/**
 * Whether a method is listed as a pay choice: a WeChat Pay method only when it is this runtime's
 * one 微信支付; continuing in WeChat never (it is the secondary action); any other kind of method
 * (e.g. a school's own cashier) as it is.
 */
export function isPayChoice(method: { id: string; orderType: string | null }, choices: PayChoices): boolean {
  if (method.id === CONTINUE_IN_WECHAT) return false;
  if (method.orderType && WECHAT_TRADE_TYPES.includes(method.orderType))
    return method.orderType === choices.wechatPay;
  return true;
}
