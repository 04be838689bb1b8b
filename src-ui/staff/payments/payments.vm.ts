import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FEE_CODE, fee, feeState, type FeeState, orderActionsOf } from '@domain/journeys';
import { StaffGateway } from '@domain/staff/gateway';
import type { Moved, OrderRow, TimeSort } from '@domain/staff/types';
import { runAction } from '../shared/action';
import { StaffList } from '../shared/staff-list';

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
  /**
   * By plan and fee state (`feeStatus` null: every state); 支付时间 the latest first by default
   * (unpaid last). `counts`: how many orders of the plan are in each fee state, from the server.
   */
  readonly list: StaffList<
    OrderRow,
    { planId: string | null; feeStatus: number | null; sort: TimeSort },
    { feeStatus: number; count: number }[]
  >;
  /** The open reason sheet: which row and which action. */
  asking: { id: string; action: 'markPaid' | 'refund' } | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    this.list = new StaffList({
      fetch: ({ planId, feeStatus, ...q }) =>
        gw.orders({ ...(planId ? { planId } : {}), ...(feeStatus ? { feeStatus } : {}), ...q }),
      query: { planId: null, feeStatus: null, sort: 'timeDesc' },
      pageSize: 20,
      plans: () => gw.plans(),
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** A tab's count (null: every state of the plan); null before the first answer. */
  countOf(code: number | null): number | null {
    const counts = this.list.counts;
    if (!counts) return null;
    return counts.filter((c) => code === null || c.feeStatus === code).reduce((n, c) => n + c.count, 0);
  }
  /** 支付时间 newest/oldest first (the server sorts; back to page 1). */
  turnSort() {
    return this.list.set({ sort: this.list.query.sort === 'timeDesc' ? 'timeAsc' : 'timeDesc' });
  }
  rowOf(id: string | null | undefined): OrderRow | null {
    return this.list.find((r) => r.registrationId === id);
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
      this.list,
      () => (a.action === 'markPaid' ? this.#gw.markPaid(a.id, reason) : this.#gw.refund(a.id, reason)),
      a.action === 'markPaid' ? '已标记为线下缴费' : '已提交退费',
    );
    runInAction(() => {
      if (m) {
        const l = this.list;
        const label = fee.states[feeState(m.feeStatus)].label;
        const before = this.rowOf(a.id)?.feeStatus;
        l.rows = l.rows.map((r) =>
          // The server's new actions for the row (none until it names them).
          r.registrationId === a.id
            ? { ...r, feeStatus: m.feeStatus, feeText: label, actions: orderActionsOf(m.actions ?? []) }
            : r,
        );
        if (l.counts && before !== undefined && before !== m.feeStatus) {
          const moved = l.counts.map((c) =>
            c.feeStatus === before ? { ...c, count: Math.max(0, c.count - 1) } : c,
          );
          l.counts = moved.some((c) => c.feeStatus === m.feeStatus)
            ? moved.map((c) => (c.feeStatus === m.feeStatus ? { ...c, count: c.count + 1 } : c))
            : [...moved, { feeStatus: m.feeStatus, count: 1 }];
        }
      }
      this.asking = null;
    });
  }
}
