import { inject, injectable, optional } from 'inversify';
import { CorrectionsGateway } from '@domain/staff/corrections-gateway';
import { makeAutoObservable } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import {
  initialQueueFilter,
  QUEUE_PAGE_SIZE,
  queueRequest,
  searchHint,
  turnedSort,
  withFilter,
  type QueueFilter,
} from '@domain/staff/queue';
import { offers } from '@domain/staff/transitions';
import type { PlanSummary, RegistrationRow, ReviewFilter } from '@domain/staff/types';
import { ReviewDrawerVm } from './review-drawer.vm';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { BulkVm } from '../shared/bulk.vm';

/** 报名审核: the queue by plan and status, search by name / ID number / phone, bulk approve. */
@injectable('Transient')
export class QueueVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plans: PlanSummary[] = [];
  filter: QueueFilter = initialQueueFilter();
  /** The search box as typed; applied on 搜索. */
  search = '';
  rows: RegistrationRow[] = [];
  total = 0;
  /** The status tabs' counts (the plan and search applied), from the server. */
  counts: Record<ReviewFilter, number> | null = null;
  /** Ids ticked for 批量通过 (rows of the list the server offers 通过 on). */
  selected = new Set<string>();
  readonly pageSize = QUEUE_PAGE_SIZE;
  readonly bulk: BulkVm;
  /** The registration open beside the list (drawer at a desk, full screen on a phone). */
  readonly drawer: ReviewDrawerVm;
  readonly #gw: StaffGateway;
  #seq = 0;

  constructor(
    @inject(StaffGateway) gw: StaffGateway,
    @inject(CorrectionsGateway) @optional() corrections?: CorrectionsGateway,
  ) {
    this.#gw = gw;
    this.bulk = new BulkVm(gw, { kind: 'approve' }, '通过', () => void this.load());
    this.drawer = new ReviewDrawerVm(gw, this, corrections);
    makeAutoObservable(this, { bulk: false, drawer: false }, { autoBind: true });
  }

  get hint(): string {
    return searchHint(this.search);
  }

  async open(): Promise<void> {
    await runLoad(
      this,
      () => this.#gw.plans(),
      (plans) => (this.plans = plans),
    );
    if (this.status === 'ready') await this.load();
  }

  async load(): Promise<void> {
    const seq = ++this.#seq;
    const req = queueRequest(this.filter, this.pageSize);
    await runLoad(
      this,
      () => this.#gw.registrations(req),
      (page) => {
        if (seq !== this.#seq) return;
        this.rows = page.rows;
        this.total = page.total;
        this.counts = page.counts;
        this.selected = new Set();
      },
    );
  }

  #set(change: Partial<QueueFilter>): Promise<void> {
    this.filter = withFilter(this.filter, change);
    return this.load();
  }
  setPlan(planId: string | null) {
    return this.#set({ planId });
  }
  setReview(review: ReviewFilter) {
    return this.#set({ review });
  }
  /** 提交时间 newest/oldest first (the server sorts; back to page 1). */
  turnSort() {
    return this.#set({ sort: turnedSort(this.filter.sort) });
  }
  setSearch(text: string) {
    this.search = text;
  }
  applySearch() {
    return this.#set({ q: this.search });
  }
  clearSearch() {
    this.search = '';
    return this.#set({ q: '' });
  }
  setPage(page: number) {
    return this.#set({ page });
  }

  /** The rows that can be ticked for 批量通过: those whose `actions` offer 通过 (none for a role that may not). */
  get selectable(): RegistrationRow[] {
    return this.rows.filter((r) => offers(r, 'approve'));
  }
  /** 批量通过 is offered while a row of the list offers 通过. */
  get canBulk(): boolean {
    return this.selectable.length > 0;
  }
  isSelectable(r: RegistrationRow): boolean {
    return offers(r, 'approve');
  }
  get allSelected(): boolean {
    return this.selectable.length > 0 && this.selectable.every((r) => this.selected.has(r.id));
  }
  toggle(id: string): void {
    if (!this.selectable.some((r) => r.id === id)) return;
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
  }
  toggleAll(): void {
    this.selected = this.allSelected ? new Set() : new Set(this.selectable.map((r) => r.id));
  }

  /**
   * 批量通过: the ticked rows (one plan; only rows offering 通过 can be ticked), or every 待审核 of the
   * chosen plan when none is ticked. The server's dry run names whom it would skip and why.
   */
  bulkApprove(): Promise<void> {
    const ids = [...this.selected];
    if (!ids.length) return this.bulk.start(this.filter.planId);
    const plans = new Set(this.rows.filter((r) => this.selected.has(r.id)).map((r) => r.planId));
    return this.bulk.start(plans.size === 1 ? [...plans][0]! : null, ids);
  }
}
