import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import { Navigation } from '@domain/ports/navigation';
import { Session } from '@domain/ports/session';
import {
  applyFieldLogic,
  type FieldLogic,
  ID_NUMBER_PROP,
  isIdCard,
  selectTypeKey,
  validateAnswers,
  withSelectedType,
} from '@domain/forms/answers';
import type { FormField } from '@domain/forms/form-field';
import { fileViewerUrl } from '@domain/files/download-url';
import { idNumberAutofill } from '@domain/forms/id-autofill';
import { parseIdNumber } from '@domain/identity/id-number';
import type { UploadFile } from '@domain/ports/applications-gateway';
import type { StoredFile } from '@domain/ports/admissions-gateway';
import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';
import { isAlreadyRegistered } from '@domain/use-cases/admissions/check-duplicate';
import {
  PROMISE_REQUIRED,
  submitRegistration,
  type SubmittedRegistration,
} from '@domain/use-cases/admissions/submit-registration';
import { DraftStore } from '@ui/drafts/draft-store';
import { answersThatFit, formFingerprint } from '@domain/forms/draft';
import { hasRegionField, type RegionDivision } from '@domain/forms/region';
import { newIdempotencyKey } from '../shared/idempotency';
import { applicantLoginUrl, needsLogin } from '../shared/login';
import { failureText } from '../shared/paged-list';
import type { LoadStatus } from '@ui/kit/load-state/load-state';
import {
  type AnswerValue,
  type Answers,
  loadRegistrationForm,
  loadSavedRegistration,
  type PlanDetail,
  type PlanLimit,
  type RequiredPromise,
  type TemplateField,
} from '@domain/use-cases/admissions/registration-form';
import { uploadAttachments } from '@domain/use-cases/admissions/upload-attachments';
import { loginBeforeForm } from '@domain/use-cases/admissions/form-login';
import { type KeptFile, keptByField, keptFilesFit } from '@domain/forms/kept-files';
import { PlatformBridge } from '@domain/ports/platform';

interface RegistrationDraft {
  answers: Answers;
  /** 确认提交 was tapped while logged out: the confirm screen finishes it after the login. */
  pendingSubmit?: boolean;
  /** 我已阅读并同意 was ticked (kept across the login). */
  promiseAccepted?: boolean;
  /** One key per attempt-series: kept across a failed submit and a reload, dropped when an answer changes. */
  idempotencyKey: string | null;
  /** Files picked before the login (issue 23): uploaded into their fields once logged in. */
  keptFiles?: KeptFile[];
  /** The form version the draft was filled in on (formFingerprint); absent in drafts saved before it. */
  form?: string;
}

/** A picked file as a data URL, to keep it in the draft across the login's page change. */
function readAsDataUrl(f: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read'));
    r.readAsDataURL(f);
  });
}

async function fromDataUrl(k: KeptFile): Promise<UploadFile> {
  const blob = await (await fetch(k.dataUrl)).blob();
  return new File([blob], k.name, { type: k.type || blob.type });
}

export type { AnswerValue, PlanDetail };

export const DUPLICATE_TEXT = '该证件号码已报名此招生计划';

/** Some answer holds something (an empty string or list is nothing typed). */
function hasContent(a: Answers): boolean {
  return Object.values(a).some((v) =>
    Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v != null,
  );
}

/** The registration form of one plan (new, or editing a registration), its draft and its submit. */
@injectable('Transient')
export class RegistrationVm {
  planId: string | null = null;
  registrationId: string | null = null;
  /** Editing a rejected registration: the school's reason, shown at the top of the form (issue 23). */
  rejectReason: string | null = null;
  plan: PlanDetail | null = null;
  limit: PlanLimit | null = null;
  fields: TemplateField[] = [];
  logic: FieldLogic[] = [];
  /** The region tree, loaded only when the form has a region field (省/市/区). */
  regions: RegionDivision[] | null = null;
  answers: Answers = {};
  errors: Record<string, string> = {};
  savedAt: number | null = null;
  restored = false;
  /** The draft was started on an earlier version of the form: the applicant is told, what still fits is kept. */
  formUpdated = false;
  /** The form's load (kit/load-state): the plan, template and saved answers. */
  status: LoadStatus = 'loading';
  error: string | null = null;
  submitting = false;
  submitError: string | null = null;
  /** 确认提交 without the 承诺书 ticked: the checkbox says so (not an error panel). */
  promiseMissing = false;
  promiseAttempts = 0;
  submitted: SubmittedRegistration | null = null;
  /** 提交前需要登录: asked before leaving for the login. */
  loginPrompt = false;
  /** The mini-program logs in before the form is shown (loginBeforeForm): the form waits for it. */
  loginFirst = false;
  /** Files picked before the login, kept in the draft until they are uploaded. */
  keptFiles: KeptFile[] = [];
  /** What became of the kept files after the login (uploaded into the form, or pick again). */
  keptNotice: { ok: boolean; text: string } | null = null;
  /** The school's 诚信报名承诺书 when it requires 我已阅读并同意, else null. */
  promise: RequiredPromise | null = null;
  promiseAccepted = false;
  /** The last deletion (a chosen item or a file), offered back with 撤销 for a few seconds. */
  undo: { prop: string; previous: AnswerValue; text: string } | null = null;
  /** The complete identity number is already registered for this plan (found before the submit). */
  duplicate = false;
  /** The SelectInput whose tag sheet (identity document types) is open. */
  typeSheetProp: string | null = null;
  #idempotencyKey: string | null = null;
  readonly #drafts: DraftStore;
  readonly #clock: Clock;
  readonly #session: Session;
  readonly #nav: Navigation;
  readonly #config: AppConfig;
  readonly #gateway: EnrollmentGateway;
  readonly #bridge: PlatformBridge;
  #checkedNumber: string | null = null;
  /** What the last valid identity number filled in (birthday, sex, age). */
  #autofilled: Answers = {};

  constructor(
    @inject(DraftStore) drafts: DraftStore,
    @inject(Clock) clock: Clock,
    @inject(Session) session: Session,
    @inject(Navigation) nav: Navigation,
    @inject(AppConfig) config: AppConfig,
    @inject(EnrollmentGateway) gateway: EnrollmentGateway,
    @inject(PlatformBridge) bridge: PlatformBridge,
  ) {
    this.#bridge = bridge;
    this.#gateway = gateway;
    this.#drafts = drafts;
    this.#clock = clock;
    this.#session = session;
    this.#nav = nav;
    this.#config = config;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get draftKey(): string {
    return this.registrationId ? `registration-edit:${this.registrationId}` : `registration:${this.planId}`;
  }

  /** The fields with fieldLogicList applied to the current answers, and each SelectInput's chosen tag. */
  get formFields(): TemplateField[] {
    return applyFieldLogic(this.fields, this.logic, this.answers).map((f) =>
      withSelectedType(f, this.answers),
    );
  }

  /** The open tag sheet's choices: the document types the template offers. */
  get typeOptions(): { index: number; label: string }[] {
    return this.fields.find((f) => f.prop === this.typeSheetProp)?.options ?? [];
  }

  get typeSheetIndex(): number | null {
    const f = this.formFields.find((x) => x.prop === this.typeSheetProp);
    return f?.options?.find((o) => o.label === f.selectLabel)?.index ?? null;
  }

  get visibleFields(): TemplateField[] {
    return this.formFields.filter((f) => f.show);
  }

  /** Why this plan cannot take a new registration now (judgeUpperLimit and the plan's dates), or null. */
  get closedReason(): string | null {
    if (this.registrationId) return null;
    if (!this.plan) return null;
    if (this.limit?.full || this.plan.state === 'full') return '该计划名额已满，无法报名';
    if (this.plan.state === 'closed') return '该计划报名已结束';
    if (this.plan.state === 'notStarted') return '该计划报名尚未开始';
    return null;
  }

  /** Birthday, sex and age read from a valid identity number (spec section 3), shown under the form. */
  get idInfo(): { birthday: string; sex: string; age: number } | null {
    const raw = this.answers[ID_NUMBER_PROP];
    if (typeof raw !== 'string') return null;
    const field = this.formFields.find((f) => f.prop === ID_NUMBER_PROP);
    if (field && !isIdCard(field)) return null;
    const r = parseIdNumber(raw, this.#clock.now());
    return r.ok
      ? { birthday: r.value.birthday, sex: r.value.sex === '0' ? '男' : '女', age: r.value.age }
      : null;
  }

  get loggedIn(): boolean {
    return !!this.#session.token();
  }

  get hasAnswers(): boolean {
    return Object.keys(this.answers).length > 0;
  }

  /**
   * Loads the plan, its form and the draft. `finishPending` (the confirm screen): a submit that
   * waited for the login is sent now, without another tap.
   */
  async init(
    planId: string | null,
    registrationId: string | null = null,
    finishPending = false,
  ): Promise<void> {
    let pending = false;
    this.planId = planId;
    this.registrationId = registrationId;
    this.rejectReason = null;
    if (!planId) {
      this.error = '缺少报名计划';
      this.status = 'error';
      return;
    }
    if (loginBeforeForm(this.#bridge.runtime, this.loggedIn)) {
      this.loginFirst = true;
      this.status = 'ready';
      this.login();
      return;
    }
    this.status = 'loading';
    this.error = null;
    try {
      // Editing: the saved registration gives the answers (unless a draft has newer ones) and the reason.
      // It loads beside the form, and the form shows with its answers: never empty boxes first that the
      // answers then overwrite (a parent could start typing into them).
      const [form, saved] = await Promise.all([
        loadRegistrationForm(this.#gateway, planId, registrationId),
        registrationId ? loadSavedRegistration(this.#gateway, registrationId) : null,
      ]);
      const draft = this.#drafts.load<RegistrationDraft>(this.draftKey);
      runInAction(() => {
        this.promise = form.promise;
        this.plan = form.plan;
        this.limit = form.limit;
        this.fields = form.fields;
        this.logic = form.logic;
        this.rejectReason = saved?.rejectReason ?? null;
        if (saved && !draft) this.answers = saved.answers;
      });
      if (draft) {
        pending = !!draft.data.pendingSubmit;
        const form = this.#form;
        const updated = !!draft.data.form && draft.data.form !== form;
        runInAction(() => {
          const answers = draft.data.answers ?? {};
          this.answers = updated ? answersThatFit(this.fields, answers) : answers;
          this.formUpdated = updated && hasContent(answers);
          this.#idempotencyKey = draft.data.idempotencyKey ?? null;
          this.promiseAccepted = !!draft.data.promiseAccepted;
          this.keptFiles = draft.data.keptFiles ?? [];
          this.savedAt = draft.savedAt;
          // Only when something was typed: a draft of nothing restores nothing.
          this.restored = hasContent(this.answers) && !pending;
        });
        void this.#checkDuplicate();
        if (this.keptFiles.length && this.loggedIn) void this.#uploadKept();
      }
      // A region field picks from the region tree; without it the cell stays empty (the rest still works).
      if (hasRegionField(form.fields) && !this.regions) {
        const regions = await this.#gateway.regions().catch(() => null);
        runInAction(() => (this.regions = regions));
      }
    } catch (e) {
      runInAction(() => {
        this.error = needsLogin(e) ? '请先登录' : failureText(e);
        this.status = 'error';
      });
      if (needsLogin(e)) this.login();
    }
    if (this.status === 'loading') runInAction(() => (this.status = 'ready'));
    if (finishPending && pending && this.loggedIn && this.plan && this.hasAnswers) await this.submit();
  }

  /** An answer changed: identity-number autofill, the field's error cleared, the draft saved at once. */
  setAnswer(prop: string, value: AnswerValue): void {
    const next: Answers = { ...this.answers, [prop]: value };
    if (prop === ID_NUMBER_PROP || prop === selectTypeKey(ID_NUMBER_PROP)) {
      const fill = idNumberAutofill(this.fields, next, this.#clock.now());
      if (Object.keys(fill).length) {
        Object.assign(next, fill);
        this.#autofilled = fill;
      } else {
        // Issue 14: the autofill follows the number; an invalid number clears what it filled in.
        for (const [k, v] of Object.entries(this.#autofilled)) if (next[k] === v) next[k] = '';
        this.#autofilled = {};
      }
    }
    this.answers = next;
    delete this.errors[prop];
    this.#idempotencyKey = null;
    this.#save();
    if (prop === ID_NUMBER_PROP) void this.#checkDuplicate();
  }

  /** Issue 14: a duplicate is found as soon as the identity number is complete, not at 确认提交. */
  async #checkDuplicate(): Promise<void> {
    const raw = this.answers[ID_NUMBER_PROP];
    const number = typeof raw === 'string' && this.idInfo ? raw.trim().toUpperCase() : null;
    if (number === this.#checkedNumber) return;
    this.#checkedNumber = number;
    this.duplicate = false;
    if (!number || !this.planId || this.registrationId) return;
    // Issue 35: these answers already went out from here (a kept key: e.g. 网络错误 after the server had
    // stored them). The number is then likely registered by this parent: the submit asks, and the
    // server answers their registration (报名成功), or the duplicate when it is another account's.
    if (this.#idempotencyKey) return;
    const found = await isAlreadyRegistered(
      { gateway: this.#gateway, now: this.#clock.now() },
      this.planId,
      number,
    );
    runInAction(() => {
      if (this.#checkedNumber === number) this.duplicate = found;
    });
  }

  /** The change event of a field (spec section 2.5): a SelectInput tag with choices opens its sheet. */
  tapField(field: FormField): void {
    const f = this.fields.find((x) => x.prop === field.prop);
    if (f?.type === 'SelectInput' && f.options?.length && !f.disabled) this.typeSheetProp = f.prop;
  }

  /** The sheet closed: a picked document type is kept with the answer (and the draft), and the number re-checked. */
  chooseType(picked: { label: string } | null): void {
    const prop = this.typeSheetProp;
    this.typeSheetProp = null;
    if (!prop || !picked) return;
    this.setAnswer(selectTypeKey(prop), picked.label);
    if (this.errors[prop]) this.checkField(prop);
  }

  /** Checks one field (on blur), with the same validator as the whole form and the server. */
  checkField(prop: string): void {
    if (!this.visibleFields.some((x) => x.prop === prop)) return;
    const msg = this.#check().find((e) => e.field === prop)?.message;
    if (msg) this.errors[prop] = msg;
    else delete this.errors[prop];
  }

  /**
   * The submission checked as the server will check it (src-domain/forms/answers: the template's
   * rules and field logic); returns the first failing prop (the view scrolls to it).
   */
  validate(): string | null {
    const found = this.#check();
    const errors: Record<string, string> = {};
    for (const e of found) errors[e.field] ??= e.message;
    this.errors = errors;
    return found[0]?.field ?? null;
  }

  /** The answer, else what the template presets (a school-assigned multi-select keeps its valueId). */
  answerOf(f: TemplateField): AnswerValue | undefined {
    if (Object.hasOwn(this.answers, f.prop)) return this.answers[f.prop];
    if (f.multipleChoice === 1) return f.valueId ?? f.InfochooseMorechecked;
    return typeof f.value === 'string' ? f.value : undefined;
  }

  /** Answers of the shown fields only (hidden ones are dropped, as the server does). */
  get submission(): Answers {
    const out: Answers = {};
    for (const f of this.visibleFields) {
      const v = this.answerOf(f);
      if (v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0))
        continue;
      out[f.prop] = typeof v === 'string' ? v.trim() : v;
      const type = this.answers[selectTypeKey(f.prop)];
      if (f.type === 'SelectInput' && typeof type === 'string') out[selectTypeKey(f.prop)] = type;
    }
    return out;
  }

  /** Sends the registration once: in-flight taps are ignored and a retry reuses the same key. */
  async submit(): Promise<boolean> {
    if (this.submitting || this.submitted) return false;
    if (this.closedReason) {
      this.submitError = this.closedReason;
      return false;
    }
    if (this.duplicate) {
      this.submitError = DUPLICATE_TEXT;
      return false;
    }
    if (this.validate()) {
      this.submitError = '请检查填写的信息';
      return false;
    }
    if (this.promise && !this.registrationId && !this.promiseAccepted) {
      this.promiseMissing = true;
      this.promiseAttempts += 1;
      this.submitError = null;
      return false;
    }
    if (!this.loggedIn) {
      this.loginPrompt = true;
      return false;
    }
    this.submitting = true;
    this.submitError = null;
    if (!this.#idempotencyKey) {
      this.#idempotencyKey = newIdempotencyKey();
      this.#save();
    }
    const r = await submitRegistration(
      { gateway: this.#gateway, loggedIn: this.loggedIn },
      {
        planId: this.planId!,
        registrationId: this.registrationId,
        answers: this.submission,
        promise: { required: !!this.promise && !this.registrationId, accepted: this.promiseAccepted },
      },
      this.#idempotencyKey,
    );
    runInAction(() => {
      this.submitting = false;
      if (r.kind === 'done') {
        this.#drafts.clear(this.draftKey);
        this.submitted = r.value;
        this.savedAt = null;
      } else if (r.kind === 'needsLogin') this.loginPrompt = true;
      else if (r.kind === 'refused' && r.message === PROMISE_REQUIRED) this.promiseMissing = true;
      else this.submitError = r.message;
    });
    return r.kind === 'done';
  }

  /** An answer changed from the form: a shorter list is a deletion, offered back with 撤销. */
  changeFromForm(prop: string, value: AnswerValue): void {
    const before = Object.hasOwn(this.answers, prop)
      ? this.answers[prop]
      : (() => {
          const f = this.fields.find((x) => x.prop === prop);
          return f ? this.answerOf(f) : undefined;
        })();
    if (Array.isArray(before) && Array.isArray(value) && value.length < before.length) {
      const label = this.fields.find((x) => x.prop === prop)?.label ?? '';
      this.undo = { prop, previous: before as AnswerValue, text: `已删除${label}中的一项` };
    }
    this.setAnswer(prop, value);
  }

  /** 撤销: the deleted item comes back. */
  undoDelete(): void {
    const u = this.undo;
    this.undo = null;
    if (u) this.setAnswer(u.prop, u.previous);
  }

  dismissUndo(): void {
    this.undo = null;
  }

  setPromiseAccepted(v: boolean): void {
    this.promiseAccepted = v;
    if (v) this.promiseMissing = false;
    this.#save();
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

  /**
   * Attachments: images compressed first, one request per file with its progress. Logged out, the
   * picked files are kept in the draft (issue 23) and uploaded into `prop` after the login.
   */
  async upload<F extends UploadFile>(
    files: F[],
    onProgress: (file: F, percent: number, retryInSeconds?: number) => void,
    prop?: string,
  ): Promise<StoredFile[]> {
    if (!this.#session.token()) {
      if (prop) await this.#keep(prop, files);
      this.login();
      throw new Error('LOGIN.REQUIRED');
    }
    return uploadAttachments(this.#gateway, files, (f, p, retryIn) => onProgress(f as F, p, retryIn));
  }

  async #keep(prop: string, files: UploadFile[]): Promise<void> {
    if (!keptFilesFit(this.keptFiles, files)) return;
    try {
      const read = await Promise.all(
        files.map(async (f) => ({
          prop,
          name: f.name,
          type: f.type,
          size: f.size,
          dataUrl: await readAsDataUrl(f),
        })),
      );
      runInAction(() => (this.keptFiles = [...this.keptFiles, ...read]));
    } catch {
      // An unreadable file is simply not kept: the person picks it again after the login.
    }
  }

  /** After the login: the files picked before it go into their fields, as if picked now. */
  async #uploadKept(): Promise<void> {
    const kept = this.keptFiles;
    try {
      for (const [prop, group] of keptByField(kept)) {
        const files = await Promise.all(group.map(fromDataUrl));
        const refs = await uploadAttachments(this.#gateway, files);
        const before = this.answers[prop];
        this.setAnswer(prop, [...(Array.isArray(before) ? (before as StoredFile[]) : []), ...refs]);
      }
      runInAction(() => {
        this.keptFiles = [];
        this.keptNotice = { ok: true, text: `登录前选择的 ${kept.length} 个文件已上传` };
      });
    } catch {
      runInAction(() => {
        this.keptFiles = [];
        this.keptNotice = { ok: false, text: '登录前选择的文件未能上传，请重新选择' };
      });
    }
    this.#save();
  }

  viewerUrl(url: string): string {
    return fileViewerUrl(this.#config.bases.upload, url);
  }

  /** Goes through the platform login and comes back here; the draft keeps every answer. */
  login(): void {
    this.#save();
    this.#nav.assign(applicantLoginUrl(this.#config, this.#session, this.#nav.href()));
  }

  /** The fingerprint of the form version on screen (kept with the draft). */
  get #form(): string {
    return formFingerprint(this.fields, this.logic);
  }

  #check() {
    return validateAnswers(this.fields, this.logic, this.submission, this.#clock.now()).errors;
  }

  #save(pendingSubmit = false): void {
    if (!this.planId || this.submitted) return;
    const saved = this.#drafts.save<RegistrationDraft>(this.draftKey, {
      answers: this.answers,
      idempotencyKey: this.#idempotencyKey,
      form: this.#form,
      ...(pendingSubmit ? { pendingSubmit } : {}),
      ...(this.promiseAccepted ? { promiseAccepted: true } : {}),
      ...(this.keptFiles.length ? { keptFiles: this.keptFiles } : {}),
    });
    if (saved !== null) this.savedAt = saved;
  }
}
