import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { AuditRow } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';
import { saveWithAnchor, type SaveFile } from '../exports/exports.vm';

/** 操作日志 (学校管理员): who did what to whom, when, from where; exportable as CSV. */
@injectable('Transient')
export class AuditVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: AuditRow[] = [];
  total = 0;
  page = 1;
  readonly pageSize = 50;
  action = '';
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  save: SaveFile = saveWithAnchor;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, { save: false }, { autoBind: true });
  }

  load(): Promise<void> {
    const action = this.action.trim();
    return runLoad(
      this,
      () => this.#gw.audit({ ...(action ? { action } : {}), page: this.page, pageSize: this.pageSize }),
      (p) => {
        this.rows = p.rows;
        this.total = p.total;
      },
    );
  }
  /** A type picked from the list (src-domain/staff/audit-actions.ts) filters at once; '' is 全部操作. */
  setAction(v: string) {
    this.action = v;
    return this.search();
  }
  search() {
    this.page = 1;
    return this.load();
  }
  setPage(p: number) {
    this.page = p;
    return this.load();
  }
  async exportCsv(): Promise<void> {
    const f = await runAction(this, () => this.#gw.exportAudit(), '已导出操作日志');
    if (f) this.save(f);
  }
}
