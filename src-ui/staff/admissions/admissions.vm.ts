import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { PlanSummary, RegistrationRow } from '@domain/staff/types';
import { chinaTime, publishAtIso } from '@domain/use-cases/staff/publish';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';
import { BulkVm } from '../shared/bulk.vm';

/** 录取管理: decisions on 审核通过 registrations one by one or in bulk; results published at a set time. */
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
  readonly bulk: BulkVm;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    this.bulk = new BulkVm(gw, { kind: 'admit', status: 3 }, '录取', () => void this.load());
    makeAutoObservable(this, { bulk: false }, { autoBind: true });
  }

  get plan(): PlanSummary | null {
    return this.plans.find((p) => p.id === this.planId) ?? null;
  }
  get publishedText(): string {
    const at = this.plan?.resultsPublishAt;
    return at ? `结果公布时间：${chinaTime(at)}` : '未设置公布时间（录取后即可查询）';
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
    return this.load();
  }
  setPublishAt(v: string) {
    this.publishAt = v;
  }

  async decide(id: string, status: 2 | 3): Promise<void> {
    const m = await runAction(this, () => this.#gw.admit(id, status), status === 3 ? '已录取' : '已预录取');
    if (m)
      runInAction(() => {
        this.rows = this.rows.map((r) =>
          r.id === id ? { ...r, admissionStatus: m.admissionStatus, reviewStatus: m.reviewStatus } : r,
        );
      });
  }

  async publish(): Promise<void> {
    const planId = this.planId;
    const iso = publishAtIso(this.publishAt);
    if (!planId || !iso) {
      this.notice = { text: planId ? '请选择公布时间' : '请先选择招生计划', ok: false };
      return;
    }
    const r = await runAction(
      this,
      () => this.#gw.publishResults(planId, iso),
      (x) => `已设置结果公布时间：${chinaTime(x.resultsPublishAt)}`,
    );
    if (r)
      runInAction(() => {
        this.plans = this.plans.map((p) =>
          p.id === r.planId ? { ...p, resultsPublishAt: r.resultsPublishAt } : p,
        );
      });
  }
}
