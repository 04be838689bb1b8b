import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, SessionStore } from '@domain/ports/storage';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { reportIn } from '@domain/use-cases/checkin/report-in';
import { refusalText } from '@ui/kit/load-state/load-state';

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

  readonly #checkin: CheckinGateway;
  readonly #session: Session;
  readonly #clock: Clock;
  readonly #tab: KeyValueStore;

  constructor(
    @inject(CheckinGateway) checkin: CheckinGateway,
    @inject(Session) session: Session,
    @inject(Clock) clock: Clock,
    @inject(SessionStore) tab: KeyValueStore,
  ) {
    this.#tab = tab;
    this.#checkin = checkin;
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
    this.error = null;
    this.submitting = true;
    const deps = { checkin: this.#checkin, session: this.#session, clock: this.#clock, tab: this.#tab };
    const res = await reportIn(deps, { name: this.name, idNumber: this.idNumber, ticketNo: this.ticketNo });
    runInAction(() => {
      this.nameError = res.kind === 'invalid' ? res.nameError : null;
      this.idError = res.kind === 'invalid' ? res.idError : null;
      if (res.kind === 'refused' || res.kind === 'needsLogin') this.error = refusalText(res);
      this.submitting = false;
    });
    return res.kind === 'done';
  }
}
