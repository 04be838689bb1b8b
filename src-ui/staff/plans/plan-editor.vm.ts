import { makeAutoObservable, runInAction } from 'mobx';
import {
  PUBLICATION_LOCKED_TEXT,
  publicationLocked,
  publicationMoveProblem,
} from '@domain/journeys/admission';
import { fenToYuan, planTermsProblem, yuanToFen } from '@domain/journeys/plan-lifecycle';
import type {
  PlanSetupDetail,
  PlanSetupGateway,
  PlanSetupOptions,
  PlanTermsInput,
} from '@domain/staff/plan-setup-gateway';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { AdmissionModeDraft } from './admission-mode';

/** What the editor's inputs hold, as typed: China wall-clock 'YYYY-MM-DDTHH:mm', fee in yuan. */
export interface PlanDraft {
  name: string;
  /** Rich text (the shared editor's HTML); the server sanitizes it on save. */
  description: string;
  batch: string;
  grade: string;
  quota: string;
  startAt: string;
  endAt: string;
  resultsPublishAt: string;
  feeYuan: string;
  payAtRegistration: boolean;
  majorIds: string[];
  contact: string;
  templateId: string;
  formVersion: string;
}

// The server answers China time with +08:00, so the wall clock is the text before the offset.
const wallClock = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const chinaIso = (local: string) => (local ? `${local.slice(0, 16)}:00+08:00` : '');

const emptyDraft = (): PlanDraft => ({
  name: '',
  description: '',
  batch: '',
  grade: '',
  quota: '',
  startAt: '',
  endAt: '',
  resultsPublishAt: '',
  feeYuan: '0',
  payAtRegistration: false,
  majorIds: [],
  contact: '',
  templateId: '',
  formVersion: '',
});

const draftOf = (p: PlanSetupDetail): PlanDraft => ({
  name: p.name,
  description: p.description,
  batch: p.batch,
  grade: p.grade,
  quota: String(p.quota),
  startAt: wallClock(p.startAt),
  endAt: wallClock(p.endAt),
  resultsPublishAt: wallClock(p.resultsPublishAt),
  feeYuan: fenToYuan(p.fee),
  payAtRegistration: p.payAtRegistration,
  majorIds: [...p.majorIds],
  contact: p.contact,
  templateId: p.templateId,
  formVersion: String(p.formVersion),
});

/** The 招生计划 editor: create (planId null) or edit; a failed save keeps everything typed. */
export class PlanEditorVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  draft: PlanDraft = emptyDraft();
  options: PlanSetupOptions = { majors: [], forms: [] };
  taken = 0;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** The stored result publication time (ISO) of the plan being edited. */
  savedPublishAt: string | null = null;
  /** Registrations holding a decision: with the time passed, the publication rule locks later times. */
  decided = 0;
  /** 录取方式 and 优先类别 (admission-mode.ts). */
  readonly mode = new AdmissionModeDraft();
  /** 计划说明 as loaded (the rich editor's starting text; typing never resets it). */
  initialDescription = '';
  /** A copy not yet opened: closed and shown to no applicant until a time is set and it is reopened. */
  isDraft = false;
  readonly planId: string | null;
  readonly #gw: PlanSetupGateway;
  readonly #now: () => Date;

  constructor(gw: PlanSetupGateway, planId: string | null, now: () => Date = () => new Date()) {
    this.#gw = gw;
    this.planId = planId;
    this.#now = now;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * The journeys' publication rule: once the results are out the time may only move earlier
   * (the server refuses later with the same text); the editor explains it beside the field.
   */
  get publicationLocked(): boolean {
    return publicationLocked(this.savedPublishAt, this.#now(), this.decided);
  }
  get publicationHint(): string {
    return this.publicationLocked ? PUBLICATION_LOCKED_TEXT : '须晚于报名截止时间';
  }

  get title(): string {
    return this.planId ? '编辑招生计划' : '新建招生计划';
  }

  /** The published versions of the chosen form (a plan can only use a published one). */
  get versions() {
    return this.options.forms.find((f) => f.templateId === this.draft.templateId)?.versions ?? [];
  }
  get publishedForms() {
    return this.options.forms.filter((f) => f.versions.length > 0);
  }

  load(): Promise<void> {
    const id = this.planId;
    return runLoad(
      this,
      async () => ({ options: await this.#gw.options(), plan: id ? await this.#gw.get(id) : null }),
      ({ options, plan }) => {
        this.options = options;
        if (plan) {
          this.draft = draftOf(plan);
          this.mode.load(plan);
          this.initialDescription = plan.description;
          this.isDraft = plan.draft;
          this.taken = plan.taken;
          this.decided = plan.decided;
          this.savedPublishAt = plan.resultsPublishAt;
        } else {
          const form = this.publishedForms[0];
          if (form && !this.draft.templateId) this.chooseForm(form.templateId);
        }
      },
    );
  }

  set<K extends keyof PlanDraft>(key: K, value: PlanDraft[K]): void {
    this.draft[key] = value;
  }
  chooseForm(templateId: string): void {
    this.draft.templateId = templateId;
    const latest = this.options.forms.find((f) => f.templateId === templateId)?.versions.at(-1);
    this.draft.formVersion = latest ? String(latest.version) : '';
  }
  toggleMajor(id: string): void {
    const has = this.draft.majorIds.includes(id);
    this.draft.majorIds = has ? this.draft.majorIds.filter((x) => x !== id) : [...this.draft.majorIds, id];
  }

  /** The input as the server takes it, or the first Chinese problem (the server checks the same rules). */
  terms(): PlanTermsInput | string {
    const d = this.draft;
    if (!d.name.trim()) return '请填写计划名称';
    const quota = Number(d.quota);
    if (d.quota.trim() === '' || !Number.isInteger(quota) || quota < 0) return '招生人数须为不小于0的整数';
    if (!d.startAt || !d.endAt || !d.resultsPublishAt) return '请填写报名开始、截止和结果公布时间';
    const fee = yuanToFen(d.feeYuan);
    if (fee === null) return '报名费须为金额（元），最多两位小数';
    if (!d.templateId || !d.formVersion) return '请选择已发布的报名表版本';
    const mode = this.mode.terms(quota);
    if (typeof mode === 'string') return mode;
    const t: PlanTermsInput = {
      ...mode,
      name: d.name.trim(),
      description: d.description,
      batch: d.batch.trim(),
      grade: d.grade.trim(),
      quota,
      startAt: chinaIso(d.startAt),
      endAt: chinaIso(d.endAt),
      // Unchanged on screen (minutes), the stored time is sent as it is (to the second).
      resultsPublishAt:
        this.savedPublishAt && d.resultsPublishAt === wallClock(this.savedPublishAt)
          ? this.savedPublishAt
          : chinaIso(d.resultsPublishAt),
      fee,
      payAtRegistration: d.payAtRegistration,
      majorIds: d.majorIds,
      contact: d.contact.trim(),
      templateId: d.templateId,
      formVersion: Number(d.formVersion),
    };
    return (
      publicationMoveProblem(this.savedPublishAt, t.resultsPublishAt, this.#now(), this.decided) ??
      planTermsProblem(t, this.taken, this.savedPublishAt) ??
      t
    );
  }

  /** Saves; the saved plan, or null with the reason shown and the draft kept as typed. */
  async save(): Promise<PlanSetupDetail | null> {
    const t = this.terms();
    if (typeof t === 'string') {
      this.notice = { text: t, ok: false };
      return null;
    }
    this.busy = true;
    this.notice = null;
    try {
      const saved = this.planId ? await this.#gw.save(this.planId, t) : await this.#gw.create(t);
      runInAction(() => {
        this.notice = { text: '已保存', ok: true };
        if (this.planId) this.savedPublishAt = saved.resultsPublishAt;
        this.isDraft = saved.draft;
      });
      return saved;
    } catch (e) {
      runInAction(() => (this.notice = { text: loadErrorText(e), ok: false }));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
