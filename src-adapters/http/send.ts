import axios, { type AxiosRequestConfig } from 'axios';
import type { Clock } from '@domain/ports/clock';
import type { Envelope, HttpFile, HttpRequest } from '@domain/ports/http';
import type { Session } from '@domain/ports/session';
import { isSuccessCode, type ResultInput } from '@domain/http/error-catalogue';
import { pickTenantId, requestHeaders } from '@domain/http/headers';
import { LOCAL_KEYS } from '@domain/shell/session-keys';

/** One attempt's outcome: the envelope, or what the error catalogue needs to map the failure. */
export type Attempt<T> =
  | { ok: true; envelope: Envelope<T> }
  | { ok: false; input: ResultInput; aborted?: boolean; retryAfterSeconds?: number };

/** A 429's wait: the Retry-After header (seconds), else the envelope's data.retryAfterSeconds. */
export function retryAfterOf(header: unknown, data: unknown): number | undefined {
  const fromHeader = Number(header);
  if (header !== undefined && header !== '' && Number.isFinite(fromHeader) && fromHeader >= 0)
    return fromHeader;
  const fromBody = Number((data as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds);
  return Number.isFinite(fromBody) && fromBody >= 0 ? fromBody : undefined;
}

export const REQUEST_TIMEOUT_MS = 15_000;

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);
export const joinUrl = (base: string, path: string) =>
  isAbsolute(path) ? path : base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);

/** Sends one request with the headers of spec sections 6–7 and sorts the answer; never throws. */
export class Sender {
  /** Issue 14: a hanging request gives up at 15 s and shows 网络错误; uploads pass `timeout: 0`. */
  readonly #ax = axios.create({ timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });
  readonly #session: Session;
  readonly #clock: Clock;

  constructor(session: Session, clock: Clock) {
    this.#session = session;
    this.#clock = clock;
  }

  #headers(req: HttpRequest, manually: string): Record<string, string> {
    const s = this.#session;
    const userInfo = s.userInfo();
    const tenantId = pickTenantId({
      mode: req.notToken ? 'public' : 'login',
      publicUserInfo: s.get<{ tenantId?: string }>(LOCAL_KEYS.publicUserInfo),
      userInfo,
      storedTenantId: s.get<string>(LOCAL_KEYS.tenantId),
    });
    const h: Record<string, string> = {};
    const orgId = userInfo.orgId || s.get<{ orgId?: string }>(LOCAL_KEYS.publicUserInfo)?.orgId;
    const base = requestHeaders({ tenantId, orgId, manually, now: this.#clock.now() });
    for (const [k, v] of Object.entries(base)) if (v !== undefined) h[k] = v;
    const token = s.token();
    if (token && !req.notToken) h.Authorization = `Bearer ${token}`;
    if (req.idempotencyKey) h['Idempotency-Key'] = req.idempotencyKey;
    return { ...h, ...req.headers };
  }

  async send<T>(req: HttpRequest, cfg: AxiosRequestConfig, manually: string): Promise<Attempt<T>> {
    try {
      const res = await this.#ax.request({
        ...cfg,
        headers: this.#headers(req, manually),
        signal: req.signal,
      });
      if (cfg.responseType === 'blob' && res.data instanceof Blob) {
        const type = String(res.headers['content-type'] ?? '');
        if (res.status >= 200 && res.status < 300 && !type.includes('application/json')) {
          const file: HttpFile = {
            blob: res.data,
            filename: filenameOf(String(res.headers['content-disposition'] ?? '')),
          };
          return { ok: true, envelope: { code: 0, msg: '', data: file as T, success: true } };
        }
        // A refused export answers the envelope as JSON: read it and sort it as any other answer.
        res.data = await res.data
          .text()
          .then((t) => JSON.parse(t) as unknown)
          .catch(() => undefined);
      }
      const body = res.data as Partial<Envelope<T>> | undefined;
      if (res.status < 200 || res.status >= 300) {
        const retryAfterSeconds =
          res.status === 429 ? retryAfterOf(res.headers['retry-after'], body?.data) : undefined;
        return {
          ok: false,
          input: {
            kind: 'http',
            status: res.status,
            msg: typeof body?.msg === 'string' ? body.msg : undefined,
          },
          ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        };
      }
      if (!body || typeof body !== 'object' || body.code === undefined) {
        return { ok: false, input: { kind: 'http', status: res.status, msg: '服务响应格式错误' } };
      }
      if (isSuccessCode(body.code)) return { ok: true, envelope: body as Envelope<T> };
      return { ok: false, input: { kind: 'server', code: Number(body.code), msg: body.msg } };
    } catch (e) {
      return { ok: false, input: { kind: 'network' }, aborted: axios.isCancel(e) };
    }
  }
}

/** The config of one request: GET data as query string, other methods as body. */
export const requestConfig = (req: HttpRequest, url: string): AxiosRequestConfig => ({
  method: req.method,
  url,
  ...(req.method === 'GET' ? { params: req.data } : { data: req.data }),
  ...(req.timeout !== undefined ? { timeout: req.timeout } : {}),
  ...(req.responseType === 'blob' ? { responseType: 'blob' as const } : {}),
});

/** `attachment; filename*=UTF-8''%E6%8A%A5.xlsx` or `filename="a.xlsx"` → the name. */
export function filenameOf(disposition: string): string | null {
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}
