/** The response envelope of every call (spec section 3). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under baseUrl, or an absolute URL. GET data goes to the query string. */
  url: string;
  data?: unknown;
  /** Send no token: the call works without login (spec section 6). */
  notToken?: boolean;
  /** false: never show the server msg as a toast. */
  showError?: boolean;
  /** Suppress every toast for this call (the caller renders the error itself). */
  silent?: boolean;
  /** Show '请先登录' before logging out on server code 401. */
  loginToast?: boolean;
  /** POSTs that create something carry one; a retry must reuse the same key. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob': the answer is a file (an export); the envelope's data is an HttpFile. Errors still answer the envelope. */
  responseType?: 'json' | 'blob';
  /** Milliseconds before the call gives up (network error); 0: no limit (uploads). Default 15 s. */
  timeout?: number;
}

/** A downloaded file (responseType 'blob'): the name from Content-Disposition when the server gave one. */
export interface HttpFile {
  blob: Blob;
  filename: string | null;
}

export interface UploadRequest {
  url: string;
  files: Blob[];
  fields?: Record<string, string>;
  /** Called with (fileIndex, loaded 0..1). */
  onProgress?: (fileIndex: number, fraction: number) => void;
  /** While a refused upload (429, too many at once) waits to be sent again: seconds left, then 0. */
  onWait?: (fileIndex: number, secondsLeft: number) => void;
  signal?: AbortSignal;
}

/** A failed call as the caller sees it: the catalogue outcome already applied (toast, logout). */
export interface HttpFailure {
  kind: 'server' | 'http' | 'network';
  code?: number;
  status?: number;
  msg: string;
}

export const HttpPort = Symbol.for('HttpPort');
export interface HttpPort {
  /** Resolves with the envelope on success codes; rejects with an HttpFailure otherwise. */
  request<T>(req: HttpRequest): Promise<Envelope<T>>;
  /** One request per file; resolves with each file's stored reference. */
  upload<T>(req: UploadRequest): Promise<Envelope<T>[]>;
}

export function isHttpFailure(e: unknown): e is HttpFailure {
  return typeof e === 'object' && e !== null && 'kind' in e && 'msg' in e;
}
