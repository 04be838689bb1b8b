import { decidable } from '@domain/privacy/data-request';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import { Navigation } from '@domain/ports/navigation';
import {
  PrivacyGateway,
  type DataRequestView,
  type MyDataCopy,
  type PrivacyNotice,
} from '@domain/ports/privacy-gateway';
import { Session } from '@domain/ports/session';
import { askDeletion, exportMyData, readableCopyUrl } from '@domain/use-cases/privacy/privacy';
import { loadErrorText, type LoadStatus } from '@ui/kit/load-state/load-state';
import { applicantLoginUrl, needsLogin } from '../admissions/shared/login';

/** 个人信息: the notice and its acceptance, a copy of one's data, and deletion requests. */
@injectable('Transient')
export class MyDataVm {
  status: LoadStatus = 'loading';
  error = '';
  /** The call answered "not logged in": the screen offers 去登录. */
  loginNeeded = false;
  notice: PrivacyNotice | null = null;
  requests: DataRequestView[] = [];
  copy: { data: MyDataCopy; fileName: string; json: string } | null = null;
  exporting = false;
  opening = false;
  reason = '';
  reasonError = '';
  requesting = false;
  readonly #gw: PrivacyGateway;
  readonly #nav: Navigation;
  readonly #config: AppConfig;
  readonly #session: Session;
  readonly #clock: Clock;

  constructor(
    @inject(PrivacyGateway) gw: PrivacyGateway,
    @inject(Navigation) nav: Navigation,
    @inject(AppConfig) config: AppConfig,
    @inject(Session) session: Session,
    @inject(Clock) clock: Clock,
  ) {
    this.#gw = gw;
    this.#nav = nav;
    this.#config = config;
    this.#session = session;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  now(): Date {
    return this.#clock.now();
  }

  /** An open request: no second one until the school decides. */
  get openRequest(): DataRequestView | null {
    return this.requests.find((r) => decidable(r.status)) ?? null;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [notice, requests] = await Promise.all([this.#gw.notice(), this.#gw.requests()]);
      runInAction(() => {
        this.notice = notice;
        this.requests = requests;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.loginNeeded = needsLogin(e);
        this.status = this.loginNeeded ? 'ready' : 'error';
        this.error = loadErrorText(e);
      });
    }
  }

  login(): void {
    this.#nav.assign(applicantLoginUrl(this.#config, this.#session, this.#nav.href()));
  }

  async exportData(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    try {
      const r = await exportMyData(this.#gw);
      runInAction(() => (this.copy = { data: r.copy, fileName: r.fileName, json: r.json }));
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  /** Opens the readable copy (a page to read, print or save as PDF) in place of the app. */
  async openReadable(): Promise<void> {
    if (this.opening) return;
    this.opening = true;
    try {
      this.#nav.assign(await readableCopyUrl(this.#gw, this.#config.baseUrl));
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
    } finally {
      runInAction(() => (this.opening = false));
    }
  }

  setReason(v: string): void {
    this.reason = v;
    this.reasonError = '';
  }

  async requestDeletion(): Promise<boolean> {
    if (this.requesting) return false;
    this.requesting = true;
    try {
      const r = await askDeletion(this.#gw, this.reason);
      if (r.kind === 'invalid') {
        runInAction(() => (this.reasonError = r.error));
        return false;
      }
      runInAction(() => {
        this.requests = [r.request, ...this.requests];
        this.reason = '';
      });
      return true;
    } catch (e) {
      runInAction(() => (this.reasonError = loadErrorText(e)));
      return false;
    } finally {
      runInAction(() => (this.requesting = false));
    }
  }
}
