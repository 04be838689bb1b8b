import {
  ADMISSION_EVENT_LABEL,
  DECISION_CODE,
  isAdmitted,
  type AdmissionDecision,
  type StaffRegistrationAction,
} from '@domain/journeys';
import { defaultAdmittedMajor, majorNameOf } from '@domain/admissions/admitted-major';
import { StaffGateway } from '@domain/staff/gateway';
import { offers } from '@domain/staff/transitions';
import type { BulkDecision, LetterPreview, Moved, PlanSummary, RegistrationRow } from '@domain/staff/types';
import { chinaTime, publishAtIso } from '@domain/use-cases/staff/publish';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { runAction } from '../shared/action';

/** The bulk decisions, in the order the toolbar shows them. */
export const BULK_DECISIONS: readonly AdmissionDecision[] = ['admit', 'preAdmit', 'decline'];

/** What the centred confirmation asks about: one applicant, or a selected set after the server's dry run. */
export type PendingDecision =
  /** `majorId`: the 录取专业 named (录取 / 预录取), from the plan's 招生专业; null when the plan offers none. */
  | { kind: 'one'; decision: AdmissionDecision; row: RegistrationRow; majorId: string | null }
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
 * Each row offers exactly the `actions` the server sent for it (issue 23): nothing is recomputed here.
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
  /** Every row as last listed (a tick survives paging): the ticked rows' `actions` decide a bulk decision. */
  #listed = new Map<string, RegistrationRow>();
  pending: PendingDecision | null = null;
  readonly #gw: StaffGateway;
  /** Fires when a set 公布时间 passes with the screen open (see #watchPublication). */
  #publication: ReturnType<typeof setTimeout> | null = null;
  #closed = false;

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
    this.#closed = false;
    await runLoad(
      this,
      () => this.#gw.plans(),
      (plans) => {
        this.plans = plans;
        this.planId ??= plans[0]?.id ?? null;
      },
    );
    if (this.status === 'ready') await this.load();
    this.#watchPublication();
  }

  /** The screen closed: no more reads for a publication time passing. */
  close(): void {
    this.#closed = true;
    this.#unwatch();
  }
  #unwatch(): void {
    if (this.#publication) clearTimeout(this.#publication);
    this.#publication = null;
  }

  /**
   * 定时公布: when the plan's 公布时间 passes while the screen is open, what may be done with each row
   * changes (撤销录取 with a reason instead of 撤销决定). The plan and its rows are then read again, so
   * the screen shows what the server offers from that moment, not what it offered before.
   */
  #watchPublication(): void {
    this.#unwatch();
    const at = this.plan?.resultsPublishAt;
    if (this.#closed || !at || this.published) return;
    const ms = Date.parse(at) - Date.now();
    // A second after the time (the server's clock decides); a timer holds at most ~24 days, so a
    // later time is looked at again after a day; a server that still says 未公布 is asked again in 30 s.
    const wait = ms > 0 ? Math.min(ms + 1000, 86_400_000) : 30_000;
    this.#publication = setTimeout(() => void this.#publicationDue(), wait);
  }

  async #publicationDue(): Promise<void> {
    this.#publication = null;
    const planId = this.planId;
    if (!planId) return;
    try {
      const plans = await this.#gw.plans();
      runInAction(() => (this.plans = plans));
    } catch {
      // offline: asked again below
    }
    if (this.planId !== planId) return;
    if (this.published) await this.#renew(planId);
    else this.#watchPublication();
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
      () => this.#page(planId),
      (p) => this.#show(p.rows, p.total),
    );
  }

  #page(planId: string) {
    return this.#gw.registrations({
      planId,
      review: 'approved',
      ...(this.#q ? { q: this.#q } : {}),
      page: this.page,
      pageSize: this.pageSize,
    });
  }
  #show(rows: RegistrationRow[], total: number) {
    this.rows = rows;
    this.total = total;
    for (const r of rows) this.#listed.set(r.id, r);
  }

  /**
   * The rows again, quietly (the list stays on screen), after publication changed what may be done
   * (撤销录取 instead of 撤销决定): nothing is offered until the server answers with the new actions.
   */
  async #renew(planId: string): Promise<void> {
    runInAction(() =>
      this.#show(
        this.rows.map((r) => ({ ...r, actions: [] })),
        this.total,
      ),
    );
    try {
      const p = await this.#page(planId);
      runInAction(() => {
        if (this.planId === planId) this.#show(p.rows, p.total);
      });
    } catch {
      // offline: the next load shows what the server offers
    }
  }

  setPlan(planId: string | null) {
    this.planId = planId;
    this.page = 1;
    this.selected = [];
    this.#watchPublication();
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
  /** Whether the server offers this action on the row (its `actions`). */
  offers(row: RegistrationRow, action: StaffRegistrationAction): boolean {
    return offers(row, action);
  }
  /** A bulk decision is offered while a row of the page offers that decision (none for a role that may not). */
  bulkOffered(decision: AdmissionDecision): boolean {
    return this.rows.some((r) => offers(r, decision));
  }
  /** Ticking is offered while a row of the page offers a decision. */
  get canTick(): boolean {
    return BULK_DECISIONS.some((d) => this.bulkOffered(d));
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
  /** The confirmation; 录取 / 预录取 start on the first 意向专业 the plan offers (the domain's rule). */
  ask(decision: AdmissionDecision, row: RegistrationRow) {
    const names = decision !== 'decline' && (row.majorChoices?.length ?? 0) > 0;
    const majorId = names ? defaultAdmittedMajor(row.majorChoices ?? [], row.wishedMajorIds ?? []) : null;
    this.pending = { kind: 'one', decision, row, majorId };
  }
  /** The 录取专业 picked in the open confirmation. */
  setMajor(majorId: string) {
    const p = this.pending;
    if (p?.kind === 'one') this.pending = { ...p, majorId: majorId || null };
  }
  askRevoke(row: RegistrationRow) {
    this.pending = { kind: 'revoke', row };
  }
  /**
   * A bulk decision on the ticked rows that offer it: the others are skipped, named with the server's
   * reason (不能录取：…); the server's dry run then says who would be decided and skips any whose
   * state changed since.
   */
  async askBulk(decision: AdmissionDecision): Promise<void> {
    const planId = this.planId;
    if (!planId || !this.selected.length) {
      this.notice = { text: '请先勾选报名', ok: false };
      return;
    }
    const ticked = this.selected.flatMap((id) => this.#listed.get(id) ?? []);
    const ids = ticked.filter((r) => offers(r, decision)).map((r) => r.id);
    const verb = ADMISSION_EVENT_LABEL[decision];
    const skipped = ticked
      .filter((r) => !offers(r, decision))
      .map((r) => ({ id: r.id, name: r.name, reason: r.blocked ?? `当前状态不能${verb}` }));
    const none: BulkDecision = { count: 0, decided: [], skipped: [], dryRun: true };
    const dry = ids.length
      ? await runAction(
          this,
          () =>
            this.#gw.bulkAdmit({
              planId,
              registrationIds: ids,
              status: DECISION_CODE[decision],
              dryRun: true,
            }),
          '',
        )
      : none;
    runInAction(() => {
      this.notice = null;
      if (dry)
        this.pending = { kind: 'bulk', decision, dry: { ...dry, skipped: [...skipped, ...dry.skipped] } };
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
        () =>
          // 录取专业 named only where the plan offers majors (else the server admits without one).
          p.decision === 'decline' || !p.majorId
            ? this.#gw.admit(p.row.id, DECISION_CODE[p.decision])
            : this.#gw.admit(p.row.id, DECISION_CODE[p.decision], p.majorId),
        `已${verb}：${p.row.name}`,
      );
      if (m) this.#patch(m, null, majorNameOf(p.row.majorChoices ?? [], p.majorId));
    } else if (p.kind === 'revoke') {
      const m = await runAction(
        this,
        () => this.#gw.revokeAdmission(p.row.id, reason),
        `已撤销录取：${p.row.name}（已通知报名人）`,
      );
      if (m) this.#patch(m, reason);
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
    if (m) this.#patch(m, null);
  }

  /** The decided row's new state and what the server now offers on it (nothing when it sent none). */
  #patch(m: Moved, reason: string | null, admittedMajor?: string) {
    // After an await: private methods are not actions of their own.
    runInAction(() => {
      this.rows = this.rows.map((r) => {
        if (r.id !== m.id) return r;
        const row = {
          ...r,
          ...(admittedMajor === undefined ? {} : { admittedMajor }),
          admissionStatus: m.admissionStatus,
          admissionReason: reason,
          actions: m.actions ?? [],
        };
        this.#listed.set(row.id, row);
        return row;
      });
    });
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
    // Published now: what may be done with each row changed; the server says what.
    if (r?.resultsPublished && this.planId === r.planId) await this.#renew(r.planId);
    else if (r) this.#watchPublication();
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
