/** Error codes of the reference server and how each answers (contract/README "Envelope and errors"). */
export const ERRORS = {
  BAD_REQUEST: { status: 400, code: 400, msg: '请求参数有误' },
  LOGIN: { status: 200, code: 401, msg: '请先登录' },
  TOKEN: { status: 401, code: 401, msg: '登录已失效，请重新登录' },
  FORBIDDEN: { status: 403, code: 403, msg: '暂无权限' },
  NOT_FOUND: { status: 404, code: 404, msg: '记录不存在' },
  NO_ROUTE: { status: 404, code: 404, msg: '接口不存在' },
  CONFLICT: { status: 200, code: 409, msg: '操作冲突，请刷新后重试' },
  REFUSED: { status: 200, code: 422, msg: '操作未通过校验' },
  IN_PROGRESS: { status: 409, code: 409, msg: '请求正在处理中，请稍后' },
  KEY_REUSED: { status: 422, code: 422, msg: '该请求标识已用于其他内容，请刷新后重试' },
  TOO_MANY: { status: 429, code: 429, msg: '操作过于频繁，请稍后再试' },
  TOO_LARGE: { status: 413, code: 413, msg: '文件大小不能超过20M' },
  BODY_TOO_LARGE: { status: 413, code: 413, msg: '请求内容过大' },
  UNSUPPORTED_TYPE: { status: 415, code: 415, msg: '不支持的请求格式' },
  SERVER: { status: 500, code: 500, msg: '服务器繁忙，请稍后再试' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export interface ApiError extends Error {
  apiCode: ErrorCode;
  apiMsg: string;
  /** The envelope's `data` of a refusal that tells the caller more (e.g. when to retry). */
  apiData?: unknown;
  /** Headers the refusal answers with (e.g. Retry-After). */
  apiHeaders?: Record<string, string>;
}

/** `throw apiError('NOT_FOUND')` or with a Chinese message naming what went wrong. */
export function apiError(code: ErrorCode, msg?: string): ApiError {
  const err = new Error(msg ?? ERRORS[code].msg) as ApiError;
  err.apiCode = code;
  err.apiMsg = msg ?? ERRORS[code].msg;
  return err;
}

export const isApiError = (e: unknown): e is ApiError => e instanceof Error && 'apiCode' in e;
