import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { AuditRow } from '@domain/staff/types';
import { runAction } from '../shared/action';
import { StaffList } from '../shared/staff-list';
import { saveWithAnchor, type SaveFile } from '../exports/exports.vm';

/** 操作日志 (学校管理员): who did what to whom, when, from where; exportable as CSV. */
@injectable('Transient')
export class AuditVm {
  /** By action type: one picked from the list (src-domain/staff/audit-actions.ts) filters at once; '' is 全部操作. */
  readonly list: StaffList<AuditRow, { action: string }>;
  save: SaveFile = saveWithAnchor;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    this.list = new StaffList({
      fetch: ({ action, ...q }) => {
        const a = action.trim();
        return gw.audit({ ...(a ? { action: a } : {}), ...q });
      },
      query: { action: '' },
      pageSize: 50,
    });
    makeAutoObservable(this, { list: false, save: false }, { autoBind: true });
  }

  async exportCsv(): Promise<void> {
    const f = await runAction(this.list, () => this.#gw.exportAudit(), '已导出操作日志');
    if (f) this.save(f);
  }
}
