import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, SessionStore } from '@domain/ports/storage';
import { idNumberMessage, parseIdNumber } from '@domain/identity/id-number';
import { CheckinApi } from '../shared/checkin-api';
import { saveIdentity } from '../shared/identity';
import { REPORT_TEXT, reportErrorText } from './report-error';

/** Report in with name + identity number (validated before any call); stores welcomeId. */
@injectable('Transient')
export class CheckinEntryVm {
  name = '';
  idNumber = '';
  ticketNo = '';
  nameError: string | null = null;
  idError: string | null = null;
  error: string | null = null;
  submitting = false;

  readonly #api: CheckinApi;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #tab: KeyValueStore;

  constructor(
    @inject(CheckinApi) api: CheckinApi,
    @inject(Session) session: Session,
    @inject(Clock) clock: Clock,
    @inject(SessionStore) tab: KeyValueStore,
  ) {
    this.#tab = tab;
    this.#api = api;
    this.#session = session;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setName(v: string) {
    this.name = v;
    this.nameError = null;
  }
  setIdNumber(v: string) {
    this.idNumber = v;
    this.idError = null;
  }
  setTicketNo(v: string) {
    this.ticketNo = v;
  }

  /** Resolves true once welcomeId and the student session are stored. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    const name = this.name.trim();
    this.nameError = name ? null : REPORT_TEXT.name;
    const id = parseIdNumber(this.idNumber, this.#clock.now());
    this.idError = id.ok ? null : idNumberMessage(id.error);
    this.error = null;
    if (!id.ok || !name) return false;
    this.submitting = true;
    try {
      const ticketNo = this.ticketNo.trim();
      const res = await this.#api.report({
        name,
        idNumber: id.value.normalized,
        ...(ticketNo ? { ticketNo } : {}),
      });
      this.#session.setToken(res.token);
      this.#session.mergeUserInfo({ ...res.userInfo, welcomeId: res.welcomeId });
      saveIdentity(this.#tab, { name, idNumber: id.value.normalized });
      return true;
    } catch (e) {
      runInAction(() => (this.error = reportErrorText(e)));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
