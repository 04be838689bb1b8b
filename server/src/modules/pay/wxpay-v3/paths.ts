import type { WxPayV3Config } from './config';

type Mch = Pick<WxPayV3Config, 'mode' | 'mchid' | 'appid' | 'subMchid' | 'subAppid'>;
const enc = encodeURIComponent;

/** Service-provider mode uses the partner endpoints; a direct merchant the plain ones. */
const txBase = (m: Mch) => (m.mode === 'sp' ? '/v3/pay/partner/transactions' : '/v3/pay/transactions');

export const createPath = (m: Mch, kind: 'jsapi' | 'h5'): string => `${txBase(m)}/${kind}`;

/** The merchant ids as the query of a GET (sp_mchid + sub_mchid, or mchid). */
const mchQuery = (m: Mch): string =>
  m.mode === 'sp' ? `sp_mchid=${enc(m.mchid)}&sub_mchid=${enc(m.subMchid ?? '')}` : `mchid=${enc(m.mchid)}`;

export const queryPath = (m: Mch, orderNo: string): string =>
  `${txBase(m)}/out-trade-no/${enc(orderNo)}?${mchQuery(m)}`;

export const closePath = (m: Mch, orderNo: string): string =>
  `${txBase(m)}/out-trade-no/${enc(orderNo)}/close`;

export const REFUND_PATH = '/v3/refund/domestic/refunds';
export const refundQueryPath = (m: Mch, refundNo: string): string =>
  `${REFUND_PATH}/${enc(refundNo)}${m.mode === 'sp' ? `?sub_mchid=${enc(m.subMchid ?? '')}` : ''}`;

/** The merchant ids in a request body. */
export const mchBody = (m: Mch): Record<string, string> =>
  m.mode === 'sp'
    ? {
        sp_mchid: m.mchid,
        sub_mchid: m.subMchid ?? '',
        sp_appid: m.appid,
        ...(m.subAppid ? { sub_appid: m.subAppid } : {}),
      }
    : { mchid: m.mchid, appid: m.appid };

/** The app id the payer's openid belongs to (and that JSAPI pay params name). */
export const payerAppId = (m: Mch): string => (m.mode === 'sp' && m.subAppid ? m.subAppid : m.appid);

export const payerBody = (m: Mch, openid: string): Record<string, string> =>
  m.mode === 'direct' ? { openid } : m.subAppid ? { sub_openid: openid } : { sp_openid: openid };
