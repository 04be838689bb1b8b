import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AdmissionsGateway, type EnrollResult } from '@domain/ports/admissions-gateway';
import { Clock } from '@domain/ports/clock';
import { Navigation } from '@domain/ports/navigation';
import { Session } from '@domain/ports/session';
import { clearLookUp, lastLookUp, lookUpResult } from '@domain/use-cases/admissions/look-up-result';

export type { EnrollResult } from '@domain/ports/admissions-gateway';
export type { SearchResult } from '@domain/use-cases/admissions/look-up-result';

/** Admission result look-up by identity number and name. */
@injectable('Transient')
export class ResultVm {
  name = '';
  idNumber = '';
  errors: { name?: string; idNumber?: string } = {};
  result: EnrollResult | null = null;
  /** A look-up in flight (an action, like submitting: the screen itself has nothing to load). */
  searching = false;
  error: string | null = null;
  readonly #admissions: AdmissionsGateway;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #nav: Navigation;

  constructor(
    @inject(AdmissionsGateway) admissions: AdmissionsGateway,
    @inject(Session) session: Session,
    @inject(Clock) clock: Clock,
    @inject(Navigation) nav: Navigation,
  ) {
    this.#admissions = admissions;
    this.#session = session;
    this.#clock = clock;
    this.#nav = nav;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Shows the last stored look-up, if any. */
  restore(): void {
    const saved = lastLookUp(this.#session);
    if (!saved) return;
    this.name = saved.name ?? '';
    this.idNumber = saved.idNumber ?? '';
    this.result = saved.result;
  }

  setName(v: string): void {
    if (v !== this.name) this.#forget();
    this.name = v;
    delete this.errors.name;
  }

  setIdNumber(v: string): void {
    if (v !== this.idNumber) this.#forget();
    this.idNumber = v;
    delete this.errors.idNumber;
  }

  /**
   * A result belongs to the name and number it was searched with: another search (or other input)
   * never shows it, whatever that search answers (issue 23: a shared phone showed the previous
   * child's 恭喜您，已被录取 and QR under a failed search).
   */
  #forget(): void {
    if (this.result === null) return;
    this.result = null;
    clearLookUp(this.#session);
  }

  async search(): Promise<void> {
    if (this.searching) return;
    this.#forget();
    this.searching = true;
    this.error = null;
    const deps = { admissions: this.#admissions, session: this.#session, clock: this.#clock };
    const res = await lookUpResult(deps, { name: this.name, idNumber: this.idNumber });
    runInAction(() => {
      this.errors = res.kind === 'invalid' ? res.errors : {};
      if (res.kind === 'done') this.result = res.value;
      // The look-up needs no login: it is never answered needsLogin (a 401 is refused with its text).
      else if (res.kind === 'refused') this.error = res.message;
      this.searching = false;
    });
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
    clearLookUp(this.#session);
  }
}
