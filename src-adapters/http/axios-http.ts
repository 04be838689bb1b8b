import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { inject, injectable } from 'inversify';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import type { Envelope, HttpFailure, HttpPort, HttpRequest, UploadRequest } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { Notifier } from '@domain/ports/notifier';
import { Session } from '@domain/ports/session';
import { isSuccessCode, mapServerResult, type ResultInput } from '@domain/rules/error-catalogue';
import { pickTenantId, requestHeaders } from '@domain/rules/headers';
import { LOCAL_KEYS } from '@domain/rules/session-keys';
import { loginRedirectUrl, studentEntryUrl, isStudentCall } from './login-redirect';

type Attempt<T> = { ok: true; envelope: Envelope<T> } | { ok: false; input: ResultInput; aborted?: boolean };

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);
const join = (base: string, path: string) =>
  base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GETs are retried on these (no response, gateway errors); a POST is never retried automatically. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);

/**
 * The HTTP port over axios: the headers of spec sections 6–7, GET data as query, the error
 * catalogue of section 8 (toasts, logout, clearing storage), uploads one file per request.
 */
@injectable('Singleton')
export class AxiosHttp implements HttpPort {
  /** Back-off before each GET retry; tests shorten it. */
  retryDelaysMs: number[] = [400, 1200];
  /** Time to read a '请先登录' toast before leaving for the login page; tests shorten it. */
  loginDelayMs = 1200;
  readonly #ax: AxiosInstance;
  readonly #config: AppConfig;
  readonly #session: Session;
  readonly #notifier: Notifier;
  readonly #nav: Navigation;
  readonly #clock: Clock;

  constructor(
    @inject(AppConfig) config: AppConfig,
    @inject(Session) session: Session,
    @inject(Notifier) notifier: Notifier,
    @inject(Navigation) nav: Navigation,
    @inject(Clock) clock: Clock,
  ) {
    this.#config = config;
    this.#session = session;
    this.#notifier = notifier;
    this.#nav = nav;
    this.#clock = clock;
    this.#ax = axios.create({ timeout: 30_000, validateStatus: () => true });
  }

  async request<T>(req: HttpRequest): Promise<Envelope<T>> {
    const tries = req.method === 'GET' ? this.retryDelaysMs.length + 1 : 1;
    for (let i = 0; ; i++) {
      const r = await this.#send<T>(req, {
        method: req.method,
        url: this.#url(req.url, this.#config.baseUrl),
        ...(req.method === 'GET' ? { params: req.data } : { data: req.data }),
      });
      if (r.ok) return r.envelope;
      const retry =
        !r.aborted &&
        i < tries - 1 &&
        (r.input.kind === 'network' || (r.input.kind === 'http' && RETRYABLE_STATUS.has(r.input.status)));
      if (!retry) throw this.#fail(req, r);
      await sleep(this.retryDelaysMs[i] ?? 0);
    }
  }

  async upload<T>(req: UploadRequest): Promise<Envelope<T>[]> {
    const url = this.#url(req.url || '/upload', this.#config.bases.upload);
    const out: Envelope<T>[] = [];
    for (const [i, file] of req.files.entries()) {
      const form = new FormData();
      for (const [k, v] of Object.entries(req.fields ?? {})) form.append(k, v);
      form.append('file', file, (file as File).name || 'file');
      const base: HttpRequest = { method: 'POST', url, signal: req.signal };
      const r = await this.#send<T>(base, {
        method: 'POST',
        url,
        data: form,
        onUploadProgress: (e) => req.onProgress?.(i, e.total ? Math.min(1, e.loaded / e.total) : 0),
      });
      if (!r.ok) throw this.#fail(base, r);
      req.onProgress?.(i, 1);
      out.push(r.envelope);
    }
    return out;
  }

  #url(url: string, base: string): string {
    return isAbsolute(url) ? url : join(base, url);
  }

  #headers(req: HttpRequest): Record<string, string> {
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
    const base = requestHeaders({ tenantId, orgId, manually: this.#config.manually, now: this.#clock.now() });
    for (const [k, v] of Object.entries(base)) if (v !== undefined) h[k] = v;
    const token = s.token();
    if (token && !req.notToken) h.Authorization = `Bearer ${token}`;
    if (req.idempotencyKey) h['Idempotency-Key'] = req.idempotencyKey;
    return { ...h, ...req.headers };
  }

  async #send<T>(req: HttpRequest, cfg: AxiosRequestConfig): Promise<Attempt<T>> {
    try {
      const res = await this.#ax.request({ ...cfg, headers: this.#headers(req), signal: req.signal });
      const body = res.data as Partial<Envelope<T>> | undefined;
      if (res.status < 200 || res.status >= 300) {
        return {
          ok: false,
          input: {
            kind: 'http',
            status: res.status,
            msg: typeof body?.msg === 'string' ? body.msg : undefined,
          },
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

  #fail(req: HttpRequest, r: Extract<Attempt<unknown>, { ok: false }>): HttpFailure {
    const input = r.input;
    const failure: HttpFailure = {
      kind: input.kind,
      ...(input.kind === 'server' ? { code: input.code } : {}),
      ...(input.kind === 'http' ? { status: input.status } : {}),
      msg: (input.kind !== 'network' && input.msg) || '',
    };
    if (r.aborted) return { ...failure, msg: 'ABORTED' };
    const out = mapServerResult(input, {
      showError: req.showError,
      silent: req.silent,
      loginToast: req.loginToast,
    });
    if (out.toast) this.#notifier.error(out.toast);
    if (!failure.msg) failure.msg = out.toast ?? '';
    if (out.logout) {
      const { orgId, tenantId } = this.#session.userInfo();
      this.#session.logout({ clearStorage: out.clearStorage });
      // Contract: an applicant call answering code 401 goes to the platform login and back here.
      if (input.kind === 'server' && !req.notToken) {
        const here = this.#nav.href();
        const to = isStudentCall(req.url)
          ? studentEntryUrl(here)
          : loginRedirectUrl(this.#config.baseUrl, { orgId, tenantId }, here);
        if (out.toast && this.loginDelayMs > 0) setTimeout(() => this.#nav.assign(to), this.loginDelayMs);
        else this.#nav.assign(to);
      }
    }
    return failure;
  }
}
