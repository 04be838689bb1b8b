import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PrivacyGateway, type PrivacyNotice } from '@domain/ports/privacy-gateway';
import { Session } from '@domain/ports/session';
import { acceptNotice, noticeToAccept } from '@domain/use-cases/privacy/privacy';
import { loadErrorText, type LoadStatus } from '@ui/kit/load-state/load-state';
import { needsLogin } from '../admissions/shared/login';

export const AGREE_FIRST = '请先勾选“我已阅读并同意”';

/** The 个人信息保护告知 shown once per notice version before a person enters personal data. */
@injectable('Transient')
export class PrivacyGateVm {
  notice: PrivacyNotice | null = null;
  agreed = false;
  error = '';
  busy = false;
  readonly #gw: PrivacyGateway;
  readonly #session: Session;

  constructor(@inject(PrivacyGateway) gw: PrivacyGateway, @inject(Session) session: Session) {
    this.#gw = gw;
    this.#session = session;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The notice's load (kit/load-state); 'error' keeps the sheet open with 重试 (never silently skipped). */
  status: LoadStatus = 'loading';

  get open(): boolean {
    return this.notice !== null || this.status === 'error';
  }

  /** Only a signed-in person is asked to agree (before that, the screen's own login comes first). */
  get mayAsk(): boolean {
    return !!this.#session.token();
  }

  async load(): Promise<void> {
    this.error = '';
    this.status = 'loading';
    // Not logged in yet: the screen's own login comes first (a 401 here would leave the screen).
    if (!this.mayAsk) {
      this.status = 'ready';
      return;
    }
    try {
      const n = await noticeToAccept(this.#gw);
      runInAction(() => {
        this.notice = n;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        // Logged out: the screen itself asks to log in first; the notice comes after.
        if (needsLogin(e)) this.status = 'ready';
        else {
          this.error = loadErrorText(e);
          this.status = 'error';
        }
      });
    }
  }

  setAgreed(v: boolean): void {
    this.agreed = v;
    if (v && this.error === AGREE_FIRST) this.error = '';
  }

  async accept(): Promise<void> {
    if (!this.notice || this.busy) return;
    this.busy = true;
    try {
      const r = await acceptNotice(this.#gw, this.notice, this.agreed);
      runInAction(() => {
        if (r.kind === 'unchecked') this.error = AGREE_FIRST;
        else this.notice = null;
      });
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
