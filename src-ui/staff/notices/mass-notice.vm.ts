import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type KeyValueStore, SessionStore } from '@domain/ports/storage';
import { StaffGateway } from '@domain/staff/gateway';
import {
  confirmQuestion,
  dailyLimitRefusal,
  NOTICE_BODY_MAX,
  NOTICE_FILTER_LABEL,
  NOTICE_TITLE_MAX,
  type NoticeAudience,
  type NoticeFilter,
  studentScopeText,
} from '@domain/staff/mass-notice';
import {
  NoticesGateway,
  type NoticePreview,
  type NoticeQuota,
  type NoticeRosterScopes,
  type NoticeSend,
} from '@domain/staff/notices-gateway';
import type { PlanSummary } from '@domain/staff/types';
import { newIdempotencyKey } from '@ui/features/admissions/shared/idempotency';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** What the teacher writes; kept in the tab's sessionStorage (a reload or a failed send loses nothing). */
export interface MassNoticeDraft {
  /** A plan's applicants, or the new students on the roster (issue 34 item 10). */
  audience: NoticeAudience;
  planId: string;
  filter: NoticeFilter;
  /** Students: one 专业 / 班级, '' for all. */
  majorId: string;
  className: string;
  title: string;
  body: string;
  /** One per draft: a second click, or a retry after a lost answer, sends once. */
  requestId: string;
}
type DraftField = 'planId' | 'title' | 'body';

export const DRAFT_KEY = 'staff.massNotice.draft';
const fresh = (): MassNoticeDraft => ({
  audience: 'applicants',
  planId: '',
  filter: 'approved',
  majorId: '',
  className: '',
  title: '',
  body: '',
  requestId: newIdempotencyKey(),
});

/** 群发通知: write, preview the recipients, confirm naming the count, send; the history beside it. */
@injectable('Transient')
export class MassNoticeVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plans: PlanSummary[] = [];
  /** Past sends, newest first. */
  rows: NoticeSend[] = [];
  quota: NoticeQuota | null = null;
  roster: NoticeRosterScopes = { majors: [], classes: [] };
  draft: MassNoticeDraft = fresh();
  errors: Partial<Record<DraftField, string>> = {};
  preview: NoticePreview | null = null;
  previewStatus: 'idle' | LoadStatus = 'idle';
  previewError: string | null = null;
  confirming = false;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: NoticesGateway;
  readonly #staff: StaffGateway;
  readonly #store: KeyValueStore;
  #previewSeq = 0;

  constructor(
    @inject(NoticesGateway) gw: NoticesGateway,
    @inject(StaffGateway) staff: StaffGateway,
    @inject(SessionStore) store: KeyValueStore,
  ) {
    this.#gw = gw;
    this.#staff = staff;
    this.#store = store;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async open(): Promise<void> {
    this.#restore();
    await runLoad(
      this,
      () => Promise.all([this.#staff.plans(), this.#gw.history()]),
      ([plans, h]) => {
        this.plans = plans;
        this.rows = h.sends;
        this.quota = h.quota;
        this.roster = h.roster ?? { majors: [], classes: [] };
        if (this.draft.planId && !plans.some((p) => p.id === this.draft.planId)) this.draft.planId = '';
        if (!this.draft.planId && plans.length === 1) this.draft.planId = plans[0]!.id;
      },
    );
    if (this.status === 'ready' && this.#targetChosen) void this.loadPreview();
  }

  #restore() {
    try {
      const saved = JSON.parse(this.#store.get(DRAFT_KEY) ?? 'null') as Partial<MassNoticeDraft> | null;
      if (saved && typeof saved === 'object') this.draft = { ...fresh(), ...saved };
    } catch {
      /* a broken draft is dropped */
    }
  }

  #keep() {
    this.#store.set(DRAFT_KEY, JSON.stringify(this.draft));
  }

  set(field: 'title' | 'body', value: string) {
    this.draft = { ...this.draft, [field]: value };
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    this.#keep();
  }

  /** Students need no choice (all of them by default); applicants need a plan. */
  get #targetChosen(): boolean {
    return this.draft.audience === 'students' || !!this.draft.planId;
  }

  /** Who the send is for, in words (the dialog and the empty preview say it). */
  get scopeLines(): string[] {
    const d = this.draft;
    if (d.audience === 'students') {
      const major = this.roster.majors.find((m) => m.value === d.majorId)?.label ?? '';
      return [`收件人：新生名单 · ${studentScopeText(major, d.className)}`];
    }
    const plan = this.plans.find((p) => p.id === d.planId);
    return [`招生计划：${plan?.name ?? ''}`, `报名状态：${NOTICE_FILTER_LABEL[d.filter]}`];
  }

  choose(patch: {
    audience?: NoticeAudience;
    planId?: string;
    filter?: NoticeFilter;
    majorId?: string;
    className?: string;
  }) {
    this.draft = { ...this.draft, ...patch };
    if (patch.planId) this.errors = { ...this.errors, planId: undefined };
    this.#keep();
    void this.loadPreview();
  }

  async loadPreview(): Promise<void> {
    const { audience, planId, filter, majorId, className } = this.draft;
    if (!this.#targetChosen) {
      this.preview = null;
      this.previewStatus = 'idle';
      return;
    }
    const seq = ++this.#previewSeq;
    this.previewStatus = 'loading';
    this.previewError = null;
    try {
      const p = await this.#gw.preview({ audience, planId, filter, majorId, className });
      runInAction(() => {
        if (seq !== this.#previewSeq) return;
        this.preview = p;
        this.quota = p.quota;
        this.previewStatus = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        if (seq !== this.#previewSeq) return;
        this.previewError = loadErrorText(e);
        this.previewStatus = 'error';
      });
    }
  }

  /** The day's sends used up: the refusal the server would give, before anyone tries. */
  get limitText(): string | null {
    if (!this.quota) return null;
    return this.quota.used >= this.quota.limit
      ? dailyLimitRefusal(this.quota.used, new Date(Date.parse(this.quota.resetsAt) - 1), this.quota.limit)
      : null;
  }

  get question(): string {
    return confirmQuestion(this.preview?.count ?? 0);
  }

  validate(): boolean {
    const d = this.draft;
    const errors: Partial<Record<DraftField, string>> = {};
    if (d.audience === 'applicants' && !d.planId) errors.planId = '请选择招生计划';
    if (!d.title.trim()) errors.title = '请填写通知标题';
    else if ([...d.title.trim()].length > NOTICE_TITLE_MAX)
      errors.title = `通知标题最多${NOTICE_TITLE_MAX}字`;
    if (!d.body.trim()) errors.body = '请填写通知内容';
    else if ([...d.body.trim()].length > NOTICE_BODY_MAX) errors.body = `通知内容最多${NOTICE_BODY_MAX}字`;
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /** 发送: checks the draft and the preview, then asks (the dialog names the count). */
  ask() {
    this.notice = null;
    if (!this.validate()) {
      this.notice = { text: '请按提示修改后再发送', ok: false };
      return;
    }
    if (this.previewStatus !== 'ready' || !this.preview) {
      this.notice = { text: '请等收件人预览加载完成后再发送', ok: false };
      return;
    }
    if (this.preview.count === 0) {
      this.notice = {
        text:
          this.draft.audience === 'students'
            ? '没有可以接收通知的新生，请换一个专业或班级'
            : '没有可以接收通知的报名人，请换一个报名状态',
        ok: false,
      };
      return;
    }
    this.confirming = true;
  }

  closeConfirm() {
    this.confirming = false;
  }

  async confirmSend(): Promise<void> {
    const d = this.draft;
    const r = await runAction(
      this,
      () =>
        this.#gw.send(d.requestId, {
          audience: d.audience,
          planId: d.planId,
          filter: d.filter,
          majorId: d.majorId,
          className: d.className,
          title: d.title.trim(),
          body: d.body.trim(),
        }),
      (x) =>
        x.repeated ? `这条通知已发送过（${x.send.count}人），没有重复发送` : `已发送给${x.send.count}人`,
    );
    runInAction(() => {
      this.confirming = false;
      if (!r) return; // a failed send keeps the draft (and its request id) to try again
      this.quota = r.quota;
      this.rows = [r.send, ...this.rows.filter((s) => s.id !== r.send.id)];
      const { audience, planId, filter, majorId, className } = d;
      this.draft = { ...fresh(), audience, planId, filter, majorId, className };
      this.#keep();
    });
  }
}
