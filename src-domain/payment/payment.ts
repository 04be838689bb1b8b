import { addQueryParams } from '../http/query-string';

/** Spec section 2: the default payment-return project. */
export const DEFAULT_PAY_PROJECT = 'chargeH5';

/** Spec section 2: {h5BaseUrl}/pub/#/chargeH5/wxpaying?project={project}. */
export function paymentReturnUrl(h5Base: string, project: string = DEFAULT_PAY_PROJECT): string {
  return `${h5Base.replace(/\/+$/, '')}/pub/#/chargeH5/wxpaying?project=${encodeURIComponent(project || DEFAULT_PAY_PROJECT)}`;
}

export type TempData = Record<string, string>;

/** Spec section 3: tempData is the URL query fields plus appId, saved before the payment redirect. */
export function buildTempData(query: Record<string, string | undefined>, appId: string): TempData {
  const out: TempData = {};
  for (const [k, v] of Object.entries(query)) if (v != null) out[k] = v;
  out.appId = appId;
  return out;
}

/**
 * Spec section 4, payment step 5: the OAuth URL's redirect_uri gets the tempData fields added to
 * its query (to the hash route's query when it has one, so the return page reads them).
 * Without a redirect_uri the URL is returned unchanged.
 */
export function rewriteRedirectUri(oauthUrl: string, tempData: object): string {
  const m = /([?&])redirect_uri=([^&#]*)/.exec(oauthUrl);
  if (!m) return oauthUrl;
  let redirect: string;
  try {
    redirect = decodeURIComponent(m[2]!);
  } catch {
    return oauthUrl;
  }
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(tempData)) {
    if (v != null) params[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  const hashAt = redirect.indexOf('#');
  const rewritten =
    hashAt >= 0
      ? redirect.slice(0, hashAt + 1) + addQueryParams(redirect.slice(hashAt + 1), params)
      : addQueryParams(redirect, params);
  const start = m.index + m[1]!.length;
  return `${oauthUrl.slice(0, start)}redirect_uri=${encodeURIComponent(rewritten)}${oauthUrl.slice(start + m[0].length - m[1]!.length)}`;
}

/** Spec section 2: the mini-program native payment page. */
export function miniProgramPayPath(payString: string): string {
  return `/pages/wxPay/wxPay?str=${encodeURIComponent(payString)}`;
}

/** Spec section 2: scan a code, then return to the given URL. */
export function scanCodePath(url: string): string {
  return `/pages/webView/scanCode?redirect=${encodeURIComponent(url)}`;
}

/** Spec section 2: the Bluetooth patrol page. */
export function patrolPath(p: {
  id: string | number;
  shiftOrder: string | number;
  taskName: string;
}): string {
  const q = (v: string | number) => encodeURIComponent(String(v));
  return `/subpackage_pages/tearch_patrol/patrol?id=${q(p.id)}&shiftOrder=${q(p.shiftOrder)}&taskName=${q(p.taskName)}`;
}

/** The query field naming the order a provider's page came back for (H5 redirect_url). */
export const PAY_RETURN_PARAM = 'payReturn';

/** This page's URL with payReturn=<orderNo> in its hash route's query (or its query without a hash). */
export function payReturnUrl(current: string, orderNo: string): string {
  const href = withoutPayReturn(current);
  const hashAt = href.indexOf('#');
  const params = { [PAY_RETURN_PARAM]: orderNo };
  return hashAt >= 0
    ? href.slice(0, hashAt + 1) + addQueryParams(href.slice(hashAt + 1), params)
    : addQueryParams(href, params);
}

/** The same page without payReturn (after it was settled, so a reload does not settle again). */
export function withoutPayReturn(href: string): string {
  return href.replace(new RegExp(`([?&])${PAY_RETURN_PARAM}=[^&#]*(&?)`), (_m, lead: string, tail: string) =>
    tail ? lead : '',
  );
}

/** WeChat H5 payment: the h5_url with redirect_url (URL-encoded) appended, as WeChat documents it. */
export function h5PayUrl(h5Url: string, returnUrl: string): string {
  return `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl)}`;
}
