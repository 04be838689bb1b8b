import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { ReviewFilter, VoucherRow } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** 凭证审核: offline payment vouchers, the image large, 通过 / 驳回 with a reason. */
@injectable('Transient')
export class VouchersVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  filter: ReviewFilter = 'pending';
  rows: VoucherRow[] = [];
  total = 0;
  page = 1;
  readonly pageSize = 10;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** The row being rejected (the reason sheet is open). */
  rejecting: string | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.vouchers({ status: this.filter, page: this.page, pageSize: this.pageSize }),
      (p) => {
        this.rows = p.rows;
        this.total = p.total;
      },
    );
  }
  setFilter(f: ReviewFilter) {
    this.filter = f;
    this.page = 1;
    return this.load();
  }
  setPage(p: number) {
    this.page = p;
    return this.load();
  }

  #drop(id: string) {
    if (this.filter === 'pending') {
      this.rows = this.rows.filter((r) => r.registrationId !== id);
      this.total = Math.max(0, this.total - 1);
    }
  }

  async approve(id: string): Promise<void> {
    const m = await runAction(this, () => this.#gw.reviewVoucher(id, true), '凭证已通过');
    if (m) runInAction(() => this.#drop(id));
  }
  openReject(id: string) {
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
      if (m) this.#drop(id);
      this.rejecting = null;
    });
  }
}
