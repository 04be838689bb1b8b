import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FEE_CODE, fee, feeState, type FeeState } from '@domain/journeys';
import { StaffGateway } from '@domain/staff/gateway';
import type { Moved, OrderRow } from '@domain/staff/types';
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

/** 缴费订单: orders with their states; 线下已缴 (with a reason) and 退费 (with a reason). */
@injectable('Transient')
export class PaymentsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  feeStatus: number | null = null;
  rows: OrderRow[] = [];
  total = 0;
  page = 1;
  readonly pageSize = 20;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** The open reason sheet: which row and which action. */
  asking: { id: string; action: 'markPaid' | 'refund' } | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () =>
        this.#gw.orders({
          ...(this.feeStatus ? { feeStatus: this.feeStatus } : {}),
          page: this.page,
          pageSize: this.pageSize,
        }),
      (p) => {
        this.rows = p.rows;
        this.total = p.total;
      },
    );
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
        this.rows = this.rows.map((r) =>
          r.registrationId === a.id ? { ...r, feeStatus: m.feeStatus, feeText: label } : r,
        );
      }
      this.asking = null;
    });
  }
}
