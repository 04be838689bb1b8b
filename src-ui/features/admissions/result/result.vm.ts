import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { enrollmentApi } from '@contract/api/enrollment';
import type { ResponseOf } from '@contract/endpoint';
import type * as E from '@contract/enrollment';
import { Clock } from '@domain/ports/clock';
import { HttpPort } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { Session } from '@domain/ports/session';
import { idNumberMessage, parseIdNumber } from '@domain/identity/id-number';
import { LOCAL_KEYS } from '@domain/shell/session-keys';
import { call } from '@ui/api/call';
import { failureText } from '@ui/features/admissions/shared/paged-list';

export type EnrollResult = ResponseOf<typeof E.queryEnrollResult>;

/** The stored searchResult (spec section 3): the last look-up and what it found. */
export interface SearchResult {
  name: string;
  idNumber: string;
  result: EnrollResult;
  at: number;
}

/** Admission result look-up by identity number and name. */
@injectable('Transient')
export class ResultVm {
  name = '';
  idNumber = '';
  errors: { name?: string; idNumber?: string } = {};
  result: EnrollResult | null = null;
  loading = false;
  error: string | null = null;
  readonly #http: HttpPort;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #nav: Navigation;

  constructor(
    @inject(HttpPort) http: HttpPort,
    @inject(Session) session: Session,
    @inject(Clock) clock: Clock,
    @inject(Navigation) nav: Navigation,
  ) {
    this.#http = http;
    this.#session = session;
    this.#clock = clock;
    this.#nav = nav;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Shows the last stored look-up, if any. */
  restore(): void {
    const saved = this.#session.get<SearchResult>(LOCAL_KEYS.searchResult);
    if (!saved?.result) return;
    this.name = saved.name ?? '';
    this.idNumber = saved.idNumber ?? '';
    this.result = saved.result;
  }

  setName(v: string): void {
    this.name = v;
    delete this.errors.name;
  }

  setIdNumber(v: string): void {
    this.idNumber = v;
    delete this.errors.idNumber;
  }

  async search(): Promise<void> {
    if (this.loading) return;
    const errors: ResultVm['errors'] = {};
    if (!this.name.trim()) errors.name = '请输入姓名';
    const id = parseIdNumber(this.idNumber, this.#clock.now());
    if (!id.ok) errors.idNumber = idNumberMessage(id.error);
    this.errors = errors;
    if (errors.name || errors.idNumber || !id.ok) return;
    this.loading = true;
    this.error = null;
    try {
      const query = { idNumber: id.value.normalized, name: this.name.trim() };
      const result = await call(this.#http, enrollmentApi.queryEnrollResult, query, { silent: true });
      this.#session.set(LOCAL_KEYS.searchResult, {
        ...query,
        result,
        at: this.#clock.now().getTime(),
      } satisfies SearchResult);
      runInAction(() => (this.result = result));
    } catch (e) {
      runInAction(() => (this.error = failureText(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** What the result QR encodes: the admission-notice page behind the signed token (brief section 4), absolute. */
  qrValue(r: EnrollResult['records'][number]): string | null {
    if (r.qrUrl) {
      try {
        return new URL(r.qrUrl, this.#nav.href()).href;
      } catch {
        return r.qrUrl;
      }
    }
    return r.qrToken;
  }

  clear(): void {
    this.result = null;
    this.#session.set(LOCAL_KEYS.searchResult, null);
  }
}
