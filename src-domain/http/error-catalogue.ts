/** Spec section 8: the error catalogue's texts. */
export const TEXT_LOGIN = '请先登录';
export const TEXT_FORBIDDEN = '暂无权限';
export const TEXT_NETWORK = '网络错误';
/** Shown when a failure carries no msg of its own. */
export const TEXT_FAILED = '请求失败';
/** An HTTP error without a usable msg, or a raw backend message that is not user text. */
export const TEXT_SERVER_BUSY = '服务暂时不可用，请稍后重试';
/** A request with no answer after the time limit. */
export const TEXT_TIMEOUT = TEXT_NETWORK;

const CJK = /[\u4e00-\u9fff]/;
/** Marks of a raw backend message: exception class names, stack frames, SQL, HTML. */
const RAW_MARKS =
  /(Exception|Error:|\bat [\w$.]+\(|\n\s+at\s|java\.|javax\.|org\.\w+\.|com\.\w+\.|SQL|<\/?[a-z]+[\s>]|NullPointer|Traceback)/;

/**
 * A backend msg fit to show a Chinese user: it has Chinese text, is short and carries no
 * exception, stack trace or markup. English ("Internal Server Error") is never shown.
 */
export function userText(msg: string | undefined | null): string | undefined {
  const t = (msg ?? '').trim();
  if (!t || t.length > 120 || !CJK.test(t) || RAW_MARKS.test(t)) return undefined;
  return t;
}

/** What a failed call looks like to the screen (the shape of HttpFailure, without importing ports). */
export interface FailureLike {
  kind: 'server' | 'http' | 'network';
  code?: number;
  status?: number;
  msg?: string;
}

/** Spec section 8 for a screen's error state: the one Chinese sentence a failure shows. */
export function failureMessage(f: FailureLike | undefined | null): string {
  if (!f || f.kind === 'network') return TEXT_NETWORK;
  if ((f.kind === 'server' && f.code === 403) || (f.kind === 'http' && f.status === 403))
    return TEXT_FORBIDDEN;
  if (f.kind === 'server' && f.code === 401) return TEXT_LOGIN;
  return userText(f.msg) ?? TEXT_SERVER_BUSY;
}

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
    return out({ success: false, toast: userText(input.msg) ?? TEXT_SERVER_BUSY });
  }
  if (isSuccessCode(input.code)) return { success: true };
  if (input.code === 401) {
    return flags.loginToast
      ? out({ success: false, toast: TEXT_LOGIN, logout: true })
      : { success: false, logout: true };
  }
  if (input.code === 403) return out({ success: false, toast: TEXT_FORBIDDEN });
  if (flags.showError === false) return { success: false };
  return out({ success: false, toast: userText(input.msg) ?? TEXT_SERVER_BUSY });
}
