import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { enrollmentApi } from '@contract/api/enrollment';
import type { ResponseOf } from '@contract/endpoint';
import type * as E from '@contract/enrollment';
import { AppConfig } from '@domain/ports/app-config';
import { HttpPort } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { Session } from '@domain/ports/session';
import { call } from '@ui/api/call';
import { DraftStore } from '@ui/drafts/draft-store';
import { newIdempotencyKey } from '../shared/idempotency';
import { applicantLoginUrl, needsLogin } from '../shared/login';
import { PagedList, failureText } from '../shared/paged-list';

export type Activity = ResponseOf<typeof E.activityList>['list'][number];

export const canSignUp = (a: Activity) => a.state === 'open' && a.left > 0;

/** The activity list, paged. */
@injectable('Transient')
export class ActivityListVm {
  readonly list: PagedList<Activity>;

  constructor(@inject(HttpPort) http: HttpPort) {
    this.list = new PagedList((pageNo, pageSize) =>
      call(http, enrollmentApi.activityList, { pageNo, pageSize }, { silent: true }),
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }
}

interface SignDraft {
  name: string;
  phone: string;
  remark: string;
  key: string | null;
}

/** Signing up for one activity: duplicate and full are answered clearly, one key per attempt series. */
@injectable('Transient')
export class ActivitySignVm {
  activityId: string | null = null;
  activity: Activity | null = null;
  loading = false;
  loadError: string | null = null;
  name = '';
  phone = '';
  remark = '';
  errors: { name?: string; phone?: string } = {};
  submitting = false;
  refusal: string | null = null;
  done = false;
  savedAt: number | null = null;
  #key: string | null = null;
  readonly #http: HttpPort;
  readonly #drafts: DraftStore;
  readonly #session: Session;
  readonly #nav: Navigation;
  readonly #config: AppConfig;

  constructor(
    @inject(HttpPort) http: HttpPort,
    @inject(DraftStore) drafts: DraftStore,
    @inject(Session) session: Session,
    @inject(Navigation) nav: Navigation,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#http = http;
    this.#drafts = drafts;
    this.#session = session;
    this.#nav = nav;
    this.#config = config;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get #draftKey() {
    return `activity:${this.activityId}`;
  }

  async init(activityId: string | null): Promise<void> {
    this.activityId = activityId;
    if (!activityId) {
      this.loadError = '缺少活动编号';
      return;
    }
    const d = this.#drafts.load<SignDraft>(this.#draftKey);
    if (d) {
      this.name = d.data.name;
      this.phone = d.data.phone;
      this.remark = d.data.remark;
      this.#key = d.data.key;
      this.savedAt = d.savedAt;
    }
    this.loading = true;
    this.loadError = null;
    try {
      // There is no activity detail call: look it up in the list.
      for (let pageNo = 1; pageNo <= 20; pageNo++) {
        const page = await call(
          this.#http,
          enrollmentApi.activityList,
          { pageNo, pageSize: 50 },
          { silent: true },
        );
        const found = page.list.find((a) => a.id === activityId);
        if (found) {
          runInAction(() => (this.activity = found));
          break;
        }
        if (pageNo * 50 >= page.total) break;
      }
      if (!this.activity) runInAction(() => (this.loadError = '活动不存在或已下线'));
    } catch (e) {
      runInAction(() => (this.loadError = failureText(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  set(field: 'name' | 'phone' | 'remark', v: string): void {
    this[field] = v;
    if (field !== 'remark') delete this.errors[field];
    this.#key = null;
    this.refusal = null;
    this.#save();
  }

  async submit(): Promise<void> {
    if (this.submitting || this.done || !this.activityId) return;
    const errors: ActivitySignVm['errors'] = {};
    if (!this.name.trim()) errors.name = '请输入姓名';
    if (!/^1\d{10}$/.test(this.phone.trim())) errors.phone = '请输入正确的手机号';
    this.errors = errors;
    if (errors.name || errors.phone) return;
    if (!this.#session.token()) {
      this.#nav.assign(applicantLoginUrl(this.#config, this.#session, this.#nav.href()));
      return;
    }
    this.submitting = true;
    this.refusal = null;
    this.#key ??= newIdempotencyKey();
    this.#save();
    try {
      const res = await call(
        this.#http,
        enrollmentApi.regActivity,
        {
          activityId: this.activityId,
          name: this.name.trim(),
          phone: this.phone.trim(),
          ...(this.remark.trim() ? { remark: this.remark.trim() } : {}),
        },
        { idempotencyKey: this.#key, silent: true },
      );
      this.#drafts.clear(this.#draftKey);
      runInAction(() => {
        this.done = true;
        if (this.activity)
          this.activity = { ...this.activity, left: res.left, signed: this.activity.signed + 1 };
      });
    } catch (e) {
      if (needsLogin(e)) this.#nav.assign(applicantLoginUrl(this.#config, this.#session, this.#nav.href()));
      runInAction(() => (this.refusal = failureText(e)));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  #save(): void {
    if (!this.activityId) return;
    const at = this.#drafts.save<SignDraft>(this.#draftKey, {
      name: this.name,
      phone: this.phone,
      remark: this.remark,
      key: this.#key,
    });
    if (at !== null) this.savedAt = at;
  }
}
