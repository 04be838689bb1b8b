import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { OutboxRow, OutboxStatus } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

export const OUTBOX_FILTERS: readonly { key: OutboxStatus | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待发送' },
  { key: 'sent', label: '已发送' },
  { key: 'failed', label: '发送失败' },
];

/** 通知记录 (was 通知发送, beside 群发通知): the notification outbox, 重新发送 per message. */
@injectable('Transient')
export class OutboxVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  filter: OutboxStatus | 'all' = 'all';
  rows: OutboxRow[] = [];
  total = 0;
  page = 1;
  readonly pageSize = 20;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    const status = this.filter === 'all' ? undefined : this.filter;
    return runLoad(
      this,
      () => this.#gw.outbox({ ...(status ? { status } : {}), page: this.page, pageSize: this.pageSize }),
      (p) => {
        this.rows = p.rows;
        this.total = p.total;
      },
    );
  }
  setFilter(f: OutboxStatus | 'all') {
    this.filter = f;
    this.page = 1;
    return this.load();
  }
  setPage(p: number) {
    this.page = p;
    return this.load();
  }
  async resend(id: string): Promise<void> {
    const r = await runAction(this, () => this.#gw.resend(id), '已重新发送');
    if (r) runInAction(() => (this.rows = this.rows.map((x) => (x.id === id ? r : x))));
  }
}
