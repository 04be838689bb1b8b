import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, LocalStore } from '@domain/ports/storage';
import { chinaDateString } from '@domain/time/china-time';
import { CheckinApi, type StudentReport } from '../shared/checkin-api';
import { loadErrorText } from '@ui/kit/load-state/load-state';

export const ARRIVE_MODES = [
  { value: 'self', label: '自行到校' },
  { value: 'parent', label: '家长陪同' },
  { value: 'pickup', label: '学校接站' },
] as const;
export type ArriveMode = (typeof ARRIVE_MODES)[number]['value'];

export const ARRIVAL_TEXT = {
  mode: '请选择到校方式',
  date: '请选择预计到校日期',
  range: (from: string, to: string) => `请选择 ${from} 至 ${to} 之间的日期`,
  saved: '到校信息已登记',
} as const;

const key = (welcomeId: string) => `checkinArrival:${welcomeId}`;

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
  window: { from: string; to: string } | null = null;

  readonly #api: CheckinApi;
  readonly #session: Session;
  readonly #local: KeyValueStore;
  readonly #clock: Clock;

  constructor(
    @inject(CheckinApi) api: CheckinApi,
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

  /** The reporting window; the earliest date offered is today in China when that is later. */
  init(window: { reportStart: string; reportEnd: string }): void {
    const today = chinaDateString(this.#clock.now());
    this.window =
      window.reportStart && window.reportEnd
        ? { from: window.reportStart > today ? window.reportStart : today, to: window.reportEnd }
        : null;
    try {
      const saved = JSON.parse(this.#local.get(key(this.#welcomeId)) ?? 'null') as
        (StudentReport & { savedAt: string }) | null;
      if (saved) {
        this.mode = saved.arriveMode;
        this.date = saved.arriveDate;
        this.companions = saved.companions ?? 0;
        this.trafficNo = saved.trafficNo ?? '';
        this.savedAt = saved.savedAt;
      }
    } catch {
      // an unreadable copy is ignored
    }
  }

  get #welcomeId(): string {
    return this.#session.userInfo().welcomeId ?? '';
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

  #validate(): string | null {
    if (!this.mode) return ARRIVAL_TEXT.mode;
    if (!this.date) return ARRIVAL_TEXT.date;
    const w = this.window;
    if (w && (this.date < w.from || this.date > w.to)) return ARRIVAL_TEXT.range(w.from, w.to);
    return null;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.error = this.#validate();
    if (this.error || !this.mode) return false;
    this.submitting = true;
    const body: StudentReport = {
      arriveMode: this.mode,
      arriveDate: this.date,
      companions: this.companions,
      ...(this.trafficNo.trim() ? { trafficNo: this.trafficNo.trim() } : {}),
    };
    try {
      const res = await this.#api.studentReport(body);
      this.#local.set(key(this.#welcomeId), JSON.stringify({ ...body, savedAt: res.savedAt }));
      runInAction(() => (this.savedAt = res.savedAt));
      return true;
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
