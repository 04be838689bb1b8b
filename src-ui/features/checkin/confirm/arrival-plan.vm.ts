import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Clock } from '@domain/ports/clock';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, LocalStore } from '@domain/ports/storage';
import {
  arrivalWindow,
  saveArrivalPlan,
  savedArrivalPlan,
  type ArrivalWindow,
} from '@domain/use-cases/checkin/arrival-plan';
import { refusalText } from '@ui/kit/load-state/load-state';

export { ARRIVAL_TEXT } from '@domain/use-cases/checkin/arrival-plan';

export const ARRIVE_MODES = [
  { value: 'self', label: '自行到校' },
  { value: 'parent', label: '家长陪同' },
  { value: 'pickup', label: '学校接站' },
] as const;
export type ArriveMode = (typeof ARRIVE_MODES)[number]['value'];

/** The arrival plan (studentReport), asked when the school set a reporting window in getSetting. */
@injectable('Transient')
export class ArrivalPlanVm {
  mode: ArriveMode | '' = '';
  date = '';
  companions = 0;
  trafficNo = '';
  error: string | null = null;
  submitting = false;
  savedAt: string | null = null;
  window: ArrivalWindow | null = null;

  readonly #checkin: CheckinGateway;
  readonly #session: Session;
  readonly #local: KeyValueStore;
  readonly #clock: Clock;

  constructor(
    @inject(CheckinGateway) checkin: CheckinGateway,
    @inject(Session) session: Session,
    @inject(LocalStore) local: KeyValueStore,
    @inject(Clock) clock: Clock,
  ) {
    this.#checkin = checkin;
    this.#session = session;
    this.#local = local;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The reporting window; the earliest date offered is today in China when that is later. */
  init(window: { reportStart: string; reportEnd: string }): void {
    this.window = arrivalWindow(window, this.#clock.now());
    const saved = savedArrivalPlan({ session: this.#session, local: this.#local });
    if (saved) {
      this.mode = saved.arriveMode;
      this.date = saved.arriveDate;
      this.companions = saved.companions ?? 0;
      this.trafficNo = saved.trafficNo ?? '';
      this.savedAt = saved.savedAt;
    }
  }

  setMode(v: ArriveMode) {
    this.mode = v;
    this.error = null;
  }
  setDate(v: string) {
    this.date = v;
    this.error = null;
  }
  setCompanions(v: number) {
    this.companions = Math.max(0, Math.min(5, Math.round(v)));
  }
  setTrafficNo(v: string) {
    this.trafficNo = v;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.error = null;
    this.submitting = true;
    const deps = { checkin: this.#checkin, session: this.#session, local: this.#local };
    const input = {
      mode: this.mode,
      date: this.date,
      companions: this.companions,
      trafficNo: this.trafficNo,
    };
    const res = await saveArrivalPlan(deps, input, this.window);
    runInAction(() => {
      this.submitting = false;
      if (res.kind === 'invalid') this.error = res.error;
      else if (res.kind === 'done') this.savedAt = res.value.savedAt;
      else this.error = refusalText(res);
    });
    return res.kind === 'done';
  }
}
