import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { voucherActionsOf } from '@domain/journeys';
import { StaffGateway } from '@domain/staff/gateway';
import type { Moved, PlanSummary, ReviewFilter, TimeSort, VoucherRow } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/**
 * 凭证审核: offline payment vouchers by plan and review state (the tabs with counts), sorted by
 * 上传时间 on the server; the image large; 通过 confirmed naming whose and how much, 驳回 with a reason.
 */
@injectable('Transient')
export class VouchersVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plans: PlanSummary[] = [];
  planId: string | null = null;
  filter: ReviewFilter = 'pending';
  /** 上传时间: the oldest first by default (a queue is cleared from its oldest). */
  sort: TimeSort = 'timeAsc';
  rows: VoucherRow[] = [];
  total = 0;
  counts: Record<ReviewFilter, number> | null = null;
  page = 1;
  readonly pageSize = 10;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** The row whose 通过 is being confirmed (the dialog with the image is open). */
  approving: string | null = null;
  /** The row being rejected (the reason dialog is open). */
  rejecting: string | null = null;
  readonly #gw: StaffGateway;
  #seq = 0;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The plans for the filter (a failure leaves the filter at 全部计划), then the list. */
  async open(): Promise<void> {
    try {
      const plans = await this.#gw.plans();
      runInAction(() => (this.plans = plans));
    } catch {
      // the list still loads; its own error shows if the service is down
    }
    await this.load();
  }

  load(): Promise<void> {
    const seq = ++this.#seq;
    return runLoad(
      this,
      () =>
        this.#gw.vouchers({
          ...(this.planId ? { planId: this.planId } : {}),
          status: this.filter,
          sort: this.sort,
          page: this.page,
          pageSize: this.pageSize,
        }),
      (p) => {
        if (seq !== this.#seq) return;
        this.rows = p.rows;
        this.total = p.total;
        this.counts = p.counts ?? null;
      },
    );
  }
  setFilter(f: ReviewFilter) {
    this.filter = f;
    this.page = 1;
    return this.load();
  }
  setPlan(planId: string | null) {
    this.planId = planId;
    this.page = 1;
    return this.load();
  }
  /** 上传时间 oldest/newest first (the server sorts; back to page 1). */
  turnSort() {
    this.sort = this.sort === 'timeAsc' ? 'timeDesc' : 'timeAsc';
    this.page = 1;
    return this.load();
  }
  setPage(p: number) {
    this.page = p;
    return this.load();
  }

  rowOf(id: string | null): VoucherRow | null {
    return this.rows.find((r) => r.registrationId === id) ?? null;
  }

  /** A reviewed voucher leaves the 待审核 tab; elsewhere its row takes the server's new state and actions. */
  #moved(m: Moved) {
    if (this.filter === 'pending') {
      this.rows = this.rows.filter((r) => r.registrationId !== m.id);
      this.total = Math.max(0, this.total - 1);
      if (this.counts) this.counts = { ...this.counts, pending: Math.max(0, this.counts.pending - 1) };
    } else {
      this.rows = this.rows.map((r) =>
        r.registrationId === m.id
          ? { ...r, voucherStatus: m.voucherStatus, actions: voucherActionsOf(m.actions ?? []) }
          : r,
      );
    }
  }

  askApprove(id: string) {
    this.approving = id;
  }
  closeApprove() {
    this.approving = null;
  }
  /** 通过 the voucher whose confirmation is open. */
  async confirmApprove(): Promise<void> {
    const id = this.approving;
    if (!id) return;
    await this.approve(id);
    runInAction(() => (this.approving = null));
  }
  async approve(id: string): Promise<void> {
    const m = await runAction(this, () => this.#gw.reviewVoucher(id, true), '凭证已通过');
    if (m)
      runInAction(() => {
        if (this.counts) this.counts = { ...this.counts, approved: this.counts.approved + 1 };
        this.#moved(m);
      });
  }
  openReject(id: string) {
    this.approving = null;
    this.rejecting = id;
  }
  closeReject() {
    this.rejecting = null;
  }
  async reject(reason: string): Promise<void> {
    const id = this.rejecting;
    if (!id) return;
    const m = await runAction(this, () => this.#gw.reviewVoucher(id, false, reason), '凭证已驳回');
    runInAction(() => {
      if (m) {
        if (this.counts) this.counts = { ...this.counts, rejected: this.counts.rejected + 1 };
        this.#moved(m);
      }
      this.rejecting = null;
    });
  }
}
