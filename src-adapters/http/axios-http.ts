import { inject, injectable, optional } from 'inversify';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import type { Envelope, HttpFailure, HttpPort, HttpRequest, UploadRequest } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { Notifier } from '@domain/ports/notifier';
import { Session } from '@domain/ports/session';
import { mapServerResult } from '@domain/http/error-catalogue';
import { EarlyReads } from './early-reads';
import { SignInPlace, studentSignInPlace } from './login-redirect';
import { type Attempt, joinUrl, requestConfig, Sender } from './send';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Issue 35: an upload refused as "too many at once" (429) is sent again after the server's retry time,
 * at most this many attempts in all, each wait capped; without a retry time it waits the default.
 */
export const UPLOAD_ATTEMPTS = 3;
export const UPLOAD_MAX_WAIT_SECONDS = 10;
const UPLOAD_DEFAULT_WAIT_SECONDS = 3;

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
  readonly #config: AppConfig;
  readonly #session: Session;
  readonly #notifier: Notifier;
  readonly #nav: Navigation;
  readonly #sender: Sender;
  readonly #early: EarlyReads | undefined;
  readonly #signIn: SignInPlace;

  constructor(
    @inject(AppConfig) config: AppConfig,
    @inject(Session) session: Session,
    @inject(Notifier) notifier: Notifier,
    @inject(Navigation) nav: Navigation,
    @inject(Clock) clock: Clock,
    @inject(EarlyReads) @optional() early?: EarlyReads,
    @inject(SignInPlace) @optional() signIn?: SignInPlace,
  ) {
    this.#signIn = signIn ?? studentSignInPlace(config);
    this.#config = config;
    this.#session = session;
    this.#notifier = notifier;
    this.#nav = nav;
    this.#sender = new Sender(session, clock);
    this.#early = early;
  }

  async request<T>(req: HttpRequest): Promise<Envelope<T>> {
    const url = joinUrl(this.#config.baseUrl, req.url);
    // A read the start-up already sent answers from that response; a failed one is simply sent again.
    const early = await this.#early?.take<T>(req, url);
    if (early?.ok) return early.envelope;
    const tries = req.method === 'GET' ? this.retryDelaysMs.length + 1 : 1;
    for (let i = 0; ; i++) {
      const r = await this.#send<T>(req, requestConfig(req, url));
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
    const url = joinUrl(this.#config.bases.upload, req.url || '/upload');
    const out: Envelope<T>[] = [];
    for (const [i, file] of req.files.entries()) {
      const form = new FormData();
      for (const [k, v] of Object.entries(req.fields ?? {})) form.append(k, v);
      form.append('file', file, (file as File).name || 'file');
      const base: HttpRequest = { method: 'POST', url, signal: req.signal };
      for (let attempt = 1; ; attempt++) {
        const r = await this.#send<T>(base, {
          method: 'POST',
          url,
          data: form,
          timeout: 0, // uploads of up to 20 MB on a slow line: no time limit
          onUploadProgress: (e) => req.onProgress?.(i, e.total ? Math.min(1, e.loaded / e.total) : 0),
        });
        if (r.ok) {
          req.onProgress?.(i, 1);
          out.push(r.envelope);
          break;
        }
        const full = !r.aborted && r.input.kind === 'http' && r.input.status === 429;
        if (!full || attempt >= UPLOAD_ATTEMPTS) throw this.#fail(base, r);
        await this.#waitToRetry(req, i, r.retryAfterSeconds ?? UPLOAD_DEFAULT_WAIT_SECONDS);
        if (req.signal?.aborted)
          throw this.#fail(base, { ok: false, input: { kind: 'network' }, aborted: true });
        req.onProgress?.(i, 0);
      }
    }
    return out;
  }

  /** Counts the wait down a second at a time so the field can show "N 秒后自动重试"; 0 = sending again. */
  async #waitToRetry(req: UploadRequest, fileIndex: number, seconds: number): Promise<void> {
    const wait = Math.min(UPLOAD_MAX_WAIT_SECONDS, Math.max(1, Math.ceil(seconds)));
    for (let left = wait; left > 0 && !req.signal?.aborted; left--) {
      req.onWait?.(fileIndex, left);
      await sleep(1000);
    }
    req.onWait?.(fileIndex, 0);
  }

  #send<T>(req: HttpRequest, cfg: Parameters<Sender['send']>[1]): Promise<Attempt<T>> {
    return this.#sender.send<T>(req, cfg, this.#config.manually);
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
    // A silent call still gets the words a person would read (its screen shows them itself).
    if (!failure.msg) failure.msg = out.toast ?? mapServerResult(input, { loginToast: true }).toast ?? '';
    if (out.logout) {
      const { orgId, tenantId } = this.#session.userInfo();
      this.#session.logout({ clearStorage: out.clearStorage });
      // Contract: an applicant call answering code 401 goes to the platform login and back here.
      const to =
        input.kind === 'server' && !req.notToken
          ? this.#signIn(req.url, this.#nav.href(), { orgId, tenantId })
          : null;
      if (to) {
        if (out.toast && this.loginDelayMs > 0) setTimeout(() => this.#nav.assign(to), this.loginDelayMs);
        else this.#nav.assign(to);
      }
    }
    return failure;
  }
}
