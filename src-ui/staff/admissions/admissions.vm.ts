import { ADMISSION_EVENT_LABEL, DECISION_CODE, isAdmitted, type AdmissionDecision } from '@domain/journeys';
import { StaffGateway } from '@domain/staff/gateway';
import type { BulkDecision, LetterPreview, PlanSummary, RegistrationRow } from '@domain/staff/types';
import { chinaTime, publishAtIso } from '@domain/use-cases/staff/publish';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { runAction } from '../shared/action';

/** What the centred confirmation asks about: one applicant, or a selected set after the server's dry run. */
export type PendingDecision =
  | { kind: 'one'; decision: AdmissionDecision; row: RegistrationRow }
  | { kind: 'revoke'; row: RegistrationRow }
  | { kind: 'bulk'; decision: AdmissionDecision; dry: BulkDecision }
  /** 立即公布: irreversible (applicants see every decision at once), so asked first. */
  | { kind: 'publishNow' }
  /** 预览录取通知书 as one chosen 已录取 applicant will read it (null while it loads). */
  | { kind: 'letter'; registrationId: string; letter: LetterPreview | null };

/**
 * 录取管理 (issue 24): every decision confirmed with the applicant's name; 撤销决定 until the result
 * is published, 撤销录取 with a reason after it; bulk decisions only on the rows the teacher ticked,
 * with those the admission journey refuses listed and skipped. Results published at a set time.
 */
@injectable('Transient')
export class AdmissionsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plans: PlanSummary[] = [];
  planId: string | null = null;
  rows: RegistrationRow[] = [];
  total = 0;
  page = 1;
  readonly pageSize = 20;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** Name / ID number / phone, as typed; applied on 搜索. */
  search = '';
  #q = '';
  /** The datetime-local value of 公布时间 (China time). */
  publishAt = '';
  /** Ticked rows (ids) of the current plan; a new plan or search clears them. */
  selected: string[] = [];
  pending: PendingDecision | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get plan(): PlanSummary | null {
    return this.plans.find((p) => p.id === this.planId) ?? null;
  }
  /** Whether applicants of this plan already see their result: the server judges it by its clock. */
  get published(): boolean {
    return this.plan?.resultsPublished ?? false;
  }
  get publishedText(): string {
    const at = this.plan?.resultsPublishAt;
    // Issue 26: nothing is shown to applicants until the school publishes (立即 or 定时).
    if (!at) return '录取结果尚未公布：报名人看不到任何决定（公布前可撤销决定）';
    return this.published
      ? `结果已于 ${chinaTime(at)} 公布：如需更改，请撤销录取并说明原因`
      : `结果公布时间：${chinaTime(at)}（公布前可撤销决定）`;
  }

  async open(): Promise<void> {
    await runLoad(
      this,
      () => this.#gw.plans(),
      (plans) => {
        this.plans = plans;
        this.planId ??= plans[0]?.id ?? null;
      },
    );
    if (this.status === 'ready') await this.load();
  }

  load(): Promise<void> {
    if (!this.planId) {
      this.rows = [];
      this.total = 0;
      return Promise.resolve();
    }
    const planId = this.planId;
    return runLoad(
      this,
      () =>
        this.#gw.registrations({
          planId,
          review: 'approved',
          ...(this.#q ? { q: this.#q } : {}),
          page: this.page,
          pageSize: this.pageSize,
        }),
      (p) => {
        this.rows = p.rows;
        this.total = p.total;
      },
    );
  }

  setPlan(planId: string | null) {
    this.planId = planId;
    this.page = 1;
    this.selected = [];
    return this.load();
  }
  setPage(p: number) {
    this.page = p;
    return this.load();
  }
  setSearch(v: string) {
    this.search = v;
  }
  applySearch() {
    this.#q = this.search.trim();
    this.page = 1;
    this.selected = [];
    return this.load();
  }
  setPublishAt(v: string) {
    this.publishAt = v;
  }

  isSelected(id: string): boolean {
    return this.selected.includes(id);
  }
  toggle(id: string, on: boolean) {
    this.selected = on ? [...new Set([...this.selected, id])] : this.selected.filter((x) => x !== id);
  }
  get allOnPageSelected(): boolean {
    return this.rows.length > 0 && this.rows.every((r) => this.selected.includes(r.id));
  }
  toggleAll(on: boolean) {
    const ids = this.rows.map((r) => r.id);
    this.selected = on
      ? [...new Set([...this.selected, ...ids])]
      : this.selected.filter((x) => !ids.includes(x));
  }

  /** Opens the confirmation of one decision (录取 / 预录取 / 不录取) naming the applicant. */
  ask(decision: AdmissionDecision, row: RegistrationRow) {
    this.pending = { kind: 'one', decision, row };
  }
  askRevoke(row: RegistrationRow) {
    this.pending = { kind: 'revoke', row };
  }
  /** The server's dry run on the ticked rows: who would be decided, who is skipped and why. */
  async askBulk(decision: AdmissionDecision): Promise<void> {
    const planId = this.planId;
    if (!planId || !this.selected.length) {
      this.notice = { text: '请先勾选报名', ok: false };
      return;
    }
    const ids = [...this.selected];
    const dry = await runAction(
      this,
      () =>
        this.#gw.bulkAdmit({ planId, registrationIds: ids, status: DECISION_CODE[decision], dryRun: true }),
      '',
    );
    runInAction(() => {
      this.notice = null;
      if (dry) this.pending = { kind: 'bulk', decision, dry };
    });
  }
  cancel() {
    this.pending = null;
  }

  /** Carries out what the open confirmation asked (the reason: 撤销录取 only). */
  async confirm(reason = ''): Promise<void> {
    const p = this.pending;
    if (!p) return;
    if (p.kind === 'one') {
      const verb = ADMISSION_EVENT_LABEL[p.decision];
      const m = await runAction(
        this,
        () => this.#gw.admit(p.row.id, DECISION_CODE[p.decision]),
        `已${verb}：${p.row.name}`,
      );
      if (m) this.#patch(m.id, m.admissionStatus, null);
    } else if (p.kind === 'revoke') {
      const m = await runAction(
        this,
        () => this.#gw.revokeAdmission(p.row.id, reason),
        `已撤销录取：${p.row.name}（已通知报名人）`,
      );
      if (m) this.#patch(m.id, m.admissionStatus, reason);
    } else if (p.kind === 'publishNow') {
      const planId = this.planId;
      if (planId) await this.#publish(planId, null, () => '录取结果已公布：报名人现在可以查询');
    } else if (p.kind === 'letter') {
      return this.cancel();
    } else {
      const planId = this.planId;
      const ids = p.dry.decided.map((x) => x.id);
      if (!planId || !ids.length) return this.cancel();
      const verb = ADMISSION_EVENT_LABEL[p.decision];
      const r = await runAction(
        this,
        () =>
          this.#gw.bulkAdmit({
            planId,
            registrationIds: ids,
            status: DECISION_CODE[p.decision],
            dryRun: false,
          }),
        (x) => {
          // Skipped: those the dry run listed, plus any whose state changed since (another teacher).
          const skipped = p.dry.skipped.length + x.skipped.length;
          return `已${verb} ${x.count} 人` + (skipped ? `，跳过 ${skipped} 人` : '');
        },
      );
      if (r) {
        runInAction(() => (this.selected = []));
        await this.load();
      }
    }
    runInAction(() => (this.pending = null));
  }

  /** 撤销决定 (before publication): back to 待录取 at once; the applicant saw nothing. */
  async undo(row: RegistrationRow): Promise<void> {
    const m = await runAction(this, () => this.#gw.undoAdmission(row.id), `已撤销对 ${row.name} 的决定`);
    if (m) this.#patch(m.id, m.admissionStatus, null);
  }

  #patch(id: string, admissionStatus: number, reason: string | null) {
    this.rows = this.rows.map((r) => (r.id === id ? { ...r, admissionStatus, admissionReason: reason } : r));
  }

  /** 定时公布 at the time typed (China time). */
  async publish(): Promise<void> {
    const planId = this.planId;
    const iso = publishAtIso(this.publishAt);
    if (!planId || !iso) {
      this.notice = { text: planId ? '请选择公布时间' : '请先选择招生计划', ok: false };
      return;
    }
    await this.#publish(planId, iso, (x) => `已设置结果公布时间：${chinaTime(x.resultsPublishAt)}`);
  }

  /** 立即公布 asks first: once published a decision can only be revoked with a reason. */
  askPublishNow() {
    if (!this.planId) {
      this.notice = { text: '请先选择招生计划', ok: false };
      return;
    }
    this.pending = { kind: 'publishNow' };
  }

  async #publish(
    planId: string,
    iso: string | null,
    ok: (x: { resultsPublishAt: string }) => string,
  ): Promise<boolean> {
    const r = await runAction(this, () => this.#gw.publishResults(planId, iso), ok);
    if (r)
      runInAction(() => {
        this.plans = this.plans.map((p) =>
          p.id === r.planId
            ? { ...p, resultsPublishAt: r.resultsPublishAt, resultsPublished: r.resultsPublished }
            : p,
        );
      });
    return !!r;
  }

  // ---------- 预览录取通知书 ----------
  /** Who a letter can be previewed for: the 已录取 applicants listed. */
  get admittedRows(): RegistrationRow[] {
    return this.rows.filter((r) => isAdmitted(r.admissionStatus));
  }
  /** Opens the preview for one admitted applicant (the first listed unless chosen). */
  async previewLetter(registrationId?: string): Promise<void> {
    const id = registrationId ?? this.admittedRows[0]?.id;
    if (!id) {
      this.notice = { text: '列表中还没有已录取的学生：录取一名学生后即可预览录取通知书', ok: false };
      return;
    }
    this.pending = { kind: 'letter', registrationId: id, letter: null };
    const letter = await runAction(this, () => this.#gw.letterPreview(id), '');
    runInAction(() => {
      this.notice = letter ? null : this.notice;
      const p = this.pending;
      if (p?.kind !== 'letter' || p.registrationId !== id) return;
      if (letter) this.pending = { ...p, letter };
      else this.pending = null;
    });
  }
}
