import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FEE_CODE, fee, feeState, type FeeState, orderActionsOf } from '@domain/journeys';
import { StaffGateway } from '@domain/staff/gateway';
import type { Moved, OrderRow, PlanSummary, TimeSort } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** The fee states as filter options, worded by the fee journey. */
export const FEE_FILTERS: readonly { code: number | null; label: string }[] = [
  { code: null, label: '全部' },
  ...(['unpaid', 'pending', 'paid', 'refundPending', 'refunded', 'closed'] as FeeState[]).map((s) => ({
    code: FEE_CODE[s],
    label: fee.states[s].label,
  })),
];

/**
 * 缴费订单: orders by plan and fee state (the tabs with counts), sorted by 支付时间 on the server;
 * 线下已缴 and 退费, each confirmed naming whose and how much, with a reason.
 */
@injectable('Transient')
export class PaymentsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plans: PlanSummary[] = [];
  planId: string | null = null;
  feeStatus: number | null = null;
  /** 支付时间: the latest first by default (unpaid last). */
  sort: TimeSort = 'timeDesc';
  rows: OrderRow[] = [];
  total = 0;
  /** How many orders of the plan are in each fee state, from the server. */
  counts: { feeStatus: number; count: number }[] | null = null;
  page = 1;
  readonly pageSize = 20;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** The open reason sheet: which row and which action. */
  asking: { id: string; action: 'markPaid' | 'refund' } | null = null;
  readonly #gw: StaffGateway;
  #seq = 0;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The plans for the filter (a failure leaves it at 全部计划), then the list. */
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
        this.#gw.orders({
          ...(this.planId ? { planId: this.planId } : {}),
          ...(this.feeStatus ? { feeStatus: this.feeStatus } : {}),
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
  /** A tab's count (null: every state of the plan); null before the first answer. */
  countOf(code: number | null): number | null {
    if (!this.counts) return null;
    return this.counts.filter((c) => code === null || c.feeStatus === code).reduce((n, c) => n + c.count, 0);
  }
  setPlan(planId: string | null) {
    this.planId = planId;
    this.page = 1;
    return this.load();
  }
  /** 支付时间 newest/oldest first (the server sorts; back to page 1). */
  turnSort() {
    this.sort = this.sort === 'timeDesc' ? 'timeAsc' : 'timeDesc';
    this.page = 1;
    return this.load();
  }
  rowOf(id: string | null | undefined): OrderRow | null {
    return this.rows.find((r) => r.registrationId === id) ?? null;
  }
  setFeeStatus(code: number | null) {
    this.feeStatus = code;
    this.page = 1;
    return this.load();
  }
  setPage(p: number) {
    this.page = p;
    return this.load();
  }
  ask(id: string, action: 'markPaid' | 'refund') {
    this.asking = { id, action };
  }
  close() {
    this.asking = null;
  }

  async confirm(reason: string): Promise<void> {
    const a = this.asking;
    if (!a) return;
    const m: Moved | null = await runAction(
      this,
      () => (a.action === 'markPaid' ? this.#gw.markPaid(a.id, reason) : this.#gw.refund(a.id, reason)),
      a.action === 'markPaid' ? '已标记为线下缴费' : '已提交退费',
    );
    runInAction(() => {
      if (m) {
        const label = fee.states[feeState(m.feeStatus)].label;
        const before = this.rowOf(a.id)?.feeStatus;
        this.rows = this.rows.map((r) =>
          // The server's new actions for the row (none until it names them).
          r.registrationId === a.id
            ? { ...r, feeStatus: m.feeStatus, feeText: label, actions: orderActionsOf(m.actions ?? []) }
            : r,
        );
        if (this.counts && before !== undefined && before !== m.feeStatus) {
          const moved = this.counts.map((c) =>
            c.feeStatus === before ? { ...c, count: Math.max(0, c.count - 1) } : c,
          );
          this.counts = moved.some((c) => c.feeStatus === m.feeStatus)
            ? moved.map((c) => (c.feeStatus === m.feeStatus ? { ...c, count: c.count + 1 } : c))
            : [...moved, { feeStatus: m.feeStatus, count: 1 }];
        }
      }
      this.asking = null;
    });
  }
}
