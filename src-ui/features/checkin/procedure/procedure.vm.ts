import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, LocalStore } from '@domain/ports/storage';
import { CheckinGateway, type VerifyProcess } from '@domain/ports/checkin-gateway';
import { loadErrorText, type LoadStatus } from '@ui/kit/load-state/load-state';
import { chinaDateTime, loadPass, savePass } from './pass-cache';

/** The check-in procedure (queryVerifyProcess) and the QR pass, cached for offline display. */
@injectable('Transient')
export class ProcedureVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  process: VerifyProcess | null = null;
  /** True when the pass shown is the saved one because the network failed. */
  offline = false;
  savedAt: number | null = null;

  readonly #api: CheckinGateway;
  readonly #session: Session;
  readonly #local: KeyValueStore;
  readonly #clock: Clock;

  constructor(
    @inject(CheckinGateway) api: CheckinGateway,
    @inject(Session) session: Session,
    @inject(LocalStore) local: KeyValueStore,
    @inject(Clock) clock: Clock,
  ) {
    this.#api = api;
    this.#session = session;
    this.#local = local;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get expiresText(): string {
    return this.process ? chinaDateTime(this.process.passExpiresAt, this.#clock.now()) : '';
  }

  get expired(): boolean {
    return !!this.process && Date.parse(this.process.passExpiresAt) <= this.#clock.now().getTime();
  }

  get savedText(): string {
    return this.savedAt ? chinaDateTime(new Date(this.savedAt).toISOString(), this.#clock.now()) : '';
  }

  async load(): Promise<void> {
    const welcomeId = this.#session.userInfo().welcomeId ?? '';
    const now = this.#clock.now().getTime();
    const cached = welcomeId ? loadPass(this.#local, welcomeId, now) : null;
    if (cached && !this.process) {
      // Show the saved pass at once; the network answer replaces it.
      this.process = cached.process;
      this.savedAt = cached.savedAt;
      this.status = 'ready';
    } else if (!this.process) this.status = 'loading';
    this.error = null;
    try {
      const process = await this.#api.verifyProcess();
      const at = this.#clock.now().getTime();
      if (welcomeId) savePass(this.#local, welcomeId, process, at);
      runInAction(() => {
        this.process = process;
        this.savedAt = at;
        this.offline = false;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        if (this.process) this.offline = true;
        else {
          this.error = loadErrorText(e);
          this.status = 'error';
        }
      });
    }
  }
}
