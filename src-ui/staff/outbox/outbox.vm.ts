import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { OutboxRow, OutboxStatus } from '@domain/staff/types';
import { runAction } from '../shared/action';
import { StaffList } from '../shared/staff-list';

export const OUTBOX_FILTERS: readonly { key: OutboxStatus | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待发送' },
  { key: 'sent', label: '已发送' },
  { key: 'failed', label: '发送失败' },
];

/** 通知记录 (was 通知发送, beside 群发通知): the notification outbox, 重新发送 per message. */
@injectable('Transient')
export class OutboxVm {
  /** By send state ('all': every message). */
  readonly list: StaffList<OutboxRow, { status: OutboxStatus | 'all' }>;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    this.list = new StaffList({
      fetch: ({ status, ...q }) => gw.outbox({ ...(status === 'all' ? {} : { status }), ...q }),
      query: { status: 'all' },
      pageSize: 20,
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  async resend(id: string): Promise<void> {
    const r = await runAction(this.list, () => this.#gw.resend(id), '已重新发送');
    if (r) runInAction(() => (this.list.rows = this.list.rows.map((x) => (x.id === id ? r : x))));
  }
}
