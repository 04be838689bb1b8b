import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DataRequestStatus } from '@domain/privacy/data-request';
import { StaffGateway, type StaffDataRequest } from '@domain/staff/gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

export const PRIVACY_FILTERS: readonly { key: DataRequestStatus | 'all'; label: string }[] = [
  { key: 0, label: '待处理' },
  { key: 'all', label: '全部' },
];
export const REFUSE_REASON_NEEDED = '请填写未通过的原因';

/** 个人信息申请: parents' requests to delete their data; the administrator approves or refuses once. */
@injectable('Transient')
export class StaffPrivacyVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  filter: DataRequestStatus | 'all' = 0;
  rows: StaffDataRequest[] = [];
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** The reason typed for each request (required to refuse). */
  reasons: Record<string, string> = {};
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.privacyRequests(this.filter === 'all' ? undefined : this.filter),
      (rows) => (this.rows = rows),
    );
  }
  setFilter(f: DataRequestStatus | 'all') {
    this.filter = f;
    return this.load();
  }
  setReason(id: string, text: string) {
    this.reasons = { ...this.reasons, [id]: text };
  }

  async decide(id: string, approve: boolean): Promise<void> {
    const reason = (this.reasons[id] ?? '').trim();
    if (!approve && !reason) {
      this.notice = { text: REFUSE_REASON_NEEDED, ok: false };
      return;
    }
    const r = await runAction(
      this,
      () => this.#gw.decidePrivacy({ requestId: id, approve, ...(reason ? { reason } : {}) }),
      approve ? '已同意，报名信息已删除' : '已答复未通过',
    );
    if (r)
      runInAction(() => {
        this.rows = this.rows.map((x) => (x.id === id ? { ...x, ...r } : x));
      });
  }
}
