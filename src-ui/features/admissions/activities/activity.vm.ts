import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@domain/ports/app-config';
import { Navigation } from '@domain/ports/navigation';
import { Session } from '@domain/ports/session';
import { EnrollmentGateway, type ActivityInfo } from '@domain/use-cases/admissions/enrollment-gateway';
import type { SignupOffer } from '@domain/journeys/activity-signup';
import {
  activityOfferFor,
  cancelActivitySignUp,
  checkSignUp,
  findActivity,
  joinedActivities,
  signUpActivity,
  type SignUpErrors,
} from '@domain/use-cases/admissions/sign-up-activity';
import { DraftStore } from '@ui/drafts/draft-store';
import { newIdempotencyKey } from '../shared/idempotency';
import { applicantLoginUrl } from '../shared/login';
import { PagedList } from '../shared/paged-list';
import type { LoadStatus } from '@ui/kit/load-state/load-state';

export type Activity = ActivityInfo;

/** The activity list, paged, with 已报名 on the ones this applicant joined. */
@injectable('Transient')
export class ActivityListVm {
  readonly list: PagedList<Activity>;
  /** The joined activities' offers for this person (the server's, from mySignups). */
  joined = new Map<string, SignupOffer>();

  constructor(@inject(EnrollmentGateway) gateway: EnrollmentGateway, @inject(Session) session: Session) {
    this.list = new PagedList((pageNo, pageSize) => gateway.activities(pageNo, pageSize));
    makeAutoObservable(this, { list: false }, { autoBind: true });
    void joinedActivities({ gateway, loggedIn: !!session.token() }).then((j) =>
      runInAction(() => (this.joined = j)),
    );
  }

  /** What this person sees and may do with the activity: their own offer once joined, else the list's. */
  offerOf(a: Activity): SignupOffer {
    return this.joined.get(a.id) ?? a.offer;
  }
}

interface SignDraft {
  name: string;
  phone: string;
  remark: string;
  key: string | null;
  /** 提交报名 was tapped while logged out: finish it after the login comes back. */
  pendingSubmit?: boolean;
}

/** Signing up for one activity: duplicate and full are answered clearly, one key per attempt series. */
@injectable('Transient')
export class ActivitySignVm {
  activityId: string | null = null;
  activity: Activity | null = null;
  /** The activity's load (kit/load-state). */
  status: LoadStatus = 'loading';
  error: string | null = null;
  name = '';
  phone = '';
  remark = '';
  errors: SignUpErrors = {};
  submitting = false;
  refusal: string | null = null;
  done = false;
  savedAt: number | null = null;
  /** What the person sees and may do now, as the server says it (null until loaded). */
  offer: SignupOffer | null = null;
  cancelling = false;
  /** 提交前需要登录: asked before leaving for the login. */
  loginPrompt = false;
  #key: string | null = null;
  readonly #gateway: EnrollmentGateway;
  readonly #drafts: DraftStore;
  readonly #session: Session;
  readonly #nav: Navigation;
  readonly #config: AppConfig;

  constructor(
    @inject(EnrollmentGateway) gateway: EnrollmentGateway,
    @inject(DraftStore) drafts: DraftStore,
    @inject(Session) session: Session,
    @inject(Navigation) nav: Navigation,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#gateway = gateway;
    this.#drafts = drafts;
    this.#session = session;
    this.#nav = nav;
    this.#config = config;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Joined (已报名): the server shows the sign-up. */
  get joined(): boolean {
    return this.offer?.shown.state === 'signedUp';
  }

  /** 取消报名 is offered now. */
  get cancellable(): boolean {
    return !!this.offer?.actions.includes('cancel');
  }

  /** 立即报名 is offered now (the form shows only then). */
  get canSignUp(): boolean {
    return !!this.offer?.actions.includes('signUp');
  }

  /** Reads the person's offer again (after signing up or cancelling). */
  async #loadOffer(): Promise<void> {
    if (!this.activity) return;
    const r = await activityOfferFor({ gateway: this.#gateway, loggedIn: this.#loggedIn }, this.activity);
    runInAction(() => {
      if (r.kind === 'done') {
        this.offer = r.value;
        this.status = 'ready';
      } else {
        this.error = r.kind === 'refused' ? r.message : '请登录后查看';
        this.status = 'error';
      }
    });
  }

  get #draftKey() {
    return `activity:${this.activityId}`;
  }

  get #loggedIn() {
    return !!this.#session.token();
  }

  async init(activityId: string | null): Promise<void> {
    this.activityId = activityId;
    if (!activityId) {
      this.error = '缺少活动编号';
      this.status = 'error';
      return;
    }
    const d = this.#drafts.load<SignDraft>(this.#draftKey);
    let pending = false;
    if (d) {
      this.name = d.data.name;
      this.phone = d.data.phone;
      this.remark = d.data.remark;
      this.#key = d.data.key;
      this.savedAt = d.savedAt;
      pending = !!d.data.pendingSubmit;
    }
    this.status = 'loading';
    this.error = null;
    const found = await findActivity({ gateway: this.#gateway }, activityId);
    runInAction(() => {
      if (found.kind === 'done' && found.value) this.activity = found.value;
      else {
        this.error = found.kind === 'refused' ? found.message : '活动不存在或已下线';
        this.status = 'error';
      }
    });
    if (!this.activity) return;
    // Loading until the server's offer for this person is known (never a guessed state).
    await this.#loadOffer();
    // Back from the login that 提交报名 asked for: finish the sign-up now.
    if (pending && this.#loggedIn && this.canSignUp) await this.submit();
  }

  set(field: 'name' | 'phone' | 'remark', v: string): void {
    this[field] = v;
    if (field !== 'remark') delete this.errors[field];
    this.#key = null;
    this.refusal = null;
    this.#save();
  }

  /** The phone number checked on blur (11 digits). */
  checkPhone(): void {
    if (!this.phone) return;
    const e = checkSignUp({ name: this.name, phone: this.phone }).phone;
    if (e) this.errors = { ...this.errors, phone: e };
  }

  async submit(): Promise<void> {
    if (this.submitting || this.done || !this.activityId) return;
    this.submitting = true;
    this.refusal = null;
    this.#key ??= newIdempotencyKey();
    this.#save();
    const r = await signUpActivity(
      { gateway: this.#gateway, loggedIn: this.#loggedIn },
      { activityId: this.activityId, name: this.name, phone: this.phone, remark: this.remark },
      this.#key,
    );
    runInAction(() => {
      this.submitting = false;
      if (r.kind === 'invalid') this.errors = r.errors;
      else if (r.kind === 'needsLogin') this.loginPrompt = true;
      else if (r.kind === 'refused') this.refusal = r.message;
      else {
        this.#drafts.clear(this.#draftKey);
        this.done = true;
        if (this.activity)
          this.activity = { ...this.activity, left: r.value.left, signed: this.activity.signed + 1 };
      }
    });
    if (this.done) await this.#loadOffer();
  }

  /** 去登录 in the 提交前需要登录 dialog: the draft remembers to finish the submit on return. */
  goLogin(): void {
    this.loginPrompt = false;
    this.#save(true);
    this.#nav.assign(applicantLoginUrl(this.#config, this.#session, this.#nav.href()));
  }

  dismissLogin(): void {
    this.loginPrompt = false;
  }

  async cancel(): Promise<void> {
    if (!this.activityId || this.cancelling || !this.cancellable) return;
    this.cancelling = true;
    this.refusal = null;
    const r = await cancelActivitySignUp({ gateway: this.#gateway }, this.activityId, newIdempotencyKey());
    runInAction(() => {
      this.cancelling = false;
      if (r.kind === 'done') {
        this.done = false;
        this.#key = null;
        if (this.activity)
          this.activity = {
            ...this.activity,
            left: r.value.left,
            signed: Math.max(0, this.activity.signed - 1),
          };
      } else if (r.kind === 'needsLogin') this.loginPrompt = true;
      else this.refusal = r.message;
    });
    if (r.kind === 'done') await this.#loadOffer();
  }

  #save(pendingSubmit = false): void {
    if (!this.activityId) return;
    const at = this.#drafts.save<SignDraft>(this.#draftKey, {
      name: this.name,
      phone: this.phone,
      remark: this.remark,
      key: this.#key,
      ...(pendingSubmit ? { pendingSubmit } : {}),
    });
    if (at !== null) this.savedAt = at;
  }
}
