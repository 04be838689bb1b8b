/** Spec section 8: the error catalogue's texts. */
export const TEXT_LOGIN = '请先登录';
export const TEXT_FORBIDDEN = '暂无权限';
export const TEXT_NETWORK = '网络错误';
/** Shown when a failure carries no msg of its own. */
export const TEXT_FAILED = '请求失败';

export type ResultInput =
  | { kind: 'server'; code: number; msg?: string }
  | { kind: 'http'; status: number; msg?: string }
  | { kind: 'network' };

export interface ResultFlags {
  /** false: a non-success server code shows no msg. */
  showError?: boolean;
  /** Suppress every toast (the caller renders the error itself). */
  silent?: boolean;
  /** Show '请先登录' before logging out on server code 401. */
  loginToast?: boolean;
}

export interface ResultOutcome {
  success: boolean;
  toast?: string;
  logout?: boolean;
  /** Clear local storage before logging out (HTTP 401). */
  clearStorage?: boolean;
}

/** Server codes 0, 200 and 201 are success. */
export function isSuccessCode(code: unknown): boolean {
  return code === 0 || code === 200 || code === 201 || code === '0' || code === '200' || code === '201';
}

/** Spec section 8 as a function: what the client does with a result. */
export function mapServerResult(input: ResultInput, flags: ResultFlags = {}): ResultOutcome {
  const out = (o: ResultOutcome): ResultOutcome => {
    if (flags.silent) delete o.toast;
    return o;
  };
  if (input.kind === 'network') return out({ success: false, toast: TEXT_NETWORK });
  if (input.kind === 'http') {
    if (input.status === 401) return { success: false, logout: true, clearStorage: true };
    if (input.status === 403) return out({ success: false, toast: TEXT_FORBIDDEN });
    return out({ success: false, toast: input.msg || `${TEXT_FAILED}（${input.status}）` });
  }
  if (isSuccessCode(input.code)) return { success: true };
  if (input.code === 401) {
    return flags.loginToast
      ? out({ success: false, toast: TEXT_LOGIN, logout: true })
      : { success: false, logout: true };
  }
  if (input.code === 403) return out({ success: false, toast: TEXT_FORBIDDEN });
  if (flags.showError === false) return { success: false };
  return out({ success: false, toast: input.msg || `${TEXT_FAILED}（${input.code}）` });
}
