import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { voucherActionsOf } from '@domain/journeys';
import { StaffGateway } from '@domain/staff/gateway';
import type { Moved, ReviewFilter, TimeSort, VoucherRow } from '@domain/staff/types';
import { runAction } from '../shared/action';
import { StaffList } from '../shared/staff-list';

/**
 * 凭证审核: offline payment vouchers by plan and review state (the tabs with counts), sorted by
 * 上传时间 on the server; the image large; 通过 confirmed naming whose and how much, 驳回 with a reason.
 */
@injectable('Transient')
export class VouchersVm {
  /** By plan and review state; 上传时间 the oldest first by default (a queue is cleared from its oldest). */
  readonly list: StaffList<
    VoucherRow,
    { planId: string | null; status: ReviewFilter; sort: TimeSort },
    Record<ReviewFilter, number>
  >;
  /** The row whose 通过 is being confirmed (the dialog with the image is open). */
  approving: string | null = null;
  /** The row being rejected (the reason dialog is open). */
  rejecting: string | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    this.list = new StaffList({
      fetch: ({ planId, ...q }) => gw.vouchers({ ...(planId ? { planId } : {}), ...q }),
      query: { planId: null, status: 'pending', sort: 'timeAsc' },
      pageSize: 10,
      plans: () => gw.plans(),
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** 上传时间 oldest/newest first (the server sorts; back to page 1). */
  turnSort() {
    return this.list.set({ sort: this.list.query.sort === 'timeAsc' ? 'timeDesc' : 'timeAsc' });
  }

  rowOf(id: string | null): VoucherRow | null {
    return this.list.find((r) => r.registrationId === id);
  }

  /** A reviewed voucher leaves the 待审核 tab; elsewhere its row takes the server's new state and actions. */
  #moved(m: Moved) {
    const l = this.list;
    if (l.query.status === 'pending') {
      l.rows = l.rows.filter((r) => r.registrationId !== m.id);
      l.total = Math.max(0, l.total - 1);
      if (l.counts) l.counts = { ...l.counts, pending: Math.max(0, l.counts.pending - 1) };
    } else {
      l.rows = l.rows.map((r) =>
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
    const m = await runAction(this.list, () => this.#gw.reviewVoucher(id, true), '凭证已通过');
    if (m)
      runInAction(() => {
        const c = this.list.counts;
        if (c) this.list.counts = { ...c, approved: c.approved + 1 };
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
    const m = await runAction(this.list, () => this.#gw.reviewVoucher(id, false, reason), '凭证已驳回');
    runInAction(() => {
      if (m) {
        const c = this.list.counts;
        if (c) this.list.counts = { ...c, rejected: c.rejected + 1 };
        this.#moved(m);
      }
      this.rejecting = null;
    });
  }
}
